/**
 * The rules of the 'Kysy tarjous' form, read by its action only: the form itself is a Conform form that
 * shows the server's answer, so zod stays out of the public bundle.
 */
import { z } from "zod";
import { QUOTE_LIMITS as L, QUOTE_TEXTS as T } from "./rules";

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

/**
 * A form's optional phone and e-mail fields as this form checks them (the contact request form reads
 * them too): trimmed, bounded, blank allowed, else a real number or address.
 */
export function contactFieldsShape(limits: { phoneMax: number; emailMax: number }, errors: { phoneInvalid: string; emailInvalid: string }) {
  return {
    phone: z
      .string()
      .trim()
      .max(limits.phoneMax, errors.phoneInvalid)
      .refine((value) => value === "" || isPhoneNumber(value), errors.phoneInvalid)
      .optional(),
    email: z
      .string()
      .trim()
      .max(limits.emailMax, errors.emailInvalid)
      .refine((value) => value === "" || isEmailAddress(value), errors.emailInvalid)
      .optional(),
  };
}

/**
 * The posted form as Conform reads it (parseWithZod: an empty field arrives as undefined). A missing or
 * blank contact is one error of both contact fields, kept under the key `contact`.
 */
export const quoteRequestSchema = z
  .object({
    name: z.string({ error: T.errors.nameRequired }).trim().min(1, T.errors.nameRequired).max(L.nameMax, T.errors.nameTooLong(L.nameMax)),
    ...contactFieldsShape(L, T.errors),
    quantity: z
      .string({ error: T.errors.quantityInvalid })
      .trim()
      .regex(/^\d{1,2}$/, T.errors.quantityInvalid)
      .transform(Number)
      .pipe(z.number().int().min(L.quantityMin, T.errors.quantityInvalid).max(L.quantityMax, T.errors.quantityInvalid)),
    // A checkbox: present (any value) when ticked.
    fitting: z
      .string()
      .optional()
      .transform((value) => value !== undefined),
    message: z.string().trim().max(L.messageMax, T.errors.messageTooLong(L.messageMax)).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.phone && !value.email) ctx.addIssue({ code: "custom", path: ["contact"], message: T.errors.contactRequired });
  })
  .transform(
    ({ phone, email, message, ...rest }): QuoteRequestInput => ({ ...rest, phone: phone || null, email: email || null, message: message ?? "" }),
  );
