/**
 * The manufacturers drawer of the tyre tab without JavaScript (tests/e2e/admin-manufacturers.spec.ts tests
 * it with): add, validation with kept values, duplicate, edit, delete after confirmation, and a
 * manufacturer with products that cannot be deleted.
 */
import { describe, expect, it } from "vitest";
import type { NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const count = (page: NoJsPage) => Number(/Valmistajia: (\d+)/.exec(page.text('[data-testid="manufacturer-count"]'))?.[1]);
/** The manufacturer rows whose text contains `name`. */
const rows = (page: NoJsPage, name: string | RegExp) =>
  page.find('[data-testid="manufacturer-row"]').filter((_, row) => (typeof name === "string" ? page.$(row).text().includes(name) : name.test(page.$(row).text().trim())));

describe("the manufacturers drawer without JavaScript", () => {
  // A server of its own: the count it checks is the whole catalogue's, and other files add manufacturers.
  const server = ownServerWithAdmin();

  it("adds, edits and deletes a manufacturer with the spec's messages", async () => {
    let page = await (await server.admin.goto("/admin/renkaat")).click("Lisää/Poista Valmistajia");
    expect(page.path).toBe("/admin/renkaat/valmistajat");
    expect(page.getByRole("dialog", { name: "Valmistajat" }).length).toBe(1);
    const before = count(page);
    expect(before).toBeGreaterThan(0);
    const name = `Testimerkki ${unique()}`;

    page = await page.click("Lisää valmistaja", { exact: true });
    expect(page.path).toMatch(/\/valmistajat\/uusi/);
    // A blank name is refused (spaces pass the browser's own check; the trimmed value does not).
    page = await page.form("Lisää uusi valmistaja").fill("Nimi", "   ").fill("Maa", "Suomi").submit("Tallenna");
    let form = page.form("Lisää uusi valmistaja");
    expect(page.text("form")).toContain("Valmistajan nimi on pakollinen");
    expect(form.value("Maa")).toBe("Suomi");

    // The form is novalidate even before hydration: the server refuses a bad address and keeps the values.
    page = await form.fill("Nimi", name).fill("Verkkosivusto (URL)", "ei-osoite").submit("Tallenna");
    form = page.form("Lisää uusi valmistaja");
    expect(page.text("form")).toContain("Anna osoite muodossa https://…");
    expect(form.value("Verkkosivusto (URL)")).toBe("ei-osoite");
    expect(form.value("Maa")).toBe("Suomi");
    page = await form
      .fill("Nimi", `  ${name}  `)
      .fill("Verkkosivusto (URL)", "https://www.testimerkki.fi")
      .fill("Logon osoite (URL)", "https://www.testimerkki.fi/logo.svg")
      .fill("Kuvaus", "Kotimainen testimerkki")
      .submit("Tallenna");
    expect(toast(page)).toMatch(/Valmistaja luotu onnistuneesti/);
    expect(page.path).toBe("/admin/renkaat/valmistajat");
    expect(page.text('[data-testid="manufacturer-count"]')).toBe(`Valmistajia: ${before + 1}`);
    let row = rows(page, name);
    expect(row.length).toBe(1);
    expect(row.text()).toContain("Suomi");
    expect(row.find("a:contains('www.testimerkki.fi')").attr("href")).toBe("https://www.testimerkki.fi");

    // The same name again, in another case: the server's message, with everything typed kept.
    page = await page.click("Lisää valmistaja", { exact: true });
    page = await page.form("Lisää uusi valmistaja").fill("Nimi", name.toUpperCase()).fill("Maa", "Ruotsi").submit("Tallenna");
    form = page.form("Lisää uusi valmistaja");
    expect(page.text('form[aria-label="Lisää uusi valmistaja"] [role="alert"], form [role="alert"]')).toContain(`Valmistaja "${name.toUpperCase()}" on jo olemassa.`);
    expect(form.value("Nimi")).toBe(name.toUpperCase());
    expect(form.value("Maa")).toBe("Ruotsi");
    page = await page.click("Peruuta", { exact: true });
    expect(page.path).toBe("/admin/renkaat/valmistajat");

    // Edit: the form starts from the stored values.
    page = await page.click(`Muokkaa ${name}`, { exact: true });
    expect(page.path).toMatch(/\/valmistajat\/\d+\/muokkaa/);
    form = page.form(`Muokkaa valmistajaa: ${name}`);
    expect(form.value("Nimi")).toBe(name);
    expect(form.value("Kuvaus")).toBe("Kotimainen testimerkki");
    const renamed = `${name} Pro`;
    page = await form.fill("Nimi", renamed).fill("Maa", "").submit("Tallenna");
    expect(toast(page)).toMatch(/Valmistaja päivitetty onnistuneesti/);
    row = rows(page, renamed);
    expect(row.length).toBe(1);
    expect(row.text()).not.toContain("Suomi");

    // Delete after confirmation; cancelling first changes nothing.
    page = await page.click(`Poista ${renamed}`, { exact: true });
    expect(page.path).toMatch(/\/valmistajat\/\d+\/poista/);
    let confirm = page.getByRole("alertdialog", { name: "Poista valmistaja" });
    expect(confirm.text()).toContain(`Haluatko varmasti poistaa valmistajan "${renamed}"?`);
    page = await page.click("Peruuta", { exact: true, within: '[role="alertdialog"]' });
    expect(page.allByRole("alertdialog")).toHaveLength(0);
    expect(rows(page, renamed).length).toBe(1);

    page = await page.click(`Poista ${renamed}`, { exact: true });
    confirm = page.getByRole("alertdialog", { name: "Poista valmistaja" });
    page = await page.formOf('[role="alertdialog"] form').submit(`Poista ${renamed}`, { exact: true });
    expect(toast(page)).toMatch(/Valmistaja poistettu onnistuneesti/);
    expect(rows(page, renamed).length).toBe(0);
    expect(page.text('[data-testid="manufacturer-count"]')).toBe(`Valmistajia: ${before}`);

    // Closing returns to the tab.
    page = await page.click("Sulje: Valmistajat", { exact: true });
    expect(page.path).toBe("/admin/renkaat");
    expect(page.allByRole("dialog", { name: "Valmistajat" })).toHaveLength(0);
  });

  it("a manufacturer with products cannot be deleted and the confirmation says why", async () => {
    let page = await server.admin.goto("/admin/renkaat/valmistajat");
    const products = Number(/(\d+) tuotetta/.exec(rows(page, /^Michelin/).text())?.[1]);
    expect(products).toBeGreaterThan(0);
    page = await page.click("Poista Michelin", { exact: true });
    const confirm = page.getByRole("alertdialog", { name: "Poista valmistaja" });
    expect(page.text('[role="alertdialog"]')).toContain(`Valmistajaa ei voi poistaa: sillä on ${products} rengastuotetta.`);
    expect(confirm.find("button").length).toBe(0);
    page = await page.click("Takaisin", { exact: true, within: '[role="alertdialog"]' });
    expect(page.path).toBe("/admin/renkaat/valmistajat");
    expect(rows(page, /^Michelin/).length).toBe(1);
  });
});
