import { CHAT_LIMITS, newConversationId } from "~/lib/chat";
import { CHAT_ENDPOINTS, PENDING_CONVERSATION_KEY, PENDING_EVENT, PENDING_QUESTION_KEY, type PendingQuestion } from "~/lib/chat-client";

/** Registers a conversation id with the server; the answer is not needed and failures are ignored. */
export function logConversation(conversationId: string): void {
  void fetch(CHAT_ENDPOINTS.log, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ conversationId }),
  }).catch(() => {});
}

/**
 * Spec section 4, FAQ click: the chat has opened; about 500 ms after the click the question and a new
 * 'faq_' conversation id are written to local storage and announced with the pendingFaqQuestion event,
 * and the chat sends it. The id is registered with the server at once.
 */
export function handOffQuestion(question: string, clickedAt: number): void {
  const pending: PendingQuestion = { question, conversationId: newConversationId("faq") };
  logConversation(pending.conversationId);
  const delay = Math.max(0, CHAT_LIMITS.handOffDelayMs - (Date.now() - clickedAt));
  window.setTimeout(() => {
    try {
      window.localStorage.setItem(PENDING_QUESTION_KEY, pending.question);
      window.localStorage.setItem(PENDING_CONVERSATION_KEY, pending.conversationId);
    } catch {
      // Storage can be blocked; the event below still carries the question.
    }
    window.dispatchEvent(new CustomEvent<PendingQuestion>(PENDING_EVENT, { detail: pending }));
  }, delay);
}
