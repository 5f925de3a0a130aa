/**
 * The admin on a phone and in a desktop drawer: no admin page is wider than a 390 px screen (tables
 * scroll inside their own boxes, their screen-reader texts included) and the tabs take one line that
 * opens the list; the page widths are CSS and the admin adds nothing wide with JavaScript, so that pass
 * runs without it only. The offer generator's product table fits its drawer, with and without.
 */
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { NO_JS_BROWSER, NO_JS_ONLY, loginAsAdmin } from "./helpers";
import { routeModules } from "../support/route-urls";

/** Every admin page that needs no id: the tabs, their sub-pages and the 'new' drawers. */
const ADMIN_PAGES = routeModules()
  .filter((route) => route.isAdmin && route.isPage && route.segments.every((segment) => segment.kind === "static"))
  .map((route) => route.url)
  .filter((url) => url !== "/admin/logout");

/** A conversation with the longest id the chat accepts, with feedback: the widest row the feedback tab shows. */
async function logLongestConversation(request: APIRequestContext, baseURL: string) {
  const conversationId = `conv_${Date.now()}_`.padEnd(105, "x");
  const headers = { Origin: baseURL, "X-Forwarded-For": `203.0.113.${1 + Math.floor(Math.random() * 250)}` };
  expect((await request.post("/api/conversations/log", { data: { conversationId }, headers })).status()).toBe(200);
  const feedback = await request.post("/api/feedback", { data: { rating: 3, comment: "Pitkä tunniste", conversationId }, headers });
  expect(feedback.status()).toBe(201);
}

test("no admin page is wider than a 390 px phone, and the tabs are one line that opens the list", NO_JS_ONLY, async ({ page, request, baseURL }) => {
  expect(ADMIN_PAGES.length).toBeGreaterThan(15);
  // One navigation per admin page: the time grows with the list, and a busy machine takes longer per page.
  test.setTimeout(30_000 + ADMIN_PAGES.length * 5_000);
  await logLongestConversation(request, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page);
  const tooWide: string[] = [];
  for (const url of ADMIN_PAGES) {
    await page.goto(url);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) tooWide.push(`${url}: ${width} px`);
  }
  expect(tooWide).toEqual([]);

  await page.goto("/admin/uutiskirjeet");
  const tabs = page.getByRole("navigation", { name: "Ylläpidon välilehdet" });
  expect((await tabs.boundingBox())!.height).toBeLessThanOrEqual(60);
  const current = tabs.locator("summary");
  await expect(current).toHaveText("Välilehti: Uutiskirjeet & Tilaajat▾");
  await current.click();
  await tabs.getByRole("link", { name: "Kampanjat" }).click();
  await expect(page).toHaveURL(/\/admin\/kampanjat$/);
  await expect(current).toHaveText("Välilehti: Kampanjat▾");
  await expect(tabs.getByRole("link", { name: "Blogin hallinta" })).toBeHidden();
});

test("the offer generator's product table fits its drawer on a desktop", NO_JS_BROWSER, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page, "/admin/uutiskirjeet/uusi");
  // Wait on the form's own post (a page load without JavaScript, a data request with it), so a slow
  // server under load is waited for and a refused post shows its status instead of a missing table.
  const posted = page.waitForResponse((answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname.startsWith("/admin/uutiskirjeet/uusi"));
  await page.getByRole("button", { name: "Luo tarjousviesti" }).click();
  expect((await posted).status()).toBe(200);
  const table = page.getByRole("table", { name: "Tarjouksessa olevat tuotteet" });
  await expect(table).toBeVisible();
  const box = await table.evaluate((element) => ({ table: element.scrollWidth, room: element.parentElement!.clientWidth }));
  expect(box.table).toBeLessThanOrEqual(box.room);
});
