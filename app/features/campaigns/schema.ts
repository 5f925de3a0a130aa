/**
 * The campaign form's rules (spec admin.md section 5) as the one zod schema of the form: Conform
 * validates with it in the browser, the form's action and the JSON calls on the server. The image is
 * resolved by the action (upload or library pick) and given to the schema as its address; it is
 * required only when creating, which only the server can tell (an upload is not an address yet).
 */
import { conformZodMessage, parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { CAMPAIGN_TEXTS, CODE_MAX, type CampaignInput, DESCRIPTION_MAX, DISCOUNT_TYPES, FIXED_AMOUNT_MAX, IMAGE_URL_MAX, NAME_MAX, PERCENT_MAX } from "./rules";
import { isImageAddress } from "~/features/images/rules";
import { endOfHelsinkiDay, startOfHelsinkiDay, toCalendarDay } from "~/lib/helsinki-time";
import { parseTypedDecimal } from "~/lib/typed-number";

const E = CAMPAIGN_TEXTS.errors;

/** The form's fields in their order on the page (the first one with an error takes the focus). */
export const CAMPAIGN_FORM_ORDER = ["name", "startDate", "endDate", "imageUrl", "description", "discountType", "discountValue", "discountCode"] as const;

/** A field as text: numbers (a JSON body) become text, a missing field is empty, line ends are '\n'. */
function asText(value: unknown): unknown {
  if (value === undefined || value === null) return "";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" ? value.replace(/\r\n/g, "\n") : value;
}

/**
 * Reading what arrived (a form's fields or a JSON body's keys) into text. A value far beyond its
 * field's length, or of a type no client of ours sends, fails: not our form (the caller answers 400).
 */
const raw = (max: number) => z.preprocess(asText, z.string().max(max));

export const campaignFieldsSchema = z.object({
  name: raw(NAME_MAX * 10),
  description: raw(DESCRIPTION_MAX * 5),
  startDate: raw(64),
  endDate: raw(64),
  discountType: raw(64),
  discountValue: raw(64),
  discountCode: raw(CODE_MAX * 10),
  imageUrl: z.preprocess((value) => (value === undefined || value === "" ? null : value), z.string().max(IMAGE_URL_MAX * 2).nullable()),
});

const text = <T extends z.ZodType>(schema: T) => z.preprocess(asText, schema);
/** A date as typed ('YYYY-MM-DD'; a JSON client may send an ISO timestamp). */
const day = (required: string, invalid: string) =>
  text(
    z
      .string()
      .trim()
      .min(1, required)
      .refine((value) => value === "" || toCalendarDay(value) !== "", invalid),
  );

/** A discount value: empty, or a number with a point or a comma; '-5' is a number, just negative. */
const discountValueSchema = z
  .string()
  .trim()
  .refine((value) => value === "" || /^-?\d{1,12}([.,]\d{1,6})?$/.test(value), E.discountValueInvalid)
  .refine((value) => !value.startsWith("-"), E.discountValueNegative);

/** The fields one by one (also what Conform reads the fields' constraints from). */
export function campaignRulesSchema(options: { requireImage: boolean }) {
  return z.object({
    name: text(z.string().trim().min(1, E.nameRequired).max(NAME_MAX, E.nameTooLong)),
    description: text(z.string().trim().max(DESCRIPTION_MAX, E.descriptionTooLong)),
    startDate: day(E.startRequired, E.startInvalid),
    endDate: day(E.endRequired, E.endInvalid),
    discountType: text(z.enum(DISCOUNT_TYPES, { error: E.discountType })),
    discountValue: text(z.string()),
    discountCode: text(z.string().trim().max(CODE_MAX, E.codeTooLong)),
    imageUrl: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? null : value),
      z
        .string()
        .trim()
        .refine(isImageAddress, E.imageInvalid)
        .nullable()
        .refine((value) => !options.requireImage || value !== null, E.imageRequired),
    ),
  });
}

type Values = z.output<ReturnType<typeof campaignRulesSchema>>;

/**
 * The cross-field rules: the end not before the start, and the discount value by its type (ignored and
 * cleared for free shipping, so a value left in the field without JavaScript is no error). Checked even
 * when other fields have errors, so the admin sees every message at once.
 */
function checkCampaign(values: Values, ctx: z.core.$RefinementCtx<Values>) {
  // A date field that failed its own check may hold anything a post can say (`endDate[0].toString=x`).
  const dayOf = (value: unknown) => (typeof value === "string" ? toCalendarDay(value) : null);
  const start = dayOf(values.startDate);
  const end = dayOf(values.endDate);
  if (start && end && end < start) ctx.addIssue({ code: "custom", path: ["endDate"], message: E.endBeforeStart });
  if (values.discountType === "free_shipping") return;
  const amount = discountValueSchema.safeParse(values.discountValue);
  if (!amount.success) {
    ctx.addIssue({ code: "custom", path: ["discountValue"], message: amount.error.issues[0].message });
  } else if (amount.data !== "") {
    const number = parseTypedDecimal(amount.data) ?? Number.NaN;
    if (values.discountType === "percentage" && number > PERCENT_MAX) ctx.addIssue({ code: "custom", path: ["discountValue"], message: E.percentTooBig });
    else if (number > FIXED_AMOUNT_MAX) ctx.addIssue({ code: "custom", path: ["discountValue"], message: E.amountTooBig });
  }
}

/** What is stored: the days as their Helsinki instants (dates.rules.ts), the discount as numeric text. */
function toInput(values: Values): CampaignInput {
  const amount = values.discountType === "free_shipping" || values.discountValue.trim() === "" ? null : parseTypedDecimal(values.discountValue.trim());
  return {
    name: values.name,
    description: values.description,
    imageUrl: values.imageUrl,
    startDate: startOfHelsinkiDay(toCalendarDay(values.startDate))!,
    endDate: endOfHelsinkiDay(toCalendarDay(values.endDate))!,
    discountType: values.discountType,
    discountValue: amount === null ? null : amount.toFixed(2),
    discountCode: values.discountCode === "" ? null : values.discountCode,
  };
}

/** The campaign form (and a JSON body): its rules, read into what is stored. */
export function campaignFormSchema(options: { requireImage: boolean }) {
  return campaignRulesSchema(options)
    .superRefine(checkCampaign, { when: () => true })
    .transform(toInput);
}

/** A posted campaign form (the same call in the browser and in the action; every field reads its own text). */
export function parseCampaignForm(formData: FormData, options: { requireImage: boolean } = { requireImage: false }) {
  return parseWithZod(formData, { schema: campaignFormSchema(options), disableAutoCoercion: true });
}

/** A submission that leaves the decision to the server (Conform then posts the form as it is). */
const serverDecides = z.unknown().refine(() => false, conformZodMessage.VALIDATION_UNDEFINED);

/**
 * The browser's validation: field by field while the admin types, as on the server. A save with errors
 * still goes to the server, as it did before the form was Conform's: only the server knows whether a
 * new campaign has its image (an upload is not an address yet), its answer shows every message at once,
 * and a save sent after the session ended must reach it to be kept (decision 0027).
 */
export function parseCampaignFormInBrowser(formData: FormData) {
  const submission = parseCampaignForm(formData);
  // Only a save is 'error': Conform's validation while typing carries an intent and no status.
  return submission.status === "error" ? parseWithZod(formData, { schema: serverDecides }) : submission;
}
