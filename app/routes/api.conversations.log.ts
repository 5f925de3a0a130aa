import type { ActionFunctionArgs } from "@remix-run/node";
import { registerConversation } from "~/models/conversations.server";
import { publicAction } from "~/services/guard.server";

/** POST /api/conversations/log with JSON {conversationId}: registers a chat started in the browser. */
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, handleLog, { rateLimit: { name: "conversation-log", limit: 30, windowMs: 60_000 } });

async function handleLog({ request, ip }: ActionFunctionArgs & { ip: string }) {
  const body: unknown = await request.json().catch(() => null);
  const conversationId = typeof body === "object" && body !== null ? (body as Record<string, unknown>).conversationId : undefined;
  if (typeof conversationId !== "string" || !(await registerConversation(conversationId, ip))) {
    return Response.json({ ok: false, error: "Keskustelun tunniste puuttuu tai on virheellinen." }, { status: 400 });
  }
  return Response.json({ ok: true });
}

export function loader() {
  return new Response("Käytä POST-pyyntöä.", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}
