/**
 * The admin tab 'Chatbot Palaute' without JavaScript (tests/e2e/admin-feedback.spec.ts tests it with): the
 * transcript is a route a link opens and 'Takaisin' closes, the conversation pager's links keep the other
 * parameters, an unknown conversation is a 404 inside the tab. The data comes in through the public API.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type NoJsBrowser, type NoJsPage, loggedInBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");

const octet = () => 1 + Math.floor(Math.random() * 250);
const randomIp = () => `203.0.${octet()}.${octet()}`;
const alnum = () => Math.random().toString(36).slice(2, 10).replace(/[^a-z0-9]/g, "x");
const newConversationId = () => `conv_${Date.now()}_${alnum()}`;

/** The chat widget's calls: JSON with the site's Origin; `cookies` carries the visitor's cookies as a browser would. */
async function post(path: string, body: unknown, ip = randomIp(), cookies: string[] = []): Promise<number> {
  const response = await fetch(new URL(path, url), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: new URL(url).origin, "X-Forwarded-For": ip, ...(cookies.length > 0 ? { Cookie: cookies.join("; ") } : {}) },
    body: JSON.stringify(body),
  });
  // Feedback is linked to a conversation only when this visitor started it (by its cookie).
  for (const line of response.headers.getSetCookie()) cookies.push(line.split(";")[0]);
  await response.text();
  return response.status;
}

const rowsWith = (page: NoJsPage, testId: string, text: string) =>
  page.find(`[data-testid="${testId}"]`).filter((_, row) => page.$(row).text().includes(text));
const range = (page: NoJsPage) => page.text('[data-testid="conversation-range"]');

describe("the feedback tab without JavaScript", () => {
  let browser: NoJsBrowser;
  beforeAll(async () => {
    browser = await loggedInBrowser(url);
  });

  it("shows new feedback and a logged conversation; the transcript is a link away and 'Takaisin' closes it", async () => {
    let page = await (await browser.goto("/admin/renkaat")).click("Chatbot Palaute", { exact: true, within: 'nav[aria-label="Ylläpidon välilehdet"]' });
    expect(page.path).toBe("/admin/palaute");
    expect(page.title()).toBe("Chatbot Palaute – Ylläpito");

    const conversationId = newConversationId();
    const ip = randomIp();
    const praise = `Erinomainen botti ${alnum()}`;
    const visitor: string[] = [];
    expect(await post("/api/conversations/log", { conversationId }, ip, visitor)).toBe(200);
    expect(await post("/api/feedback", { rating: 9, comment: praise, conversationId, source: "feedback_form" }, randomIp(), visitor)).toBe(201);
    expect(await post("/api/feedback", { rating: 2, comment: "", conversationId, source: "chat_thumbs" }, randomIp(), visitor)).toBe(201);

    page = await browser.goto("/admin/palaute");
    const good = rowsWith(page, "feedback-row", praise);
    expect(good.length).toBe(1);
    expect(good.text()).toContain("9/10");
    expect(good.text()).toContain("Lomake");
    // The rows linked to the conversation (the link's text may be cut; its address is whole).
    const linked = page.find('[data-testid="feedback-row"]').filter((_, row) => page.$(row).find(`a[href$="/admin/palaute/${conversationId}"]`).length === 1);
    expect(linked.length).toBe(2);
    const poor = linked.filter((_, row) => page.$(row).text().includes("Peukut"));
    expect(poor.length).toBe(1);
    expect(poor.text()).toContain("Ei kommenttia");
    const conversation = rowsWith(page, "conversation-row", conversationId);
    expect(conversation.text()).toContain(ip);

    const link = good.find(`a[href$="/admin/palaute/${conversationId}"]`);
    expect(link.length).toBe(1);
    page = await page.follow(link);
    expect(page.path).toBe(`/admin/palaute/${conversationId}`);
    expect(page.getByRole("dialog").length).toBe(1);
    expect(page.allByRole("heading", { name: `Keskustelu ${conversationId}`, within: '[role="dialog"]' })).toHaveLength(1);
    expect(page.text('[role="dialog"]')).toContain(ip);
    expect(page.text('[role="dialog"]')).toContain("Keskustelussa ei ole viestejä.");

    page = await page.click(/Takaisin$/, { within: '[role="dialog"]' });
    expect(page.path).toBe("/admin/palaute");
    expect(page.allByRole("dialog")).toHaveLength(0);
  });

  it("pages the conversations by ten with links that keep the other parameters", async () => {
    let page = await browser.goto("/admin/palaute?sivu=1&suodatin=e2e");
    const total = (shown: NoJsPage) => Number(/\/ (\d+) keskustelua/.exec(range(shown))?.[1] ?? 0);
    for (let missing = 11 - total(page); missing > 0; missing--) expect(await post("/api/conversations/log", { conversationId: newConversationId() })).toBe(200);
    page = await browser.goto("/admin/palaute?sivu=1&suodatin=e2e");
    const count = total(page);
    expect(count).toBeGreaterThanOrEqual(11);
    expect(range(page)).toBe(`Näytetään 1 - 10 / ${count} keskustelua`);
    expect(page.find('[data-testid="conversation-row"]').length).toBe(10);
    const pager = 'nav[aria-label="Keskusteluhistorian sivut"]';
    expect(page.allByRole("link", { name: "Edellinen", within: pager })).toHaveLength(0);

    page = await page.click("Seuraava", { within: pager });
    expect(page.path).toMatch(/[?&]sivu=2(&|$)/);
    expect(page.path).toMatch(/[?&]suodatin=e2e(&|$)/);
    // Others add conversations at the same time: the total may have grown since.
    expect(range(page)).toMatch(new RegExp(`^Näytetään 11 - \\d+ / \\d+ keskustelua$`));

    page = await page.click("Edellinen", { within: pager });
    expect(page.path).toMatch(/[?&]sivu=1(&|$)/);
    expect(page.path).toMatch(/[?&]suodatin=e2e(&|$)/);
    expect(range(page)).toMatch(/^Näytetään 1 - 10 \/ \d+ keskustelua$/);
  });

  it("an unknown conversation is a 404 inside the tab, and 'Takaisin' goes back to the tab", async () => {
    let page = await browser.goto("/admin/palaute/conv_1_eiolemassa");
    expect(page.status).toBe(404);
    expect(page.allByRole("heading", { name: "Keskustelua ei löytynyt.", within: '[role="dialog"]' })).toHaveLength(1);
    expect(page.allByRole("heading", { name: "Chatbot Palaute", exact: true })).not.toHaveLength(0);
    page = await page.click(/Takaisin$/);
    expect(page.status).toBe(200);
    expect(page.path).toBe("/admin/palaute");
  });
});
