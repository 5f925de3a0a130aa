/**
 * Asetukset → Hinnasto without JavaScript (tests/e2e/admin-price-list.spec.ts tests it with): a saved price
 * is on /hinnasto, the service page and in the /kaartobotti page's next answer; a refused save keeps
 * everything typed; a row is added and removed with the form's own buttons. The price list is a
 * site-wide setting, so this file runs on a server of its own.
 */
import { describe, expect, it } from "vitest";
import type { NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";

const FORM_PATH = "/admin/asetukset/hinnasto";
const BALANCING_PRICE = "Tasapainotus: Tasapainotus, henkilöauto, hinta";
const freshPrice = () => `41,${String(10 + Math.floor(Math.random() * 90))}`;
const spaced = (text: string) => text.replace(/\s+/g, " ");
const priceForm = (page: NoJsPage) => page.form("Tallenna hinnasto");
const saved = (page: NoJsPage) => expect(page.text('[data-testid="toast"]')).toMatch(/Hinnasto päivitetty onnistuneesti/);

describe("the price list form without JavaScript", () => {
  const server = ownServerWithAdmin();

  it("a saved price is on /hinnasto, the service page and in Kaartobotti's next answer", async () => {
    let page = await server.admin.goto("/admin/asetukset");
    page = await page.click("Muokkaa", { within: 'section:has(h2:contains("Hinnasto")), section:has(h3:contains("Hinnasto"))' });
    expect(page.path).toBe(FORM_PATH);
    const price = freshPrice();
    page = await priceForm(page).fill(BALANCING_PRICE, price).submit("Tallenna hinnasto");
    saved(page);
    expect(priceForm(page).value(BALANCING_PRICE)).toBe(price);
    expect(page.find('[data-testid="price-list-modified"]').length).toBe(1);

    const shown = `${price} € / 4 pyörää`;
    page = await server.admin.goto("/hinnasto");
    const row = page.find('table[aria-label="Pyörien tasapainotus"] tr, table:has(caption:contains("Pyörien tasapainotus")) tr').filter((_, tr) => page.$(tr).text().includes("Tasapainotus, henkilöauto"));
    expect(row.length).toBeGreaterThan(0);
    expect(spaced(row.first().text()).trim()).toMatch(new RegExp(`${shown}$`));
    page = await server.admin.goto("/palvelut/tasapainoitus");
    expect(page.text("main")).toContain(shown);

    page = await server.admin.goto("/kaartobotti");
    const question = "Paljonko tasapainotus maksaa?";
    page = await page.form("Lähetä").fill("Viestisi", question).submit("Lähetä", { exact: true });
    const conversation = spaced(page.getByRole("region", { name: "Keskustelu" }).text());
    expect(conversation).toContain(`Sinä:${question}`.replace(/\s+/g, " "));
    expect(conversation).toContain(`Tasapainotus, henkilöauto: ${price} € / 4 pyörää`);
  });

  it("a refused save shows Finnish messages and keeps everything typed", async () => {
    let page = await server.admin.goto(FORM_PATH);
    page = await priceForm(page)
      .fill(BALANCING_PRICE, "12,505")
      .fill("Korjaukset: Kumiventtiilin vaihto, hinta", "kuusi")
      .fill("Renkaanvaihto: Henkilöauto, vanne 17–18″", "-40")
      .fill("Voimassaoloteksti", "Hinnat voimassa 1.5.2026 alkaen.")
      .submit("Tallenna hinnasto");
    const text = page.text("main");
    expect(text).toContain("Enintään kaksi desimaalia (0,01 €)");
    expect(text).toContain("Hinnan täytyy olla numero, esim. 12,50");
    expect(text).toContain("Hinta ei voi olla negatiivinen");
    const form = priceForm(page);
    expect(form.value(BALANCING_PRICE)).toBe("12,505");
    expect(form.field(BALANCING_PRICE).attr("aria-invalid")).toBe("true");
    expect(form.value("Korjaukset: Kumiventtiilin vaihto, hinta")).toBe("kuusi");
    expect(form.value("Renkaanvaihto: Henkilöauto, vanne 17–18″")).toBe("-40");
    expect(form.value("Voimassaoloteksti")).toBe("Hinnat voimassa 1.5.2026 alkaen.");
    expect(page.find('[data-testid="toast"]').length).toBe(0);
  });

  it("a row is added to a table and removed again with the form's buttons", async () => {
    let page = await server.admin.goto(FORM_PATH);
    // The client gives <fieldset> no implicit role "group": found by its legend instead.
    const rows = (shown: NoJsPage) => shown.find("fieldset").filter((_, fieldset) => shown.$(fieldset).children("legend").text().trim() === "Kierrätys").find("tr").length;
    expect(rows(page)).toBe(4);
    page = await priceForm(page).submit("Lisää rivi taulukkoon Kierrätys");
    expect(rows(page)).toBe(5);
    // Enter in a field sends the form with its default (first) button: it saves.
    const form = priceForm(page).fill("Kierrätys: rivin 4 nimi", "Vanteiden pesu").fill(/Kierrätys: rivi 4, hinta/, "10,5").fill(/Kierrätys: rivi 4, yksikkö/, "/ sarja");
    // (a hidden plain 'Tallenna' first in the form, without the row buttons' name and value).
    const enter = page.$(form.submitter()!);
    expect(enter.text()).toBe("Tallenna");
    expect(enter.attr("name")).toBeUndefined();
    page = await form.submit();
    saved(page);

    page = await server.admin.goto("/hinnasto");
    const added = page.find("tr").filter((_, tr) => page.$(tr).text().includes("Vanteiden pesu"));
    expect(added.length).toBe(1);
    expect(spaced(added.text())).toMatch(/Vanteiden pesu ?10,50 € \/ sarja/);

    page = await server.admin.goto(FORM_PATH);
    page = await priceForm(page).submit("Poista rivi Vanteiden pesu");
    expect(rows(page)).toBe(4);
    page = await priceForm(page).submit("Tallenna hinnasto");
    saved(page);
    page = await server.admin.goto("/hinnasto");
    expect(page.text("main")).not.toContain("Vanteiden pesu");
  });
});
