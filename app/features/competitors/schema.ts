/** The competitor tracker form's rules (spec section 9): what it posts, what it accepts, what it stores. */
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

export type CompetitorFieldErrors = Partial<Record<keyof CompetitorFormValues | "form", string>>;

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

const text = (max: number) => z.preprocess((value) => (typeof value === "string" ? value : ""), z.string().max(max * 4));

/** What the form posted, as strings and flags (nothing typed is lost: these go back on an error). */
export const competitorFormSchema = z.object({
  name: text(NAME_MAX),
  url: text(URL_MAX),
  productName: text(NAME_MAX),
  selector: text(SELECTOR_MAX),
  trackingType: z.preprocess((value) => (value === "individual_price" ? value : "full_page"), z.enum(["full_page", "individual_price"])),
  notifyIncrease: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
  notifyDecrease: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
  recipients: text(RECIPIENTS_MAX * 260),
  timeout: text(20),
  retries: text(20),
  status: z.preprocess((value) => (value === "disabled" ? value : "active"), z.enum(["active", "disabled"])),
  productId: z.preprocess((value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? value : ""), z.string()),
});

/** The form's rules; `selectorValid` is the server's CSS parse (the browser does not need it). */
export function validateCompetitorForm(
  values: CompetitorFormValues,
  selectorValid: (selector: string) => boolean = () => true,
): { ok: true; input: CompetitorInput } | { ok: false; errors: CompetitorFieldErrors } {
  const errors: CompetitorFieldErrors = {};
  const name = values.name.trim();
  const url = values.url.trim();
  const productName = values.productName.trim();
  const selector = values.selector.trim();
  if (!name || !url || !productName) errors.form = T.errors.required;
  if (!name) errors.name = T.errors.required;
  if (!productName) errors.productName = T.errors.required;
  if (name.length > NAME_MAX) errors.name = T.errors.tooLong(NAME_MAX);
  if (productName.length > NAME_MAX) errors.productName = T.errors.tooLong(NAME_MAX);
  if (!url) errors.url = T.errors.required;
  else if (url.length > URL_MAX) errors.url = T.errors.tooLong(URL_MAX);
  else if (!isHttpUrl(url)) errors.url = T.errors.url;
  if (selector.length > SELECTOR_MAX) errors.selector = T.errors.tooLong(SELECTOR_MAX);
  else if (selector && !selectorValid(selector)) errors.selector = T.errors.selector;
  if (outOfRange(values.timeout, CRAWL_LIMITS.timeoutMin, CRAWL_LIMITS.timeoutMax)) errors.timeout = T.errors.timeoutRange;
  if (outOfRange(values.retries, CRAWL_LIMITS.retriesMin, CRAWL_LIMITS.retriesMax)) errors.retries = T.errors.retriesRange;
  const recipients = splitRecipients(values.recipients);
  const badRecipient = recipients.find((address) => !EMAIL.safeParse(address).success);
  if (badRecipient) errors.recipients = T.errors.recipients(badRecipient.slice(0, 80));
  else if (recipients.length > RECIPIENTS_MAX) errors.recipients = T.errors.tooManyRecipients;
  else if ((values.notifyIncrease || values.notifyDecrease) && recipients.length === 0) errors.recipients = T.errors.recipientsNeeded;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      url,
      productName,
      selector: selector || null,
      trackingType: values.trackingType,
      notifyPriceIncrease: values.notifyIncrease,
      notifyPriceDecrease: values.notifyDecrease,
      emailRecipients: recipients,
      crawlTimeoutMs: normaliseTimeout(values.timeout),
      retryAttempts: normaliseRetries(values.retries),
      status: values.status,
      productId: values.productId ? Number(values.productId) : null,
    },
  };
}

export function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}
