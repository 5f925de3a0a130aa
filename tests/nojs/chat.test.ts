/**
 * Kaartobotti's links on the public pages without JavaScript (tests/e2e/chat.spec.ts tests the widget
 * they open with it): the launcher, the hero's button and the FAQ questions are real links to the chat
 * page /kaartobotti, whose form is tested in chat-page.test.ts.
 */
import { describe, expect, inject, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";

const { url } = inject("nojsServer");

const FAQ_QUESTION = "Paljonko renkaanvaihto maksaa?";

/** Follows the link `selector` finds, as a click on it does. */
function follow(page: NoJsPage, selector: string): Promise<NoJsPage> {
  const link = page.find(selector);
  expect(link.length, selector).toBe(1);
  return page.follow(link);
}

const faqQuestion = (question: string) => `[data-testid="faq-question"]:contains("${question}")`;

describe("Kaartobotti's links without JavaScript", () => {
  it("the launcher and the hero's button lead to the chat page, a FAQ question to it with the question in the box", async () => {
    const browser = new NoJsBrowser(url, { cookies: { cookie_consent: "denied" } });
    const home = await browser.goto("/");

    const chat = await follow(home, '[data-testid="chat-launcher"]');
    expect(chat.path).toBe("/kaartobotti");
    expect(chat.form("Lähetä viesti Kaartobotille").value("Viestisi")).toBe("");

    const fromHero = await home.click("Kaartobotti", { exact: true, within: '[data-section="hero"]' });
    expect(fromHero.path).toBe("/kaartobotti");

    const asked = await follow(home, faqQuestion(FAQ_QUESTION));
    expect(asked.path).toBe(`/kaartobotti?kysymys=${encodeURIComponent(FAQ_QUESTION)}`);
    expect(asked.form("Lähetä viesti Kaartobotille").value("Viestisi")).toBe(FAQ_QUESTION);
  });

  it("before a cookie choice there is no launcher, and a FAQ question opens the chat page with the question", async () => {
    const browser = new NoJsBrowser(url);
    const home = await browser.goto("/");
    expect(home.find('[data-testid="chat-launcher"]').length).toBe(0);
    const asked = await follow(home, faqQuestion(FAQ_QUESTION));
    expect(asked.path).toBe(`/kaartobotti?kysymys=${encodeURIComponent(FAQ_QUESTION)}`);
    expect(asked.form("Lähetä viesti Kaartobotille").value("Viestisi")).toBe(FAQ_QUESTION);
    expect(asked.allByRole("dialog", { name: "Kaartobotti" })).toHaveLength(0);
  });
});
