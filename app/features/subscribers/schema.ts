/** The subscriber's address as the forms send it, checked with the spec's messages. */
import { z } from "zod";
import { SUBSCRIBE_MESSAGES, isValidEmail } from "./rules";

/** The address as typed, trimmed; the messages are those the spec's mapping recognises. */
const emailInput = z
  .string()
  .min(1, { message: SUBSCRIBE_MESSAGES.missing })
  .refine(isValidEmail, { message: SUBSCRIBE_MESSAGES.invalid });

export function normaliseEmail(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

export function parseEmail(input: unknown): { ok: true; email: string } | { ok: false; email: string; message: string } {
  const email = normaliseEmail(input);
  const parsed = emailInput.safeParse(email);
  return parsed.success ? { ok: true, email } : { ok: false, email, message: parsed.error.issues[0].message };
}

/** A form whose one field is the address (cancelling by address): Conform reads it with this. */
export const emailFormSchema = z.object({ email: z.string({ error: SUBSCRIBE_MESSAGES.missing }).trim().pipe(emailInput) });
