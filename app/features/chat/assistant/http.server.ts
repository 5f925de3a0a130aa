/**
 * The HTTP side of the chat API, kept out of the route modules: validating the chat, log and feedback
 * bodies, keeping feedback off other browsers' conversations and turning the reply's deltas into a
 * streamed text/plain response.
 */
import { z } from "zod";
import { CHAT_LIMITS, CONVERSATION_REFUSED_HEADER, isConversationId } from "~/features/chat/rules";
import { COMPANY } from "~/content/company";
import { ownsConversation } from "~/features/chat/model.server";
import { FEEDBACK_COMMENT_MAX, type FeedbackSource } from "~/features/feedback/model.server";
import { AssistantError, type ChatTurnInput, ConversationNotOwnedError } from "../turn.server";
import { readChatVisitor } from "../owner.server";

/**
 * Bot replies come back in the history and may be long (a size's whole product list), so they get a
 * wider limit than what a visitor may type.
 */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 10 * CHAT_LIMITS.messageMaxLength;
/** More than this is not a chat history but abuse; only the last historyMaxMessages are used anyway. */
const MAX_MESSAGES_IN_BODY = 200;

export const CHAT_INPUT_TEXTS = {
  notJson: "Pyynnön sisältö ei ole kelvollista JSONia.",
  invalid: "Viestit puuttuvat tai ovat virheellisiä.",
  empty: "Viesti ei voi olla tyhjä.",
  tooLong: `Viesti on liian pitkä: enintään ${CHAT_LIMITS.messageMaxLength} merkkiä.`,
  lastNotUser: "Viimeisen viestin pitää olla sinun viestisi.",
  conversationId: "Keskustelun tunniste puuttuu tai on virheellinen.",
} as const;

const chatBodySchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string() }))
    .min(1)
    .max(MAX_MESSAGES_IN_BODY),
  conversationId: z.unknown().optional(),
});

export type ChatRequest = Pick<ChatTurnInput, "messages" | "conversationId">;

/** The body of POST /api/conversations/log: {conversationId}. */
export async function parseConversationLogRequest(
  request: Request,
): Promise<{ ok: true; conversationId: string } | { ok: false; message: string }> {
  const body: unknown = await request.json().catch(() => null);
  const conversationId = typeof body === "object" && body !== null ? (body as Record<string, unknown>).conversationId : undefined;
  return isConversationId(conversationId) ? { ok: true, conversationId } : { ok: false, message: CHAT_INPUT_TEXTS.conversationId };
}

/** The chat body checked as the spec and CHAT_LIMITS say; errors are Finnish texts for a 400. */
export async function parseChatRequest(request: Request): Promise<{ ok: true; data: ChatRequest } | { ok: false; message: string }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, message: CHAT_INPUT_TEXTS.notJson };
  }
  const parsed = chatBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: CHAT_INPUT_TEXTS.invalid };
  if (!isConversationId(parsed.data.conversationId)) return { ok: false, message: CHAT_INPUT_TEXTS.conversationId };

  const messages: ChatRequest["messages"] = [];
  for (const message of parsed.data.messages.slice(-CHAT_LIMITS.historyMaxMessages)) {
    const content = message.content.trim();
    if (message.role === "assistant") {
      // An interrupted reply can leave an empty bot bubble behind; it carries nothing for the model.
      if (content === "") continue;
      if (content.length > ASSISTANT_MESSAGE_MAX_LENGTH) return { ok: false, message: CHAT_INPUT_TEXTS.invalid };
    } else {
      if (content === "") return { ok: false, message: CHAT_INPUT_TEXTS.empty };
      if (content.length > CHAT_LIMITS.messageMaxLength) return { ok: false, message: CHAT_INPUT_TEXTS.tooLong };
    }
    messages.push({ role: message.role, content });
  }
  if (messages.at(-1)?.role !== "user") return { ok: false, message: CHAT_INPUT_TEXTS.lastNotUser };
  return { ok: true, data: { messages, conversationId: parsed.data.conversationId } };
}

export type FeedbackInput = { rating: number | null; comment: string; conversationId: string | null; source: FeedbackSource };

const ratingSchema = z.number().int().min(0).max(10).nullable();
const feedbackSchema = z.object({
  rating: ratingSchema.optional().transform((rating) => rating ?? null),
  comment: z.string().max(FEEDBACK_COMMENT_MAX).optional().transform((comment) => comment ?? ""),
  conversationId: z.string().max(200).nullish().transform((id) => (id && isConversationId(id) ? id : null)),
  source: z.enum(["feedback_form", "chat_thumbs"]).default("feedback_form"),
});

/** A form field as the JSON value it stands for: '' and a missing field mean none. */
const formValue = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
};

/**
 * The feedback of a JSON call ({rating, comment, conversationId?, source?}) or of the no-JS form
 * (fields rating, comment, conversationId, redirectTo). `redirectTo` is null for JSON.
 */
export async function parseFeedbackRequest(request: Request): Promise<{ input: FeedbackInput | null; redirectTo: string | null }> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await request.json().catch(() => undefined);
    const parsed = feedbackSchema.safeParse(body);
    return { input: parsed.success ? parsed.data : null, redirectTo: null };
  }
  const form = await request.formData().catch(() => new FormData());
  const rating = formValue(form, "rating");
  const parsed = feedbackSchema.safeParse({
    rating: rating === undefined ? null : /^\d{1,2}$/.test(rating.trim()) ? Number(rating) : Number.NaN,
    comment: formValue(form, "comment"),
    conversationId: formValue(form, "conversationId"),
    source: formValue(form, "source"),
  });
  return { input: parsed.success ? parsed.data : null, redirectTo: formValue(form, "redirectTo") ?? "/" };
}

/**
 * Feedback names a conversation only if the sending browser started it; otherwise it is kept without
 * the link, so nobody can attach words to another visitor's transcript.
 */
export async function withOwnedConversation(request: Request, input: FeedbackInput): Promise<FeedbackInput> {
  if (input.conversationId === null) return input;
  const visitor = await readChatVisitor(request);
  const owned = visitor !== null && (await ownsConversation(input.conversationId, visitor.ownerHash));
  return owned ? input : { ...input, conversationId: null };
}

export const STREAM_INTERRUPTED_TEXT = `\n\n_Vastaus katkesi teknisen virheen vuoksi. Yritä uudelleen tai soita numeroon ${COMPANY.phone}._`;
export const CHAT_UNAVAILABLE_TEXT = "Kaartobotti ei juuri nyt vastaa. Yritä hetken päästä uudelleen.";

const TEXT_HEADERS = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/**
 * Streams the deltas as text/plain with `headers` added (the owner cookie). The first delta is awaited
 * before answering, so a failure before any text becomes a 500 with a message the widget shows (a 403
 * marked with CONVERSATION_REFUSED_HEADER for another browser's conversation); a failure later ends the
 * text with a note. Closing the response (the visitor left) stops the turn.
 */
export async function textStreamResponse(deltas: AsyncIterable<string>, headers: Record<string, string> = {}): Promise<Response> {
  const iterator = deltas[Symbol.asyncIterator]();
  let first: IteratorResult<string> | null;
  try {
    first = await iterator.next();
  } catch (error) {
    if (error instanceof ConversationNotOwnedError) {
      return new Response(error.message, { status: 403, headers: { ...TEXT_HEADERS, ...headers, [CONVERSATION_REFUSED_HEADER]: "foreign" } });
    }
    if (!(error instanceof AssistantError)) console.error("Kaartobotti epäonnistui", error);
    return new Response(error instanceof AssistantError ? error.message : CHAT_UNAVAILABLE_TEXT, {
      status: 500,
      headers: { ...TEXT_HEADERS, ...headers },
    });
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = first ?? (await iterator.next());
        first = null;
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        console.error("Kaartobotin vastaus katkesi", error);
        controller.enqueue(encoder.encode(STREAM_INTERRUPTED_TEXT));
        controller.close();
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { status: 200, headers: { ...TEXT_HEADERS, ...headers, "X-Accel-Buffering": "no" } });
}
