/**
 * Kaartobotti with a language model: a second production server whose OPENAI_BASE_URL points at a local
 * fake of OpenAI's streaming chat-completions API. The model asks for a tool with its arguments split
 * over several chunks, the server runs it against the seeded catalogue, and the model's answer streams
 * into the widget. The chat page without JavaScript: tests/nojs/chat-openai.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import { type FakeOpenAi, startFakeOpenAi } from "../support/fake-openai";
import { hydrated } from "./helpers";

let fake: FakeOpenAi;
let modelApp: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeOpenAi();
  const port = await freePort();
  modelApp = await startAppServer(port, {
    OPENAI_API_KEY: "sk-e2e-fake",
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: "gpt-e2e",
    PUBLIC_URL: `http://localhost:${port}`,
  });
});

test.afterAll(async () => {
  await modelApp?.stop();
  await fake?.close();
});

const QUESTION = "Onko teillä kesärenkaita kokoa 205/55R16?";
const LAST_CHUNK = "Tervetuloa asennukseen ilman ajanvarausta!";

/** The model's second answer quotes the first product line of the tool result the server sent back. */
function scriptToolRound(delayMs: number) {
  fake.reset();
  fake.script(
    { toolCalls: [{ name: "checkTyreAvailability", arguments: ['{"si', 'ze":"205/', '55R16","sea', 'son":"summer"}'] }] },
    (request) => {
      const toolResult = request.body.messages.find((message) => message.role === "tool")?.content ?? "";
      const productLine = toolResult.split("\n").find((line) => line.includes("€"))?.replace(/^[-*\s]+/, "") ?? "ei tuotteita";
      return { text: ["Tarkistin varaston. ", `Esimerkiksi: ${productLine}. `, LAST_CHUNK], delayMs };
    },
  );
}

function quotedProduct(): string {
  const toolResult = fake.requests[1]?.body.messages.find((message) => message.role === "tool")?.content ?? "";
  return toolResult.split("\n").find((line) => line.includes("€"))?.replace(/^[-*\s]+/, "") ?? "";
}

async function askInWidget(page: Page) {
  await page.goto(`${modelApp.url}/hinnasto`);
  await hydrated(page);
  await page.getByTestId("chat-launcher").click();
  const chat = page.getByRole("dialog", { name: "Kaartobotti" });
  await chat.getByPlaceholder("Kirjoita viesti...").fill(QUESTION);
  await chat.getByPlaceholder("Kirjoita viesti...").press("Enter");
  return chat;
}

test("the model's tool round runs on the seeded catalogue and its answer streams in", async ({ page }) => {
  scriptToolRound(600);
  const shown = await askInWidget(page);
  // Streaming: the first words are on screen while the last chunk is still on its way.
  await expect(shown).toContainText("Tarkistin varaston.");
  await expect(shown).not.toContainText(LAST_CHUNK);
  await expect(shown).toContainText(LAST_CHUNK);

  // Two model calls: the first asked for the tool, the second got its result from the database.
  expect(fake.requests).toHaveLength(2);
  expect(fake.requests[0].body.stream).toBe(true);
  expect(fake.requests[0].body.tools?.map((tool) => tool.function.name)).toContain("checkTyreAvailability");
  const product = quotedProduct();
  expect(product).toMatch(/€/);
  // Rendered, the markdown's bold and the escapes of the product name (escapeMarkdown) are gone.
  await expect(shown).toContainText(product.replace(/\*\*/g, "").replace(/\\(.)/g, "$1").slice(0, 20));
  expect(fake.requests[1].body.messages.at(-2)?.tool_calls).toHaveLength(1);
});

test("a failing model gives the visitor the technical error message", async ({ page }) => {
  fake.reset();
  // The SDK retries once; both attempts fail.
  fake.script({ status: 500, message: "The server had an error" }, { status: 500, message: "The server had an error" });
  const chat = await askInWidget(page);
  await expect(chat).toContainText("Anteeksi, tekninen virhe tapahtui:");
});

test("a link to another site in the model's answer is shown as text, the shop's own links stay links", async ({ page }) => {
  fake.reset();
  // A model can be talked into writing any link, or echo one from a tool result.
  fake.script({ text: ["Tarjous: [Tilaa tästä](https://evil.example/tilaa) tai ", "katso [Hinnasto](/hinnasto). ", LAST_CHUNK] });
  const shown = await askInWidget(page);
  await expect(shown).toContainText(LAST_CHUNK);
  await expect(shown).toContainText("Tilaa tästä");
  await expect(shown.locator('a[href*="evil.example"]')).toHaveCount(0);
  await expect(shown.getByRole("link", { name: /Hinnasto/ })).toHaveAttribute("href", "/hinnasto");
});
