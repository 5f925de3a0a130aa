/**
 * Pure helpers of the chat widget (browser side): endpoints, the FAQ hand-off keys, the history sent to
 * the server, reading the streamed reply and turning failures into the bot's message. No I/O of its own:
 * the widget passes in the response body it fetched.
 */
import { CHAT_LIMITS, CHAT_TEXTS, CONVERSATION_REFUSED_HEADER, type ChatMessage, isConversationId } from "./rules";

export const CHAT_ENDPOINTS = {
  chat: "/api/ai/chat",
  log: "/api/conversations/log",
  feedback: "/api/feedback",
} as const;

/** Spec section 3: the local-storage keys and the window event of the FAQ hand-off. */
export const PENDING_QUESTION_KEY = "pendingQuestion";
export const PENDING_CONVERSATION_KEY = "pendingConversationId";
export const PENDING_EVENT = "pendingFaqQuestion";

/** Labels of the widget's controls that the spec leaves to us (the spec's own texts are in rules.ts). */
export const CHAT_UI_TEXTS = {
  close: "Sulje keskustelu",
  minimise: "Pienennä keskustelu",
  restore: "Palauta keskustelu",
  newConversation: "Aloita uusi keskustelu",
  send: "Lähetä viesti",
  messageLabel: "Viesti Kaartobotille",
  conversationLabel: "Keskustelu Kaartobotin kanssa",
  thumbsUp: "Hyvä vastaus",
  thumbsDown: "Huono vastaus",
  thanks: "Kiitos!",
  dogAlt: "Rölli, liikkeen koira",
  back: "Takaisin keskusteluun",
  aiBadge: "AI",
  aiBadgeLabel: "tekoäly",
  subtitle: "Tekoälyavustaja",
} as const;

export type PendingQuestion = { question: string; conversationId: string };

/** A hand-off is only honoured when both parts are well-formed (storage can hold anything). */
export function parsePendingQuestion(question: unknown, conversationId: unknown): PendingQuestion | null {
  if (typeof question !== "string" || !isConversationId(conversationId)) return null;
  const trimmed = question.trim().slice(0, CHAT_LIMITS.messageMaxLength);
  return trimmed ? { question: trimmed, conversationId } : null;
}

/** A message as the widget holds it: while streaming, finished, or a failure shown as a bot message. */
export type WidgetMessage = ChatMessage & { state?: "streaming" | "done" | "error" };

/** What the server gets: the visible conversation without failures or empty parts, at most the history limit. */
export function chatHistory(messages: WidgetMessage[]): { role: ChatMessage["role"]; content: string }[] {
  return messages
    .filter((message) => message.state !== "error" && message.content.trim() !== "")
    .slice(-CHAT_LIMITS.historyMaxMessages)
    .map(({ role, content }) => ({ role, content }));
}

/** The whitespace rule of the input: what would be sent, or null when nothing would. */
export function messageToSend(input: string): string | null {
  const text = input.trim();
  return text === "" ? null : text.slice(0, CHAT_LIMITS.messageMaxLength);
}

/** A non-OK answer of the chat endpoint; the message is the response text. */
export class ChatHttpError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(text.trim() || `HTTP ${status}`);
    this.name = "ChatHttpError";
  }
}

/**
 * The server refused to write into the conversation because another browser started it (or this
 * browser's chat cookie expired or is blocked): the widget carries on in a new conversation.
 */
export function isConversationRefused(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  return response.status === 403 && response.headers.get(CONVERSATION_REFUSED_HEADER) === "foreign";
}

export function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

/**
 * Spec section 8: the bot's message for a failed turn. An abort is not a failure (null: back to ready);
 * a rate limit (429) shows the server's own text; anything else the technical-error sentence.
 */
export function chatErrorText(error: unknown): string | null {
  if (isAbortError(error)) return null;
  if (error instanceof ChatHttpError && error.status === 429) return error.message.startsWith("HTTP ") ? CHAT_TEXTS.rateLimited : error.message;
  const message = error instanceof Error ? error.message : String(error);
  return CHAT_TEXTS.technicalError(message);
}

/**
 * Reads a streamed text body to its end, calling `onText` with the whole text so far after each chunk
 * (multi-byte characters split across chunks are decoded correctly). Returns the full text.
 */
export async function readTextStream(body: ReadableStream<Uint8Array>, onText: (text: string) => void): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = decoder.decode(value, { stream: true });
      if (chunk) {
        text += chunk;
        onText(text);
      }
    }
    const rest = decoder.decode();
    if (rest) {
      text += rest;
      onText(text);
    }
    return text;
  } finally {
    reader.releaseLock();
  }
}

export type FeedbackPayload = {
  rating: number;
  comment: string;
  conversationId?: string;
  source: "feedback_form" | "chat_thumbs";
};

/** The JSON the feedback endpoint takes; the rating is clamped to 0–10 and the id left out when absent. */
export function feedbackPayload(
  rating: number,
  comment: string,
  conversationId: string | null | undefined,
  source: FeedbackPayload["source"],
): FeedbackPayload {
  const clamped = Math.min(10, Math.max(0, Math.round(Number.isFinite(rating) ? rating : CHAT_LIMITS.feedbackDefaultRating)));
  return {
    rating: clamped,
    comment: comment.trim(),
    ...(isConversationId(conversationId) ? { conversationId } : {}),
    source,
  };
}
