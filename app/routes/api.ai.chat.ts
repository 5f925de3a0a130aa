import type { ActionFunctionArgs } from "@remix-run/node";
import { CHAT_RATE_LIMIT, CHAT_TEXTS } from "~/features/chat/rules";
import { streamChatReply } from "~/features/chat/turn.server";
import { parseChatRequest, textStreamResponse } from "~/features/chat/assistant/http.server";
import { chatVisitor, chatVisitorCookie } from "~/features/chat/owner.server";
import { publicAction } from "~/services/guard.server";

/**
 * POST /api/ai/chat with JSON {messages: [{role, content}], conversationId}: Kaartobotti's reply as a
 * streamed text/plain body. A bad body is a 400 with a Finnish message; too many messages a 429; a
 * conversation another browser started a 403 (decision 0014). The answer carries the owner cookie.
 */
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, handleChat, { rateLimit: { ...CHAT_RATE_LIMIT, message: CHAT_TEXTS.rateLimited }, jsonErrors: "text", acceptsJson: true });

async function handleChat({ request, ip }: ActionFunctionArgs & { ip: string }) {
  const parsed = await parseChatRequest(request);
  if (!parsed.ok) {
    return new Response(parsed.message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const visitor = await chatVisitor(request);
  const turn = streamChatReply({ ...parsed.data, ownerHash: visitor.ownerHash, ip, signal: request.signal });
  return textStreamResponse(turn, { "Set-Cookie": await chatVisitorCookie(visitor) });
}

export function loader() {
  return new Response("Käytä POST-pyyntöä.", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}
