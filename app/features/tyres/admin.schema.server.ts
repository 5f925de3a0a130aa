/**
 * The zod schemas of the tyre tab's forms (size, product, sale), validated on the server in the route
 * actions. Server-only, so zod stays out of the browser bundles; the forms show what these return.
 * Parsed with Conform's automatic coercion off: every field below reads the raw text itself, which keeps
 * 'blank', 'not a number' and 'out of range' apart with their own Finnish messages.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { DELIVERY_DAYS_MAX, EU_LABEL_CLASSES, NOISE_CLASSES, NOISE_LEVEL_MAX, NOISE_LEVEL_MIN, RATING_FIELDS, RATING_MAX, RATING_MIN, SALE_DURATIONS, TYRE_ADMIN_TEXTS as T, TYRE_SEASONS, VEHICLE_TYPES, WINTER_TYPES, financingFromPrice, hasAtMostTwoDecimals, parseEan, parseEprelId, serviceDescriptionError, splitCommaList } from "~/features/tyres/admin.rules";
import { type ParsedServiceDescription, parseServiceDescription } from "~/lib/tyre-markings";
import { formatPrice } from "~/lib/price";
import { wholeTyreSize } from "~/features/tyres/admin-search.rules";
import { parseTypedDecimal } from "~/lib/typed-number";
import { parseDatabaseId } from "~/lib/database-id";

const E = T.errors;

/** The largest amount numeric(10,2) holds, rounded down to something a shop could mean. */
const MAX_AMOUNT = 1_000_000;

type Ctx = z.core.$RefinementCtx;
const fail = (ctx: Ctx, message: string, input: unknown = undefined) => {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
};

/** A field as the form sent it; optional so a missing key reaches the field's own rule (and message). */
const raw = () => z.unknown().optional();

/** A submitted value as trimmed text ('' when missing; the first value when repeated). */
function textOf(raw: unknown): string {
  if (Array.isArray(raw)) return textOf(raw[0]);
  return typeof raw === "string" ? raw.trim() : "";
}

/** Every submitted text of a repeated field (rows) as a list. */
function textsOf(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.flatMap(textsOf);
  return typeof raw === "string" ? [raw] : [];
}

const requiredText = (message: string, max = 200) =>
  raw().transform((raw, ctx) => {
    const value = textOf(raw);
    if (value === "") return fail(ctx, message);
    if (value.length > max) return fail(ctx, E.tooLong);
    return value;
  });

const optionalText = (max: number) =>
  raw().transform((raw, ctx) => {
    const value = textOf(raw);
    return value.length > max ? fail(ctx, E.tooLong) : value;
  });

/** A whole number in [min, max]; blank is null. */
function integerField(messages: { integer: string; range: string }, min: number, max: number) {
  return raw().transform((raw, ctx): number | null => {
    const value = textOf(raw);
    if (value === "") return null;
    if (!/^[+-]?\d+$/.test(value)) return fail(ctx, messages.integer);
    const number = Number(value);
    return number < min || number > max ? fail(ctx, messages.range) : number;
  });
}

/** A required whole number in [min, max]. */
function requiredInteger(messages: { required: string; integer: string; range: string }, min: number, max: number) {
  return raw().transform((raw, ctx): number => {
    const parsed = integerField(messages, min, max).safeParse(raw);
    if (!parsed.success) return fail(ctx, parsed.error.issues[0].message);
    return parsed.data === null ? fail(ctx, messages.required) : parsed.data;
  });
}

/** Money: blank is null (the caller decides whether that is allowed), at least 0, two decimals at most. */
function amountField(messages: { number: string; min: string }) {
  return raw().transform((raw, ctx): number | null => {
    const value = textOf(raw);
    if (value === "") return null;
    const amount = parseTypedDecimal(value);
    if (amount === null) return fail(ctx, messages.number);
    if (amount < 0) return fail(ctx, messages.min);
    if (amount > MAX_AMOUNT) return fail(ctx, E.tooLarge);
    if (!hasAtMostTwoDecimals(amount)) return fail(ctx, E.decimals);
    return Math.round(amount * 100) / 100;
  });
}

/** Required money. */
function requiredAmount(messages: { required: string; number: string; min: string }) {
  return raw().transform((value, ctx): number => {
    const parsed = amountField(messages).safeParse(value);
    if (!parsed.success) return fail(ctx, parsed.error.issues[0].message);
    return parsed.data === null ? fail(ctx, messages.required) : parsed.data;
  });
}

/** A choice from a closed set; blank is null, anything else outside the set is the given message. */
function choiceField<const V extends readonly string[]>(values: V, message: string) {
  return raw().transform((raw, ctx): V[number] | null => {
    const value = textOf(raw);
    if (value === "") return null;
    return (values as readonly string[]).includes(value) ? (value as V[number]) : fail(ctx, message);
  });
}

/** A required choice from a closed set. */
function requiredChoice<const V extends readonly string[]>(values: V, message: string) {
  return raw().transform((raw, ctx): V[number] => {
    const value = textOf(raw);
    return (values as readonly string[]).includes(value) ? (value as V[number]) : fail(ctx, message);
  });
}

/** A checkbox: ticked sends a value ('on'), unticked sends nothing. */
const checkbox = () => raw().transform((raw) => textOf(raw) !== "");

const NO_SERVICE_DESCRIPTION: ParsedServiceDescription = { loadIndex: null, loadIndexDual: null, speedRating: null };

/** The service description as on the sidewall ('91H', '104/102T', '91' or 'H' alone); blank is none. */
const serviceDescriptionField = () =>
  raw().transform((raw, ctx): ParsedServiceDescription => {
    const value = textOf(raw);
    if (value === "") return NO_SERVICE_DESCRIPTION;
    return parseServiceDescription(value) ?? fail(ctx, serviceDescriptionError(value));
  });

/** A code read by `parse` (EPREL, EAN); blank is null, anything it does not read is the message. */
const codeField = (parse: (text: string) => string | null, message: string) =>
  raw().transform((raw, ctx): string | null => {
    const value = textOf(raw);
    if (value === "") return null;
    return parse(value) ?? fail(ctx, message);
  });

// ---------------------------------------------------------------- size

export const sizeFormSchema = z.object({
  width: requiredInteger(E.width, 100, 400),
  aspect: requiredInteger(E.aspect, 20, 100),
  diameter: requiredInteger(E.diameter, 10, 30),
  vehicleType: raw().transform((raw, ctx) => {
    const value = textOf(raw) || "henkilöauto";
    return (VEHICLE_TYPES as readonly string[]).includes(value) ? (value as (typeof VEHICLE_TYPES)[number]) : fail(ctx, E.vehicleType);
  }),
});

export type SizeFormValue = { width: number; aspect: number; diameter: number; vehicleType: (typeof VEHICLE_TYPES)[number] };

export function parseSizeForm(formData: FormData) {
  return parseWithZod(formData, { schema: sizeFormSchema, disableAutoCoercion: true });
}

// ---------------------------------------------------------------- product

const ratingShape = Object.fromEntries(
  RATING_FIELDS.map(({ name }) => [name, integerField({ integer: E.rating, range: E.rating }, RATING_MIN, RATING_MAX)]),
) as Record<(typeof RATING_FIELDS)[number]["name"], ReturnType<typeof integerField>>;

const productFields = {
  manufacturer: requiredText(E.manufacturer, 100),
  model: requiredText(E.model, 200),
  type: requiredChoice(TYRE_SEASONS, E.type),
  winterType: choiceField(WINTER_TYPES, E.winterType),
  price: requiredAmount(E.price),
  financingPrice: amountField(E.financing),
  description: optionalText(5000),
  designedFor: optionalText(1000),
  features: raw().transform((raw) => splitCommaList(textsOf(raw)).slice(0, 50)),
  fuelEfficiency: choiceField(EU_LABEL_CLASSES, E.euClass),
  wetGrip: choiceField(EU_LABEL_CLASSES, E.euClass),
  noiseLevel: integerField({ integer: E.noiseLevel, range: E.noiseLevel }, NOISE_LEVEL_MIN, NOISE_LEVEL_MAX),
  noiseClass: choiceField(NOISE_CLASSES, E.noiseClass),
  ...ratingShape,
  // The sidewall's markings and the identifiers (all optional: a product may have none of them).
  serviceDescription: serviceDescriptionField(),
  extraLoad: checkbox(),
  runFlat: checkbox(),
  commercial: checkbox(),
  eprelId: codeField(parseEprelId, E.eprelId),
  ean: codeField(parseEan, E.ean),
  deliveryDaysMin: integerField(E.deliveryDays, 0, DELIVERY_DAYS_MAX),
  deliveryDaysMax: integerField(E.deliveryDays, 0, DELIVERY_DAYS_MAX),
};

type ProductFieldsOut = {
  [K in keyof typeof productFields]: z.output<(typeof productFields)[K]>;
};

/**
 * The cross-field rule: a winter tyre needs its winter type. Checked even when other fields have errors
 * (zod's `when`), so the admin sees every message at once.
 */
const winterTypeRule = {
  path: ["winterType"],
  message: E.winterType,
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => issue.path?.[0] === "type" || issue.path?.[0] === "winterType"),
};
const needsWinterType = (value: { type: string; winterType: string | null }) => value.type !== "winter" || value.winterType !== null;

/**
 * The delivery time is both days or neither, the first at most the second. The message goes to the
 * field to fix (the blank one, or 'Enintään'); checked even when other fields have errors.
 */
function deliveryDaysRule(value: { deliveryDaysMin: number | null; deliveryDaysMax: number | null }, ctx: z.core.$RefinementCtx) {
  const { deliveryDaysMin: min, deliveryDaysMax: max } = value;
  const issue = (path: string, message: string) => ctx.issues.push({ code: "custom", message, path: [path], input: undefined });
  if (min === null && max !== null) issue("deliveryDaysMin", E.deliveryDays.both);
  else if (min !== null && max === null) issue("deliveryDaysMax", E.deliveryDays.both);
  else if (min !== null && max !== null && max < min) issue("deliveryDaysMax", E.deliveryDays.order);
}
const deliveryDaysWhen = {
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => issue.path?.[0] === "deliveryDaysMin" || issue.path?.[0] === "deliveryDaysMax"),
};

/**
 * A summer tyre has no winter type; a blank financing is filled as price / 12 rounded to 2 decimals (the
 * spec's rule, which with JavaScript the form applies while typing).
 */
function productRules<V extends ProductFieldsOut>(value: V) {
  const { serviceDescription, ...rest } = value;
  return {
    ...rest,
    // '104/102T' → loadIndex 104, loadIndexDual 102, speedRating 'T' (the columns).
    ...serviceDescription,
    winterType: value.type === "winter" ? value.winterType : null,
    financingPrice: value.financingPrice ?? financingFromPrice(value.price),
  };
}

export const productCreateSchema = z
  .object({
    // The size: an id (the preselected size of 'Lisää tuote tähän kokoon') or the size as typed in the
    // size field ('205/55R16', '2055516', '205 55 16'; the combobox writes '205/55R16'). The route
    // looks a typed size up; blank both is 'Valitse rengaskoko'.
    sizeId: raw().transform((value, ctx) => {
      const text = textOf(value);
      if (text === "") return null;
      return parseDatabaseId(text) ?? fail(ctx, E.size);
    }),
    size: raw().transform((value, ctx) => {
      const text = textOf(value).slice(0, 100);
      if (text === "") return null;
      return wholeTyreSize(text.replace(/\s/g, "")) ?? fail(ctx, E.sizeFormat(text));
    }),
    ...productFields,
    originalPrice: amountField(E.originalPrice),
    stock: integerField({ integer: E.stock, range: E.stock }, 0, 1_000_000),
  })
  .refine((value) => value.sizeId !== null || value.size !== null, {
    path: ["size"],
    message: E.size,
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "sizeId" || issue.path?.[0] === "size"),
  })
  .refine(needsWinterType, winterTypeRule)
  .superRefine(deliveryDaysRule, deliveryDaysWhen)
  .transform((value) => ({ ...productRules(value), stock: value.stock ?? 0 }));

/** Editing: the size is fixed and original price and stock are 'Käytössä rajoitetusti' (not sent). */
export const productUpdateSchema = z
  .object(productFields)
  .refine(needsWinterType, winterTypeRule)
  .superRefine(deliveryDaysRule, deliveryDaysWhen)
  .transform((value) => productRules(value));

export type ProductCreateValue = z.output<typeof productCreateSchema>;
export type ProductUpdateValue = z.output<typeof productUpdateSchema>;

export function parseProductCreateForm(formData: FormData) {
  return parseWithZod(formData, { schema: productCreateSchema, disableAutoCoercion: true });
}

export function parseProductUpdateForm(formData: FormData) {
  return parseWithZod(formData, { schema: productUpdateSchema, disableAutoCoercion: true });
}

// ---------------------------------------------------------------- sale

export type SaleFormValue =
  | { isActive: false }
  | {
      isActive: true;
      salePrice: number;
      name: string;
      description: string;
      duration: (typeof SALE_DURATIONS)[number];
      /** 'YYYY-MM-DD' for duration 'date'; null ('as long as stock lasts') for 'stock'. */
      endDate: string | null;
    };

const isIsoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * The sale form for a product of `price`: an inactive sale is only `isActive: false` (spec); an active one
 * needs a sale price 0 ≤ p ≤ price and, for duration 'date', an end date from `today` on ('YYYY-MM-DD').
 */
export function saleFormSchema(price: number, today: string) {
  return z
    .object({
      isActive: raw().transform((raw) => textOf(raw) !== ""),
      salePrice: raw(),
      name: optionalText(200),
      description: optionalText(2000),
      duration: raw(),
      endDate: raw(),
    })
    .transform((value, ctx): SaleFormValue => {
      if (!value.isActive) return { isActive: false };
      const issue = (path: string, message: string) => ctx.issues.push({ code: "custom", message, path: [path], input: undefined });

      const priceText = textOf(value.salePrice);
      const salePrice = parseTypedDecimal(priceText);
      if (priceText === "") issue("salePrice", E.salePrice.required);
      else if (salePrice === null) issue("salePrice", E.salePrice.number);
      else if (salePrice < 0) issue("salePrice", E.salePrice.min);
      else if (salePrice > price) issue("salePrice", E.salePrice.max(formatPrice(price)));
      else if (!hasAtMostTwoDecimals(salePrice)) issue("salePrice", E.decimals);

      const durationText = textOf(value.duration) || "stock";
      const duration = (SALE_DURATIONS as readonly string[]).includes(durationText) ? (durationText as (typeof SALE_DURATIONS)[number]) : null;
      if (duration === null) issue("duration", E.duration);

      let endDate: string | null = null;
      if (duration === "date") {
        const dateText = textOf(value.endDate);
        if (dateText === "") issue("endDate", E.endDate.required);
        else if (!isIsoDate(dateText)) issue("endDate", E.endDate.invalid);
        else if (dateText < today) issue("endDate", E.endDate.past);
        else endDate = dateText;
      }
      return {
        isActive: true,
        salePrice: salePrice ?? 0,
        name: value.name,
        description: value.description,
        duration: duration ?? "stock",
        endDate,
      };
    });
}

export function parseSaleForm(formData: FormData, price: number, today: string) {
  return parseWithZod(formData, { schema: saleFormSchema(price, today), disableAutoCoercion: true });
}

// ---------------------------------------------------------------- stock (the list's quick edit)

const stockSchema = z.object({
  stock: raw().transform((value, ctx) => {
    const stock = integerField({ integer: E.stock, range: E.stock }, 0, 1_000_000).safeParse(value);
    if (!stock.success) return fail(ctx, E.stock);
    return stock.data ?? fail(ctx, E.stockRequired);
  }),
});

export function parseStockForm(formData: FormData) {
  return parseWithZod(formData, { schema: stockSchema, disableAutoCoercion: true });
}
