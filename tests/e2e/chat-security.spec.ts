/**
 * The widget and the chat's safety rules in a real browser: a link to another site in a reply is only
 * text, the browser that starts a conversation owns it through its httpOnly cookie, and a conversation
 * id that belongs to another browser makes the widget carry on under a new one without a hitch.
 */
import { type Browser, type Page, type Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COMPANY } from "~/content/company";
import { JS_ONLY, hydrated } from "./helpers";

const octet = () => 1 + Math.floor(Math.random() * 250);
/** Each test (and each extra browser) is its own client address, so rate limits never meet. */
const clientAddress = () => `198.18.${octet()}.${octet()}`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress() });
});

async function openChat(page: Page, path = "/hinnasto") {
  await page.goto(path);
  await hydrated(page);
  await page.getByTestId("chat-launcher").click();
  const chat = page.getByRole("dialog", { name: "Kaartobotti" });
  await expect(chat).toBeVisible();
  return chat;
}

const isChatPost = (request: Request) => request.method() === "POST" && request.url().endsWith("/api/ai/chat");
const conversationOf = (request: Request) => (JSON.parse(request.postData() ?? "{}") as { conversationId?: string }).conversationId;

/** Another browser (its own cookie jar) that starts a conversation with the given id. */
async function registerInOtherBrowser(browser: Browser, baseURL: string, conversationId: string) {
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });
  const response = await other.request.post("/api/conversations/log", { data: { conversationId }, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
  await other.close();
}

test.describe("the widget", JS_ONLY, () => {
  test("shows a link to another site in a reply as plain text and keeps the shop's own links", async ({ page }) => {
    const chat = await openChat(page);
    await page.route("**/api/ai/chat", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/plain; charset=utf-8",
        body: `Katso [Tilaa tästä](https://evil.example/tilaa), https://evil.example ja [Hinnasto](/hinnasto) tai [ajanvaraus](${COMPANY.bookingUrl}).`,
      }),
    );
    const input = chat.getByPlaceholder("Kirjoita viesti...");
    await input.fill("Hei");
    await input.press("Enter");
    await expect(chat).toContainText("Tilaa tästä");
    await expect(chat.getByRole("link", { name: /Tilaa tästä/ })).toHaveCount(0);
    await expect(chat.locator('a[href*="evil.example"]')).toHaveCount(0);
    await expect(chat.getByRole("link", { name: /Hinnasto/ })).toHaveAttribute("href", "/hinnasto");
    await expect(chat.getByRole("link", { name: /ajanvaraus/ })).toHaveAttribute("href", COMPANY.bookingUrl);
  });

  test("a fresh browser's first message is answered at once, and the browser now holds an httpOnly owner cookie", async ({ page, context }) => {
    const chatPosts: Request[] = [];
    page.on("request", (request) => {
      if (isChatPost(request)) chatPosts.push(request);
    });
    const chat = await openChat(page);
    const answered = page.waitForResponse((response) => isChatPost(response.request()));
    await chat.getByTestId("chat-suggestions").getByRole("button", { name: "Mikä on Point S?" }).click();
    expect((await answered).status()).toBe(200);
    await expect(chat.getByTestId("chat-thumbs")).toHaveCount(1, { timeout: 15_000 });
    expect(chatPosts).toHaveLength(1);
    const owner = (await context.cookies()).find((cookie) => cookie.name === "kaartobotti");
    expect(owner).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // Scripts on the page cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("kaartobotti");
  });

  test("a handed-over question whose conversation another browser owns is answered in a new conversation", async ({ page, browser, baseURL }) => {
    const taken = `faq_${Date.now()}_vieras${octet()}`;
    await registerInOtherBrowser(browser, baseURL!, taken);
    // As if a FAQ click had left the question for the chat (spec: pendingQuestion + pendingConversationId).
    await page.addInitScript((id) => {
      localStorage.setItem("pendingQuestion", "Milloin olette auki?");
      localStorage.setItem("pendingConversationId", id);
    }, taken);
    const chatPosts: Request[] = [];
    page.on("request", (request) => {
      if (isChatPost(request)) chatPosts.push(request);
    });

    const chat = await openChat(page);
    await expect(chat.getByTestId("chat-thumbs")).toHaveCount(1, { timeout: 15_000 });
    await expect(chat).toContainText("Aukioloajat");
    await expect(chat).not.toContainText("Anteeksi, tekninen virhe tapahtui");
    expect(chatPosts.map(conversationOf)).toEqual([taken, expect.stringMatching(/^conv_\d+_[a-z0-9]{9}$/)]);
    expect((await chatPosts[0].response())?.status()).toBe(403);

    // The conversation goes on under the new id, on the first try.
    const next = page.waitForRequest(isChatPost);
    await chat.getByPlaceholder("Kirjoita viesti...").fill("Mikä on Point S?");
    await chat.getByPlaceholder("Kirjoita viesti...").press("Enter");
    expect(conversationOf(await next)).toBe(conversationOf(chatPosts[1]));
    expect((await (await next).response())?.status()).toBe(200);
    await expect(chat.getByTestId("chat-thumbs")).toHaveCount(2, { timeout: 15_000 });
  });
});
