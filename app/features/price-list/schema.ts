import { z } from "zod";
import {
  EURO_INPUT_TEXTS,
  PRICE_LIST_LIMITS,
  type PriceList,
  RIM_SIZE_COLUMNS,
  type RimPriceTable,
  type ServicePriceTable,
  centsToInput,
  parseEuroInput,
} from "./rules";

/*
 * The price list's two schemas: the stored document (cents, checked whenever it is read or written) and
 * the admin's form (texts as typed, Finnish messages, turned into the document). Kept apart from
 * rules.ts so the public pages, which only render prices, do not ship zod.
 */

const { maxRows, labelMaxLength, unitMaxLength, noteMaxLength, validTextMaxLength, vatTextMaxLength, maxCents } = PRICE_LIST_LIMITS;

export const PRICE_LIST_TEXTS = {
  labelRequired: "Rivin nimi on pakollinen",
  tooLong: (max: number) => `Teksti on liian pitkä: enintään ${max} merkkiä`,
  duplicateLabel: "Taulukossa on jo samanniminen rivi",
  minRows: "Taulukossa täytyy olla vähintään yksi rivi",
  maxRows: `Taulukossa voi olla enintään ${maxRows} riviä`,
  rimPrices: "Anna hinta jokaiselle vannekoolle",
  validTextRequired: "Voimassaoloteksti on pakollinen",
  vatTextRequired: "Arvonlisäveroteksti on pakollinen",
  unchanged: "Ei tallentamattomia muutoksia.",
  saved: "Hinnasto päivitetty onnistuneesti",
} as const;

// ---------------------------------------------------------------- the stored document

const cents = z.number().int().min(0).max(maxCents);
const label = z.string().trim().min(1).max(labelMaxLength);
const note = z.string().max(noteMaxLength);

const uniqueLabels = (rows: { label: string }[]) => new Set(rows.map((row) => row.label)).size === rows.length;

const storedRimTable = z.object({
  rows: z
    .array(z.object({ label, prices: z.tuple([cents, cents, cents]) }))
    .min(1)
    .max(maxRows)
    .refine(uniqueLabels),
  note,
});

const storedServiceTable = z.object({
  rows: z
    .array(z.object({ label, price: cents, unit: z.string().max(unitMaxLength), from: z.boolean() }))
    .min(1)
    .max(maxRows)
    .refine(uniqueLabels),
  note,
});

export const priceListSchema: z.ZodType<PriceList> = z.object({
  validText: z.string().trim().min(1).max(validTextMaxLength),
  vatText: z.string().trim().min(1).max(vatTextMaxLength),
  tyreChange: storedRimTable,
  tyreFitting: storedRimTable,
  tyreHotel: storedRimTable,
  balancing: storedServiceTable,
  repairs: storedServiceTable,
  disposal: storedServiceTable,
});

// ---------------------------------------------------------------- the admin's form

/** A required text field: Conform sends a blank field as undefined. */
const requiredText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, PRICE_LIST_TEXTS.tooLong(max));

const optionalText = (max: number) => z.string().trim().max(max, PRICE_LIST_TEXTS.tooLong(max)).default("");

/** '12,50', '12.50', '12', '35 €' → cents; a Finnish message for anything else. */
const priceField = z.string({ error: EURO_INPUT_TEXTS.required }).transform((value, ctx) => {
  const parsed = parseEuroInput(value);
  if (parsed.ok) return parsed.cents;
  ctx.addIssue({ code: "custom", message: EURO_INPUT_TEXTS[parsed.error] });
  return z.NEVER;
});

/** 1 … maxRows rows; a repeated row name is marked on the later row. */
const rowsField = <Row extends z.ZodType<{ label: string }>>(row: Row) =>
  z.preprocess(
    (value) => value ?? [],
    z
      .array(row)
      .min(1, PRICE_LIST_TEXTS.minRows)
      .max(maxRows, PRICE_LIST_TEXTS.maxRows)
      .superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((entry, index) => {
          const key = entry.label.toLocaleLowerCase("fi-FI");
          if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index, "label"], message: PRICE_LIST_TEXTS.duplicateLabel });
          seen.add(key);
        });
      }),
  );

const rimTableForm = z.object({
  rows: rowsField(
    z.object({
      label: requiredText(PRICE_LIST_TEXTS.labelRequired, labelMaxLength),
      prices: z.array(priceField).length(RIM_SIZE_COLUMNS.length, PRICE_LIST_TEXTS.rimPrices),
    }),
  ),
  note: optionalText(noteMaxLength),
});

const serviceTableForm = z.object({
  rows: rowsField(
    z.object({
      label: requiredText(PRICE_LIST_TEXTS.labelRequired, labelMaxLength),
      price: priceField,
      unit: optionalText(unitMaxLength),
      from: z.boolean().default(false),
    }),
  ),
  note: optionalText(noteMaxLength),
});

export const priceListFormSchema = z
  .object({
    validText: requiredText(PRICE_LIST_TEXTS.validTextRequired, validTextMaxLength),
    vatText: requiredText(PRICE_LIST_TEXTS.vatTextRequired, vatTextMaxLength),
    tyreChange: rimTableForm,
    tyreFitting: rimTableForm,
    tyreHotel: rimTableForm,
    balancing: serviceTableForm,
    repairs: serviceTableForm,
    disposal: serviceTableForm,
  })
  .transform((value): PriceList => {
    const rim = (table: z.infer<typeof rimTableForm>): RimPriceTable => ({
      note: table.note,
      rows: table.rows.map((row) => ({ label: row.label, prices: [row.prices[0], row.prices[1], row.prices[2]] })),
    });
    return {
      validText: value.validText,
      vatText: value.vatText,
      tyreChange: rim(value.tyreChange),
      tyreFitting: rim(value.tyreFitting),
      tyreHotel: rim(value.tyreHotel),
      balancing: value.balancing,
      repairs: value.repairs,
      disposal: value.disposal,
    };
  });

/** A rim-size row as form values. */
export type RimRowFormValue = { label: string; prices: string[] };
/** A service row as form values; a checked checkbox posts 'on'. */
export type ServiceRowFormValue = { label: string; price: string; unit: string; from: "on" | undefined };

export type RimTableFormValue = { rows: RimRowFormValue[]; note: string };
export type ServiceTableFormValue = { rows: ServiceRowFormValue[]; note: string };
export type PriceListFormValue = ReturnType<typeof priceListFormValue>;

export const EMPTY_RIM_ROW: RimRowFormValue = { label: "", prices: ["", "", ""] };
export const EMPTY_SERVICE_ROW: ServiceRowFormValue = { label: "", price: "", unit: "", from: undefined };

/** The list as the form's values: prices as the admin types them ('12,50'). */
export function priceListFormValue(list: PriceList) {
  const rim = (table: RimPriceTable): RimTableFormValue => ({
    note: table.note,
    rows: table.rows.map((row): RimRowFormValue => ({ label: row.label, prices: row.prices.map(centsToInput) })),
  });
  const service = (table: ServicePriceTable): ServiceTableFormValue => ({
    note: table.note,
    rows: table.rows.map(
      (row): ServiceRowFormValue => ({ label: row.label, price: centsToInput(row.price), unit: row.unit, from: row.from ? "on" : undefined }),
    ),
  });
  return {
    validText: list.validText,
    vatText: list.vatText,
    tyreChange: rim(list.tyreChange),
    tyreFitting: rim(list.tyreFitting),
    tyreHotel: rim(list.tyreHotel),
    balancing: service(list.balancing),
    repairs: service(list.repairs),
    disposal: service(list.disposal),
  };
}
