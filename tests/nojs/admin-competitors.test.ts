/**
 * The tab 'Kilpailija-analyysi' without JavaScript (tests/e2e/admin-competitors.spec.ts tests it with):
 * every dialog is a route and every button a form post. A tracker tested before saving ('Testaa' is a
 * submitter-named button) with the values kept, checked with 'Tarkista nyt' (a post and a redirect), its
 * price history and the diff of a change; page text with markup shown as text only; a blocked page as
 * status 'Virhe'; edit, disable and delete after a confirmation that is a route; our own product's price
 * beside theirs. The crawler may fetch only the hosts CRAWLER_ALLOWED_HOSTS allows, and the fake
 * competitor site is this file's own: this file starts its own server with it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServer } from "../support/app-server";
import { startE2eServer } from "../support/e2e-server";
import { type FakeCompetitor, type FakePage, pages, startFakeCompetitor } from "../support/fake-competitor";
import { type NoJsBrowser, type NoJsForm, type NoJsPage, loggedInBrowser } from "../support/nojs-browser";

const TAB = "/admin/kilpailijat";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const spaced = (text: string) => text.replace(/\s+/g, " ");

let site: FakeCompetitor;
let app: AppServer;
let admin: NoJsBrowser;

beforeAll(async () => {
  site = await startFakeCompetitor();
  app = await startE2eServer({ CRAWLER_ALLOWED_HOSTS: site.host }, "embedded");
  admin = await loggedInBrowser(app.url);
});

afterAll(async () => {
  await app?.stop();
  await site?.close();
});

/** A product page with its price in JSON-LD and `lines` as paragraphs of its text. */
function productPage(name: string, price: string, lines: string[]): FakePage {
  const jsonLd = JSON.stringify({ "@context": "https://schema.org", "@type": "Product", name, offers: { "@type": "Offer", price, priceCurrency: "EUR" } });
  return pages.html(
    `<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>${name}</title><script type="application/ld+json">${jsonLd}</script></head>` +
      `<body><main><h1>${name}</h1><p>Hinta ${price.replace(".", ",")} €</p>${lines.map((line) => `<p>${line}</p>`).join("")}</main></body></html>`,
  );
}

function trackerFor(page: FakePage, tag: string) {
  const path = `/tuote-${tag}`;
  site.setPage(path, page);
  return `${site.url}${path}`;
}

const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
/** The drawer `name` (role dialog, named by its heading) as a selector. */
const dialog = (page: NoJsPage, name: string) => {
  page.getByRole("dialog", { name });
  return '[role="dialog"]';
};
const row = (page: NoJsPage, name: string) => page.find('[data-testid="competitor-row"]').filter((_, element) => page.$(element).text().includes(name));
const prices = (page: NoJsPage, name: string) => page.find('[data-testid="competitor-prices"]').filter((_, element) => page.$(element).find("h4").text().includes(name));
const cellText = (page: NoJsPage, name: string, testId: string) => spaced(row(page, name).find(`[data-testid="${testId}"]`).text()).trim();

type TrackerFields = { name: string; url: string; productName: string; selector?: string; timeout?: string; retries?: string };

function fillForm(form: NoJsForm, fields: TrackerFields): NoJsForm {
  form.fill("Kilpailijan nimi", fields.name).fill("Tuotesivun osoite", fields.url).fill("Tuotteen nimi", fields.productName, { exact: true });
  if (fields.selector !== undefined) form.fill("CSS-valitsin (valinnainen)", fields.selector);
  if (fields.timeout !== undefined) form.fill("Aikakatkaisu (ms)", fields.timeout);
  if (fields.retries !== undefined) form.fill("Uudelleenyritykset", fields.retries);
  return form;
}

async function openTab(): Promise<NoJsPage> {
  const page = await admin.goto(TAB);
  expect(page.status).toBe(200);
  return page;
}

/** Creates a tracker through the form: back on the tab with its row. */
async function createTracker(page: NoJsPage, fields: TrackerFields): Promise<NoJsPage> {
  page = await page.click("Lisää seuranta");
  page = await fillForm(page.form("Lisää kilpailijan seuranta"), fields).submit("Tallenna");
  expect(toast(page)).toContain("Seuranta lisätty");
  expect(row(page, fields.name).length).toBe(1);
  return page;
}

/** 'Tarkista nyt' posts the row's form; the redirect brings the tab back with a newer check time. */
async function checkNow(page: NoJsPage, name: string): Promise<NoJsPage> {
  const before = row(page, name).find('[data-testid="last-checked"]').attr("data-checked-at") ?? "";
  page = await page.form(`Tarkista nyt: ${name}`).submit(`Tarkista nyt: ${name}`);
  expect(page.path).toBe(TAB);
  const after = row(page, name).find('[data-testid="last-checked"]').attr("data-checked-at");
  expect(after).toMatch(/\d/);
  expect(after).not.toBe(before);
  return page;
}

describe("the competitor tab without JavaScript", () => {
  it("tests a page before saving ('Testaa' keeps the values), checks it, draws its price history and shows the change", async () => {
    const tag = unique();
    const product = "Michelin Primacy 4 205/55R16";
    const url = trackerFor(productPage(product, "129.90", ["Toimitus 1–3 arkipäivässä", "Varastossa 12 kpl"]), tag);
    const name = `Rengasmaailma ${tag}`;
    let page = await (await openTab()).click("Lisää seuranta");
    expect(page.path).toBe(`${TAB}/uusi`);
    dialog(page, "Lisää kilpailijan seuranta");
    let form = page.form("Lisää kilpailijan seuranta");
    expect(form.value("Koko sivu (suositeltu)")).toBe("on");
    expect(form.value("Aikakatkaisu (ms)")).toBe("15000");
    expect(form.value("Uudelleenyritykset")).toBe("3");

    // A required field missing: the message at the top and at the field, and everything typed stays.
    page = await form.fill("Kilpailijan nimi", name).fill("Tuotesivun osoite", url).check("Ilmoita hinnan laskusta").fill("Ilmoitusten vastaanottajat", "hinnat@example.fi").submit("Tallenna");
    expect(page.status).toBe(400);
    expect(page.text('[data-testid="competitor-form-error"]')).toBe("Täytä kaikki pakolliset kentät");
    form = page.form("Lisää kilpailijan seuranta");
    expect(form.field("Tuotteen nimi", { exact: true }).attr("aria-invalid")).toBe("true");
    expect(page.text(dialog(page, "Lisää kilpailijan seuranta")).split("Täytä kaikki pakolliset kentät").length - 1).toBe(2);
    expect(form.value("Kilpailijan nimi")).toBe(name);
    expect(form.value("Tuotesivun osoite")).toBe(url);
    expect(form.value("Ilmoita hinnan laskusta")).toBe("on");
    expect(form.value("Ilmoitusten vastaanottajat")).toBe("hinnat@example.fi");

    // 'Testaa' reads the typed page and shows the price and how it was found, inside the form.
    page = await form.fill("Tuotteen nimi", product, { exact: true }).submit("Testaa");
    expect(page.path).toBe(`${TAB}/uusi`);
    expect(spaced(page.text('[data-testid="competitor-test"] [data-testid="competitor-test-price"]'))).toMatch(/^129,90 €$/);
    expect(page.text('[data-testid="competitor-test"] [data-testid="competitor-test-method"]')).toBe("Tuotetiedot (JSON-LD)");
    form = page.form("Lisää kilpailijan seuranta");
    expect(form.value("Kilpailijan nimi")).toBe(name);
    expect(form.value("Tuotteen nimi", { exact: true })).toBe(product);
    expect(form.value("Ilmoita hinnan laskusta")).toBe("on");

    page = await form.submit("Tallenna");
    expect(toast(page)).toContain("Seuranta lisätty");
    expect(page.path).toBe(TAB);
    expect(page.find('[role="dialog"]').length).toBe(0);
    expect(cellText(page, name, "competitor-status")).toBe("Aktiivinen");
    expect(cellText(page, name, "last-checked")).toBe("Ei vielä");
    expect(cellText(page, name, "latest-change")).toBe("Ei vielä");
    expect(page.allByRole("link", { name: `Näytä muutokset: ${name}` }).length).toBe(0);

    page = await checkNow(page, name);
    expect(toast(page)).toContain("Tarkistus valmis");
    expect(cellText(page, name, "competitor-status")).toBe("Aktiivinen");
    expect(cellText(page, name, "latest-change")).toBe("Ei muutoksia");
    let card = prices(page, name);
    expect(spaced(card.find('[data-testid="their-price"]').text())).toBe("129,90 €");
    expect(card.find('[data-testid="price-method"]').text()).toBe("Tuotetiedot (JSON-LD)");
    expect(spaced(card.text())).toContain("Hinta tunnistettu:");
    expect(page.allByRole("img", { name: /hintahistoria, 1 hinta/ }).length).toBe(1);

    // The page changes: a new price and other text. The next check finds both.
    site.setPage(`/tuote-${tag}`, productPage(product, "119.90", ["Toimitus 1–3 arkipäivässä", "Varastossa 3 kpl", "Talvikampanja alkaa"]));
    page = await checkNow(page, name);
    card = prices(page, name);
    expect(spaced(card.find('[data-testid="their-price"]').text())).toBe("119,90 €");
    expect(page.allByRole("img", { name: /2 hintaa, alin 119,90\s€, ylin 129,90\s€, viimeisin 119,90\s€/ }).length).toBe(1);
    expect(cellText(page, name, "latest-change")).not.toBe("Ei muutoksia");

    page = await page.click(`Näytä muutokset: ${name}`);
    expect(page.path).toMatch(new RegExp(`^${TAB}/\\d+/muutokset$`));
    const diff = dialog(page, "Hintamuutos");
    expect(page.text(diff)).toContain("Muutos havaittu");
    expect(spaced(page.text(`${diff} [data-testid="diff-before"] [data-testid="diff-price"]`))).toBe("129,90 €");
    expect(spaced(page.text(`${diff} [data-testid="diff-after"] [data-testid="diff-price"]`))).toBe("119,90 €");
    const lines = (kind: string, text: string) => page.find(`${diff} [data-testid="diff-lines"] [data-kind="${kind}"]`).filter((_, line) => page.$(line).text().includes(text)).length;
    expect(lines("removed", "Varastossa 12 kpl")).toBe(1);
    expect(lines("added", "Varastossa 3 kpl")).toBe(1);
    expect(lines("added", "Talvikampanja alkaa")).toBe(1);
    expect(lines("same", "Toimitus 1–3 arkipäivässä")).toBe(1);
    page = await page.click("Sulje", { exact: true, within: diff });
    expect(page.path).toBe(TAB);
    expect(page.find('[role="dialog"]').length).toBe(0);
  });

  it("a page's markup shows in the diff as text, never as elements", async () => {
    const tag = unique();
    const product = "Nokian Hakkapeliitta R5 205/55R16";
    const url = trackerFor(productPage(product, "149.00", ["Alkuperäinen kuvaus"]), tag);
    const name = `Merkintä ${tag}`;
    let page = await createTracker(await openTab(), { name, url, productName: product });
    page = await checkNow(page, name);

    const markup = ["&lt;img src=x onerror=alert(1)&gt;", "&lt;script&gt;alert(2)&lt;/script&gt;"];
    site.setPage(`/tuote-${tag}`, productPage(product, "149.00", [...markup, '<img src="x" onerror="alert(3)" alt="">']));
    page = await checkNow(page, name);
    page = await page.click(`Näytä muutokset: ${name}`);
    const diff = dialog(page, "Hintamuutos");
    expect(page.text(diff)).toContain("Muutos havaittu");
    const added = page.find(`${diff} [data-testid="diff-lines"] [data-kind="added"]`);
    expect(added.filter((_, line) => page.$(line).text().includes("<img src=x onerror=alert(1)>")).length).toBe(1);
    expect(added.filter((_, line) => page.$(line).text().includes("<script>alert(2)</script>")).length).toBe(1);
    expect(page.find(`${diff} img, ${diff} script`).length).toBe(0);
  });

  it("a blocked page is an error with its reason; edit keeps the values, disable and delete after confirmation", async () => {
    const tag = unique();
    const url = trackerFor(pages.html("<!doctype html><html><body>Forbidden</body></html>", 403), tag);
    const name = `Estävä kauppa ${tag}`;
    const fields = { name, url, productName: "Continental PremiumContact 7", selector: ".hinta", timeout: "8000", retries: "2" };
    let page = await createTracker(await openTab(), fields);
    page = await checkNow(page, name);
    const reason = "Sivusto esti haun (HTTP 403): se näyttää torjuvan botit";
    expect(toast(page)).toContain(`Virhe tarkistettaessa hintaa: ${reason}`);
    expect(cellText(page, name, "competitor-status")).toBe("Virhe");
    // The table cuts the reason at 50 characters; the whole reason is its title and its accessible text.
    const error = row(page, name).find('[data-testid="competitor-error"]');
    expect(spaced(error.text())).toContain(reason);
    expect(error.find(`[title="${reason}"]`).length).toBe(1);

    // Edit: every saved value is in the form, with the last error beside the status.
    page = await page.click(`Muokkaa: ${name}`);
    const edit = dialog(page, "Muokkaa seurantaa");
    expect(spaced(page.text(`${edit} [data-testid="competitor-last-error"]`))).toContain(reason);
    let form = page.form("Muokkaa seurantaa");
    expect(form.value("Tuotesivun osoite")).toBe(url);
    expect(form.value("Tuotteen nimi", { exact: true })).toBe(fields.productName);
    expect(form.value("CSS-valitsin (valinnainen)")).toBe(".hinta");
    expect(form.value("Aikakatkaisu (ms)")).toBe("8000");
    expect(form.value("Uudelleenyritykset")).toBe("2");
    const renamed = `Estävä kauppa Oy ${tag}`;
    page = await form.fill("Kilpailijan nimi", renamed).submit("Tallenna");
    expect(toast(page)).toContain("Seuranta päivitetty");
    expect(row(page, renamed).length).toBe(1);
    expect(cellText(page, renamed, "competitor-status")).toBe("Virhe");

    page = await page.click(`Muokkaa: ${renamed}`);
    form = page.form("Muokkaa seurantaa");
    expect(form.value("Kilpailijan nimi")).toBe(renamed);
    expect(form.value("CSS-valitsin (valinnainen)")).toBe(".hinta");
    page = await form.select("Tila", "Pois käytöstä", { exact: true }).submit("Tallenna");
    expect(cellText(page, renamed, "competitor-status")).toBe("Pois käytöstä");

    const editHref = page.getByRole("link", { name: `Muokkaa: ${renamed}` }).attr("href")!;
    page = await page.click(`Poista: ${renamed}`);
    expect(page.path).toMatch(new RegExp(`^${TAB}/\\d+/poista$`));
    const confirm = page.getByRole("alertdialog", { name: "Poista seuranta" });
    expect(spaced(confirm.text())).toContain(`Poistetaanko seuranta ”${renamed}”?`);
    page = await page.formOf('[role="alertdialog"] form').submit("Poista seuranta");
    expect(toast(page)).toContain("Seuranta poistettu");
    expect(page.path).toBe(TAB);
    expect(row(page, renamed).length).toBe(0);

    // An old link to the deleted tracker's dialogs says so over the tab.
    page = await admin.goto(editHref);
    expect(page.text(`${dialog(page, "Muokkaa seurantaa")} [data-testid="competitor-dialog-error"]`)).toBe("Seurantaa ei löytynyt");
    page = await admin.goto(editHref.replace("/muokkaa", "/muutokset"));
    expect(page.text(`${dialog(page, "Hintamuutos")} [data-testid="competitor-dialog-error"]`)).toBe("Seurantaa ei löytynyt");
  });

  it("a tracker linked to our product shows our price beside theirs", async () => {
    const tag = unique();
    const name = `Vertailu ${tag}`;
    let page = await (await openTab()).click("Lisää seuranta");
    const form = page.form("Lisää kilpailijan seuranta");
    const label = spaced(form.field("Oma tuote (valinnainen)").find("option").eq(1).text()).trim();
    // 'Michelin Primacy 4 205/55R16 – 89,90 €': our price from the label; theirs is 10 € more.
    const ours = Number(label.split("– ").pop()!.replace(/[^\d,]/g, "").replace(",", "."));
    expect(ours).toBeGreaterThan(0);
    const url = trackerFor(productPage(label, (ours + 10).toFixed(2), ["Vertailtava tuote"]), tag);
    page = await fillForm(form, { name, url, productName: label.split(" – ")[0] }).select("Oma tuote (valinnainen)", label).submit("Tallenna");
    expect(toast(page)).toContain("Seuranta lisätty");

    page = await checkNow(page, name);
    const card = prices(page, name);
    expect(spaced(card.text())).toContain("Oma hinta:");
    expect(spaced(card.find('[data-testid="our-price"]').text())).toBe(label.split("– ").pop());
    const difference = spaced(card.find('[data-testid="price-difference"]').text());
    expect(difference).toMatch(/−10,00 €/);
    expect(difference).toContain("Olemme halvempia");
  });
});
