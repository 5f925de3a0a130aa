/**
 * 'Yhteydenottopyyntö' without JavaScript (tests/e2e/contact-request.spec.ts tests it with): a visitor
 * chats with Kaartobotti on the chat page, opens /yhteydenotto?keskustelu=<their conversation>, sends a
 * refused form first (everything typed kept, errors by the fields), then a valid one; the shop's mail with
 * the conversation lands in the outbox; another browser opening the same link gets no conversation; the
 * admin finds the request under 'Yhteydenotot' with the conversation, marks it handled and deletes it.
 * Bad bodies over HTTP are a 4xx, never a 500. This file starts its own server to read its outbox.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";
import { type ParsedMail, parseMail } from "../support/smtp-sink";

const server = ownServerWithAdmin();

const unique = () => `nojs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

function shopMailsAbout(marker: string): ParsedMail[] {
  const dir = path.join(server.app.dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => parseMail(readFileSync(path.join(dir, name), "utf8")))
    .filter((mail) => mail.headers.to === "myynti@rengaskaarto.fi" && mail.text.includes(marker));
}

const contactForm = (page: NoJsPage) => page.formOf('[data-testid="contact-form"]');
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const description = (page: NoJsPage, field: ReturnType<NoJsPage["find"]>) =>
  (field.attr("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => page.text(`[id="${id}"]`))
    .join(" ");
const requestCards = (page: NoJsPage, name: string) => page.find('[data-testid="contact-request"]').filter((_, card) => page.$(card).text().includes(name));

/** A visitor who asked Kaartobotti something on the chat page, and the id of that conversation. */
async function visitorWithConversation(question: string): Promise<{ visitor: NoJsBrowser; conversationId: string }> {
  const visitor = new NoJsBrowser(server.app.url);
  const chat = await visitor.goto("/kaartobotti");
  const answered = await chat.form("Lähetä viesti Kaartobotille").fill("Viestisi", question).submit("Lähetä", { exact: true });
  expect(answered.text('section[aria-label="Keskustelu"]')).toContain(question);
  const feedback = await visitor.goto("/kaartobotti?palaute=1");
  const conversationId = feedback.find('input[name="conversationId"]').attr("value");
  expect(conversationId).toMatch(/^conv_/);
  return { visitor, conversationId: conversationId! };
}

describe("the contact request without JavaScript", () => {
  it("a visitor sends a request with their conversation; the shop gets the mail and the admin handles it", async () => {
    const name = `Asiakas ${unique()}`;
    const question = `Rengas tyhjeni heti vaihdon jälkeen, haluan hyvityksen ${unique()}`;
    const { visitor, conversationId } = await visitorWithConversation(question);

    const page = await visitor.goto(`/yhteydenotto?keskustelu=${conversationId}`);
    // One long word: a soft hyphen lets it break on a phone (browsers leave it out of the name; this client does not).
    expect(page.getByRole("heading", { name: /^Yhteydenotto\u00AD?pyyntö$/ }).is("h1")).toBe(true);
    expect(page.title()).toMatch(/^Yhteydenottopyyntö/);
    expect(page.text()).toContain("Jätä yhteystietosi, niin soitamme tai vastaamme sähköpostilla");
    expect(page.text('[data-testid="contact-conversation-attached"]')).toBe("Keskustelusi Kaartobotin kanssa liitetään pyyntöön.");
    expect(page.find('meta[name="robots"]').attr("content")).toBe("noindex");

    // Neither phone nor e-mail, an e-mail without @: refused, with everything typed still there.
    const message = "Renkaassa on pullistuma.\nSoittakaa iltapäivällä.";
    const refused = await contactForm(page).fill("Nimi", name).fill("Sähköpostiosoite", "ei-osoite").fill("Viesti", message).submit("Lähetä yhteydenottopyyntö");
    expect(refused.status).toBe(400);
    expect(refused.text('[data-testid="contact-errors"]')).toContain("Tarkista lomakkeen tiedot.");
    expect(refused.text('[data-testid="contact-errors"]')).toContain("Syötä kelvollinen sähköpostiosoite.");
    const kept = contactForm(refused);
    expect(kept.value("Nimi")).toBe(name);
    expect(kept.value("Sähköpostiosoite")).toBe("ei-osoite");
    expect(kept.value("Viesti")).toBe(message);
    expect(kept.field("Sähköpostiosoite").attr("aria-invalid")).toBe("true");
    expect(description(refused, kept.field("Sähköpostiosoite"))).toContain("Syötä kelvollinen sähköpostiosoite.");
    // Still about the same conversation.
    expect(refused.text('[data-testid="contact-conversation-attached"]')).toContain("liitetään pyyntöön");

    const sent = await kept.fill("Sähköpostiosoite", "").fill("Puhelinnumero", "040 123 4567").submit("Lähetä yhteydenottopyyntö");
    expect(sent.path).toBe("/yhteydenotto?kiitos=1");
    expect(sent.text('[data-testid="contact-success"]')).toContain("Kiitos! Olemme sinuun yhteydessä pian.");

    await expect.poll(() => shopMailsAbout(name).length, { timeout: 15_000 }).toBe(1);
    const [mail] = shopMailsAbout(name);
    expect(mail.subject).toBe(`Yhteydenottopyyntö: ${name}`);
    expect(mail.text).toContain("Puhelin: 040 123 4567");
    expect(mail.text).toContain("Renkaassa on pullistuma.");
    expect(mail.text).toContain(`Keskustelu Kaartobotin kanssa (${conversationId}):`);
    expect(mail.text).toContain(question);

    // Another browser with the same link: no conversation is offered.
    const stranger = await new NoJsBrowser(server.app.url).goto(`/yhteydenotto?keskustelu=${conversationId}`);
    expect(stranger.status).toBe(200);
    expect(stranger.find('[data-testid="contact-conversation-attached"]').length).toBe(0);
    expect(stranger.find('input[name="keskustelu"]').length).toBe(0);

    // The admin's tab: the request with its conversation, handled and back, deleted after a confirmation.
    const landing = await server.admin.goto("/admin");
    const list = await landing.click("Yhteydenotot", { exact: true, within: 'nav[aria-label="Ylläpidon välilehdet"]' });
    expect(list.path).toBe("/admin/yhteydenotot");
    const card = requestCards(list, name);
    expect(card.length).toBe(1);
    expect(list.find('[data-testid="contact-request"]').first().text()).toContain(name);
    expect(card.text()).toContain("040 123 4567");
    expect(card.find('[data-testid="contact-request-message"]').text()).toBe(message);

    const drawer = await list.click(`Näytä keskustelu Kaartobotin kanssa: ${name}`, { exact: true });
    expect(drawer.path).toMatch(/^\/admin\/yhteydenotot\/\d+\/keskustelu$/);
    expect(drawer.allByRole("dialog")).toHaveLength(1);
    expect(drawer.text('[role="dialog"]')).toContain(conversationId);
    expect(drawer.find('[data-testid="transcript-message"][data-role="user"]').first().text()).toContain(question);
    const closed = await drawer.click("Takaisin", { within: '[role="dialog"]' });
    expect(closed.path).toBe("/admin/yhteydenotot");

    const handledNow = await closed.form(`Merkitse käsitellyksi: ${name}`).submit(`Merkitse käsitellyksi: ${name}`);
    expect(toast(handledNow)).toMatch(/Yhteydenottopyyntö merkitty käsitellyksi/);
    expect(requestCards(handledNow, name).length).toBe(0);
    const handled = await handledNow.follow(handledNow.find('[data-testid="contact-tab-handled"]'));
    expect(requestCards(handled, name).text()).toContain("Käsitelty");

    const asking = await handled.click(`Poista: ${name}`, { exact: true });
    const dialog = asking.allByRole("alertdialog", { name: "Poista yhteydenottopyyntö" });
    expect(dialog).toHaveLength(1);
    expect(asking.text(dialog[0])).toContain(`Poistetaanko yhteydenottopyyntö: ${name}?`);
    const deleted = await asking.formOf('[role="alertdialog"] form').submit("Poista pysyvästi");
    expect(toast(deleted)).toMatch(/Yhteydenottopyyntö poistettu/);
    expect(deleted.path).toBe("/admin/yhteydenotot?tila=kasitellyt");
    expect(requestCards(deleted, name).length).toBe(0);
  });

  it("an odd conversation id shows the form without a conversation, never a 500", async () => {
    const browser = new NoJsBrowser(server.app.url);
    for (const query of ["?keskustelu=conv_123_abc", "?keskustelu=abc", `?keskustelu=conv_${"a".repeat(3000)}`, "?keskustelu=%E2%80%AE", "?keskustelu=faq_%27%22%3C"]) {
      const page = await browser.goto(`/yhteydenotto${query}`);
      expect(page.status, query.slice(0, 40)).toBe(200);
      expect(page.find('[data-testid="contact-form"]').length).toBe(1);
      expect(page.find('[data-testid="contact-conversation-attached"]').length).toBe(0);
    }
    const nul = await fetch(`${server.app.url}/yhteydenotto?keskustelu=conv_1%00`);
    expect(nul.status).toBeGreaterThanOrEqual(200);
    expect(nul.status).toBeLessThan(500);
  });

  it("bad bodies are a 4xx: NUL bytes, 100 KB fields, a wrong content type, another origin", async () => {
    const { origin } = new URL(server.app.url);
    const post = (body: string | Uint8Array<ArrayBuffer>, type: string | undefined, headers: Record<string, string> = {}) =>
      fetch(`${server.app.url}/yhteydenotto`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin, "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}`, ...(type ? { "Content-Type": type } : {}), ...headers },
        body,
      });
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const valid = { name: "Testi", phone: "040 111 2222", message: "Hei" };
    const cases: [string, Response][] = [
      ["NUL in a field", await post(form({ ...valid, name: "Testi\u0000" }), "application/x-www-form-urlencoded")],
      ["NUL in the conversation id", await post(form({ ...valid, keskustelu: "conv_1\u0000" }), "application/x-www-form-urlencoded")],
      ["a 100 KB message", await post(form({ ...valid, message: "x".repeat(100_000) }), "application/x-www-form-urlencoded")],
      ["a 100 KB conversation id", await post(form({ ...valid, keskustelu: `conv_${"a".repeat(100_000)}` }), "application/x-www-form-urlencoded")],
      ["JSON", await post(JSON.stringify(valid), "application/json")],
      ["plain text", await post("name=Testi", "text/plain")],
      ["no content type", await post(form(valid), undefined)],
      ["bytes that are not UTF-8", await post(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]), "application/x-www-form-urlencoded")],
      ["the honeypot filled", await post(form({ ...valid, website_url: "http://spam.example" }), "application/x-www-form-urlencoded")],
      ["another origin", await post(form(valid), "application/x-www-form-urlencoded", { Origin: "https://evil.example" })],
    ];
    for (const [what, answer] of cases) {
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
    }
  });
});
