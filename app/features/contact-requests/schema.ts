/**
 * The rules of the contact request form, read by its action only (the form shows the server's answer, so
 * zod stays out of the public bundle). Phone and e-mail are checked as the quote form checks them.
 */
import { z } from "zod";
import { contactFieldsShape } from "~/features/quotes/schema";
import { CONTACT_LIMITS as L, CONTACT_TEXTS as T } from "./rules";

export type ContactRequestInput = {
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
};

/**
 * The posted form as Conform reads it (an empty field arrives as undefined). A missing contact is one
 * error of both contact fields, kept under the key `contact`, as on the quote form.
 */
export const contactRequestSchema = z
  .object({
    // Required fields are optional here and required below, so a missing one does not hide the other errors.
    name: z.string().trim().max(L.nameMax, T.errors.nameTooLong(L.nameMax)).optional(),
    ...contactFieldsShape(L, T.errors),
    message: z.string().trim().max(L.messageMax, T.errors.messageTooLong(L.messageMax)).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.name) ctx.addIssue({ code: "custom", path: ["name"], message: T.errors.nameRequired });
    if (!value.message) ctx.addIssue({ code: "custom", path: ["message"], message: T.errors.messageRequired });
    if (!value.phone && !value.email) ctx.addIssue({ code: "custom", path: ["contact"], message: T.errors.contactRequired });
  })
  .transform(({ name, phone, email, message }): ContactRequestInput => ({ name: name ?? "", phone: phone || null, email: email || null, message: message ?? "" }));
