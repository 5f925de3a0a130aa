/**
 * The blog generator on a real database: the offline writer from the seeded data without a key, the
 * model path through the real openai SDK against the fake chat-completions server (a tool round that
 * reads the database's prices, the '# title' line, streaming, failures), and POST /api/blog/generate
 * called as Remix calls it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import { BLOG_GENERATOR_TEXTS, countWords, lengthBand } from "~/features/blog/generator.rules";
import { defaultPriceList, formatCents, lowestRimPrice } from "~/features/price-list/rules";
import { savePriceList } from "~/features/price-list/model.server";
import { action } from "~/routes/api.blog.generate";
import { gatherBlogFacts } from "~/features/blog/facts.server";
import { type ArticleEvent, BlogGenerationError, type GenerateOptions, generateArticle, streamArticle } from "~/features/blog/generator.server";
import { type FakeOpenAi, startFakeOpenAi } from "../support/fake-openai";
import { ORIGIN } from "../support/requests";
import { adminCookie, run } from "../support/tyre-admin";

let fake: FakeOpenAi;
let cookie: string;

const options = (overrides: Partial<GenerateOptions> = {}): GenerateOptions => ({
  keywords: ["renkaanvaihto"],
  title: "",
  tone: "professional",
  length: "medium",
  ...overrides,
});

function useModel() {
  process.env.OPENAI_API_KEY = "sk-test-blogi";
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.OPENAI_MODEL = "gpt-test";
}

function useOffline() {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  delete process.env.OPENAI_MODEL;
}

async function collect(events: AsyncIterable<ArticleEvent>): Promise<ArticleEvent[]> {
  const all: ArticleEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

/** A price list whose tyre change starts at 37 €, so finding it proves the database was read. */
async function saveDistinctPrices() {
  const list = defaultPriceList();
  list.tyreChange.rows[0].prices = [3700, 4300, 5200];
  await savePriceList(list);
  return list;
}

beforeAll(async () => {
  await seedDatabase(db);
  cookie = await adminCookie("blogi-generaattori");
  fake = await startFakeOpenAi();
});

afterAll(async () => {
  useOffline();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  useOffline();
});

afterEach(() => vi.restoreAllMocks());

describe("without a key: the built-in writer from the shop's data", () => {
  it("gathers the facts from the database", async () => {
    const list = await saveDistinctPrices();
    const facts = await gatherBlogFacts();
    expect(facts.prices).toEqual(list);
    expect(facts.brands.length).toBeGreaterThan(3);
    expect(facts.tyres?.size).toBe("205/55R16");
    expect(facts.tyres?.summerFrom).toBeGreaterThan(0);
    expect(facts.hours.map((line) => line.label)).toEqual(["Ma–Pe", "La", "Su"]);
  });

  it("writes a draft with the saved prices, within its length, and says it is a draft", async () => {
    await saveDistinctPrices();
    const article = await generateArticle(options());
    expect(article.source).toBe("offline");
    expect(article.title).toBe("Renkaanvaihto Lohjalla: näin se sujuu ja mitä se maksaa");
    expect(article.content).toContain(`alkaen **${formatCents(3700)}**`);
    expect(article.notice).toBe(BLOG_GENERATOR_TEXTS.draftNotice);
    const { min, max } = lengthBand("medium");
    expect(countWords(article.content)).toSatisfy((words: number) => words >= min && words <= max);
  });

  it("streams the same article in pieces and ends with it", async () => {
    const events = await collect(streamArticle(options({ keywords: ["sähköauto"], tone: "casual" })));
    const done = events.at(-1);
    expect(done && "done" in done ? done.done : null).toMatchObject({ source: "offline", notice: BLOG_GENERATOR_TEXTS.outlineNotice, title: "Sähköauto" });
    const deltas = events.filter((event): event is { delta: string } => "delta" in event).map((event) => event.delta);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(done && "done" in done ? done.done.content : "");
  });
});

describe("with a key: the model through the openai SDK", () => {
  beforeEach(useModel);

  it("looks the prices up with a tool, then writes; the '# title' line becomes the title", async () => {
    const list = await saveDistinctPrices();
    fake.script(
      { toolCalls: [{ name: "getPrices", arguments: ['{"serv', 'ice": "renkaanvaihto"}'] }] },
      { text: ["# Renkaanvaihto ", "syksyllä\n\n", "Henkilöauton renkaanvaihto maksaa meillä alkaen 37 €.\n\n", "## Tervetuloa\n\nSoita 019 356 2100."] },
    );
    const article = await generateArticle(options({ tone: "casual", length: "long", keywords: ["renkaanvaihto", "syksy"] }));
    expect(article).toEqual({
      title: "Renkaanvaihto syksyllä",
      content: "Henkilöauton renkaanvaihto maksaa meillä alkaen 37 €.\n\n## Tervetuloa\n\nSoita 019 356 2100.",
      source: "model",
      notice: null,
    });

    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first.authorization).toBe("Bearer sk-test-blogi");
    expect(first.body).toMatchObject({ model: "gpt-test", stream: true, tool_choice: "auto", max_tokens: 4000 });
    const tools = first.body.tools?.map((tool) => tool.function.name) ?? [];
    expect(tools).toEqual(expect.arrayContaining(["getPrices", "getServices", "getOpeningHours", "checkTyreAvailability"]));
    expect(tools).not.toContain("submitFeedback");
    const [system, user] = first.body.messages;
    expect(system.role).toBe("system");
    expect(system.content).toContain('"# Otsikko"');
    expect(system.content).toContain("sinuttele lukijaa");
    expect(system.content).toContain("noin 1000 sanaa, vähintään 800 ja enintään 1200");
    expect(system.content).toContain("Älä keksi hintoja");
    expect(user.content).toContain("Avainsanat: renkaanvaihto, syksy");

    const toolResult = second.body.messages.find((message) => message.role === "tool");
    expect(toolResult?.content).toContain(`**${formatCents(lowestRimPrice(list.tyreChange)!)}**`);
  });

  it("streams the deltas as the model writes them, without the title line", async () => {
    fake.script({ text: ["# Talvi", "renkaat\n", "\nEnsimmäinen ", "kappale.\n\n", "Toinen kappale."] });
    const events = await collect(streamArticle(options({ keywords: ["talvirenkaat"] })));
    expect(events).toEqual([
      { delta: "Ensimmäinen " },
      { delta: "kappale.\n\n" },
      { delta: "Toinen kappale." },
      { done: { title: "Talvirenkaat", content: "Ensimmäinen kappale.\n\nToinen kappale.", source: "model", notice: null } },
    ]);
  });

  it("keeps the admin's title and tells the model to use it", async () => {
    fake.script({ text: "# Mallin oma otsikko\n\nTeksti." });
    const article = await generateArticle(options({ title: "Meidän otsikko" }));
    expect(article.title).toBe("Meidän otsikko");
    expect(article.content).toBe("Teksti.");
    expect(fake.requests[0].body.messages[0].content).toContain('Käytä otsikkona täsmälleen tätä: "Meidän otsikko"');
  });

  it("without a title line takes the keywords as the title and keeps every line", async () => {
    fake.script({ text: "Suoraan asiaan.\n\n## Väliotsikko\n\nLisää." });
    const article = await generateArticle(options({ keywords: ["nastarenkaat", "kitkarenkaat"] }));
    expect(article.title).toBe("Nastarenkaat ja kitkarenkaat");
    expect(article.content).toBe("Suoraan asiaan.\n\n## Väliotsikko\n\nLisää.");
  });

  it("turns a server error into BlogGenerationError with the Finnish text, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // The SDK retries a 5xx once.
    fake.script({ status: 503, message: "ylikuormitettu" }, { status: 503, message: "ylikuormitettu" });
    const failure = generateArticle(options());
    await expect(failure).rejects.toBeInstanceOf(BlogGenerationError);
    await expect(failure).rejects.toThrow("Blogin generointi epäonnistui. Yritä uudelleen.");
    expect(fake.requests).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith("Blogiartikkelin generointi mallilla epäonnistui", expect.anything());
  });

  it("treats an empty answer and a title without text as failures", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fake.script({ text: "" });
    await expect(generateArticle(options())).rejects.toThrow(BLOG_GENERATOR_TEXTS.failed);
    fake.script({ text: "# Pelkkä otsikko" });
    await expect(generateArticle(options())).rejects.toThrow(BLOG_GENERATOR_TEXTS.failed);
  });

  it("gives up at its time limit", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fake.script({ text: ["# Hidas\n\nAlku", " ja loppu"], delayMs: 3000 });
    const started = Date.now();
    await expect(generateArticle(options(), { timeoutMs: 400 })).rejects.toBeInstanceOf(BlogGenerationError);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("stops quietly when the admin leaves", async () => {
    fake.script({ text: ["# Otsikko\n\nAlku", " ja loppu"], delayMs: 2000 });
    const controller = new AbortController();
    const events: ArticleEvent[] = [];
    for await (const event of streamArticle(options(), { signal: controller.signal })) {
      events.push(event);
      controller.abort();
    }
    expect(events).toEqual([{ delta: "Alku" }]);
  });
});

describe("POST /api/blog/generate", () => {
  function request(body: unknown, init: { cookie?: string | null; origin?: string; accept?: string; type?: string } = {}) {
    const headers: Record<string, string> = { Origin: init.origin ?? ORIGIN, "Content-Type": init.type ?? "application/json" };
    const session = init.cookie === undefined ? cookie : init.cookie;
    if (session) headers.Cookie = session;
    if (init.accept) headers.Accept = init.accept;
    return new Request(`${ORIGIN}/api/blog/generate`, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }
  const call = async (req: Request) => (await run(action, req)) as Response;
  const ndjson = async (response: Response) =>
    (await response.text())
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it("answers 401 JSON without a session and 403 to another origin", async () => {
    const anonymous = await call(request({ keywords: "renkaanvaihto" }, { cookie: null }));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: "Kirjaudu sisään ylläpitäjänä." });
    expect((await call(request({ keywords: "renkaanvaihto" }, { origin: "https://evil.example" }))).status).toBe(403);
  });

  it("answers 400 with the Finnish text without keywords, and 4xx for bodies it cannot use", async () => {
    const missing = await call(request({ keywords: " ", title: "Otsikko" }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ success: false, error: BLOG_GENERATOR_TEXTS.keywordsRequired, message: BLOG_GENERATOR_TEXTS.keywordsRequired });
    expect((await call(request({ keywords: "a", tone: "vihainen" }))).status).toBe(400);
    expect((await call(request({ keywords: Array.from({ length: 50 }, (_, i) => `sana${i}`) }))).status).toBe(400);
    for (const bad of ['{"keywords": ', '{"keywords": "a\\u0000b"}', "[1, 2]", "null"]) {
      const response = await call(request(bad));
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await call(request("keywords=a", { type: "text/plain" }))).status).toBe(415);
  });

  it("answers the spec's JSON from the built-in writer, also for a form post", async () => {
    await saveDistinctPrices();
    const response = await call(request({ keywords: ["renkaanvaihto"], tone: "educational", length: "short" }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["content", "generatedTitle", "notice", "source"]);
    expect(body).toMatchObject({ source: "offline", generatedTitle: "Renkaanvaihto vaihe vaiheelta: mitä vaihdossa tehdään ja miksi", notice: BLOG_GENERATOR_TEXTS.draftNotice });
    expect(body.content).toContain("## Muistilista");

    const form = await call(request("keywords=rengashotelli&title=Oma+otsikko&tone=casual&length=short", { type: "application/x-www-form-urlencoded" }));
    expect(await form.json()).toMatchObject({ generatedTitle: "Oma otsikko", source: "offline" });
  });

  it("streams NDJSON: deltas, then the finished article", async () => {
    useModel();
    fake.script({ toolCalls: [{ name: "getOpeningHours", arguments: "{}" }] }, { text: ["# Aukioloajat\n\n", "Olemme auki ", "arkisin."] });
    const response = await call(request({ keywords: "aukioloajat" }, { accept: "application/x-ndjson" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/x-ndjson; charset=utf-8");
    expect(await ndjson(response)).toEqual([
      { delta: "Olemme auki " },
      { delta: "arkisin." },
      { done: { title: "Aukioloajat", content: "Olemme auki arkisin.", source: "model", notice: null } },
    ]);
    expect(fake.requests[1].body.messages.find((message) => message.role === "tool")?.content).toContain("Aukioloajat tällä viikolla");
  });

  it("ends the stream with the Finnish error line, and answers 502 JSON, when the model fails", async () => {
    useModel();
    vi.spyOn(console, "error").mockImplementation(() => {});
    fake.script({ status: 500, message: "rikki" }, { status: 500, message: "rikki" });
    const streamed = await call(request({ keywords: "renkaanvaihto" }, { accept: "application/x-ndjson" }));
    expect(await ndjson(streamed)).toEqual([{ error: BLOG_GENERATOR_TEXTS.failed }]);

    fake.script({ status: 500, message: "rikki" }, { status: 500, message: "rikki" });
    const whole = await call(request({ keywords: "renkaanvaihto" }));
    expect(whole.status).toBe(502);
    expect(await whole.json()).toEqual({ success: false, error: BLOG_GENERATOR_TEXTS.failed, message: BLOG_GENERATOR_TEXTS.failed });
  });
});
