import { createCookie } from "@remix-run/node";
import { CHAT_LIMITS, type ChatMessage, isConversationId, newConversationId } from "~/lib/chat";
import { getTranscript } from "~/models/conversations.server";
import { chatReply } from "./ai.server";
import { getEnv } from "./env.server";

/*
 * The chat page for visitors without JavaScript (/kaartobotti): the conversation lives in the database
 * and this signed cookie says which one is the visitor's, so nobody can read another's transcript by
 * guessing an id in the URL.
 */

const env = getEnv();

const conversationCookie = createCookie(`${env.secureCookies ? "__Host-" : ""}kaartobotti`, {
  httpOnly: true,
  sameSite: "lax",
  secure: env.secureCookies,
  path: "/",
  secrets: [env.SESSION_SECRET],
  maxAge: 60 * 60 * 24,
});

export async function visitorConversationId(request: Request): Promise<string | null> {
  const value: unknown = await conversationCookie.parse(request.headers.get("cookie"));
  return isConversationId(value) ? value : null;
}

/** The visitor's conversation as the widget would show it: user and bot messages in order. */
export async function visitorTranscript(request: Request): Promise<ChatMessage[]> {
  const conversationId = await visitorConversationId(request);
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

export type ChatPageTurn = { setCookie: string };

/** Sends one message in the visitor's conversation (starting one if needed) and stores the reply. */
export async function sendChatPageMessage(request: Request, message: string, ip: string): Promise<ChatPageTurn> {
  const conversationId = (await visitorConversationId(request)) ?? newConversationId();
  const history = (await visitorTranscript(request)).slice(-(CHAT_LIMITS.historyMaxMessages - 1));
  await chatReply({
    messages: [...history.map(({ role, content }) => ({ role, content })), { role: "user", content: message }],
    conversationId,
    ip,
    signal: request.signal,
  });
  return { setCookie: await conversationCookie.serialize(conversationId) };
}

/** Forgets the visitor's conversation (the transcript stays for the shop, as the privacy notice says). */
export function endChatPageConversation(): Promise<string> {
  return conversationCookie.serialize("", { maxAge: 0 });
}
