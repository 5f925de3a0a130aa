import type { ActionFunctionArgs } from "@remix-run/node";
import { CHAT_TEXTS, CONVERSATION_REFUSED_HEADER } from "~/features/chat/rules";
import { claimConversation } from "~/features/chat/model.server";
import { CHAT_INPUT_TEXTS, parseConversationLogRequest } from "~/features/chat/assistant/http.server";
import { chatVisitor, chatVisitorCookie } from "~/features/chat/owner.server";
import { publicAction } from "~/services/guard.server";

/**
 * POST /api/conversations/log with JSON {conversationId}: registers a chat started in the browser, owned
 * by that browser (its cookie is set here when it has none). Another browser's id is a 403.
 */
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, handleLog, { rateLimit: { name: "conversation-log", limit: 30, windowMs: 60_000 }, acceptsJson: true });

async function handleLog({ request, ip }: ActionFunctionArgs & { ip: string }) {
  const parsed = await parseConversationLogRequest(request);
  if (!parsed.ok) return Response.json({ ok: false, error: parsed.message }, { status: 400 });
  const visitor = await chatVisitor(request);
  const claim = await claimConversation(parsed.conversationId, visitor.ownerHash, ip);
  const headers = { "Set-Cookie": await chatVisitorCookie(visitor) };
  if (claim === "invalid") return Response.json({ ok: false, error: CHAT_INPUT_TEXTS.conversationId }, { status: 400 });
  if (claim === "foreign") {
    return Response.json(
      { ok: false, error: CHAT_TEXTS.conversationNotOwned },
      { status: 403, headers: { ...headers, [CONVERSATION_REFUSED_HEADER]: "foreign" } },
    );
  }
  return Response.json({ ok: true }, { headers });
}

export function loader() {
  return new Response("Käytä POST-pyyntöä.", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}
