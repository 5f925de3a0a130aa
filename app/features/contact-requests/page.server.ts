/**
 * What the page 'Yhteydenottopyyntö' does: finds out whether the conversation of its URL is this browser's
 * own (the chat's owner cookie), validates a posted form, stores the request and mails the shop (SMTP or
 * the outbox, after the answer: sendMailLater), with the conversation as plain text when one is attached.
 * A refused form comes back as Conform's result: everything typed and the messages per field.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { COMPANY } from "~/content/company";
import { formatDateTime } from "~/lib/format";
import { isConversationId } from "~/features/chat/rules";
import { getTranscript, ownsConversation } from "~/features/chat/model.server";
import { readChatVisitor } from "~/features/chat/owner.server";
import { ROLE_LABELS } from "~/features/feedback/rules";
import { QUOTE_RATE_LIMITS } from "~/features/quotes/rules";
import {
  CONTACT_REQUEST_CONVERSATION_PARAM,
  CONTACT_REQUEST_PATH,
  CONTACT_TEXTS as T,
  CONVERSATION_PARAM_MAX,
  MAIL_TRANSCRIPT_MAX_CHARS,
} from "~/features/contact-requests/rules";
import { type ContactRequestInput, contactRequestSchema } from "~/features/contact-requests/schema";
import { type ConversationClaim, createContactRequest } from "~/features/contact-requests/model.server";
import { CONTACT_ADMIN_PATH } from "~/features/contact-requests/admin.rules";
import { type MailMessage, sendMailLater } from "~/services/mail.server";
import { admitPerContactAndAddress } from "~/services/rate-limit.server";
import { getEnv } from "~/services/env.server";

/** A conversation id of the right form (at most CONVERSATION_PARAM_MAX characters, no control bytes), else null. */
export function conversationParam(value: unknown): string | null {
  if (typeof value !== "string" || value.length > CONVERSATION_PARAM_MAX) return null;
  const id = value.trim();
  return isConversationId(id) ? id : null;
}

/**
 * The conversation `value` names, when this browser started it (its chat owner cookie); null for none, a
 * malformed id, another browser's or an unknown one: those are ignored without a word.
 */
export async function ownConversationClaim(request: Request, value: unknown): Promise<ConversationClaim | null> {
  const conversationId = conversationParam(value);
  if (!conversationId) return null;
  const visitor = await readChatVisitor(request);
  if (!visitor) return null;
  const owned = await ownsConversation(conversationId, visitor.ownerHash).catch((error: unknown) => {
    console.error("Yhteydenottopyynnön keskustelun tarkistus epäonnistui:", error);
    return false;
  });
  return owned ? { conversationId, ownerHash: visitor.ownerHash } : null;
}

/** The page's data: the thanks after a sent request, else the conversation to attach (only the visitor's own). */
export async function loadContactRequestPage(request: Request) {
  const url = new URL(request.url);
  if (url.searchParams.has("kiitos")) return { thanks: true as const, conversationId: null };
  const claim = await ownConversationClaim(request, url.searchParams.get(CONTACT_REQUEST_CONVERSATION_PARAM));
  return { thanks: false as const, conversationId: claim?.conversationId ?? null };
}

/** Text only, so nothing a visitor typed can be markup; CR/LF never reach a header. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

/** The conversation as plain text for the mail: 'Asiakas (28.11.2026 klo 9.05):' and the message; tool output left out. */
export function transcriptText(messages: { role: "user" | "assistant" | "tool"; content: string; createdAt: Date }[]): string {
  const blocks = messages
    .filter((message) => message.role !== "tool" && message.content.trim() !== "")
    .map((message) => `${ROLE_LABELS[message.role]} (${formatDateTime(message.createdAt)}):\n${message.content.trim()}`);
  let text = blocks.join("\n\n");
  if (text.length > MAIL_TRANSCRIPT_MAX_CHARS) text = `${text.slice(0, MAIL_TRANSCRIPT_MAX_CHARS)}\n[…] Koko keskustelu näkyy ylläpidossa.`;
  return text;
}

export function contactRequestMail(
  input: ContactRequestInput,
  id: number,
  adminUrl: string,
  conversation: { conversationId: string; text: string } | null,
  at: Date = new Date(),
): MailMessage {
  const lines = [
    `Uusi yhteydenottopyyntö #${id} verkkosivuilta (${formatDateTime(at)}).`,
    "",
    `Nimi: ${oneLine(input.name)}`,
    `Puhelin: ${input.phone ? oneLine(input.phone) : "-"}`,
    `Sähköposti: ${input.email ?? "-"}`,
    "",
    "Viesti:",
    input.message,
    "",
    ...(conversation
      ? [`Keskustelu Kaartobotin kanssa (${conversation.conversationId}):`, "", conversation.text || "(ei viestejä)", ""]
      : ["Keskustelua Kaartobotin kanssa ei liitetty.", ""]),
    `Kaikki yhteydenottopyynnöt: ${adminUrl}`,
  ];
  const headers: Record<string, string> = {};
  if (input.email) headers["Reply-To"] = input.email;
  return {
    to: COMPANY.salesEmail,
    subject: oneLine(`Yhteydenottopyyntö: ${input.name}`).slice(0, 200),
    text: lines.join("\n"),
    headers,
  };
}

/** The attached conversation as the mail shows it; null when none is attached or it cannot be read now. */
async function conversationForMail(conversationId: string | null): Promise<{ conversationId: string; text: string } | null> {
  if (!conversationId) return null;
  try {
    const transcript = await getTranscript(conversationId);
    return transcript ? { conversationId, text: transcriptText(transcript.messages) } : null;
  } catch (error) {
    console.error("Yhteydenottopyynnön keskustelun haku epäonnistui:", error);
    return { conversationId, text: "(Keskustelun haku epäonnistui: katso se ylläpidosta.)" };
  }
}

export async function handleContactRequest(request: Request, form: FormData, ip: string) {
  const submission = parseWithZod(form, { schema: contactRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const input = submission.value;
  const admitted = await admitPerContactAndAddress("contact-request", input, ip, QUOTE_RATE_LIMITS);
  if (!admitted.ok) {
    return data(
      { result: submission.reply({ formErrors: [T.errors.tooMany] }) },
      { status: 429, headers: { "Retry-After": String(admitted.retryAfterSeconds) } },
    );
  }

  // The conversation comes from the posted id (a hidden field), checked against this browser's cookie again.
  const claim = await ownConversationClaim(request, form.get(CONTACT_REQUEST_CONVERSATION_PARAM));
  let stored: { id: number; conversationId: string | null };
  try {
    stored = await createContactRequest(input, claim);
  } catch (error) {
    console.error("Yhteydenottopyynnön tallennus epäonnistui:", error);
    return data({ result: submission.reply({ formErrors: [T.errors.failure] }) }, { status: 500 });
  }
  const adminUrl = `${getEnv().publicOrigin}${CONTACT_ADMIN_PATH}`;
  const conversation = await conversationForMail(stored.conversationId);
  sendMailLater(contactRequestMail(input, stored.id, adminUrl, conversation), "yhteydenottopyyntö");
  return redirect(`${CONTACT_REQUEST_PATH}?kiitos=1`, { status: 303 });
}
