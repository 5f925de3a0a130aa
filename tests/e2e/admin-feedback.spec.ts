/**
 * The admin tab 'Chatbot Palaute' (/admin/palaute): summary, conversation history with its pager,
 * daily starts, the feedback table and a conversation's transcript. Without JavaScript:
 * tests/nojs/admin-feedback.test.ts.
 * The data comes in through the public API the chat widget uses (POST /api/conversations/log and
 * POST /api/feedback), as it would in production.
 */
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, loginAsAdmin } from "./helpers";

test.describe.configure({ mode: "serial" });

const octet = () => 1 + Math.floor(Math.random() * 250);
const randomIp = () => `203.0.${octet()}.${octet()}`;
const alnum = () => Math.random().toString(36).slice(2, 10).replace(/[^a-z0-9]/g, "x");
const newConversationId = () => `conv_${Date.now()}_${alnum()}`;

/** Each call its own client address, so the public endpoints' rate limits never stop a test. */
async function logConversation(request: APIRequestContext, baseURL: string, conversationId: string, ip = randomIp()) {
  const response = await request.post("/api/conversations/log", {
    data: { conversationId },
    headers: { Origin: baseURL, "X-Forwarded-For": ip },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function sendFeedback(
  request: APIRequestContext,
  baseURL: string,
  body: { rating: number | null; comment: string; conversationId?: string; source?: "feedback_form" | "chat_thumbs" },
) {
  const response = await request.post("/api/feedback", { data: body, headers: { Origin: baseURL, "X-Forwarded-For": randomIp() } });
  expect(response.status(), await response.text()).toBe(201);
}

async function openTab(page: Page) {
  await page.getByRole("navigation", { name: "Ylläpidon välilehdet" }).getByRole("link", { name: "Chatbot Palaute" }).click();
  await expect(page).toHaveURL(/\/admin\/palaute$/);
  await expect(page.getByRole("heading", { level: 2, name: "Chatbot Palaute" })).toBeVisible();
}

const totalFeedback = async (page: Page) => Number(await page.getByTestId("feedback-total").textContent());

const helsinkiToday = () => {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(new Date()).split("-");
  return `${d}.${m}.${y}`;
};

test("feedback and a logged conversation show up in the tab, with the transcript a click away", async ({ page, request, baseURL }) => {
  await loginAsAdmin(page);
  await openTab(page);
  await expect(page).toHaveTitle("Chatbot Palaute – Ylläpito");
  const before = await totalFeedback(page);

  const conversationId = newConversationId();
  const ip = randomIp();
  const praise = `Erinomainen botti ${alnum()}`;
  await logConversation(request, baseURL!, conversationId, ip);
  await sendFeedback(request, baseURL!, { rating: 9, comment: praise, conversationId, source: "feedback_form" });
  await sendFeedback(request, baseURL!, { rating: 2, comment: "", conversationId, source: "chat_thumbs" });

  await page.reload();
  await expect(page.getByTestId("feedback-total")).toHaveText(String(before + 2));
  await expect(page.getByTestId("feedback-average")).toHaveText(/^\d{1,2},\d \/ 10$/);
  await expect(page.getByRole("table", { name: "Arvioiden jakauma" })).toContainText("9");

  // Feedback rows: date dd.MM.yyyy HH:mm, rating, comment or 'Ei kommenttia', source label, linked conversation.
  const rows = page.getByTestId("feedback-row").filter({ has: page.getByRole("link", { name: conversationId }) });
  const good = rows.filter({ hasText: praise });
  await expect(good).toHaveCount(1);
  await expect(good).toHaveAttribute("data-tone", "good");
  await expect(good).toContainText("Lomake");
  await expect(good).toContainText("9/10");
  await expect(good.locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  const poor = rows.filter({ hasText: "Peukut" });
  await expect(poor).toHaveAttribute("data-tone", "poor");
  await expect(poor).toContainText("Ei kommenttia");
  await expect(poor).toContainText("heikko arvio"); // the tone is told in words too, not by colour alone

  // The conversation is the newest, so it is on the first page with the address it came from.
  const conversation = page.getByTestId("conversation-row").filter({ hasText: conversationId });
  await expect(conversation).toContainText(ip);
  await expect(conversation.getByRole("link")).toHaveText(/^0 viestiä/);
  await expect(page.getByTestId("conversation-range")).toHaveText(/^Näytetään 1 - \d+ \/ \d+ keskustelua$/);

  // Today (Helsinki) has at least this conversation in the daily table.
  const today = page.getByTestId("daily-row").filter({ hasText: helsinkiToday() });
  await expect(today).toHaveCount(1);
  expect(Number((await today.locator("td").textContent())?.trim())).toBeGreaterThanOrEqual(1);

  await good.getByRole("link", { name: conversationId }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/palaute/${conversationId}$`));
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Keskustelu ${conversationId}` })).toBeVisible();
  await expect(dialog).toContainText(ip);
  await expect(dialog).toContainText("Keskustelussa ei ole viestejä.");
  await dialog.getByRole("link", { name: "Takaisin" }).click();
  await expect(page).toHaveURL(/\/admin\/palaute$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the conversation pager pages by ten with links that keep the other parameters", async ({ page, request, baseURL }) => {
  await loginAsAdmin(page, "/admin/palaute?sivu=1&suodatin=e2e");
  const range = page.getByTestId("conversation-range");
  const total = async () => Number(/\/ (\d+) keskustelua/.exec((await range.textContent()) ?? "")?.[1] ?? 0);
  // Make sure there is a second page whatever ran before.
  for (let missing = 11 - (await total()); missing > 0; missing--) await logConversation(request, baseURL!, newConversationId());
  await page.reload();
  const count = await total();
  expect(count).toBeGreaterThanOrEqual(11);

  await expect(range).toHaveText(`Näytetään 1 - 10 / ${count} keskustelua`);
  await expect(page.getByTestId("conversation-row")).toHaveCount(10);
  const pager = page.getByRole("navigation", { name: "Keskusteluhistorian sivut" });
  await expect(pager.getByRole("link", { name: "Edellinen" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Seuraava" }).click();
  await expect(page).toHaveURL(/[?&]sivu=2(&|$)/);
  await expect(page).toHaveURL(/[?&]suodatin=e2e(&|$)/);
  await expect(range).toHaveText(`Näytetään 11 - ${Math.min(20, count)} / ${count} keskustelua`);

  await pager.getByRole("link", { name: "Edellinen" }).click();
  await expect(page).toHaveURL(/[?&]sivu=1(&|$)/);
  await expect(range).toHaveText(`Näytetään 1 - 10 / ${count} keskustelua`);
});

test("an unknown conversation is a 404 with a Finnish message inside the tab", async ({ page }) => {
  await loginAsAdmin(page);
  const response = await page.goto("/admin/palaute/conv_1_eiolemassa");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Keskustelua ei löytynyt." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Chatbot Palaute" })).toBeVisible();
  await page.getByRole("link", { name: "Takaisin" }).click();
  await expect(page).toHaveURL(/\/admin\/palaute$/);
});

test("Escape closes the transcript and keeps the page", JS_ONLY, async ({ page, request, baseURL }) => {
  const conversationId = newConversationId();
  await logConversation(request, baseURL!, conversationId);
  await loginAsAdmin(page, "/admin/palaute?sivu=1");
  await page.getByTestId("conversation-row").filter({ hasText: conversationId }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/palaute/${conversationId}\\?sivu=1$`));
  await expect(page.getByRole("heading", { name: `Keskustelu ${conversationId}` })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/admin\/palaute\?sivu=1$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
