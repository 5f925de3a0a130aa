/**
 * Newsletter with JavaScript: the footer form, the popup and the unsubscribe page (without JavaScript:
 * tests/nojs/newsletter.test.ts).
 * Depends on the footer mounting <NewsletterForm variant="footer" />, and on the worker's server
 * (tests/support/e2e-server.ts) having no SMTP_URL: its mail is read from its outbox directory.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { AppServer } from "../support/app-server";
import { parseMail } from "../support/smtp-sink";
import { JS_ONLY, freezeTime, hydrated } from "./helpers";

const SUCCESS = "Kiitos tilauksestasi! Olet nyt tilaajaluettelossa.";
const INVALID = "Syötä kelvollinen sähköpostiosoite.";
const POPUP_NAME = "Tilaa uutiskirjeemme!";

const uniqueEmail = (label: string) =>
  `e2e-${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fi`;

// These tests set the widget cookies themselves: start from an empty jar even if the config presets one.
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ context }) => {
  // Every test is its own client address, so the subscribe rate limit of one test never hits another.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.${octet()}.${octet()}` });
});

/** Consent already given and the popup recently shown: neither overlay gets in the way. */
async function quietWidgets(context: BrowserContext, baseURL: string | undefined, popupShownAt = Date.now()) {
  await context.addCookies([
    { name: "cookie_consent", value: "denied", url: baseURL! },
    { name: "newsletter_popup_last_shown", value: String(popupShownAt), url: baseURL! },
  ]);
}

function outboxMailsTo(outbox: string, email: string) {
  const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")) : [];
  return files.map((name) => parseMail(readFileSync(path.join(outbox, name), "utf8"))).filter((mail) => mail.headers.to === email);
}

/** The unsubscribe link mailed to `email`, once the worker's server has written that mail to its outbox. */
async function mailedUnsubscribeLink(app: AppServer, email: string): Promise<string> {
  const outbox = path.join(app.dataDir, "outbox");
  let link: string | undefined;
  await expect
    .poll(() => {
      const [mail] = outboxMailsTo(outbox, email);
      link = mail ? /^(http\S+\/peruuta-uutiskirje\?token=[0-9a-f]+)$/m.exec(mail.text)?.[1] : undefined;
      return link;
    }, { message: `an unsubscribe mail to ${email} in ${outbox}` })
    .toBeDefined();
  return link!;
}

function footerForm(page: Page) {
  return page.getByRole("form", { name: "Uutiskirjeen tilaus (alatunniste)" });
}

/** Where the result appears: the live region next to the form. */
function result(page: Page) {
  return page.getByTestId("newsletter-result-footer");
}

async function subscribeInFooter(page: Page, email: string) {
  const form = footerForm(page);
  await form.getByLabel("Sähköpostiosoite").fill(email);
  await form.getByRole("button", { name: "Tilaa" }).click();
}

test("the footer form subscribes, answers an existing subscriber alike and refuses an invalid address", async ({ page, context, baseURL }) => {
  await quietWidgets(context, baseURL);
  await page.goto("/");
  const form = footerForm(page);
  const input = form.getByLabel("Sähköpostiosoite");
  const button = form.getByRole("button", { name: "Tilaa" });
  await expect(input).toHaveAttribute("type", "email");
  await expect(button).toBeDisabled(); // empty after trimming
  await input.fill("   ");
  await expect(button).toBeDisabled();

  const email = uniqueEmail("footer");
  await subscribeInFooter(page, email);
  await expect(result(page)).toHaveText(SUCCESS);
  await expect(page).toHaveURL(/\/$/);
  await expect(footerForm(page).getByLabel("Sähköpostiosoite")).toHaveValue("");

  // The same address in another case: the same answer, so the form does not tell who subscribes.
  await subscribeInFooter(page, email.toUpperCase());
  await expect(result(page)).toHaveText(SUCCESS);

  // The browser accepts a@b, the server wants a real domain.
  await page.goto("/vanteet");
  await subscribeInFooter(page, "matti@localhost");
  await expect(result(page)).toHaveText(INVALID);
  await expect(page).toHaveURL(/\/vanteet$/);
});

// A pending state exists only with JavaScript; without it the browser's own page load shows progress.
test("while subscribing the field is locked and the button says 'Lähetetään...'", JS_ONLY, async ({ page, context, baseURL }) => {
  await quietWidgets(context, baseURL);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/subscribers/subscribe", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await subscribeInFooter(page, uniqueEmail("pending"));
  const form = footerForm(page);
  await expect(form.getByRole("button", { name: "Lähetetään..." })).toBeDisabled();
  await expect(form.getByLabel("Sähköpostiosoite")).toBeDisabled();
  release();
  await expect(result(page)).toHaveText(SUCCESS);
  await expect(form.getByRole("button", { name: "Tilaa" })).toBeVisible();
});

// The popup is a JavaScript widget; without it the header and footer forms serve (tested above).
test.describe("newsletter popup", JS_ONLY, () => {

  test("appears 5 s after the first load, closes, and stays away on reload", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cookie_consent", value: "denied", url: baseURL! }]);
    const started = Date.now();
    await freezeTime(page);
    await page.goto("/");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: POPUP_NAME });
    await page.clock.runFor(4999);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByLabel("Sähköpostiosoite")).toBeFocused();
    await expect(dialog.getByText(/milloin tahansa/)).toBeVisible();
    await expect(dialog.getByText(/kolmansille osapuolille/)).toBeVisible();

    await dialog.getByRole("button", { name: "Sulje uutiskirjeikkuna" }).click();
    await expect(dialog).toBeHidden();
    const recorded = (await context.cookies()).find((cookie) => cookie.name === "newsletter_popup_last_shown");
    expect(Number(recorded?.value)).toBeGreaterThanOrEqual(started);

    await page.reload();
    await hydrated(page);
    await page.clock.runFor(10_000);
    await expect(page.getByRole("dialog", { name: POPUP_NAME })).toHaveCount(0);
  });

  test.describe("on a first visit", () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test("waits for the cookie choice and opens 5 s after it, never on top of the cookie banner", async ({ page }) => {
      await freezeTime(page);
      await page.goto("/");
      await hydrated(page);
      const dialog = page.getByRole("dialog", { name: POPUP_NAME });
      await page.clock.runFor(20_000);
      await expect(dialog).toHaveCount(0);
      const banner = page.getByRole("region", { name: "Evästeet", exact: true });
      await banner.getByRole("button", { name: "Kieltäydy" }).click();
      await expect(banner).toHaveCount(0);
      await page.clock.runFor(4999);
      await expect(dialog).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(dialog).toBeVisible();
    });
  });

  test("never opens over a tyre search, and waits while the visitor types", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cookie_consent", value: "denied", url: baseURL! }]);
    await freezeTime(page);
    const dialog = page.getByRole("dialog", { name: POPUP_NAME });
    await page.goto("/renkaat?search=205/55R16");
    await hydrated(page);
    await page.clock.runFor(30_000);
    await expect(dialog).toHaveCount(0);

    await page.goto("/");
    await hydrated(page);
    const search = page.getByRole("main").getByRole("search", { name: "Rengashaku" }).getByRole("combobox", { name: "Hae rengaskoolla" });
    await search.click();
    await search.pressSequentially("205/5");
    await page.clock.runFor(5000);
    await expect(dialog).toHaveCount(0);
    await expect(search).toBeFocused();
    await search.blur();
    await page.clock.runFor(5000);
    await expect(dialog).toBeVisible();
  });

  test("comes back after more than seven days and closes with Escape", async ({ page, context, baseURL }) => {
    await quietWidgets(context, baseURL, Date.now() - 8 * 24 * 60 * 60 * 1000);
    await freezeTime(page);
    await page.goto("/hinnasto");
    await hydrated(page);
    await page.clock.runFor(5000);
    const dialog = page.getByRole("dialog", { name: POPUP_NAME });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true); // focus stays inside
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("subscribing in the popup shows 'Tilaus vahvistettu!' and the popup closes itself", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cookie_consent", value: "denied", url: baseURL! }]);
    await freezeTime(page);
    await page.goto("/");
    await hydrated(page);
    await page.clock.runFor(5000);
    const dialog = page.getByRole("dialog", { name: POPUP_NAME });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Sähköpostiosoite").fill("ei-osoite");
    await dialog.getByRole("button", { name: "Tilaa uutiskirje" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Syötä kelvollinen sähköpostiosoite");

    await dialog.getByLabel("Sähköpostiosoite").fill(uniqueEmail("popup"));
    await dialog.getByRole("button", { name: "Tilaa uutiskirje" }).click();
    const confirmed = page.getByRole("dialog", { name: "Tilaus vahvistettu!" });
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toContainText(SUCCESS);
    await expect(confirmed).toContainText("sulkeutuu automaattisesti");
    await page.clock.runFor(2999);
    await expect(confirmed).toBeVisible();
    await page.clock.runFor(1);
    await expect(confirmed).toBeHidden();
  });
});

test("unsubscribing by address mails a link; the subscription ends only when the link is confirmed", async ({ page, context, baseURL, app }) => {
  await quietWidgets(context, baseURL);
  const email = uniqueEmail("unsub");
  const subscribed = await page.request.post("/api/subscribers/subscribe", { data: { email } });
  expect(subscribed.status()).toBe(200);

  await page.goto("/peruuta-uutiskirje");
  await expect(page.getByRole("heading", { level: 1, name: "Peruuta uutiskirjeen tilaus" })).toBeVisible();
  const form = page.getByRole("form", { name: "Uutiskirjeen peruutus" });
  await form.getByLabel("Sähköpostiosoite").fill("väärä");
  await form.getByRole("button", { name: "Lähetä peruutuslinkki" }).click();
  await expect(page.getByText("Syötä kelvollinen sähköpostiosoite.")).toBeVisible();
  await expect(form.getByLabel("Sähköpostiosoite")).toHaveValue("väärä");

  await form.getByLabel("Sähköpostiosoite").fill(email);
  await form.getByRole("button", { name: "Lähetä peruutuslinkki" }).click();
  await expect(page.getByTestId("unsubscribe-result")).toContainText(
    `Jos osoite ${email} on uutiskirjeemme tilaajaluettelossa, lähetimme siihen linkin, jolla tilauksen voi perua.`,
  );

  // The mailed link: the page asks first (the address is still subscribed), the button cancels.
  const link = await mailedUnsubscribeLink(app, email);
  expect(link.startsWith(`${baseURL}/`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Vahvista peruutus" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Kyllä, peruuta tilaus" }).click();
  await expect(page.getByTestId("unsubscribe-result")).toContainText(
    `Uutiskirjeen tilaus on peruttu. Osoitteeseen ${email} ei enää lähetetä uutiskirjeitämme.`,
  );

  await page.goto(link);
  await expect(page.getByText("uutiskirjeen tilaus on jo peruttu")).toBeVisible();
  await expect(page.getByRole("button", { name: "Kyllä, peruuta tilaus" })).toHaveCount(0);
});

test("unsubscribing an address that is not on the list answers the same and mails nothing", async ({ page, context, baseURL, app }) => {
  await quietWidgets(context, baseURL);
  const stranger = uniqueEmail("stranger");
  const subscriber = uniqueEmail("marker");
  expect((await page.request.post("/api/subscribers/subscribe", { data: { email: subscriber } })).status()).toBe(200);

  for (const email of [stranger, subscriber]) {
    await page.goto("/peruuta-uutiskirje");
    const form = page.getByRole("form", { name: "Uutiskirjeen peruutus" });
    await form.getByLabel("Sähköpostiosoite").fill(email);
    await form.getByRole("button", { name: "Lähetä peruutuslinkki" }).click();
    await expect(page.getByTestId("unsubscribe-result")).toContainText(
      `Jos osoite ${email} on uutiskirjeemme tilaajaluettelossa, lähetimme siihen linkin, jolla tilauksen voi perua.`,
    );
  }
  // The server sends its mails one at a time in request order: once the subscriber's is there, a mail
  // to the stranger would be there too.
  await mailedUnsubscribeLink(app, subscriber);
  expect(outboxMailsTo(path.join(app.dataDir, "outbox"), stranger)).toEqual([]);
});

test("an unsubscribe link with an unknown token changes nothing and says so", async ({ page, context, baseURL }) => {
  await quietWidgets(context, baseURL);
  await page.goto(`/peruuta-uutiskirje?token=${"f".repeat(64)}`);
  await expect(page.getByText("Peruutuslinkki on virheellinen tai vanhentunut.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kyllä, peruuta tilaus" })).toHaveCount(0);
});
