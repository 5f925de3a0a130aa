/**
 * Which browser a Kaartobotti conversation belongs to. Conversation ids are made in the browser and are
 * not secret, so they prove nothing: the browser's owner key in a signed, httpOnly cookie does. The
 * database keeps only a hash of the key next to each conversation (decision 0014). The same cookie
 * remembers the conversation of the chat page without JavaScript (/kaartobotti).
 */
import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { isConversationId } from "~/features/chat/rules";
import { getEnv } from "~/services/env.server";

const env = getEnv();

/** Lives a day from the last message (every write sets it again), like the transcript the page shows. */
const CHAT_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24;

const chatCookie = createCookie(`${env.secureCookies ? "__Host-" : ""}kaartobotti`, {
  httpOnly: true,
  sameSite: "lax",
  secure: env.secureCookies,
  path: "/",
  secrets: [env.SESSION_SECRET],
  maxAge: CHAT_COOKIE_MAX_AGE_SECONDS,
});

/** 32 random bytes, base64url. */
const OWNER_KEY = /^[A-Za-z0-9_-]{43}$/;

const cookieSchema = z.object({
  owner: z.string().regex(OWNER_KEY),
  conversationId: z.string().refine(isConversationId).nullable(),
});

export type ChatVisitor = {
  ownerKey: string;
  /** What conversations store: sha256 of the key, hex. */
  ownerHash: string;
  /** The conversation the chat page shows (the widget keeps its own in memory). */
  conversationId: string | null;
};

export function ownerHashOf(ownerKey: string): string {
  return createHash("sha256").update(ownerKey).digest("hex");
}

/** The browser's chat identity from its cookie; null without one (or with a forged or outdated one). */
export async function readChatVisitor(request: Request): Promise<ChatVisitor | null> {
  const parsed = cookieSchema.safeParse(await chatCookie.parse(request.headers.get("cookie")));
  if (!parsed.success) return null;
  return { ownerKey: parsed.data.owner, ownerHash: ownerHashOf(parsed.data.owner), conversationId: parsed.data.conversationId };
}

/** The browser's chat identity, or a new one for a browser that has none yet; send it back with `chatVisitorCookie`. */
export async function chatVisitor(request: Request): Promise<ChatVisitor> {
  const known = await readChatVisitor(request);
  if (known) return known;
  const ownerKey = randomBytes(32).toString("base64url");
  return { ownerKey, ownerHash: ownerHashOf(ownerKey), conversationId: null };
}

/** The Set-Cookie value that keeps `visitor` (with its chat-page conversation) for another day. */
export function chatVisitorCookie(visitor: ChatVisitor): Promise<string> {
  return chatCookie.serialize({ owner: visitor.ownerKey, conversationId: visitor.conversationId });
}
