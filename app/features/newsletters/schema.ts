/**
 * The zod schemas of the newsletter dialogs' forms, for Conform in the browser and for the actions alike
 * (no server imports).
 */
import { z } from "zod";
import { NEWSLETTER_ADMIN_TEXTS, isEmailAddress } from "./rules";

const E = NEWSLETTER_ADMIN_TEXTS.errors;

/** How much of a typed address is read: far beyond the longest address, so a long one is 'invalid', not cut to a valid one. */
const ADDRESS_READ_MAX = 300;

/**
 * The test address ('Lähetä testi'): required, then an address. Optional inside, because Conform's
 * parseWithZod turns an empty field into undefined before the string type sees it.
 */
export const testEmailField = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim().slice(0, ADDRESS_READ_MAX))
  .superRefine((value, ctx) => {
    if (value === "") ctx.addIssue({ code: "custom", message: E.testEmailRequired });
    else if (!isEmailAddress(value)) ctx.addIssue({ code: "custom", message: E.testEmailInvalid });
  });

/** The send dialog's 'Lähetä testi': the stored letter to one address. */
export const sendTestSchema = z.object({ testEmail: testEmailField });
