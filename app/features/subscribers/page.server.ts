/**
 * The unsubscribe page's work that reaches outside the database: the confirmation mail with the
 * personal link, and the per-address limit on how many are sent. The model only reads and writes rows.
 */
import { createHash } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { getEnv } from "~/services/env.server";
import { sendMailLater } from "~/services/mail.server";
import { consume } from "~/services/rate-limit.server";
import { findActiveSubscription } from "./model.server";
import { unsubscribeLinkMail, unsubscribeRequestedText, unsubscribeUrl } from "./rules";
import { emailFormSchema, parseEmail } from "./schema";

/** Confirmation mails one address may be sent per hour, whoever asks; more are silently dropped. */
export const UNSUBSCRIBE_MAILS_PER_ADDRESS = 3;
const HOUR_MS = 60 * 60 * 1000;

export type UnsubscribeLinkRequest =
  | { status: "invalid"; message: string; email: string }
  /** The answer for the visitor, the same for every valid address: whether a mail went out stays here. */
  | { status: "accepted"; email: string; message: string };

/**
 * The unsubscribe page's form: mails the personal unsubscribe link to the address if it is subscribed,
 * at most UNSUBSCRIBE_MAILS_PER_ADDRESS times an hour. Cancelling needs that link, so nobody can cancel
 * someone else's subscription, and the answer is the same for every valid address. The mail goes out
 * after the answer, so neither its time nor a failure shows.
 */
export async function requestUnsubscribeLink(input: unknown): Promise<UnsubscribeLinkRequest> {
  const parsed = parseEmail(input);
  if (!parsed.ok) return { status: "invalid", message: parsed.message, email: parsed.email };
  const { email } = parsed;

  // Counted for every address, listed or not, so both take the same work. The key is a hash: the
  // table need not hold addresses, least of all ones that were never subscribed.
  const addressKey = createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 32);
  const withinLimit = await consume(`unsubscribe-mail:${addressKey}`, UNSUBSCRIBE_MAILS_PER_ADDRESS, HOUR_MS);
  const row = await findActiveSubscription(email);

  if (row && withinLimit) {
    const link = unsubscribeUrl(getEnv().publicOrigin, row.token);
    sendMailLater({ to: row.email, ...unsubscribeLinkMail({ email: row.email, link }) }, "uutiskirjeen peruutuslinkki");
  }
  return { status: "accepted", email, message: unsubscribeRequestedText(email) };
}

/** The unsubscribe page's address form as Conform reads it (here, so zod stays out of the page's bundle). */
export function parseUnsubscribeAddress(form: FormData) {
  return parseWithZod(form, { schema: emailFormSchema });
}
