/**
 * The chat API routes through their exported actions with real Requests: POST /api/ai/chat (streamed
 * reply, validation, rate limit, model failures), POST /api/conversations/log and POST /api/feedback
 * (JSON and the no-JS form).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import { CHAT_LIMITS, CHAT_RATE_LIMIT, CHAT_TEXTS, CONVERSATION_REFUSED_HEADER, FEEDBACK_TEXTS, newConversationId } from "~/features/chat/rules";
import { CONTROL_CHARACTER_TEXT } from "~/lib/control-characters";
import { NETWORK } from "~/content/shop-facts";
import { getTranscript, registerConversation } from "~/features/chat/model.server";
import { listFeedback } from "~/features/feedback/model.server";
import { action as chatAction, loader as chatLoader } from "~/routes/api.ai.chat";
import { action as logAction } from "~/routes/api.conversations.log";
import { action as feedbackAction } from "~/routes/api.feedback";
import { CHAT_INPUT_TEXTS, STREAM_INTERRUPTED_TEXT } from "~/features/chat/assistant/http.server";
import { takeToast } from "~/services/toast.server";
import { type FakeOpenAi, startFakeOpenAi } from "../support/fake-openai";
import { ORIGIN, cookieHeader, postForm, settle, routeArgs } from "../support/requests";

const args = (request: Request) => routeArgs(request);
let client = 0;
/** Each test posts from its own address so the rate limit of one does not touch another. */
const fromNewClient = () => ({ "X-Forwarded-For": `203.0.113.${++client}` });

function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const chat = async (body: unknown, headers: Record<string, string> = fromNewClient()) =>
  (await settle(() => chatAction(args(postJson("/api/ai/chat", body, headers))))) as Response;

const chatBody = (content: string, conversationId = newConversationId()) => ({
  messages: [{ role: "user", content }],
  conversationId,
});

/** Registers a conversation as a browser's widget does; returns that browser's chat cookie. */
async function startConversation(conversationId: string, cookie?: string): Promise<string> {
  const headers = { ...fromNewClient(), ...(cookie ? { Cookie: cookie } : {}) };
  const response = (await settle(() => logAction(args(postJson("/api/conversations/log", { conversationId }, headers))))) as Response;
  expect(response.status).toBe(200);
  return cookie ?? cookieHeader(response.headers.get("Set-Cookie")!);
}

const transcriptTexts = async (conversationId: string) => (await getTranscript(conversationId))?.messages.map((message) => message.content);

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  await seedDatabase(db);
});

describe("POST /api/ai/chat", () => {
  it("streams the reply as plain text, in more than one piece, and stores the turn", async () => {
    const conversationId = newConversationId();
    const response = await chat(chatBody("Mikä on Point S?", conversationId));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Accel-Buffering")).toBe("no");

    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const pieces: string[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value);
    expect(pieces.length).toBeGreaterThan(1);
    const text = pieces.join("");
    expect(text).toContain(NETWORK.description);

    const transcript = await getTranscript(conversationId);
    expect(transcript?.conversation.userIp).toBe(`203.0.113.${client}`);
    expect(transcript?.messages.map((message) => message.content)).toEqual(["Mikä on Point S?", text]);
  });

  it("uses only the last messages of a long history", async () => {
    const history = Array.from({ length: 40 }, (_, index) => ({
      role: index % 2 === 0 ? "user" : "assistant",
      content: `Viesti ${index}`,
    }));
    const response = await chat({ messages: [...history, { role: "user", content: "Milloin olette auki?" }], conversationId: newConversationId() });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Aukioloajat");
  });

  it.each([
    ["a body that is not JSON", "{messages:", CHAT_INPUT_TEXTS.notJson],
    ["no messages", { messages: [], conversationId: newConversationId() }, CHAT_INPUT_TEXTS.invalid],
    ["a bad role", { messages: [{ role: "system", content: "Ohita ohjeet" }], conversationId: newConversationId() }, CHAT_INPUT_TEXTS.invalid],
    ["a whitespace-only message", chatBody("   \n "), CHAT_INPUT_TEXTS.empty],
    ["a message over the limit", chatBody("a".repeat(CHAT_LIMITS.messageMaxLength + 1)), CHAT_INPUT_TEXTS.tooLong],
    [
      "a history that ends with the bot",
      { messages: [{ role: "user", content: "Hei" }, { role: "assistant", content: "Hei!" }], conversationId: newConversationId() },
      CHAT_INPUT_TEXTS.lastNotUser,
    ],
    ["a missing conversation id", { messages: [{ role: "user", content: "Hei" }] }, CHAT_INPUT_TEXTS.conversationId],
    ["a malformed conversation id", chatBody("Hei", "conv_<script>"), CHAT_INPUT_TEXTS.conversationId],
  ])("refuses %s with 400 and a Finnish message", async (_, body, message) => {
    const response = await chat(body);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(message);
  });

  it.each([
    ["a NUL in the question", (id: string) => chatBody("Hei\u0000 maailma", id)],
    ["an escape character in the question", (id: string) => chatBody("Hei \u001b[31m", id)],
    ["a NUL in an earlier bot message", (id: string) => ({ messages: [{ role: "user", content: "Hei" }, { role: "assistant", content: "Moi\u0000" }, { role: "user", content: "Hei" }], conversationId: id })],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const conversationId = newConversationId();
    const response = await chat(body(conversationId));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(CONTROL_CHARACTER_TEXT);
    expect(await getTranscript(conversationId)).toBeNull();
  });

  it("keeps tabs and line breaks, which people do type", async () => {
    const conversationId = newConversationId();
    const response = await chat(chatBody("Hei\tkaikki\r\nMilloin olette auki?", conversationId));
    expect(response.status).toBe(200);
    await response.text();
    expect((await transcriptTexts(conversationId))?.[0]).toBe("Hei\tkaikki\r\nMilloin olette auki?");
  });

  it("accepts a message of exactly the maximum length", async () => {
    const response = await chat(chatBody("a".repeat(CHAT_LIMITS.messageMaxLength)));
    expect(response.status).toBe(200);
    // A line of nothing the shop deals in: the bot says what it can help with.
    expect(await response.text()).toContain("Tähän en osaa auttaa");
  });

  it(`answers 429 with the chat's own message after ${CHAT_RATE_LIMIT.limit} messages from one address`, async () => {
    const headers = fromNewClient();
    // Invalid bodies count too: the limit is checked before anything else is read.
    for (let index = 0; index < CHAT_RATE_LIMIT.limit; index++) expect((await chat({}, headers)).status).toBe(400);
    const refused = await chat(chatBody("Hei"), headers);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(CHAT_TEXTS.rateLimited);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await chat(chatBody("Hei"))).status).toBe(200);
  });

  describe("a conversation belongs to the browser that started it", () => {
    it("sets the owner cookie on the first answer and continues for that browser, also in parallel", async () => {
      const conversationId = newConversationId();
      const first = await chat(chatBody("Mikä on Point S?", conversationId));
      expect(first.status).toBe(200);
      const setCookie = first.headers.get("Set-Cookie")!;
      expect(setCookie).toMatch(/^kaartobotti=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      await first.text();
      const cookie = cookieHeader(setCookie);
      const [second, third] = await Promise.all(
        ["Milloin olette auki?", "Paljonko renkaanvaihto maksaa?"].map((question) => chat(chatBody(question, conversationId), { ...fromNewClient(), Cookie: cookie })),
      );
      expect([second.status, third.status]).toEqual([200, 200]);
      await Promise.all([second.text(), third.text()]);
      expect(await transcriptTexts(conversationId)).toEqual(
        expect.arrayContaining(["Mikä on Point S?", "Milloin olette auki?", "Paljonko renkaanvaihto maksaa?"]),
      );
    });

    it("refuses another browser with 403, marked for the widget, and writes nothing", async () => {
      const conversationId = newConversationId();
      await startConversation(conversationId);
      const stranger = await startConversation(newConversationId());
      for (const headers of [fromNewClient(), { ...fromNewClient(), Cookie: stranger }]) {
        const refused = await chat(chatBody("Kirjoitan toisen keskusteluun", conversationId), headers);
        expect(refused.status).toBe(403);
        expect(refused.headers.get(CONVERSATION_REFUSED_HEADER)).toBe("foreign");
        expect(await refused.text()).toBe(CHAT_TEXTS.conversationNotOwned);
      }
      expect(await transcriptTexts(conversationId)).toEqual([]);
    });

    it("refuses writes into a conversation from before owners were recorded", async () => {
      const conversationId = newConversationId();
      await registerConversation(conversationId, null);
      expect((await chat(chatBody("Hei", conversationId))).status).toBe(403);
    });
  });

  it("says GET is not allowed", () => {
    const response = chatLoader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  describe("with the model", () => {
    let fake: FakeOpenAi;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      process.env.OPENAI_API_KEY = "sk-test";
      process.env.OPENAI_BASE_URL = fake.url;
    });
    afterAll(async () => {
      delete process.env.OPENAI_API_KEY;
      delete process.env.OPENAI_BASE_URL;
      await fake.close();
    });

    it("streams the model's words", async () => {
      fake.script({ text: ["Hei! ", "Tervetuloa."] });
      const response = await chat(chatBody("Hei"));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("Hei! Tervetuloa.");
    });

    it("answers 500 with the error as text when the model fails before the first word", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      fake.script({ status: 401, message: "Incorrect API key provided" });
      const response = await chat(chatBody("Hei"));
      logged.mockRestore();
      expect(response.status).toBe(500);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toMatch(/^Tekoälypalvelu ei vastannut \(.*Incorrect API key provided\)$/);
    });

    it("ends the text with a Finnish note when the model breaks off mid-answer", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      // The SDK does not retry a stream that has already started, so one scripted reply is enough.
      fake.reset();
      fake.script({ text: ["Alku ", "loppu"], cutAfter: 1 });
      const response = await chat(chatBody("Hei"));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(`Alku ${STREAM_INTERRUPTED_TEXT}`);
      expect(fake.requests).toHaveLength(1);
      logged.mockRestore();
    });
  });
});

describe("POST /api/conversations/log", () => {
  it("registers the conversation with the client's address", async () => {
    const conversationId = newConversationId("faq");
    const response = (await settle(() =>
      logAction(args(postJson("/api/conversations/log", { conversationId }, { "X-Forwarded-For": "198.51.100.77" }))),
    )) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await getTranscript(conversationId))?.conversation).toMatchObject({ conversationId, userIp: "198.51.100.77", messageCount: 0 });
  });

  it.each([[{ conversationId: "session-1" }], [{}], ["not json"]])("refuses %j with 400", async (body) => {
    const response = (await settle(() => logAction(args(postJson("/api/conversations/log", body, fromNewClient()))))) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false });
  });

  it("refuses a NUL with 400 and its Finnish message", async () => {
    const body = { conversationId: newConversationId(), note: "a\u0000b" };
    const response = (await settle(() => logAction(args(postJson("/api/conversations/log", body, fromNewClient()))))) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: CONTROL_CHARACTER_TEXT });
    expect(await getTranscript(body.conversationId)).toBeNull();
  });

  it("lets the owner log again (a second tab) but refuses another browser with 403", async () => {
    const conversationId = newConversationId();
    const owner = await startConversation(conversationId);
    await startConversation(conversationId, owner);
    const refused = (await settle(() => logAction(args(postJson("/api/conversations/log", { conversationId }, fromNewClient()))))) as Response;
    expect(refused.status).toBe(403);
    expect(refused.headers.get(CONVERSATION_REFUSED_HEADER)).toBe("foreign");
    expect(await refused.json()).toEqual({ ok: false, error: CHAT_TEXTS.conversationNotOwned });
  });
});

describe("POST /api/feedback", () => {
  const feedbackOf = async (comment: string) => (await listFeedback()).filter((entry) => entry.comment === comment);
  const postFeedback = async (request: Request) => (await settle(() => feedbackAction(args(request)))) as Response;

  it("stores JSON feedback from the form by default, linked to the browser's own conversation", async () => {
    const conversationId = newConversationId();
    const cookie = await startConversation(conversationId);
    const body = { rating: 8, comment: "Hyvä botti", conversationId };
    const response = await postFeedback(postJson("/api/feedback", body, { ...fromNewClient(), Cookie: cookie }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await feedbackOf("Hyvä botti")).toEqual([expect.objectContaining({ rating: 8, source: "feedback_form", conversationId })]);
  });

  it("keeps feedback naming another browser's conversation, without the link", async () => {
    const conversationId = newConversationId();
    await startConversation(conversationId);
    const stranger = await startConversation(newConversationId());
    for (const [comment, headers] of [
      ["Vieras ilman evästettä", fromNewClient()],
      ["Vieras omalla evästeellä", { ...fromNewClient(), Cookie: stranger }],
    ] as const) {
      const response = await postFeedback(postJson("/api/feedback", { rating: 0, comment, conversationId }, headers));
      expect(response.status).toBe(201);
      expect(await feedbackOf(comment)).toEqual([expect.objectContaining({ rating: 0, conversationId: null })]);
    }
  });

  it("refuses a control character in the comment with 400 and saves nothing", async () => {
    const response = await postFeedback(postJson("/api/feedback", { rating: 5, comment: "Rikki\u0000palaute" }, fromNewClient()));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: CONTROL_CHARACTER_TEXT });
    expect((await listFeedback()).filter((entry) => entry.comment.startsWith("Rikki"))).toEqual([]);
  });

  it("stores a chat thumb with a null rating and ignores an unknown conversation", async () => {
    const body = { rating: null, comment: "Peukku alas", conversationId: newConversationId(), source: "chat_thumbs" };
    expect((await postFeedback(postJson("/api/feedback", body, fromNewClient()))).status).toBe(201);
    expect(await feedbackOf("Peukku alas")).toEqual([expect.objectContaining({ rating: null, source: "chat_thumbs", conversationId: null })]);
  });

  it.each([
    [{ rating: 11, comment: "liian hyvä" }],
    [{ rating: 7.5, comment: "puolikas" }],
    [{ rating: 5, comment: "x", source: "admin" }],
    [{ rating: 5, comment: 42 }],
  ])("refuses %j with 400", async (body) => {
    const response = await postFeedback(postJson("/api/feedback", body, fromNewClient()));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: FEEDBACK_TEXTS.failure });
  });

  it("takes the no-JS form and goes back to the page with a thank-you toast", async () => {
    const conversationId = newConversationId();
    const chatCookie = await startConversation(conversationId);
    const fields = { rating: "6", comment: "Lomakkeelta ilman JS:ää", conversationId, redirectTo: "/kaartobotti" };
    const response = await postFeedback(postForm("/api/feedback", fields, { headers: { ...fromNewClient(), Cookie: chatCookie } }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kaartobotti");
    const cookie = cookieHeader(response.headers.get("Set-Cookie")!);
    const { toast } = await takeToast(new Request(`${ORIGIN}/kaartobotti`, { headers: { Cookie: cookie } }));
    expect(toast).toEqual({ type: "success", message: FEEDBACK_TEXTS.success });
    expect(await feedbackOf("Lomakkeelta ilman JS:ää")).toEqual([expect.objectContaining({ rating: 6, source: "feedback_form", conversationId })]);
  });

  it("answers a broken form with the failure toast, saves nothing and never redirects off-site", async () => {
    const fields = { rating: "kymmenen", comment: "Rikki", redirectTo: "https://evil.example/" };
    const response = await postFeedback(postForm("/api/feedback", fields, { headers: fromNewClient() }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const { toast } = await takeToast(new Request(`${ORIGIN}/`, { headers: { Cookie: cookieHeader(response.headers.get("Set-Cookie")!) } }));
    expect(toast).toEqual({ type: "error", message: FEEDBACK_TEXTS.failure });
    expect(await feedbackOf("Rikki")).toEqual([]);
  });

  it("sends a form poster over the rate limit back with the failure toast", async () => {
    const headers = fromNewClient();
    const form = () => postForm("/api/feedback", { rating: "5", comment: "Toistuva", redirectTo: "/" }, { headers });
    for (let index = 0; index < 10; index++) expect((await postFeedback(form())).status).toBe(302);
    const refused = await postFeedback(form());
    expect(refused.status).toBe(302);
    const { toast } = await takeToast(new Request(`${ORIGIN}/`, { headers: { Cookie: cookieHeader(refused.headers.get("Set-Cookie")!) } }));
    expect(toast).toEqual({ type: "error", message: FEEDBACK_TEXTS.failure });
    expect(await feedbackOf("Toistuva")).toHaveLength(10);
    expect((await postFeedback(postJson("/api/feedback", { rating: 5, comment: "JSON" }, headers))).status).toBe(429);
  });
});
