/**
 * The admin rim form's rules (zod; read by the admin action only). Numbers may be typed with a comma
 * ('7,5'); every message is Finnish and names the field's range.
 */
import { z } from "zod";
import { RIM_LIMITS as L, type RimInput } from "./rules";
import { parseTypedDecimal } from "~/lib/typed-number";

export type RimField = "brand" | "model" | "diameter" | "width" | "boltCount" | "boltCircle" | "offset" | "centreBore" | "price" | "stock" | "image";
export const RIM_FIELDS: readonly RimField[] = ["brand", "model", "diameter", "width", "boltCount", "boltCircle", "offset", "centreBore", "price", "stock"];
export type RimFormValues = Record<Exclude<RimField, "image">, string> & { image: string | null };
export type RimFieldErrors = Partial<Record<RimField | "form", string>>;

export const EMPTY_RIM_FORM: RimFormValues = {
  brand: "",
  model: "",
  diameter: "",
  width: "",
  boltCount: "5",
  boltCircle: "",
  offset: "",
  centreBore: "",
  price: "",
  stock: "",
  image: null,
};


const decimalText = /^-?\d{1,6}(?:[.,]\d{1,2})?$/;

function inRange(value: number, min: number, max: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return value >= min && value <= max && Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

const rangeMessage = (label: string, min: number, max: number, decimals: number) =>
  decimals === 0 ? `${label}: kokonaisluku ${min}–${max}.` : `${label}: luku ${min}–${max}.`;

/** A typed number ('7,5', ' 112 ') in [min, max] with at most `decimals` decimals. */
function numberField(label: string, min: number, max: number, decimals: number) {
  const message = rangeMessage(label, min, max, decimals);
  return z
    .string()
    .trim()
    .min(1, `${label} on pakollinen.`)
    .refine((value) => decimalText.test(value), message)
    .transform((value) => parseTypedDecimal(value) ?? Number.NaN)
    .refine((value) => inRange(value, min, max, decimals), message);
}

/** The same for a field that may be left empty (null). */
function optionalNumberField(label: string, min: number, max: number, decimals: number) {
  const message = rangeMessage(label, min, max, decimals);
  return z
    .string()
    .trim()
    .refine((value) => value === "" || decimalText.test(value), message)
    .transform((value) => (value === "" ? null : (parseTypedDecimal(value) ?? Number.NaN)))
    .refine((value) => value === null || inRange(value, min, max, decimals), message);
}

const rimSchema = z.object({
  brand: z.string().trim().min(1, "Merkki on pakollinen.").max(L.brandMax, `Merkki: enintään ${L.brandMax} merkkiä.`),
  model: z.string().trim().min(1, "Malli on pakollinen.").max(L.modelMax, `Malli: enintään ${L.modelMax} merkkiä.`),
  diameter: numberField("Halkaisija", L.diameterMin, L.diameterMax, 0),
  width: numberField("Leveys", L.widthMin, L.widthMax, 1),
  boltCount: numberField("Pulttien määrä", L.boltCountMin, L.boltCountMax, 0),
  boltCircle: numberField("Pulttijaon halkaisija", L.boltCircleMin, L.boltCircleMax, 1),
  offset: numberField("Offset", L.offsetMin, L.offsetMax, 0),
  centreBore: optionalNumberField("Keskiöreikä", L.centreBoreMin, L.centreBoreMax, 1),
  price: numberField("Hinta", 0, L.priceMax, 2),
  stock: optionalNumberField("Varastosaldo", 0, L.stockMax, 0),
});

export type RimValidation = { ok: true; input: RimInput } | { ok: false; errors: RimFieldErrors };

export function validateRim(values: RimFormValues): RimValidation {
  const parsed = rimSchema.safeParse(values);
  if (!parsed.success) {
    const errors: RimFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as RimField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const data = parsed.data;
  return {
    ok: true,
    input: {
      brand: data.brand,
      model: data.model,
      diameter: data.diameter,
      width: data.width.toFixed(1),
      boltCount: data.boltCount,
      boltCircle: data.boltCircle.toFixed(1),
      offset: data.offset,
      centreBore: data.centreBore === null ? null : data.centreBore.toFixed(1),
      price: data.price.toFixed(2),
      stock: data.stock,
      image: values.image,
    },
  };
}

/** The form's typed values from a posted form; every field a string (the image is resolved separately). */
export function rimFormValues(form: FormData, image: string | null): RimFormValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  return {
    brand: read("brand"),
    model: read("model"),
    diameter: read("diameter"),
    width: read("width"),
    boltCount: read("boltCount"),
    boltCircle: read("boltCircle"),
    offset: read("offset"),
    centreBore: read("centreBore"),
    price: read("price"),
    stock: read("stock"),
    image,
  };
}
