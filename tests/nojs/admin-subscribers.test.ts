/**
 * The subscribers half of 'Uutiskirjeet & Tilaajat' without JavaScript (tests/e2e/admin-subscribers.spec.ts
 * tests it with): the search is a GET form, 'Päivitä lista' and the pager are links, 'Peru tilaus' a post and
 * the delete confirmation a route. Every test subscribes its own addresses (one tag each) and searches for
 * its tag: the shared server has everyone else's subscribers too.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type NoJsBrowser, type NoJsPage, loggedInBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");
const TAB = "/admin/uutiskirjeet";

let admin: NoJsBrowser;

beforeAll(async () => {
  admin = await loggedInBrowser(url);
});

const uniqueTag = () => `nojs-tilaaja-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const octet = () => 1 + Math.floor(Math.random() * 250);

/** Subscribes the addresses in order (so the last is the newest) as visitors would, each from its own client. */
async function subscribe(emails: string[]) {
  for (const email of emails) {
    const answer = await fetch(`${url}/api/subscribers/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.${octet()}.${octet()}` },
      body: JSON.stringify({ email }),
    });
    expect(answer.status, email).toBe(200);
  }
}

const SECTION = '[data-testid="subscriber-section"]';
const emailsOf = (page: NoJsPage) => page.find(`${SECTION} [data-testid="subscriber-row"] th[scope=row]`).toArray().map((cell) => page.$(cell).text().trim());
const rowOf = (page: NoJsPage, email: string) => page.find(`${SECTION} [data-testid="subscriber-row"]`).filter((_, row) => page.$(row).find("th[scope=row]").text().trim() === email);

/** The tab, searching with its search form. */
async function searchFor(search: string): Promise<NoJsPage> {
  const tab = await admin.goto(TAB);
  const found = await tab.form("Hae tilaajia").fill("Hae sähköpostiosoitteella", search).submit();
  expect(found.path).toBe(`${TAB}?haku=${encodeURIComponent(search)}`);
  return found;
}

describe("the subscriber list without JavaScript", () => {
  it("searches by any part of the address, refreshes the list and says when nothing matches", async () => {
    const tag = uniqueTag();
    const emails = [`eka.${tag}@example.fi`, `Toka.${tag}@Example.fi`, `kolmas.${tag}@example.fi`];
    await subscribe(emails);

    let page = await searchFor(tag.toUpperCase());
    expect(page.form("Hae tilaajia").value("Hae sähköpostiosoitteella")).toBe(tag.toUpperCase());
    expect(emailsOf(page)).toEqual([...emails].reverse());
    expect(page.text('[data-testid="subscriber-summary"]')).toContain(`Haulla "${tag.toUpperCase()}" löytyi 3 tilaajaa.`);

    // Someone subscribes meanwhile: 'Päivitä lista' shows them without leaving the search.
    const late = `myohassa.${tag}@example.fi`;
    await subscribe([late]);
    page = await page.click("Päivitä lista", { within: SECTION });
    expect(page.path).toMatch(new RegExp(`^${TAB}\\?haku=`));
    expect(emailsOf(page)).toHaveLength(4);
    expect(emailsOf(page)[0]).toBe(late);

    // A search without matches, and the way back to the whole list.
    page = await searchFor(`${tag}-ei-ketaan`);
    expect(emailsOf(page)).toEqual([]);
    expect(page.text('[data-testid="subscriber-empty"]')).toBe(`Haulla "${tag}-ei-ketaan" ei löytynyt tilaajia. Tyhjennä haku`);
    page = await page.click("Tyhjennä haku", { within: '[data-testid="subscriber-empty"]' });
    expect(page.path).toBe(TAB);
    expect(emailsOf(page).length).toBeGreaterThan(0);
    expect(page.form("Hae tilaajia").value("Hae sähköpostiosoitteella")).toBe("");
  });

  it("pages through 50 at a time, keeping the search", async () => {
    const tag = uniqueTag();
    const emails = Array.from({ length: 52 }, (_, index) => `sivu${String(index).padStart(2, "0")}.${tag}@example.fi`);
    await subscribe(emails);
    let page = await searchFor(tag);
    const PAGER = 'nav[aria-label="Tilaajalistan sivut"]';
    expect(page.text(`${PAGER} [data-testid="subscriber-page"]`)).toBe("Sivu 1 / 2");
    expect(emailsOf(page)).toHaveLength(50);

    page = await page.click("Seuraava", { within: PAGER });
    expect(page.path).toBe(`${TAB}?haku=${tag}&sivu=2`);
    expect(page.text(`${PAGER} [data-testid="subscriber-page"]`)).toBe("Sivu 2 / 2");
    expect(emailsOf(page)).toEqual([emails[1], emails[0]]);
    expect(page.allByRole("link", { name: "Seuraava", within: PAGER })).toHaveLength(0);

    page = await page.click("Edellinen", { within: PAGER });
    expect(page.text(`${PAGER} [data-testid="subscriber-page"]`)).toBe("Sivu 1 / 2");
    expect(emailsOf(page)[0]).toBe(emails[51]);
  });

  it("'Peru tilaus' cancels the subscription, back on the same search, and the row says so", async () => {
    const tag = uniqueTag();
    const [keep, cancel] = [`pysyy.${tag}@example.fi`, `peruu.${tag}@example.fi`];
    await subscribe([keep, cancel]);
    const list = await searchFor(tag);

    const page = await list.form(`Peru tilaus ${cancel}`).submit(`Peru tilaus ${cancel}`);
    expect(page.path).toBe(`${TAB}?haku=${tag}`);
    expect(page.text('[data-testid="toast"]')).toContain("Tilaus peruttu");
    const row = rowOf(page, cancel);
    expect(page.$(row).text()).toContain("Peruttu");
    expect(page.$(row).text()).toContain("Tilaus peruttu");
    expect(row.find("button, input[type=checkbox]").length).toBe(0);
    // The other subscriber is untouched.
    expect(page.allByRole("button", { name: `Peru tilaus ${keep}` })).toHaveLength(1);
  });

  it("deletes a subscriber only after a confirmation that is a route, keeping the search", async () => {
    const tag = uniqueTag();
    const email = `poistuu.${tag}@example.fi`;
    await subscribe([email]);
    const list = await searchFor(tag);

    let confirm = await list.click(`Poista ${email}`);
    expect(confirm.path).toMatch(new RegExp(`^${TAB}/tilaajat/\\d+/poista\\?haku=${tag}$`));
    expect(confirm.text('[role="alertdialog"]')).toContain(`Haluatko varmasti poistaa tilaajan ${email}?`);
    const cancelled = await confirm.click("Peruuta", { within: '[role="alertdialog"]' });
    expect(cancelled.path).toBe(`${TAB}?haku=${tag}`);
    expect(cancelled.find('[role="alertdialog"]').length).toBe(0);
    expect(rowOf(cancelled, email).length).toBe(1);

    confirm = await cancelled.click(`Poista ${email}`);
    const deleted = await confirm.form(`Poista ${email}`).submit(`Poista ${email}`);
    expect(deleted.path).toBe(`${TAB}?haku=${tag}`);
    expect(deleted.text('[data-testid="toast"]')).toContain("Tilaaja poistettu");
    expect(rowOf(deleted, email).length).toBe(0);
    expect(deleted.text('[data-testid="subscriber-empty"]')).toContain(`Haulla "${tag}" ei löytynyt tilaajia.`);

    // The confirmation of a subscriber who is gone says so (a 404), over the list.
    const stale = await admin.goto(`${TAB}/tilaajat/999999999/poista`);
    expect(stale.status).toBe(404);
    expect(stale.text('[role="alertdialog"] [role="alert"]')).toBe("Tilaajaa ei löytynyt.");
    expect(stale.find(SECTION).length).toBe(1);
  });
});
