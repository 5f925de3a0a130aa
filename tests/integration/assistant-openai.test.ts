/**
 * The model path of Kaartobotti: the real openai SDK through streamChatReply against the local fake
 * chat-completions server (tests/support/fake-openai.ts), on the seeded database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import { newConversationId } from "~/features/chat/rules";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { getTranscript } from "~/features/chat/model.server";
import { listFeedback } from "~/features/feedback/model.server";
import type { TyreProductItem } from "~/features/tyres/model.server";
import { searchTyres } from "~/features/tyres/search.model.server";
import { AssistantError, MAX_TOOL_ROUNDS, NO_ANSWER_TEXT, chatReply, streamChatReply } from "~/features/chat/turn.server";
import { type FakeOpenAi, startFakeOpenAi } from "../support/fake-openai";

let fake: FakeOpenAi;
let products: TyreProductItem[];

beforeAll(async () => {
  await seedDatabase(db);
  const [size] = (await searchTyres({ search: "205/55R16" })).sizes;
  products = [...size.summer, ...size.winter];
  fake = await startFakeOpenAi();
  process.env.OPENAI_API_KEY = "sk-test-kaartobotti";
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.OPENAI_MODEL = "gpt-test";
});

afterAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  delete process.env.OPENAI_MODEL;
  await fake.close();
});

beforeEach(() => fake.reset());

const question = (content: string) => [{ role: "user" as const, content }];
/** The hash of a browser's owner key (every turn is written by its conversation's owner). */
const OWNER = "0".repeat(64);

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of iterable) deltas.push(delta);
  return deltas;
}

describe("a turn with the model", () => {
  it("runs the tool the model asks for with its split arguments (null meaning none) and streams the answer", async () => {
    const conversationId = newConversationId();
    fake.script(
      { toolCalls: [{ name: "checkTyreAvailability", arguments: ['{"si', 'ze": "205', "-55-", '16", "sea', 'son": null}'] }] },
      { text: ["Koossa 205/55R16 ", "on valikoimassa ", "useita renkaita."] },
    );
    const deltas = await collect(streamChatReply({ messages: question("Onko 205/55R16 renkaita?"), conversationId, ownerHash: OWNER, ip: "198.51.100.5" }));
    expect(deltas).toEqual(["Koossa 205/55R16 ", "on valikoimassa ", "useita renkaita."]);

    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first.authorization).toBe("Bearer sk-test-kaartobotti");
    expect(first.body).toMatchObject({ model: "gpt-test", stream: true, tool_choice: "auto" });
    expect(first.body.max_tokens).toBeGreaterThan(0);
    expect(first.body.tools?.map((tool) => tool.function.name)).toEqual(
      expect.arrayContaining(["checkTyreAvailability", "getOpeningHours", "getPrices", "getStaff", "getNetworkInfo", "submitFeedback"]),
    );
    expect(first.body.messages[0].role).toBe("system");
    expect(first.body.messages[0].content).toContain("Varmistan vielä: tarkoitatko rengaskokoa **205/55R16**? Vastaa kyllä tai peruuta.");
    expect(first.body.messages.at(-1)).toEqual({ role: "user", content: "Onko 205/55R16 renkaita?" });

    const call = second.body.messages.find((message) => message.role === "assistant" && message.tool_calls);
    expect(call?.tool_calls).toEqual([
      expect.objectContaining({ type: "function", function: { name: "checkTyreAvailability", arguments: '{"size": "205-55-16", "season": null}' } }),
    ]);
    const toolResult = second.body.messages.find((message) => message.role === "tool");
    expect(toolResult?.tool_call_id).toBe((call?.tool_calls?.[0] as { id: string }).id);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(toolResult?.content).toContain(escapeMarkdown(`${product.manufacturer.name} ${product.model}`));
    expect(toolResult?.content).toContain("**205/55R16**");

    const transcript = await getTranscript(conversationId);
    expect(transcript?.conversation.userIp).toBe("198.51.100.5");
    expect(transcript?.messages.map(({ role, content, toolCalls }) => ({ role, content, toolCalls }))).toEqual([
      { role: "user", content: "Onko 205/55R16 renkaita?", toolCalls: null },
      {
        role: "assistant",
        content: "Koossa 205/55R16 on valikoimassa useita renkaita.",
        toolCalls: [{ name: "checkTyreAvailability", arguments: '{"size": "205-55-16", "season": null}' }],
      },
    ]);
  });

  it("answers a plain question without tools in one call", async () => {
    fake.script({ text: ["Hei! ", "Miten voin auttaa?"] });
    expect(await chatReply({ messages: question("Hei"), conversationId: newConversationId(), ownerHash: OWNER, ip: null })).toBe("Hei! Miten voin auttaa?");
    expect(fake.requests).toHaveLength(1);
  });

  it("hands a tool's error text back to the model instead of failing", async () => {
    fake.script(
      { toolCalls: [{ name: "checkTyreAvailability", arguments: '{"size": ' }, { name: "orderPizza", arguments: "{}" }] },
      { text: "Tarkistin asian." },
    );
    expect(await chatReply({ messages: question("Onko renkaita?"), conversationId: newConversationId(), ownerHash: OWNER, ip: null })).toBe("Tarkistin asian.");
    const results = fake.requests[1].body.messages.filter((message) => message.role === "tool").map((message) => message.content);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatch(/^Virhe: .*JSON/);
    expect(results[1]).toMatch(/^Virhe: tuntematon työkalu "orderPizza"/);
  });

  it("saves feedback given through the tool, linked to the conversation", async () => {
    const conversationId = newConversationId();
    fake.script(
      { toolCalls: [{ name: "submitFeedback", arguments: ['{"rating": 9, ', '"comment": "Nopea vastaus"}'] }] },
      { text: "Kiitos palautteestasi!" },
    );
    await chatReply({ messages: question("Haluan antaa palautetta: 9/10, nopea vastaus"), conversationId, ownerHash: OWNER, ip: null });
    const saved = (await listFeedback()).find((entry) => entry.conversationId === conversationId);
    expect(saved).toMatchObject({ rating: 9, comment: "Nopea vastaus", source: "feedback_form" });
  });

  it(`stops asking for tools after ${MAX_TOOL_ROUNDS} rounds and then needs words`, async () => {
    const lookup = { toolCalls: [{ name: "getOpeningHours", arguments: "{}" }] };
    fake.script(...Array.from({ length: MAX_TOOL_ROUNDS + 2 }, () => lookup));
    const reply = await chatReply({ messages: question("Milloin olette auki?"), conversationId: newConversationId(), ownerHash: OWNER, ip: null });
    expect(fake.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(fake.requests.slice(0, MAX_TOOL_ROUNDS).every((request) => request.body.tool_choice === "auto")).toBe(true);
    expect(fake.requests.at(-1)?.body.tool_choice).toBe("none");
    expect(fake.requests.at(-1)?.body.messages.filter((message) => message.role === "tool")).toHaveLength(MAX_TOOL_ROUNDS);
    expect(reply).toBe(NO_ANSWER_TEXT);
  });

  it("ends quietly when the visitor goes away, keeping what was said", async () => {
    const conversationId = newConversationId();
    fake.script({ text: ["Ensimmäinen osa. ", "Toinen osa. ", "Kolmas osa. ", "Neljäs osa."], delayMs: 300 });
    const controller = new AbortController();
    const deltas: string[] = [];
    for await (const delta of streamChatReply({ messages: question("Kerro kaikki"), conversationId, ownerHash: OWNER, ip: null, signal: controller.signal })) {
      deltas.push(delta);
      controller.abort();
    }
    expect(deltas).toEqual(["Ensimmäinen osa. "]);
    const transcript = await getTranscript(conversationId);
    expect(transcript?.messages.map((message) => message.content)).toEqual(["Kerro kaikki", "Ensimmäinen osa. "]);
  });

  it("fails before the first word with a Finnish error carrying the service's message", async () => {
    const conversationId = newConversationId();
    fake.script({ status: 400, message: "Invalid model gpt-test" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const turn = collect(streamChatReply({ messages: question("Hei"), conversationId, ownerHash: OWNER, ip: null }));
    await expect(turn).rejects.toBeInstanceOf(AssistantError);
    await expect(turn).rejects.toThrow(/Tekoälypalvelu ei vastannut.*Invalid model gpt-test/);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    // The question is kept even though there was no answer.
    expect((await getTranscript(conversationId))?.messages.map((message) => message.role)).toEqual(["user"]);
  });
});
