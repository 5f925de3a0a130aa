import { CHAT_LIMITS, newConversationId } from "~/features/chat/rules";
import { CHAT_ENDPOINTS, PENDING_CONVERSATION_KEY, PENDING_EVENT, PENDING_QUESTION_KEY, type PendingQuestion } from "~/features/chat/client";

/**
 * Registers a conversation id with the server, which makes this browser its owner (the answer sets the
 * owner cookie when there is none yet). Resolves when the answer is in; failures are ignored, as the
 * chat request registers the id itself too.
 */
export async function logConversation(conversationId: string): Promise<void> {
  await fetch(CHAT_ENDPOINTS.log, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ conversationId }),
  }).catch(() => {});
}

/** The longest a FAQ question waits for its conversation's registration. */
const REGISTRATION_WAIT_MS = 3000;

/**
 * Spec section 4, FAQ click: the chat has opened; about 500 ms after the click the question and a new
 * 'faq_' conversation id are written to local storage and announced with the pendingFaqQuestion event,
 * and the chat sends it. The id is registered with the server at once, and the question waits for that
 * answer too (on a slow line it can take longer than 500 ms): it carries this browser's owner cookie.
 */
export function handOffQuestion(question: string, clickedAt: number): void {
  const pending: PendingQuestion = { question, conversationId: newConversationId("faq") };
  const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
  // A registration that hangs must not keep the question back for good: the chat registers it too.
  const registered = Promise.race([logConversation(pending.conversationId), wait(REGISTRATION_WAIT_MS)]);
  const delay = Math.max(0, CHAT_LIMITS.handOffDelayMs - (Date.now() - clickedAt));
  void Promise.all([registered, wait(delay)]).then(() => {
    try {
      window.localStorage.setItem(PENDING_QUESTION_KEY, pending.question);
      window.localStorage.setItem(PENDING_CONVERSATION_KEY, pending.conversationId);
    } catch {
      // Storage can be blocked; the event below still carries the question.
    }
    window.dispatchEvent(new CustomEvent<PendingQuestion>(PENDING_EVENT, { detail: pending }));
  });
}
