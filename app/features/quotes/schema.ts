/**
 * The rules of the 'Kysy tarjous' form, read by its action only (zod stays out of the public bundle).
 * Takes the form's raw fields and gives either the request to store or Finnish messages per field.
 */
import { z } from "zod";
import { QUOTE_LIMITS as L, QUOTE_TEXTS as T, type QuoteFieldErrors, type QuoteFormValues } from "./rules";

export type QuoteRequestInput = {
  name: string;
  phone: string | null;
  email: string | null;
  quantity: number;
  fitting: boolean;
  message: string;
};

/** 040 123 4567, +358 40 123 4567, (09) 123 456, 019-356 2100: 6–15 digits, an optional leading +. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9(][0-9 ()-]*[0-9]$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}

const emailSchema = z.email();

export function isEmailAddress(value: string): boolean {
  return value.length <= L.emailMax && emailSchema.safeParse(value).success;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The typed values of a posted form (everything a string; the checkbox on or off). */
export function quoteFormValues(form: FormData): QuoteFormValues {
  const fitting = form.get("fitting");
  return {
    name: text(form.get("name")).slice(0, L.nameMax * 2),
    phone: text(form.get("phone")).slice(0, L.phoneMax * 2),
    email: text(form.get("email")).slice(0, L.emailMax * 2),
    quantity: text(form.get("quantity")).slice(0, 10),
    fitting: fitting !== null && fitting !== "",
    message: text(form.get("message")).slice(0, L.messageMax * 2),
  };
}

const quoteSchema = z
  .object({
    name: z.string().trim().min(1, T.errors.nameRequired).max(L.nameMax, T.errors.nameTooLong(L.nameMax)),
    phone: z
      .string()
      .trim()
      .max(L.phoneMax, T.errors.phoneInvalid)
      .refine((value) => value === "" || isPhoneNumber(value), T.errors.phoneInvalid),
    email: z
      .string()
      .trim()
      .max(L.emailMax, T.errors.emailInvalid)
      .refine((value) => value === "" || isEmailAddress(value), T.errors.emailInvalid),
    quantity: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, T.errors.quantityInvalid)
      .transform(Number)
      .pipe(z.number().int().min(L.quantityMin, T.errors.quantityInvalid).max(L.quantityMax, T.errors.quantityInvalid)),
    fitting: z.boolean(),
    message: z
      .string()
      .trim()
      .max(L.messageMax, T.errors.messageTooLong(L.messageMax)),
  })
  .superRefine((value, ctx) => {
    if (value.phone === "" && value.email === "") ctx.addIssue({ code: "custom", path: ["contact"], message: T.errors.contactRequired });
  });

export type QuoteValidation = { ok: true; input: QuoteRequestInput } | { ok: false; errors: QuoteFieldErrors };

export function validateQuoteRequest(values: QuoteFormValues): QuoteValidation {
  const parsed = quoteSchema.safeParse(values);
  if (!parsed.success) {
    const errors: QuoteFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof QuoteFieldErrors;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { phone, email, ...rest } = parsed.data;
  return { ok: true, input: { ...rest, phone: phone || null, email: email || null } };
}
