/**
 * Kaartobotti with a language model on the chat page without JavaScript (tests/e2e/chat-openai.spec.ts
 * tests the widget): this file's own server, its OPENAI_BASE_URL pointing at the local fake of OpenAI's
 * streaming chat-completions API (the chatbot's model is a site-wide setting: not on the shared server).
 * The model asks for a tool with its arguments split over several chunks, the server runs it against the
 * seeded catalogue, and the page that comes back after the post shows the model's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServer } from "../support/app-server";
import { startE2eServer } from "../support/e2e-server";
import { type FakeOpenAi, startFakeOpenAi } from "../support/fake-openai";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";

let fake: FakeOpenAi;
let app: AppServer;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await startE2eServer({ OPENAI_API_KEY: "sk-nojs-fake", OPENAI_BASE_URL: fake.url, OPENAI_MODEL: "gpt-nojs" }, "embedded");
});

afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

const QUESTION = "Onko teillä kesärenkaita kokoa 205/55R16?";
const LAST_CHUNK = "Tervetuloa asennukseen ilman ajanvarausta!";
const CONVERSATION = 'section[aria-label="Keskustelu"]';

/** The question typed on the chat page and sent with 'Lähetä'; the page that comes back. */
async function askOnChatPage(): Promise<NoJsPage> {
  const page = await new NoJsBrowser(app.url).goto("/kaartobotti");
  return page.form("Lähetä viesti Kaartobotille").fill("Viestisi", QUESTION).submit("Lähetä", { exact: true });
}

const toolResultOf = (index: number) => fake.requests[index]?.body.messages.find((message) => message.role === "tool")?.content ?? "";
const productLineOf = (toolResult: string) => toolResult.split("\n").find((line) => line.includes("€"))?.replace(/^[-*\s]+/, "");

describe("the chat page with a language model, without JavaScript", () => {
  it("runs the model's tool round on the seeded catalogue and shows its answer after the post", async () => {
    fake.reset();
    fake.script(
      { toolCalls: [{ name: "checkTyreAvailability", arguments: ['{"si', 'ze":"205/', '55R16","sea', 'son":"summer"}'] }] },
      (request) => {
        const productLine = productLineOf(request.body.messages.find((message) => message.role === "tool")?.content ?? "") ?? "ei tuotteita";
        return { text: ["Tarkistin varaston. ", `Esimerkiksi: ${productLine}. `, LAST_CHUNK] };
      },
    );
    const answered = await askOnChatPage();
    expect(answered.path).toBe("/kaartobotti");
    expect(answered.text(CONVERSATION)).toContain(`Sinä: ${QUESTION}`);
    expect(answered.text(CONVERSATION)).toContain("Tarkistin varaston.");
    expect(answered.text(CONVERSATION)).toContain(LAST_CHUNK);

    // Two model calls: the first asked for the tool, the second got its result from the database.
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0].body.stream).toBe(true);
    expect(fake.requests[0].body.tools?.map((tool) => tool.function.name)).toContain("checkTyreAvailability");
    const product = productLineOf(toolResultOf(1)) ?? "";
    expect(product).toMatch(/€/);
    // Rendered, the markdown's bold and the escapes of the product name (escapeMarkdown) are gone.
    expect(answered.text(CONVERSATION)).toContain(product.replace(/\*\*/g, "").replace(/\\(.)/g, "$1").slice(0, 20));
    expect(fake.requests[1].body.messages.at(-2)?.tool_calls).toHaveLength(1);
  });

  it("shows the technical error message of a failing model and keeps the typed question", async () => {
    fake.reset();
    // The SDK retries once; both attempts fail.
    fake.script({ status: 500, message: "The server had an error" }, { status: 500, message: "The server had an error" });
    const refused = await askOnChatPage();
    expect(refused.path).toBe("/kaartobotti");
    expect(refused.text('[role="alert"]')).toMatch(/^Anteeksi, tekninen virhe tapahtui:/);
    // Nothing typed is lost.
    expect(refused.form("Lähetä viesti Kaartobotille").value("Viestisi")).toBe(QUESTION);
    expect(refused.text(CONVERSATION)).not.toContain("Sinä:");
  });

  it("shows a link to another site in the model's answer as text; the shop's own links stay links", async () => {
    fake.reset();
    // A model can be talked into writing any link, or echo one from a tool result.
    fake.script({ text: ["Tarjous: [Tilaa tästä](https://evil.example/tilaa) tai ", "katso [Hinnasto](/hinnasto). ", LAST_CHUNK] });
    const answered = await askOnChatPage();
    expect(answered.text(CONVERSATION)).toContain(LAST_CHUNK);
    expect(answered.text(CONVERSATION)).toContain("Tilaa tästä");
    expect(answered.find(`${CONVERSATION} a[href*="evil.example"]`).length).toBe(0);
    expect(answered.getByRole("link", { name: /Hinnasto/, within: CONVERSATION }).attr("href")).toBe("/hinnasto");
  });
});
