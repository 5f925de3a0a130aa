/**
 * The subscribers half of the tab 'Uutiskirjeet & Tilaajat' (/admin/uutiskirjeet) with JavaScript: search
 * and its empty state, 'Päivitä lista', the pager, 'Peru tilaus', delete after confirmation, the row
 * selection that opens the newsletter form for the chosen subscribers, accessibility and a 320 px screen.
 * The row selection (its highlight is CSS) and the 320 px screen also run without JavaScript
 * (NO_JS_BROWSER); the other flows without JavaScript are in tests/nojs/admin-subscribers.test.ts. Every
 * test subscribes its own addresses (one tag each) through the public endpoint and searches for its tag,
 * so it never depends on what else is on the list.
 */
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, hydrated, jsEnabled, loginAsAdmin, seriousViolations } from "./helpers";

test.describe.configure({ mode: "serial" });

const TAB = "/admin/uutiskirjeet";
const section = (page: Page) => page.getByTestId("subscriber-section");
const rows = (page: Page) => section(page).getByTestId("subscriber-row");
const rowOf = (page: Page, email: string) => rows(page).filter({ has: page.getByRole("rowheader", { name: email, exact: true }) });
const toast = (page: Page) => page.getByTestId("toast");
const checkboxOf = (page: Page, email: string) => section(page).getByRole("checkbox", { name: `Valitse ${email}`, exact: true });

/** A tag of this test's own addresses, e.g. 'e2e-tilaaja-js-lx3k9a1b'. */
const uniqueTag = () => `e2e-tilaaja-${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const octet = () => 1 + Math.floor(Math.random() * 250);

/** Subscribes the addresses in order (so the last is the newest) as visitors would, each from its own client. */
async function subscribe(page: Page, emails: string[]) {
  for (const email of emails) {
    const answer = await page.request.post("/api/subscribers/subscribe", {
      data: { email },
      headers: { "X-Forwarded-For": `198.51.${octet()}.${octet()}` },
    });
    expect(answer.status(), email).toBe(200);
  }
}

/** The tab as an admin, searching with the search form. */
async function searchFor(page: Page, search: string) {
  const form = section(page).getByRole("search", { name: "Hae tilaajia" });
  await form.getByLabel("Hae sähköpostiosoitteella").fill(search);
  await form.getByRole("button", { name: "Hae", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}\\?haku=${encodeURIComponent(search)}$`));
}

async function openTab(page: Page) {
  await loginAsAdmin(page, TAB);
  await expect(section(page).getByRole("heading", { name: /^Tilaajat \(\d+\)$/ })).toBeVisible();
  if (jsEnabled()) await hydrated(page);
}

const emailsOf = async (page: Page) => rows(page).getByRole("rowheader").allTextContents();

test("searches by any part of the address, refreshes the list and says when nothing matches", async ({ page }) => {
  const tag = uniqueTag();
  const emails = [`eka.${tag}@example.fi`, `Toka.${tag}@Example.fi`, `kolmas.${tag}@example.fi`];
  await subscribe(page, emails);
  await openTab(page);

  // In another case than stored: newest first, with the count of the search.
  await searchFor(page, tag.toUpperCase());
  await expect(section(page).getByLabel("Hae sähköpostiosoitteella")).toHaveValue(tag.toUpperCase());
  expect(await emailsOf(page)).toEqual([...emails].reverse());
  await expect(section(page).getByTestId("subscriber-summary")).toContainText(`Haulla "${tag.toUpperCase()}" löytyi 3 tilaajaa.`);
  const first = rowOf(page, emails[0]);
  await expect(first.getByRole("cell").nth(1)).toHaveText("Tilaaja");
  await expect(first.locator("time")).toHaveText(new Intl.DateTimeFormat("fi-FI", { timeZone: "Europe/Helsinki" }).format(new Date()));

  // Someone subscribes meanwhile: 'Päivitä lista' shows them without leaving the search.
  const late = `myohassa.${tag}@example.fi`;
  await subscribe(page, [late]);
  await section(page).getByRole("link", { name: "Päivitä lista" }).click();
  await expect(rows(page)).toHaveCount(4);
  expect((await emailsOf(page))[0]).toBe(late);
  await expect(page).toHaveURL(new RegExp(`${TAB}\\?haku=`));

  // A search without matches, and the way back to the whole list.
  await searchFor(page, `${tag}-ei-ketaan`);
  await expect(rows(page)).toHaveCount(0);
  await expect(section(page).getByTestId("subscriber-empty")).toHaveText(`Haulla "${tag}-ei-ketaan" ei löytynyt tilaajia. Tyhjennä haku`);
  await section(page).getByTestId("subscriber-empty").getByRole("link", { name: "Tyhjennä haku" }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}$`));
  await expect(rows(page).first()).toBeVisible();
  await expect(section(page).getByLabel("Hae sähköpostiosoitteella")).toHaveValue("");
});

test("pages through 50 at a time, keeping the search", async ({ page }) => {
  const tag = uniqueTag();
  const emails = Array.from({ length: 52 }, (_, index) => `sivu${String(index).padStart(2, "0")}.${tag}@example.fi`);
  await subscribe(page, emails);
  await openTab(page);
  await searchFor(page, tag);

  const pager = section(page).getByRole("navigation", { name: "Tilaajalistan sivut" });
  await expect(pager.getByTestId("subscriber-page")).toHaveText("Sivu 1 / 2");
  await expect(rows(page)).toHaveCount(50);
  await pager.getByRole("link", { name: "Seuraava" }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}\\?haku=${tag}&sivu=2#tilaajat$`));
  await expect(pager.getByTestId("subscriber-page")).toHaveText("Sivu 2 / 2");
  expect(await emailsOf(page)).toEqual([emails[1], emails[0]]);
  await expect(pager.getByRole("link", { name: "Seuraava" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Edellinen" }).click();
  await expect(pager.getByTestId("subscriber-page")).toHaveText("Sivu 1 / 2");
  expect((await emailsOf(page))[0]).toBe(emails[51]);
});

test("'Peru tilaus' cancels the subscription and the row says so", async ({ page }) => {
  const tag = uniqueTag();
  const [keep, cancel] = [`pysyy.${tag}@example.fi`, `peruu.${tag}@example.fi`];
  await subscribe(page, [keep, cancel]);
  await openTab(page);
  await searchFor(page, tag);

  await rowOf(page, cancel).getByRole("button", { name: `Peru tilaus ${cancel}` }).click();
  await expect(toast(page)).toContainText("Tilaus peruttu");
  await expect(page).toHaveURL(new RegExp(`${TAB}\\?haku=${tag}$`));
  const row = rowOf(page, cancel);
  await expect(row).toContainText("Peruttu");
  await expect(row.getByText("Tilaus peruttu", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /Peru tilaus/ })).toHaveCount(0);
  await expect(row.getByRole("checkbox")).toHaveCount(0);
  // The other subscriber is untouched.
  await expect(rowOf(page, keep).getByRole("button", { name: `Peru tilaus ${keep}` })).toBeVisible();
});

test("deletes a subscriber only after confirmation", async ({ page }) => {
  const tag = uniqueTag();
  const email = `poistuu.${tag}@example.fi`;
  await subscribe(page, [email]);
  await openTab(page);
  await searchFor(page, tag);
  const total = async () => Number(/\((\d+)\)/.exec((await section(page).getByTestId("subscriber-total").textContent()) ?? "")?.[1]);
  const before = await total();

  const dialog = page.getByRole("alertdialog", { name: "Poista tilaaja" });
  await rowOf(page, email).getByRole("link", { name: `Poista ${email}` }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}/tilaajat/\\d+/poista\\?haku=${tag}$`));
  await expect(dialog).toContainText(`Haluatko varmasti poistaa tilaajan ${email}?`);
  await dialog.getByRole("link", { name: "Peruuta" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${TAB}\\?haku=${tag}$`));
  await expect(rowOf(page, email)).toHaveCount(1);

  await rowOf(page, email).getByRole("link", { name: `Poista ${email}` }).click();
  await dialog.getByRole("button", { name: `Poista ${email}` }).click();
  await expect(toast(page)).toContainText("Tilaaja poistettu");
  await expect(page).toHaveURL(new RegExp(`${TAB}\\?haku=${tag}$`));
  await expect(rowOf(page, email)).toHaveCount(0);
  await expect(section(page).getByTestId("subscriber-empty")).toContainText(`Haulla "${tag}" ei löytynyt tilaajia.`);
  expect(await total()).toBe(before - 1);

  // The confirmation of a subscriber who is gone says so (a 404), over the list.
  const stale = await page.goto(`${TAB}/tilaajat/999999999/poista`);
  expect(stale?.status()).toBe(404);
  await expect(dialog.getByRole("alert")).toHaveText("Tilaajaa ei löytynyt.");
  await expect(section(page)).toBeVisible();
});

/** The background of a row: highlighted while its checkbox is checked (CSS only, so also without JavaScript). */
const background = (row: Locator) => row.evaluate((element) => getComputedStyle(element).backgroundColor);

test("selects subscribed rows and opens the newsletter form for them", NO_JS_BROWSER, async ({ page }) => {
  const tag = uniqueTag();
  const emails = [`a.${tag}@example.fi`, `b.${tag}@example.fi`, `c.${tag}@example.fi`];
  await subscribe(page, emails);
  await openTab(page);
  await searchFor(page, tag);
  // A cancelled subscriber cannot be chosen.
  await rowOf(page, emails[2]).getByRole("button", { name: `Peru tilaus ${emails[2]}` }).click();
  await expect(rowOf(page, emails[2]).getByText("Tilaus peruttu", { exact: true })).toBeVisible();
  await expect(checkboxOf(page, emails[2])).toHaveCount(0);

  const plain = await background(rowOf(page, emails[0]));
  await checkboxOf(page, emails[0]).check();
  await expect.poll(() => background(rowOf(page, emails[0]))).not.toBe(plain);
  expect(await background(rowOf(page, emails[1]))).toBe(plain);

  // 'Tyhjennä valinta' clears it.
  const bar = section(page).getByRole("form", { name: "Valitut tilaajat" });
  await bar.getByRole("button", { name: "Tyhjennä valinta" }).click();
  await expect(checkboxOf(page, emails[0])).not.toBeChecked();
  await expect.poll(() => background(rowOf(page, emails[0]))).toBe(plain);

  await checkboxOf(page, emails[0]).check();
  await checkboxOf(page, emails[1]).check();
  const ids = await Promise.all([emails[1], emails[0]].map((email) => checkboxOf(page, email).getAttribute("value")));
  await bar.getByRole("button", { name: "Lähetä uutiskirje valituille" }).click();
  // The newsletter form's address with the chosen ids, in the list's order.
  await expect(page).toHaveURL(/\/admin\/uutiskirjeet\/uusi\?/);
  expect(new URL(page.url()).searchParams.getAll("tilaaja")).toEqual(ids);
  await expect(page.getByText("Lähetetään 2 valitulle tilaajalle.")).toBeVisible();
});

test("counts the selection, selects the whole page and waits for a choice", JS_ONLY, async ({ page }) => {
  const tag = uniqueTag();
  const emails = [`x.${tag}@example.fi`, `y.${tag}@example.fi`, `z.${tag}@example.fi`];
  await subscribe(page, emails);
  await openTab(page);
  await searchFor(page, tag);
  const bar = section(page).getByRole("form", { name: "Valitut tilaajat" });
  const count = bar.getByTestId("subscriber-selected-count");
  const send = bar.getByRole("button", { name: "Lähetä uutiskirje valituille" });
  const selectAll = section(page).getByRole("checkbox", { name: "Valitse kaikki tämän sivun tilaajat" });

  await expect(count).toHaveText("0 valittu");
  await expect(send).toBeDisabled();
  await checkboxOf(page, emails[1]).check();
  await expect(count).toHaveText("1 valittu");
  await expect(send).toBeEnabled();
  await expect(selectAll).not.toBeChecked();

  await selectAll.check();
  await expect(count).toHaveText("3 valittu");
  for (const email of emails) await expect(checkboxOf(page, email)).toBeChecked();
  await selectAll.uncheck();
  await expect(count).toHaveText("0 valittu");
  for (const email of emails) await expect(checkboxOf(page, email)).not.toBeChecked();

  await selectAll.check();
  await bar.getByRole("button", { name: "Tyhjennä valinta" }).click();
  await expect(count).toHaveText("0 valittu");
  await expect(selectAll).not.toBeChecked();
  await expect(checkboxOf(page, emails[0])).not.toBeChecked();

  // 'Päivitä lista' runs the loaders in place, saying so meanwhile.
  await subscribe(page, [`uusi.${tag}@example.fi`]);
  await section(page).getByRole("link", { name: "Päivitä lista" }).click();
  await expect(rows(page)).toHaveCount(4);
  await expect(section(page).getByRole("link", { name: "Päivitä lista" })).toBeVisible();
});

test("the section and its delete confirmation have no serious accessibility violations", JS_ONLY, async ({ page }) => {
  test.slow(); // axe takes seconds on a busy machine
  const tag = uniqueTag();
  const email = `saavutettava.${tag}@example.fi`;
  await subscribe(page, [email, `peruttu.${tag}@example.fi`]);
  await openTab(page);
  await searchFor(page, tag);
  await rowOf(page, `peruttu.${tag}@example.fi`).getByRole("button", { name: /^Peru tilaus/ }).click();
  await expect(rowOf(page, `peruttu.${tag}@example.fi`).getByText("Tilaus peruttu", { exact: true })).toBeVisible();
  await checkboxOf(page, email).check();
  expect(await seriousViolations(page, { include: "#tilaajat" })).toEqual([]);

  await rowOf(page, email).getByRole("link", { name: `Poista ${email}` }).click();
  await expect(page.getByRole("alertdialog", { name: "Poista tilaaja" })).toBeVisible();
  expect(await seriousViolations(page, { include: '[data-testid="admin-drawer"]' })).toEqual([]);
});

test("fits a 320 px screen: the table scrolls inside its own box", NO_JS_BROWSER, async ({ page }) => {
  const tag = uniqueTag();
  const email = `kapea-naytto-ja-pitka-osoite.${tag}@example.fi`;
  await subscribe(page, [email]);
  await page.setViewportSize({ width: 320, height: 640 });
  await openTab(page);
  await searchFor(page, tag);

  const box = await section(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  const table = section(page).getByRole("region", { name: "Tilaajataulukko" });
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // Its controls stay reachable: scrolled into view, the row's delete link is on the screen.
  const remove = rowOf(page, email).getByRole("link", { name: `Poista ${email}` });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport();
  await remove.click();
  await expect(page.getByRole("alertdialog", { name: "Poista tilaaja" })).toBeInViewport();
});
