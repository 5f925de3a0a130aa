/**
 * Who may write into a Kaartobotti conversation (decision 0014): the model's claim and append rules on
 * the real database, and the chat page without JavaScript on the same owner cookie as the widget.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import { newConversationId } from "~/features/chat/rules";
import { appendMessages, claimConversation, getTranscript, ownsConversation, registerConversation } from "~/features/chat/model.server";
import { action as logAction } from "~/routes/api.conversations.log";
import { action as chatPageAction, loader as chatPageLoader } from "~/routes/_site.kaartobotti";
import { ORIGIN, cookieHeader, getRequest, postForm, settle, routeArgs } from "../support/requests";

const OWNER_A = "a".repeat(64);
const OWNER_B = "b".repeat(64);
const args = (request: Request) => routeArgs(request);
let client = 0;
const fromNewClient = () => ({ "X-Forwarded-For": `192.0.2.${++client}` });

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  await seedDatabase(db);
});

describe("claimConversation", () => {
  it("gives a new id to its first writer and keeps it theirs", async () => {
    const id = newConversationId();
    expect(await claimConversation(id, OWNER_A, "192.0.2.1")).toBe("owned");
    expect(await claimConversation(id, OWNER_A, "192.0.2.99")).toBe("owned");
    expect(await claimConversation(id, OWNER_B, "192.0.2.2")).toBe("foreign");
    expect(await ownsConversation(id, OWNER_A)).toBe(true);
    expect(await ownsConversation(id, OWNER_B)).toBe(false);
    // The first registration's address stays.
    expect((await getTranscript(id))?.conversation.userIp).toBe("192.0.2.1");
  });

  it("lets exactly one of two browsers racing for a new id win", async () => {
    const id = newConversationId();
    const owners = Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? OWNER_A : OWNER_B));
    const claims = await Promise.all(owners.map((owner) => claimConversation(id, owner, null)));
    const winners = new Set(owners.filter((_, index) => claims[index] === "owned"));
    expect(winners.size).toBe(1);
    const [winner] = winners;
    expect(claims.filter((claim) => claim === "owned")).toHaveLength(owners.filter((owner) => owner === winner).length);
  });

  it("gives nobody a conversation from before owners were recorded, and refuses a malformed id", async () => {
    const id = newConversationId();
    await registerConversation(id, null);
    expect(await claimConversation(id, OWNER_A, null)).toBe("foreign");
    expect(await claimConversation("conv_<script>", OWNER_A, null)).toBe("invalid");
  });
});

describe("appendMessages", () => {
  it("stores only for the conversation's owner", async () => {
    const id = newConversationId();
    await claimConversation(id, OWNER_A, null);
    expect(await appendMessages(id, OWNER_B, [{ role: "user", content: "Vieras" }])).toBe(false);
    expect(await appendMessages(id, null, [{ role: "user", content: "Ei omistajaa" }])).toBe(false);
    expect(await appendMessages(id, OWNER_A, [{ role: "user", content: "Oma" }])).toBe(true);
    expect((await getTranscript(id))?.messages.map((message) => message.content)).toEqual(["Oma"]);
  });

  it("does not create a conversation", async () => {
    const id = newConversationId();
    expect(await appendMessages(id, OWNER_A, [{ role: "user", content: "Hei" }])).toBe(false);
    expect(await getTranscript(id)).toBeNull();
  });
});

describe("the chat page without JavaScript", () => {
  const send = async (message: string, cookie?: string) => {
    const headers = { ...fromNewClient(), ...(cookie ? { Cookie: cookie } : {}) };
    const response = (await settle(() => chatPageAction(args(postForm("/kaartobotti", { message }, { headers }))))) as Response;
    expect(response.status).toBe(302);
    return cookieHeader(response.headers.get("Set-Cookie")!);
  };
  const log = async (conversationId: string, cookie: string) => {
    const headers = { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie, ...fromNewClient() };
    const request = new Request(`${ORIGIN}/api/conversations/log`, { method: "POST", headers, body: JSON.stringify({ conversationId }) });
    return (await settle(() => logAction(args(request)))) as Response;
  };
  const view = async (cookie?: string) =>
    chatPageLoader(args(getRequest("/kaartobotti", cookie ? { Cookie: cookie } : {}))) as Promise<{
      conversationId: string | null;
      messages: { content: string }[];
    }>;

  it("keeps one conversation per browser and shows it only to that browser", async () => {
    const cookie = await send("Mikä on Point S?");
    const again = await send("Milloin olette auki?", cookie);
    const page = await view(again);
    expect(page.messages.filter((_, index) => index % 2 === 0).map((message) => message.content)).toEqual(["Mikä on Point S?", "Milloin olette auki?"]);
    expect(page.conversationId).toMatch(/^conv_/);
    expect(await view()).toEqual(expect.objectContaining({ conversationId: null, messages: [] }));
    // Another browser's page never shows it, and its own message starts a conversation of its own.
    const other = await send("Hei");
    const otherPage = await view(other);
    expect(otherPage.conversationId).not.toBe(page.conversationId);
    expect(otherPage.messages.map((message) => message.content)).not.toContain("Mikä on Point S?");
  });

  it("is the same owner as the widget: a new page conversation leaves the widget's conversations writable", async () => {
    const cookie = await send("Hei");
    const widgetId = newConversationId();
    expect((await log(widgetId, cookie)).status).toBe(200);

    const restarted = (await settle(() =>
      chatPageAction(args(postForm("/kaartobotti", { intent: "new" }, { headers: { ...fromNewClient(), Cookie: cookie } }))),
    )) as Response;
    expect(restarted.status).toBe(302);
    const afterRestart = cookieHeader(restarted.headers.get("Set-Cookie")!);
    expect(await view(afterRestart)).toEqual(expect.objectContaining({ conversationId: null, messages: [] }));
    // Still the owner of what the widget started; another browser is not.
    expect((await log(widgetId, afterRestart)).status).toBe(200);
    expect((await log(widgetId, await send("Hei"))).status).toBe(403);
  });
});
