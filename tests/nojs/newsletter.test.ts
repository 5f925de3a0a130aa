/**
 * The newsletter without JavaScript (tests/e2e/newsletter.spec.ts tests it with): the footer's plain form
 * posts to the subscribe endpoint, which redirects back to the same page with the result as a toast; the
 * unsubscribe page's forms and the mailed link. The popup is a JavaScript widget: without it the header
 * and footer forms serve. This file starts its own server (started with no SMTP_URL) to read the mail it
 * writes to its outbox directory.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServer } from "../support/app-server";
import { startE2eServer } from "../support/e2e-server";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { parseMail } from "../support/smtp-sink";

const SUCCESS = "Kiitos tilauksestasi! Olet nyt tilaajaluettelossa.";
const INVALID = "Syötä kelvollinen sähköpostiosoite.";

let app: AppServer;

beforeAll(async () => {
  app = await startE2eServer({}, "embedded");
});

afterAll(async () => {
  await app?.stop();
});

const uniqueEmail = (label: string) => `nojs-${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.fi`;

/** A returning visitor: consent chosen and the popup just seen (neither would show without JavaScript anyway). */
const visitor = () => new NoJsBrowser(app.url, { cookies: { cookie_consent: "denied", newsletter_popup_last_shown: String(Date.now()) } });

const footerForm = (page: NoJsPage) => page.form("Uutiskirjeen tilaus (alatunniste)");
const toast = (page: NoJsPage) => page.text('[data-testid="toast"] p');

function outboxMailsTo(email: string) {
  const outbox = path.join(app.dataDir, "outbox");
  const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")) : [];
  return files.map((name) => parseMail(readFileSync(path.join(outbox, name), "utf8"))).filter((mail) => mail.headers.to === email);
}

/** The unsubscribe link mailed to `email`, once the server has written that mail to its outbox. */
async function mailedUnsubscribeLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const [mail] = outboxMailsTo(email);
      link = mail ? /^(http\S+\/peruuta-uutiskirje\?token=[0-9a-f]+)$/m.exec(mail.text)?.[1] : undefined;
      return link;
    }, { timeout: 15_000, message: `an unsubscribe mail to ${email}` })
    .toBeDefined();
  return link!;
}

/** Sends the unsubscribe page's address form; the page that comes back. */
async function askUnsubscribeLink(browser: NoJsBrowser, email: string): Promise<NoJsPage> {
  const page = await browser.goto("/peruuta-uutiskirje");
  return page.form("Uutiskirjeen peruutus").fill("Sähköpostiosoite", email).submit("Lähetä peruutuslinkki");
}

const askedText = (email: string) => `Jos osoite ${email} on uutiskirjeemme tilaajaluettelossa, lähetimme siihen linkin, jolla tilauksen voi perua.`;

describe("the newsletter without JavaScript", () => {
  it("the footer form subscribes, answers an existing subscriber alike and refuses an invalid address, back on the same page", async () => {
    const browser = visitor();
    const home = await browser.goto("/");
    expect(footerForm(home).field("Sähköpostiosoite").attr("type")).toBe("email");
    // Nothing could enable the button again without JavaScript: the server's HTML has it enabled.
    expect(footerForm(home).submitter("Tilaa")).toBeDefined();

    const email = uniqueEmail("footer");
    const subscribed = await footerForm(home).fill("Sähköpostiosoite", email).submit("Tilaa");
    expect(subscribed.path).toBe("/");
    expect(toast(subscribed)).toBe(SUCCESS);
    expect(footerForm(subscribed).value("Sähköpostiosoite")).toBe("");

    // The same address in another case: the same answer, so the form does not tell who subscribes.
    const again = await footerForm(subscribed).fill("Sähköpostiosoite", email.toUpperCase()).submit("Tilaa");
    expect(toast(again)).toBe(SUCCESS);

    // The browser accepts a@b, the server wants a real domain; the redirect comes back to the same page.
    const rims = await browser.goto("/vanteet");
    const refused = await footerForm(rims).fill("Sähköpostiosoite", "matti@localhost").submit("Tilaa");
    expect(refused.path).toBe("/vanteet");
    expect(toast(refused)).toBe(INVALID);
  });

  it("unsubscribing by address mails a link; the subscription ends only when the link is confirmed", async () => {
    const browser = visitor();
    const email = uniqueEmail("unsub");
    // Subscribed through the footer form: the mail below proves the address is on the list.
    const home = await browser.goto("/hinnasto");
    expect(toast(await footerForm(home).fill("Sähköpostiosoite", email).submit("Tilaa"))).toBe(SUCCESS);

    const start = await browser.goto("/peruuta-uutiskirje");
    expect(start.getByRole("heading", { name: "Peruuta uutiskirjeen tilaus" }).is("h1")).toBe(true);
    const refused = await start.form("Uutiskirjeen peruutus").fill("Sähköpostiosoite", "väärä").submit("Lähetä peruutuslinkki");
    expect(refused.status).toBe(400);
    expect(refused.text("main")).toContain(INVALID);
    expect(refused.form("Uutiskirjeen peruutus").value("Sähköpostiosoite")).toBe("väärä");

    const asked = await refused.form("Uutiskirjeen peruutus").fill("Sähköpostiosoite", email).submit("Lähetä peruutuslinkki");
    expect(asked.text('[data-testid="unsubscribe-result"]')).toContain(askedText(email));

    // The mailed link: the page asks first (the address is still subscribed), the button cancels.
    const link = await mailedUnsubscribeLink(email);
    expect(link.startsWith(`${app.url}/`)).toBe(true);
    const confirm = await browser.goto(link);
    expect(confirm.getByRole("heading", { name: "Vahvista peruutus" }).length).toBe(1);
    expect(confirm.text("main")).toContain(email);
    const done = await confirm.formOf("main form").submit("Kyllä, peruuta tilaus");
    expect(done.text('[data-testid="unsubscribe-result"]')).toContain(
      `Uutiskirjeen tilaus on peruttu. Osoitteeseen ${email} ei enää lähetetä uutiskirjeitämme.`,
    );

    const used = await browser.goto(link);
    expect(used.text("main")).toContain("uutiskirjeen tilaus on jo peruttu");
    expect(used.allByRole("button", { name: "Kyllä, peruuta tilaus" })).toHaveLength(0);
  });

  it("unsubscribing an address that is not on the list answers the same and mails nothing", async () => {
    const browser = visitor();
    const stranger = uniqueEmail("stranger");
    const subscriber = uniqueEmail("marker");
    const home = await browser.goto("/");
    expect(toast(await footerForm(home).fill("Sähköpostiosoite", subscriber).submit("Tilaa"))).toBe(SUCCESS);

    for (const email of [stranger, subscriber]) {
      const asked = await askUnsubscribeLink(browser, email);
      expect(asked.text('[data-testid="unsubscribe-result"]')).toContain(askedText(email));
    }
    // The server sends its mails one at a time in request order: once the subscriber's is there, a mail
    // to the stranger would be there too.
    await mailedUnsubscribeLink(subscriber);
    expect(outboxMailsTo(stranger)).toEqual([]);
  });
});
