/**
 * The Kaartobotti widget on the public pages (JavaScript) and its links (followed without JavaScript in
 * tests/nojs/chat.test.ts). The server runs the offline assistant on the seeded demo data; a few tests
 * replace the chat endpoint's answer with page.route to show how the widget treats a given reply or failure.
 */
import { type Locator, type Page, type Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, freezeTime, hydrated, seriousViolations } from "./helpers";

const FAQ_QUESTION = "Paljonko renkaanvaihto maksaa?";

test.beforeEach(async ({ context }) => {
  // Each test is its own client address, so the chat rate limit of one test never reaches another.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.${octet()}.${octet()}` });
});

/** A page with the floating widgets, hydrated (JavaScript widgets listen only after hydration). */
async function visit(page: Page, path = "/hinnasto") {
  await page.goto(path);
  await hydrated(page);
}

const chatDialog = (page: Page) => page.getByRole("dialog", { name: "Kaartobotti" });

async function openChat(page: Page): Promise<Locator> {
  await page.getByTestId("chat-launcher").click();
  const chat = chatDialog(page);
  await expect(chat).toBeVisible();
  return chat;
}

const userMessages = (chat: Locator) => chat.getByTestId("chat-messages").locator(":scope > li").filter({ hasText: "Sinä:" });
/** Finished bot replies carry the thumbs; the welcome message has none. */
const finishedReplies = (chat: Locator) => chat.getByTestId("chat-messages").locator(":scope > li").filter({ has: chat.page().getByTestId("chat-thumbs") });

function jsonBody(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? "{}") as Record<string, unknown>;
}

test("the launcher and the bot links are real links to the chat page (followed without JavaScript)", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("chat-launcher")).toHaveAttribute("href", "/kaartobotti");
  await expect(page.locator('[data-section="hero"]').getByRole("link", { name: "Kaartobotti" })).toHaveAttribute("href", "/kaartobotti");
  await expect(page.getByTestId("faq-question").first()).toHaveAttribute("href", `/kaartobotti?kysymys=${encodeURIComponent(FAQ_QUESTION)}`);
  // With JavaScript they open the widget: tested below.
});

test.describe("before a cookie choice", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the chat is hidden and a FAQ question opens the chat page with the question", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByTestId("chat-launcher")).toHaveCount(0);
    const question = page.getByTestId("faq-question").filter({ hasText: FAQ_QUESTION });
    await question.evaluate((link) => link.scrollIntoView({ block: "center" })); // clear of the cookie banner
    await question.click();
    await expect(page).toHaveURL(/\/kaartobotti\?kysymys=/);
    await expect(chatDialog(page)).toHaveCount(0);
  });

  test("the chat appears as soon as the visitor declines cookies", JS_ONLY, async ({ page }) => {
    await visit(page, "/hinnasto");
    await expect(page.getByTestId("chat-launcher")).toHaveCount(0);
    await page.getByRole("region", { name: "Evästeet", exact: true }).getByRole("button", { name: "Kieltäydy" }).click();
    await expect(page.getByTestId("chat-launcher")).toBeVisible();
  });
});

test.describe("the widget", JS_ONLY, () => {
  test("starts with the welcome and six suggestions; a suggestion is sent and answered", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    await expect(chat).toContainText("Hei! Olen Kaartobotti, Rengas-Kaarto Oy:n asiakaspalveluassistentti.");
    const suggestions = chat.getByTestId("chat-suggestions");
    await expect(suggestions).toContainText("Kokeile kysyä esimerkiksi:");
    await expect(suggestions).toContainText("AI");
    await expect(suggestions.getByRole("button")).toHaveCount(6);
    await expect(suggestions).toContainText("Kaartobotti ei ole täydellinen");

    const logged = page.waitForRequest((request) => request.url().endsWith("/api/conversations/log"));
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/ai/chat"));
    await suggestions.getByRole("button", { name: "Milloin olette auki?" }).click();
    const conversationId = jsonBody(await logged).conversationId as string;
    expect(conversationId).toMatch(/^conv_\d+_[a-z0-9]{9}$/);
    const body = jsonBody(await sent);
    expect(body).toEqual({ messages: [{ role: "user", content: "Milloin olette auki?" }], conversationId });

    await expect(userMessages(chat)).toHaveText(["Sinä:Milloin olette auki?"]);
    await expect(chat.getByTestId("chat-suggestions")).toHaveCount(0);
    await expect(finishedReplies(chat)).toHaveCount(1, { timeout: 15_000 });
    await expect(finishedReplies(chat).first()).toContainText("Kaartobotti");

    // The next message goes on in the same conversation with the whole history.
    const next = page.waitForRequest((request) => request.url().endsWith("/api/ai/chat"));
    await chat.getByPlaceholder("Kirjoita viesti...").fill("Mitä palveluita tarjoatte?");
    await chat.getByPlaceholder("Kirjoita viesti...").press("Enter");
    const second = jsonBody(await next);
    expect(second.conversationId).toBe(conversationId);
    expect((second.messages as unknown[]).length).toBe(3);
    await expect(finishedReplies(chat)).toHaveCount(2, { timeout: 15_000 });
  });

  test("each suggestion question gets its answer from the shop's data", async ({ page }) => {
    test.setTimeout(60_000);
    // What each answer must contain: facts of the price list, the staff, the network and the seeded catalogue.
    const expected: [string, RegExp][] = [
      ["Mitä palveluita tarjoatte?", /Rengashotelli[\s\S]*Tasapainotus/],
      ["Onko teillä renkaita kokoa 205/55R16?", /205\/55R16[\s\S]*\d\s€/],
      ["Milloin olette auki?", /Maanantai[\s\S]*Suljettu/],
      ["Paljonko renkaanvaihto maksaa?", /Henkilöauto[\s\S]*\d\s€/],
      ["Työskenteleekö Kari teillä?", /Kyllä[\s\S]*Kari Kaarto[\s\S]*yrittäjä/],
      ["Mikä on Point S?", /Point S -ketjun jäsenliike/],
    ];
    await visit(page);
    const chat = await openChat(page);
    for (const [index, [question, answer]] of expected.entries()) {
      if (index === 0) await chat.getByTestId("chat-suggestions").getByRole("button", { name: question }).click();
      else {
        await chat.getByPlaceholder("Kirjoita viesti...").fill(question);
        await chat.getByPlaceholder("Kirjoita viesti...").press("Enter");
      }
      await expect(finishedReplies(chat)).toHaveCount(index + 1, { timeout: 15_000 });
      await expect(finishedReplies(chat).last()).toContainText(answer);
    }
  });

  test("asking for 205/55R16 gets the size with a euro price", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    await chat.getByPlaceholder("Kirjoita viesti...").fill("Onko teillä renkaita kokoa 205/55R16?");
    await chat.getByRole("button", { name: "Lähetä viesti" }).click();
    const reply = finishedReplies(chat).first();
    await expect(reply).toBeVisible({ timeout: 15_000 });
    await expect(reply).toContainText("205/55R16");
    await expect(reply).toContainText("€");
  });

  test("a FAQ question opens the chat and is sent 500 ms later with a faq_ conversation", async ({ page }) => {
    await freezeTime(page);
    await visit(page, "/");
    let chatRequests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/ai/chat")) chatRequests += 1;
    });
    const logged = page.waitForRequest((request) => request.url().endsWith("/api/conversations/log"));
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/ai/chat"));
    await page.getByTestId("faq-question").filter({ hasText: FAQ_QUESTION }).click();
    await expect(page).toHaveURL(/\/$/); // the link was not followed
    const chat = chatDialog(page);
    await expect(chat).toBeVisible();

    const faqId = jsonBody(await logged).conversationId as string;
    expect(faqId).toMatch(/^faq_\d+_[a-z0-9]{9}$/);
    await page.clock.runFor(499);
    expect(chatRequests).toBe(0);
    await page.clock.runFor(1);
    const body = jsonBody(await sent);
    expect(body).toEqual({ messages: [{ role: "user", content: FAQ_QUESTION }], conversationId: faqId });
    await expect(userMessages(chat)).toHaveText([`Sinä:${FAQ_QUESTION}`]);
    await expect(finishedReplies(chat)).toHaveCount(1, { timeout: 15_000 });
    // The hand-off keys are removed once the question is sent.
    expect(await page.evaluate(() => [localStorage.getItem("pendingQuestion"), localStorage.getItem("pendingConversationId")])).toEqual([null, null]);
  });

  test("the hero's Kaartobotti button opens the chat", async ({ page }) => {
    await visit(page, "/");
    await page.locator('[data-section="hero"]').getByRole("link", { name: "Kaartobotti" }).click();
    await expect(chatDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Enter sends, Shift+Enter adds a line, and a blank message is never sent", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    const input = chat.getByPlaceholder("Kirjoita viesti...");
    const send = chat.getByRole("button", { name: "Lähetä viesti" });
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/ai/chat")) requests += 1;
    });

    await expect(send).toBeDisabled();
    await input.fill("   \n  ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(userMessages(chat)).toHaveCount(0);

    await input.fill("Hei");
    await input.press("Shift+Enter");
    await input.pressSequentially("Milloin olette auki?");
    await expect(input).toHaveValue("Hei\nMilloin olette auki?");
    const before = (await input.boundingBox())!.height;
    await input.fill("rivi\n".repeat(20));
    const grown = (await input.boundingBox())!.height;
    expect(grown).toBeGreaterThan(before);
    expect(grown).toBeLessThanOrEqual(152); // grows up to 150 px (plus borders)
    await input.fill("Hei\nMilloin olette auki?");
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/ai/chat"));
    await input.press("Enter");
    expect(jsonBody(await sent).messages).toEqual([{ role: "user", content: "Hei\nMilloin olette auki?" }]);
    await expect(userMessages(chat)).toHaveCount(1);
    await expect(input).toHaveValue("");
    expect(requests).toBe(1);
    await expect(finishedReplies(chat)).toHaveCount(1, { timeout: 15_000 });
    // On a wide screen the input has focus again after the reply.
    await expect(input).toBeFocused();
  });

  test("thumbs up on a reply is sent as chat_thumbs feedback and thanked for", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    await chat.getByRole("button", { name: "Mitä palveluita tarjoatte?" }).click();
    const reply = finishedReplies(chat).first();
    await expect(reply).toBeVisible({ timeout: 15_000 });
    const feedback = page.waitForRequest((request) => request.url().endsWith("/api/feedback"));
    await reply.getByRole("button", { name: "Hyvä vastaus" }).click();
    const body = jsonBody(await feedback);
    expect(body).toMatchObject({ rating: 10, comment: "", source: "chat_thumbs" });
    expect(body.conversationId).toMatch(/^conv_/);
    await expect(reply.getByText("Kiitos!")).toBeVisible();
    await expect(reply.getByRole("button", { name: "Hyvä vastaus" })).toBeDisabled();
    await expect(reply.getByRole("button", { name: "Huono vastaus" })).toBeDisabled();
  });

  test("the feedback drawer sends a rating and a comment, thanks, and closes after 2 s", async ({ page }) => {
    await freezeTime(page);
    await visit(page);
    const chat = await openChat(page);
    await chat.getByRole("link", { name: "Löysitkö ongelman, tai haluatko antaa palautetta Kaartobotista?" }).click();
    const drawer = page.getByRole("dialog", { name: "Anna palautetta" });
    await expect(drawer).toBeVisible();
    const slider = drawer.getByLabel("Miten arvioit kokemuksesi? (5/10)");
    await expect(slider).toHaveValue("5");
    await slider.fill("8");
    await expect(drawer.getByLabel("Miten arvioit kokemuksesi? (8/10)")).toBeVisible();
    await drawer.getByPlaceholder("Tänne risut, ruusut, männynkävyt... ja vaikka tammenterhot...").fill("Nopea ja selkeä!");

    // Hold the answer a moment to see the sending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/feedback", async (route) => {
      await held;
      await route.continue();
    });
    const feedback = page.waitForRequest((request) => request.url().endsWith("/api/feedback"));
    await drawer.getByRole("button", { name: "Lähetä palaute" }).click();
    await expect(drawer.getByRole("button", { name: "Lähetetään..." })).toBeDisabled();
    release();
    expect(jsonBody(await feedback)).toEqual({ rating: 8, comment: "Nopea ja selkeä!", source: "feedback_form" });
    await expect(drawer.getByText("Kiitos palautteestasi!")).toBeVisible();
    await expect(drawer.getByLabel("Miten arvioit kokemuksesi? (5/10)")).toHaveValue("5");
    await expect(drawer.getByPlaceholder(/Tänne risut/)).toHaveValue("");
    await page.clock.runFor(1999);
    await expect(drawer).toBeVisible();
    await page.clock.runFor(1);
    await expect(drawer).toBeHidden();
    await expect(chat).toBeVisible();
  });

  test("a failed feedback send says so", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    await page.route("**/api/feedback", (route) => route.fulfill({ status: 500, body: "virhe" }));
    await chat.getByRole("link", { name: /antaa palautetta/ }).click();
    const drawer = page.getByRole("dialog", { name: "Anna palautetta" });
    await drawer.getByRole("button", { name: "Lähetä palaute" }).click();
    await expect(drawer.getByText("Palautteen lähettäminen epäonnistui. Yritä uudelleen.")).toBeVisible();
    await page.keyboard.press("Escape"); // closes the drawer first, then the chat
    await expect(drawer).toBeHidden();
    await expect(chat).toBeVisible();
  });

  test("a failed turn becomes a bot message: the technical error, or the rate limit's own text", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    let status = 500;
    await page.route("**/api/ai/chat", (route) =>
      route.fulfill({ status, contentType: "text/plain; charset=utf-8", body: status === 429 ? "Liian monta viestiä – odota hetki." : "Palvelin ei vastaa" }),
    );
    const input = chat.getByPlaceholder("Kirjoita viesti...");
    await input.fill("Hei");
    await input.press("Enter");
    await expect(chat).toContainText("Anteeksi, tekninen virhe tapahtui: Palvelin ei vastaa");
    await expect(input).toBeEnabled();
    status = 429;
    await input.fill("Hei taas");
    await input.press("Enter");
    await expect(chat).toContainText("Liian monta viestiä – odota hetki.");
    await expect(chat.getByTestId("chat-thumbs")).toHaveCount(0); // failures get no thumbs
  });

  test("follows the conversation's size, refuses personal data, and links a complaint to a contact request with this conversation", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    const say = async (text: string, replies: number) => {
      await chat.getByPlaceholder("Kirjoita viesti...").fill(text);
      await chat.getByPlaceholder("Kirjoita viesti...").press("Enter");
      await expect(finishedReplies(chat)).toHaveCount(replies, { timeout: 15_000 });
      return finishedReplies(chat).last();
    };
    await expect(await say("onks teil 205/55R16 kesärenkaita", 1)).toContainText("Koossa 205/55R16");
    const winter = await say("entä talvirenkaat?", 2);
    await expect(winter).toContainText("Koossa 205/55R16");
    await expect(winter).toContainText("Talvirenkaat");
    await expect(await say("mikä on Sannan kotiosoite?", 3)).toContainText("En voi antaa henkilökunnan tai asiakkaiden henkilötietoja");
    const complaint = await say("pyörä irtosi vaihdon jälkeen, haluan hyvityksen", 4);
    await expect(complaint).toContainText("Olen pahoillani");
    const request = complaint.getByRole("link", { name: "yhteydenottopyyntö" });
    await expect(request).toHaveAttribute("href", /^\/yhteydenotto\?keskustelu=conv_\d+_[a-z0-9]{9}$/);
    // Chat links open in a new tab, so the conversation stays open behind it; the tab is this browser's.
    const [contactPage] = await Promise.all([page.waitForEvent("popup"), request.click()]);
    await expect(contactPage.getByText("Keskustelusi Kaartobotin kanssa liitetään pyyntöön.")).toBeVisible();
  });

  test("a reply asking to confirm a size shows 'Vahvista valintasi:'; Kyllä sends kyllä and the prompt closes", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    const replies = [
      "Varmistan vielä: rengaskoko on **205/55R16**. Vastaa kyllä, niin etsin renkaat. Rölli-koirakin odottaa!",
      "Selvä, tässä renkaat:\n\n- Nokian Hakka Green 3 – 89 €\n\n> Hinnat sisältävät alv:n.",
    ];
    const bodies: Record<string, unknown>[] = [];
    await page.route("**/api/ai/chat", (route) => {
      bodies.push(jsonBody(route.request()));
      return route.fulfill({ status: 200, contentType: "text/plain; charset=utf-8", body: replies[bodies.length - 1] ?? "Selvä." });
    });
    await chat.getByPlaceholder("Kirjoita viesti...").fill("Tarvitsen kesärenkaat");
    await chat.getByPlaceholder("Kirjoita viesti...").press("Enter");
    const prompt = chat.getByRole("group", { name: "Vahvista valintasi:" });
    await expect(prompt).toBeVisible();
    // The shop dog is mentioned: its picture shows with the reply.
    await expect(chat.getByRole("img", { name: "Rölli, liikkeen koira" })).toBeVisible();

    await prompt.getByRole("button", { name: "Kyllä" }).click();
    await expect(prompt).toBeHidden();
    await expect(userMessages(chat).last()).toContainText("kyllä");
    await expect(finishedReplies(chat)).toHaveCount(2);
    expect((bodies[1].messages as { content: string }[]).at(-1)).toEqual({ role: "user", content: "kyllä" });
    // List items become cards and a quote a highlighted box; the second reply needs no confirmation.
    await expect(finishedReplies(chat).last().locator("li")).toContainText("Nokian Hakka Green 3");
    await expect(finishedReplies(chat).last().locator("blockquote")).toContainText("alv");
    await expect(chat.getByRole("group", { name: "Vahvista valintasi:" })).toHaveCount(0);
  });
});

test.describe("the offline assistant's confirmation", JS_ONLY, () => {
  test("three numbers joined by dots are confirmed first; Kyllä gets the tyres of that size", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    await chat.getByPlaceholder("Kirjoita viesti...").fill("onko 205.55.16 talvirenkaita");
    await chat.getByPlaceholder("Kirjoita viesti...").press("Enter");
    const prompt = chat.getByRole("group", { name: "Vahvista valintasi:" });
    await expect(prompt).toBeVisible();
    await expect(finishedReplies(chat).last()).toContainText("205/55R16");
    await prompt.getByRole("button", { name: "Kyllä" }).click();
    await expect(prompt).toBeHidden();
    await expect(finishedReplies(chat)).toHaveCount(2);
    await expect(finishedReplies(chat).last()).toContainText("205/55R16");
    await expect(finishedReplies(chat).last()).toContainText("€");
  });
});

test.describe("a long reply", JS_ONLY, () => {
  test("opens at its start, not scrolled to its end", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    await chat.getByPlaceholder("Kirjoita viesti...").fill("Hinnasto?");
    await chat.getByPlaceholder("Kirjoita viesti...").press("Enter");
    const reply = finishedReplies(chat).last();
    await expect(reply).toContainText("Koko hinnasto");
    const scroller = chat.locator(".overflow-y-auto").first();
    // Taller than the view, so the view stops with the reply's first line in sight.
    await expect.poll(async () => (await reply.boundingBox())!.height > (await scroller.boundingBox())!.height).toBe(true);
    await expect
      .poll(async () => {
        const [top, view] = [(await reply.boundingBox())!.y, (await scroller.boundingBox())!];
        return top >= view.y - 1 && top < view.y + view.height / 2;
      })
      .toBe(true);
    await expect(reply.getByText("Renkaanvaihto, renkaat valmiiksi vanteilla")).toBeInViewport();
  });
});

test.describe("on a phone", JS_ONLY, () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the chat is a bottom sheet of 85 % height over a dark backdrop with a close button", async ({ page }) => {
    await visit(page);
    const launcher = page.getByTestId("chat-launcher");
    await expect(launcher).toBeVisible();
    const chat = await openChat(page);
    await expect(chat).toHaveAttribute("aria-modal", "true");
    // Measured once its slide-in has finished.
    await expect.poll(async () => Math.round(((await chat.boundingBox())?.y ?? 0) + ((await chat.boundingBox())?.height ?? 0))).toBe(740);
    const box = (await chat.boundingBox())!;
    expect(Math.abs(box.height - 740 * 0.85)).toBeLessThan(2);
    expect(box.width).toBe(375);
    await expect(page.getByTestId("chat-backdrop")).toBeVisible();
    await expect(chat.getByRole("button", { name: "Pienennä keskustelu" })).toBeHidden();
    await chat.getByRole("button", { name: "Sulje keskustelu" }).click();
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
  });
});

test.describe("on a wide screen", JS_ONLY, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a labelled launcher opens a floating panel that minimises, closes, and closes on a click away", async ({ page }) => {
    await visit(page);
    const launcher = page.getByTestId("chat-launcher");
    await expect(launcher).toHaveText("Kaartobotti");
    const chat = await openChat(page);
    const box = (await chat.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(500);
    expect(box.height).toBeLessThanOrEqual(550);
    expect(box.width).toBeLessThan(500);
    await expect(chat.getByText("Kaartobotti on paikalla")).toBeVisible();
    await expect(chat.getByPlaceholder("Kirjoita viesti...")).toBeFocused();

    // Something typed survives minimising and closing.
    await chat.getByPlaceholder("Kirjoita viesti...").fill("Muistan tämän");
    await chat.getByRole("button", { name: "Pienennä keskustelu" }).click();
    await expect(chat.getByPlaceholder("Kirjoita viesti...")).toBeHidden();
    await expect(chat.getByRole("heading", { name: "Kaartobotti" })).toBeVisible();
    await chat.getByRole("button", { name: "Palauta keskustelu" }).click();
    await expect(chat.getByPlaceholder("Kirjoita viesti...")).toHaveValue("Muistan tämän");

    await chat.getByRole("button", { name: "Sulje keskustelu" }).click();
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();

    await launcher.click();
    await expect(chat).toBeVisible();
    await expect(chat.getByPlaceholder("Kirjoita viesti...")).toHaveValue("Muistan tämän");
    await page.mouse.click(200, 200); // the click-away backdrop
    await expect(chat).toBeHidden();

    await launcher.click();
    await expect(chat).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
  });
});

test.describe("keyboard and screen readers", JS_ONLY, () => {
  test("axe finds no serious violation in the open chat, its reply, and the feedback drawer", async ({ page }) => {
    await visit(page);
    const chat = await openChat(page);
    const audit = () => seriousViolations(page, { include: '[data-testid="chat-panel"]' });
    expect(await audit()).toEqual([]);
    await chat.getByRole("button", { name: "Mikä on Point S?" }).click();
    await expect(finishedReplies(chat)).toHaveCount(1, { timeout: 15_000 });
    expect(await audit()).toEqual([]);
    await chat.getByRole("link", { name: /antaa palautetta/ }).click();
    await expect(page.getByRole("dialog", { name: "Anna palautetta" })).toBeVisible();
    expect(await audit()).toEqual([]);
  });

  test("Tab stays inside the open chat; Escape closes it and focus returns to the FAQ link", async ({ page }) => {
    await visit(page, "/");
    const question = page.getByTestId("faq-question").filter({ hasText: "Milloin renkaat kannattaa vaihtaa?" });
    await question.focus();
    await page.keyboard.press("Enter");
    const chat = chatDialog(page);
    await expect(chat).toBeVisible();
    await expect(finishedReplies(chat)).toHaveCount(1, { timeout: 15_000 });
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press("Tab");
      expect(await chat.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(question).toBeFocused();
  });
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [{ width: 375, height: 740 }, { width: 1440, height: 900 }]) {
  test.describe(`home page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the launcher and the opening-hours button sit side by side in the dock, clear of the campaign box (CSS only)", NO_JS_BROWSER, async ({ page }) => {
      await page.context().clearCookies({ name: "campaigns_closed" });
      await page.goto("/");
      const dock = (await page.getByTestId("floating-dock").boundingBox())!;
      const launcher = (await page.getByTestId("chat-launcher").boundingBox())!;
      const hours = (await page.getByTestId("hours-button").boundingBox())!;
      for (const button of [launcher, hours]) {
        expect(button.y).toBeGreaterThanOrEqual(dock.y);
        expect(button.y + button.height).toBeLessThanOrEqual(dock.y + dock.height);
      }
      expect(launcher.x + launcher.width).toBeLessThanOrEqual(hours.x);
      for (const other of await page.getByTestId("campaign-box").all()) {
        const box = (await other.boundingBox())!;
        expect(overlaps(launcher, box)).toBe(false);
        expect(overlaps(hours, box)).toBe(false);
      }
    });
  });
}
