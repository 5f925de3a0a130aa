import { randomInt } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { CHAT_LIMITS, type ChatMessage, newConversationId } from "~/features/chat/rules";
import { getTranscript, ownsConversation } from "~/features/chat/model.server";
import { chatReply } from "./turn.server";
import { chatPageSchema } from "./schema";
import { type ChatVisitor, chatVisitor, chatVisitorCookie, readChatVisitor } from "./owner.server";

/*
 * The chat page for visitors without JavaScript (/kaartobotti): the conversation lives in the database
 * and the signed chat cookie (owner.server.ts) says which one is the visitor's. The page shows and
 * continues it only while this browser owns it, so nobody can read or write another's transcript by
 * knowing or guessing its id.
 */

export type VisitorChat = { conversationId: string | null; messages: ChatMessage[] };

async function ownedConversationId(visitor: ChatVisitor | null): Promise<string | null> {
  if (!visitor?.conversationId) return null;
  return (await ownsConversation(visitor.conversationId, visitor.ownerHash)) ? visitor.conversationId : null;
}

/** A conversation as the widget would show it: user and bot messages in order. */
async function transcriptMessages(conversationId: string | null): Promise<ChatMessage[]> {
  if (!conversationId) return [];
  const transcript = await getTranscript(conversationId);
  if (!transcript) return [];
  return transcript.messages.flatMap((message): ChatMessage[] =>
    message.role === "tool"
      ? []
      : [
          {
            id: String(message.id),
            role: message.role,
            content: message.content,
            tool_calls: message.toolCalls?.map((call) => ({ function: { name: call.name } })),
          },
        ],
  );
}

/** The visitor's current conversation on the chat page (none: a new one starts with the next message). */
export async function visitorChat(request: Request): Promise<VisitorChat> {
  const conversationId = await ownedConversationId(await readChatVisitor(request));
  return { conversationId, messages: await transcriptMessages(conversationId) };
}

/** Made on the server, so from a strong random source rather than the browser's Math.random. */
function serverConversationId(): string {
  return newConversationId("conv", Date.now(), () => randomInt(36) / 36);
}

export type ChatPageTurn = { setCookie: string };

/** Sends one message in the visitor's conversation (starting one if needed) and stores the reply. */
export async function sendChatPageMessage(request: Request, message: string, ip: string): Promise<ChatPageTurn> {
  const visitor = await chatVisitor(request);
  const current = await ownedConversationId(visitor);
  const conversationId = current ?? serverConversationId();
  const history = (await transcriptMessages(current)).slice(-(CHAT_LIMITS.historyMaxMessages - 1));
  await chatReply({
    messages: [...history.map(({ role, content }) => ({ role, content })), { role: "user", content: message }],
    conversationId,
    ownerHash: visitor.ownerHash,
    ip,
    signal: request.signal,
  });
  return { setCookie: await chatVisitorCookie({ ...visitor, conversationId }) };
}

/**
 * Forgets the page's conversation but keeps the browser's owner key, so the widget's conversations in
 * other tabs stay writable (the transcript stays for the shop, as the privacy notice says).
 */
export async function endChatPageConversation(request: Request): Promise<string> {
  return chatVisitorCookie({ ...(await chatVisitor(request)), conversationId: null });
}

/** The chat page's form as Conform reads it (here, so zod stays out of the page's bundle). */
export function parseChatPageForm(form: FormData) {
  return parseWithZod(form, { schema: chatPageSchema });
}
