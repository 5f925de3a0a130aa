/**
 * The admin rim form's rules (zod): the one schema of the form in the browser (Conform validates while
 * typing) and in the route action. Numbers may be typed with a comma ('7,5'); every message is Finnish
 * and names the field's range. The image is resolved by the action (upload or library pick) and given
 * to the schema as the stored address.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { RIM_LIMITS as L, type RimInput } from "./rules";
import { parseTypedDecimal } from "~/lib/typed-number";

/** The form's fields in their order on the page (the first one with an error takes the focus). */
export const RIM_FORM_ORDER = ["brand", "model", "diameter", "width", "boltCount", "boltCircle", "offset", "centreBore", "price", "stock", "image"] as const;
export type RimField = (typeof RIM_FORM_ORDER)[number];
/** The form as typed: every field a string (the image an address or null). */
export type RimFormValues = Record<Exclude<RimField, "image">, string> & { image: string | null };

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

/** A posted text as typed ('' when missing or not text); anything far beyond a field's length is cut. */
const typed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === "string" ? value.slice(0, 200) : ""), schema);

/** A typed number ('7,5', ' 112 ') in [min, max] with at most `decimals` decimals. */
function numberField(label: string, min: number, max: number, decimals: number) {
  const message = rangeMessage(label, min, max, decimals);
  return typed(
    z
      .string()
      .trim()
      .min(1, `${label} on pakollinen.`)
      .refine((value) => decimalText.test(value), message)
      .transform((value) => parseTypedDecimal(value) ?? Number.NaN)
      .refine((value) => inRange(value, min, max, decimals), message),
  );
}

/** The same for a field that may be left empty (null). */
function optionalNumberField(label: string, min: number, max: number, decimals: number) {
  const message = rangeMessage(label, min, max, decimals);
  return typed(
    z
      .string()
      .trim()
      .refine((value) => value === "" || decimalText.test(value), message)
      .transform((value) => (value === "" ? null : (parseTypedDecimal(value) ?? Number.NaN)))
      .refine((value) => value === null || inRange(value, min, max, decimals), message),
  );
}

/** The form's fields one by one (also what Conform reads the fields' constraints from). */
export const rimFieldsSchema = z.object({
  brand: typed(z.string().trim().min(1, "Merkki on pakollinen.").max(L.brandMax, `Merkki: enintään ${L.brandMax} merkkiä.`)),
  model: typed(z.string().trim().min(1, "Malli on pakollinen.").max(L.modelMax, `Malli: enintään ${L.modelMax} merkkiä.`)),
  diameter: numberField("Halkaisija", L.diameterMin, L.diameterMax, 0),
  width: numberField("Leveys", L.widthMin, L.widthMax, 1),
  boltCount: numberField("Pulttien määrä", L.boltCountMin, L.boltCountMax, 0),
  boltCircle: numberField("Pulttijaon halkaisija", L.boltCircleMin, L.boltCircleMax, 1),
  offset: numberField("Offset", L.offsetMin, L.offsetMax, 0),
  centreBore: optionalNumberField("Keskiöreikä", L.centreBoreMin, L.centreBoreMax, 1),
  price: numberField("Hinta", 0, L.priceMax, 2),
  stock: optionalNumberField("Varastosaldo", 0, L.stockMax, 0),
  image: z.preprocess((value) => (typeof value === "string" && value !== "" ? value : null), z.string().nullable()),
});

/** The form read into what is stored (numerics as strings with a dot). */
export const rimFormSchema = rimFieldsSchema.transform(
  (data): RimInput => ({
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
    image: data.image,
  }),
);

/** A posted rim form (the same call in the browser and in the action; every field reads its own text). */
export function parseRimForm(formData: FormData) {
  return parseWithZod(formData, { schema: rimFormSchema, disableAutoCoercion: true });
}
