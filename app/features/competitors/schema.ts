/**
 * The competitor tracker form's rules (spec section 9): what it posts, what it accepts, what it stores.
 * The one schema of the form: Conform validates with it in the browser and the action with it on the
 * server (where the selector is also parsed as CSS).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import {
  COMPETITOR_TEXTS as T,
  CRAWL_LIMITS,
  NAME_MAX,
  RECIPIENTS_MAX,
  SELECTOR_MAX,
  type TrackingType,
  URL_MAX,
} from "./rules";
import { parseDatabaseId } from "~/lib/database-id";

/**
 * A typed number outside `min`–`max` (the form's own min and max). Spec: what is not a number at all
 * falls back to the default (normaliseTimeout, normaliseRetries); a number out of range is refused with
 * the range, not quietly changed.
 */
function outOfRange(value: string, min: number, max: number): boolean {
  if (value.trim() === "") return false;
  const number = Number(value);
  return Number.isFinite(number) && (Math.round(number) < min || Math.round(number) > max);
}

/** Spec: a timeout that is not a number falls back to 10000; a number is kept inside 5000–30000. */
export function normaliseTimeout(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(number)) return CRAWL_LIMITS.timeoutFallback;
  return Math.min(CRAWL_LIMITS.timeoutMax, Math.max(CRAWL_LIMITS.timeoutMin, Math.round(number)));
}

/** Spec: retries that are not a number fall back to 3; a number is kept inside 1–5. */
export function normaliseRetries(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(number)) return CRAWL_LIMITS.retriesDefault;
  return Math.min(CRAWL_LIMITS.retriesMax, Math.max(CRAWL_LIMITS.retriesMin, Math.round(number)));
}

const EMAIL = z.email();

/** Recipient addresses from one text field (commas, semicolons, spaces or line breaks between them). */
export function splitRecipients(value: string): string[] {
  return [...new Set(value.split(/[\s,;]+/).map((entry) => entry.trim().toLowerCase()).filter(Boolean))];
}

export type CompetitorFormValues = {
  name: string;
  url: string;
  productName: string;
  selector: string;
  trackingType: TrackingType;
  notifyIncrease: boolean;
  notifyDecrease: boolean;
  recipients: string;
  timeout: string;
  retries: string;
  status: "active" | "disabled";
  productId: string;
};

export type CompetitorInput = {
  name: string;
  url: string;
  productName: string;
  selector: string | null;
  trackingType: TrackingType;
  notifyPriceIncrease: boolean;
  notifyPriceDecrease: boolean;
  emailRecipients: string[];
  crawlTimeoutMs: number;
  retryAttempts: number;
  status: "active" | "disabled";
  productId: number | null;
};

export const EMPTY_COMPETITOR_FORM: CompetitorFormValues = {
  name: "",
  url: "",
  productName: "",
  selector: "",
  trackingType: "full_page",
  notifyIncrease: false,
  notifyDecrease: false,
  recipients: "",
  timeout: String(CRAWL_LIMITS.timeoutDefault),
  retries: String(CRAWL_LIMITS.retriesDefault),
  status: "active",
  productId: "",
};

/** The form's fields in their order on the page (the first one with an error takes the focus). */
export const COMPETITOR_FORM_ORDER = ["name", "url", "productName", "selector", "trackingType", "notifyIncrease", "notifyDecrease", "recipients", "timeout", "retries", "status", "productId"] as const;

const text = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());
const flag = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/** What the form posts, as strings and flags (a checkbox is 'on'; a missing field is empty). */
export const competitorFieldsSchema = z.object({
  name: text,
  url: text,
  productName: text,
  selector: text,
  trackingType: z.preprocess((value) => (value === "individual_price" ? value : "full_page"), z.enum(["full_page", "individual_price"])),
  notifyIncrease: flag,
  notifyDecrease: flag,
  recipients: text,
  timeout: text,
  retries: text,
  status: z.preprocess((value) => (value === "disabled" ? value : "active"), z.enum(["active", "disabled"])),
  productId: z.preprocess((value) => (parseDatabaseId(value) === null ? "" : value), z.string()),
});

type Values = z.output<typeof competitorFieldsSchema>;
type Ctx = z.core.$RefinementCtx<Values>;
/** The server's CSS parse of a selector; the browser takes any selector and leaves it to the server. */
type SelectorCheck = (selector: string) => boolean;
const anySelector: SelectorCheck = () => true;

const addIssue = (ctx: Ctx, name: keyof Values | null, message: string) => ctx.addIssue({ code: "custom", path: name ? [name] : [], message });

/** The address and the selector: all that 'Testaa' needs to be right. */
function checkPage(values: Values, ctx: Ctx, selectorValid: SelectorCheck) {
  const url = values.url.trim();
  const selector = values.selector.trim();
  if (!url) addIssue(ctx, "url", T.errors.required);
  else if (url.length > URL_MAX) addIssue(ctx, "url", T.errors.tooLong(URL_MAX));
  else if (!isHttpUrl(url)) addIssue(ctx, "url", T.errors.url);
  if (selector.length > SELECTOR_MAX) addIssue(ctx, "selector", T.errors.tooLong(SELECTOR_MAX));
  else if (selector && !selectorValid(selector)) addIssue(ctx, "selector", T.errors.selector);
}

/** The whole form's rules, for 'Tallenna': a missing required field is also said above the form. */
function checkTracker(values: Values, ctx: Ctx, selectorValid: SelectorCheck) {
  const name = values.name.trim();
  const productName = values.productName.trim();
  if (!name || !values.url.trim() || !productName) addIssue(ctx, null, T.errors.required);
  if (!name) addIssue(ctx, "name", T.errors.required);
  else if (name.length > NAME_MAX) addIssue(ctx, "name", T.errors.tooLong(NAME_MAX));
  if (!productName) addIssue(ctx, "productName", T.errors.required);
  else if (productName.length > NAME_MAX) addIssue(ctx, "productName", T.errors.tooLong(NAME_MAX));
  checkPage(values, ctx, selectorValid);
  if (outOfRange(values.timeout, CRAWL_LIMITS.timeoutMin, CRAWL_LIMITS.timeoutMax)) addIssue(ctx, "timeout", T.errors.timeoutRange);
  if (outOfRange(values.retries, CRAWL_LIMITS.retriesMin, CRAWL_LIMITS.retriesMax)) addIssue(ctx, "retries", T.errors.retriesRange);
  const recipients = splitRecipients(values.recipients);
  const badRecipient = recipients.find((address) => !EMAIL.safeParse(address).success);
  if (badRecipient) addIssue(ctx, "recipients", T.errors.recipients(badRecipient.slice(0, 80)));
  else if (recipients.length > RECIPIENTS_MAX) addIssue(ctx, "recipients", T.errors.tooManyRecipients);
  else if ((values.notifyIncrease || values.notifyDecrease) && recipients.length === 0) addIssue(ctx, "recipients", T.errors.recipientsNeeded);
}

/** 'Tallenna': the form's rules, read into what is stored. */
export function competitorFormSchema(selectorValid: SelectorCheck = anySelector) {
  return competitorFieldsSchema
    .superRefine((values, ctx) => checkTracker(values, ctx, selectorValid))
    .transform(
      (values): CompetitorInput => ({
        name: values.name.trim(),
        url: values.url.trim(),
        productName: values.productName.trim(),
        selector: values.selector.trim() || null,
        trackingType: values.trackingType,
        notifyPriceIncrease: values.notifyIncrease,
        notifyPriceDecrease: values.notifyDecrease,
        emailRecipients: splitRecipients(values.recipients),
        crawlTimeoutMs: normaliseTimeout(values.timeout),
        retryAttempts: normaliseRetries(values.retries),
        status: values.status,
        productId: values.productId ? Number(values.productId) : null,
      }),
    );
}

/** 'Testaa': only the address and the selector must be right; what the page is read with. */
export function competitorTestSchema(selectorValid: SelectorCheck = anySelector) {
  return competitorFieldsSchema
    .superRefine((values, ctx) => checkPage(values, ctx, selectorValid))
    .transform((values) => ({
      url: values.url.trim(),
      selector: values.selector.trim() || null,
      productName: values.productName.trim(),
      crawlTimeoutMs: normaliseTimeout(values.timeout),
    }));
}

/** The button pressed: 'Testaa' posts `intent=test`, anything else saves. */
export const isTestIntent = (formData: FormData) => formData.get("intent") === "test";

/** A posted tracker form for 'Tallenna' (the same call in the browser and in the action). */
export function parseCompetitorForm(formData: FormData, selectorValid: SelectorCheck = anySelector) {
  return parseWithZod(formData, { schema: competitorFormSchema(selectorValid), disableAutoCoercion: true });
}

/** A posted tracker form for 'Testaa'. */
export function parseCompetitorTest(formData: FormData, selectorValid: SelectorCheck = anySelector) {
  return parseWithZod(formData, { schema: competitorTestSchema(selectorValid), disableAutoCoercion: true });
}

export function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}
