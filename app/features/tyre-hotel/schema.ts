/**
 * The register's forms (zod): the one schema of each form in the browser (Conform validates while typing)
 * and in the route action. Every text is bounded, every message Finnish and names the field.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { TYRE_SEASONS, type TyreSeason } from "#db/schema/enum-values";
import { parseHelsinkiWallTime } from "~/lib/helsinki-time";
import { readTypedDecimal } from "~/lib/typed-number";
import { isCanonicalTyreSize, normaliseTyreSize } from "~/lib/tyre-size";
import { TYRE_POSITIONS, normaliseLocation, normaliseRegistration, parseDot, type StoredTyreReading } from "./rules";

/** A posted text as typed ('' when missing or not text); anything far beyond a field's length is cut. */
const typed = <T extends z.ZodType>(schema: T, max = 4000) => z.preprocess((value) => (typeof value === "string" ? value.slice(0, max) : ""), schema);

const optionalText = (label: string, max: number) =>
  typed(
    z
      .string()
      .trim()
      .max(max, `${label}: enintään ${max} merkkiä.`)
      .transform((value) => (value === "" ? null : value)),
  );

const checkbox = z.preprocess((value) => value === "on" || value === "1" || value === "true", z.boolean());

// ---------------------------------------------------------------- customer

export const CUSTOMER_FORM_ORDER = ["name", "phone", "email", "reminderConsent", "notes"] as const;

const PHONE_PATTERN = /^\+?[\d\s()-]{5,40}$/;

export const customerFieldsSchema = z.object({
  name: typed(z.string().trim().min(1, "Nimi on pakollinen.").max(100, "Nimi: enintään 100 merkkiä.")),
  phone: typed(
    z
      .string()
      .trim()
      .max(40, "Puhelin: enintään 40 merkkiä.")
      .refine((value) => value === "" || (PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 5), "Puhelin: numerot, välilyönnit ja + (esim. 040 123 4567).")
      .transform((value) => (value === "" ? null : value.replace(/\s+/g, " "))),
  ),
  email: typed(
    z
      .string()
      .trim()
      .max(254, "Sähköposti: enintään 254 merkkiä.")
      .refine((value) => value === "" || z.email().safeParse(value).success, "Anna sähköpostiosoite muodossa nimi@esimerkki.fi.")
      .transform((value) => (value === "" ? null : value.toLowerCase())),
  ),
  reminderConsent: checkbox,
  notes: optionalText("Muistiinpanot", 2000),
});

export const customerFormSchema = customerFieldsSchema.superRefine((value, context) => {
  if (value.reminderConsent && !value.email) {
    context.addIssue({ code: "custom", path: ["email"], message: "Kausimuistutus lähetetään sähköpostiin: anna sähköpostiosoite." });
  }
});
export type CustomerInput = z.output<typeof customerFormSchema>;
export type CustomerFormValues = { name: string; phone: string; email: string; reminderConsent: boolean; notes: string };
export const EMPTY_CUSTOMER_FORM: CustomerFormValues = { name: "", phone: "", email: "", reminderConsent: false, notes: "" };

export function parseCustomerForm(formData: FormData) {
  return parseWithZod(formData, { schema: customerFormSchema, disableAutoCoercion: true });
}

// ---------------------------------------------------------------- vehicle

export const VEHICLE_FORM_ORDER = ["registration", "makeModel"] as const;

export const vehicleFormSchema = z.object({
  registration: typed(
    z
      .string()
      .trim()
      .min(1, "Rekisterinumero on pakollinen.")
      .max(20, "Rekisterinumero: enintään 12 merkkiä.")
      .transform((value, context) => {
        const plate = normaliseRegistration(value);
        if (!plate) {
          context.addIssue({ code: "custom", message: "Rekisterinumero: 2–12 kirjainta ja numeroa (esim. ABC-123)." });
          return z.NEVER;
        }
        return plate;
      }),
  ),
  makeModel: optionalText("Merkki ja malli", 80),
});
export type VehicleInput = z.output<typeof vehicleFormSchema>;
export type VehicleFormValues = { registration: string; makeModel: string };

export function parseVehicleForm(formData: FormData) {
  return parseWithZod(formData, { schema: vehicleFormSchema, disableAutoCoercion: true });
}

// ---------------------------------------------------------------- sets

/** Rows of the tyre table: the first four always count; the extra two only when something is typed in them. */
export const TYRE_ROWS = TYRE_POSITIONS.length;
export const REQUIRED_TYRE_ROWS = 4;
export const MAX_TREAD_MM = 20;

const tyreRowSchema = z.object({
  position: typed(z.string(), 10),
  dot: typed(
    z
      .string()
      .trim()
      .max(12, "DOT: neljä numeroa.")
      .refine((value) => value === "" || parseDot(value) !== null, "DOT: neljä numeroa, viikko ja vuosi (esim. 2321)."),
    40,
  ),
  tread: typed(
    z
      .string()
      .trim()
      .max(8, `Urasyvyys: 0–${MAX_TREAD_MM} mm.`)
      .refine((value) => {
        if (value === "") return true;
        const read = readTypedDecimal(value);
        return read.kind === "number" && !read.negative && read.fraction.length <= 1 && read.value >= 0 && read.value <= MAX_TREAD_MM;
      }, `Urasyvyys: 0–${MAX_TREAD_MM} mm, enintään yksi desimaali (esim. 6,5).`),
    40,
  ),
});

/** The tyre table as stored: the position codes in order, DOT as 'WWYY', tread in mm. */
const tyresSchema = z
  .preprocess((value) => (Array.isArray(value) ? value.slice(0, TYRE_ROWS) : []), z.array(z.unknown()))
  .pipe(z.array(tyreRowSchema))
  .transform((rows): StoredTyreReading[] =>
    TYRE_POSITIONS.flatMap((position, index) => {
      const row = rows[index] ?? { position: position.code, dot: "", tread: "" };
      if (index >= REQUIRED_TYRE_ROWS && row.dot === "" && row.tread === "") return [];
      const dot = row.dot === "" ? null : parseDot(row.dot);
      const tread = readTypedDecimal(row.tread);
      return [
        {
          position: position.code,
          dot: dot ? `${String(dot.week).padStart(2, "0")}${String(dot.year % 100).padStart(2, "0")}` : null,
          treadMm: tread.kind === "number" ? Math.round(tread.value * 10) / 10 : null,
        },
      ];
    }),
  );

const seasonField = typed(
  z.string().refine((value): value is TyreSeason => (TYRE_SEASONS as readonly string[]).includes(value), "Valitse kausi."),
  20,
) as unknown as z.ZodType<TyreSeason>;

const locationField = typed(
  z
    .string()
    .trim()
    .min(1, "Varastopaikka on pakollinen.")
    .max(20, "Varastopaikka: enintään 17 merkkiä (esim. A3/12).")
    .transform((value, context) => {
      const place = normaliseLocation(value);
      if (!place) {
        context.addIssue({ code: "custom", message: "Varastopaikka muodossa hylly/paikka (esim. A3/12)." });
        return z.NEVER;
      }
      return place;
    }),
);

const sizeField = typed(
  z
    .string()
    .trim()
    .min(1, "Rengaskoko on pakollinen.")
    .max(40, "Rengaskoko: enintään 40 merkkiä.")
    .transform((value, context) => {
      const size = normaliseTyreSize(value);
      if (!isCanonicalTyreSize(size)) {
        context.addIssue({ code: "custom", message: "Rengaskoko muodossa 205/55R16." });
        return z.NEVER;
      }
      return size;
    }),
);

/** When it happened: empty is now; else a Helsinki wall time, not in the future. */
const atField = typed(
  z
    .string()
    .trim()
    .max(40, "Aika muodossa pp.kk.vvvv hh:mm.")
    .transform((value, context) => {
      if (value === "") return null;
      const at = parseHelsinkiWallTime(value);
      if (!at) {
        context.addIssue({ code: "custom", message: "Anna aika kalenterista (päivä ja kellonaika)." });
        return z.NEVER;
      }
      if (at.getTime() > Date.now() + 24 * 60 * 60 * 1000) {
        context.addIssue({ code: "custom", message: "Aika ei voi olla tulevaisuudessa." });
        return z.NEVER;
      }
      return at;
    }),
);

export const SET_FORM_ORDER = ["season", "size", "brandModel", "withRims", "tyres", "location", "notes"] as const;

export const setFormSchema = z.object({
  season: seasonField,
  size: sizeField,
  brandModel: optionalText("Merkki ja malli", 100),
  withRims: checkbox,
  tyres: tyresSchema,
  location: locationField,
  notes: optionalText("Muistiinpanot", 2000),
});
export type SetInput = z.output<typeof setFormSchema>;

/** Editing a set that is out: no place. */
export const setEditOutSchema = setFormSchema.omit({ location: true });
export type SetEditInput = z.output<typeof setEditOutSchema> & { location?: string };

export const checkInSchema = z.object({ tyres: tyresSchema, location: locationField, at: atField });
export type CheckInInput = z.output<typeof checkInSchema>;

export const checkOutSchema = z.object({ at: atField });

export type TyreRowValues = { position: string; dot: string; tread: string };
export type SetFormValues = {
  season: string;
  size: string;
  brandModel: string;
  withRims: boolean;
  tyres: TyreRowValues[];
  location: string;
  notes: string;
};

/** The tyre table's rows as typed: one per position, the stored readings filled in. */
export function tyreRowsOf(tyres: readonly StoredTyreReading[] = []): TyreRowValues[] {
  return TYRE_POSITIONS.map((position) => {
    const tyre = tyres.find((candidate) => candidate.position === position.code);
    return {
      position: position.code,
      dot: tyre?.dot ?? "",
      tread: tyre?.treadMm === null || tyre?.treadMm === undefined ? "" : String(tyre.treadMm).replace(".", ","),
    };
  });
}

export const EMPTY_SET_FORM: SetFormValues = { season: "", size: "", brandModel: "", withRims: false, tyres: tyreRowsOf(), location: "", notes: "" };

export const parseSetForm = (formData: FormData) => parseWithZod(formData, { schema: setFormSchema, disableAutoCoercion: true });
export const parseSetEditOutForm = (formData: FormData) => parseWithZod(formData, { schema: setEditOutSchema, disableAutoCoercion: true });
export const parseCheckInForm = (formData: FormData) => parseWithZod(formData, { schema: checkInSchema, disableAutoCoercion: true });
export const parseCheckOutForm = (formData: FormData) => parseWithZod(formData, { schema: checkOutSchema, disableAutoCoercion: true });
