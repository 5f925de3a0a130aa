/**
 * 'Kysy tarjous / varaa renkaat' and rims without JavaScript (tests/e2e/quote-rims.spec.ts tests them
 * with): a visitor asks about a seeded tyre (a refused submit first keeps what was typed), the shop's mail
 * lands in the outbox, the admin finds the request under 'Tarjouspyynnöt', marks it handled and back, and
 * deletes it after a confirmation page; the admin creates a rim, it appears on /vanteet through its GET
 * filters, a visitor asks about it, the admin deletes it. This file starts its own server to read the
 * mail it writes to its outbox directory; everything it creates is named uniquely.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";
import { type ParsedMail, parseMail } from "../support/smtp-sink";


const server = ownServerWithAdmin();

const unique = () => `nojs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The shop's mails in the server's outbox whose text mentions `marker`. */
function shopMailsAbout(marker: string): ParsedMail[] {
  const dir = path.join(server.app.dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => parseMail(readFileSync(path.join(dir, name), "utf8")))
    .filter((mail) => mail.headers.to === "myynti@rengaskaarto.fi" && mail.text.includes(marker));
}

const quoteForm = (page: NoJsPage) => page.formOf('[data-testid="quote-form"]');
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
/** The text of the elements a field's aria-describedby names: its accessible description. */
const description = (page: NoJsPage, field: ReturnType<NoJsPage["find"]>) =>
  (field.attr("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => page.text(`[id="${id}"]`))
    .join(" ");
const requestCards = (page: NoJsPage, name: string) => page.find('[data-testid="quote-request"]').filter((_, card) => page.$(card).text().includes(name));
const rimRows = (page: NoJsPage, brand: string) => page.find('[data-testid="rim-row"]').filter((_, row) => page.$(row).text().includes(brand));

/** Follows the link `selector` finds, as a click on it does. */
function follow(page: NoJsPage, selector: string): Promise<NoJsPage> {
  const link = page.find(selector);
  expect(link.length, selector).toBe(1);
  return page.follow(link);
}

describe("quote requests and rims without JavaScript", () => {
  it("a visitor asks for a seeded tyre; the shop gets the mail and the admin handles the request", async () => {
    const sales = (await (await fetch(`${server.app.url}/api/tires/sales`)).json()) as { _id: number; manufacturer: string; model: string; size: string }[];
    expect(sales.length).toBeGreaterThan(0);
    const tyre = sales[0];
    const name = `Asiakas ${unique()}`;

    const visitor = new NoJsBrowser(server.app.url);
    const ask = await visitor.goto(`/kysy-tarjous?rengas=${tyre._id}`);
    expect(ask.getByRole("heading", { name: "Kysy tarjous / varaa renkaat" }).is("h1")).toBe(true);
    expect(ask.text('[data-testid="quote-product-name"]')).toBe(`${tyre.manufacturer} ${tyre.model}`);
    expect(ask.text('[data-testid="quote-product"]')).toContain(tyre.size);
    expect(ask.text('[data-testid="quote-product"]')).toContain("/ kpl");

    // Neither phone nor e-mail, a bad quantity: refused, with everything typed still there.
    const refused = await quoteForm(ask)
      .fill("Nimi", name)
      .fill("Kappalemäärä", "9")
      .check("Haluan myös asennuksen")
      .fill("Viesti (vapaaehtoinen)", "Talvirenkaat Octaviaan, nouto lauantaina.")
      .submit("Lähetä tarjouspyyntö");
    expect(refused.path).toBe(`/kysy-tarjous?rengas=${tyre._id}`);
    expect(refused.text('[data-testid="quote-errors"]')).toContain("Tarkista lomakkeen tiedot.");
    expect(refused.text('[data-testid="quote-errors"]')).toContain("Anna puhelinnumero tai sähköpostiosoite.");
    const kept = quoteForm(refused);
    expect(kept.value("Nimi")).toBe(name);
    expect(kept.value("Haluan myös asennuksen")).toBe("on");
    expect(kept.value("Viesti (vapaaehtoinen)")).toBe("Talvirenkaat Octaviaan, nouto lauantaina.");
    expect(kept.value("Kappalemäärä")).toBe("9");
    expect(kept.field("Kappalemäärä").attr("aria-invalid")).toBe("true");
    expect(description(refused, kept.field("Kappalemäärä"))).toMatch(/1–8 kpl.*Kappalemäärän pitää olla kokonaisluku 1–8\./);
    expect(description(refused, kept.field("Puhelinnumero"))).toMatch(/Anna puhelinnumero tai sähköpostiosoite/);
    expect(refused.find('[data-testid="quote-product"]').length).toBe(1); // still about the same tyre

    const sent = await kept.fill("Kappalemäärä", "4").fill("Puhelinnumero", "040 123 4567").submit("Lähetä tarjouspyyntö");
    expect(sent.path).toBe("/kysy-tarjous?kiitos=1");
    expect(sent.text('[data-testid="quote-success"]')).toContain("Kiitos tarjouspyynnöstäsi!");

    await expect.poll(() => shopMailsAbout(name).length, { timeout: 15_000 }).toBe(1);
    const [mail] = shopMailsAbout(name);
    expect(mail.text).toContain(`Tuote: ${tyre.manufacturer} ${tyre.model}, ${tyre.size}`);
    expect(mail.text).toContain("Kappalemäärä: 4");
    expect(mail.text).toContain("Asennus: kyllä");

    // The admin's list: new, newest first; handled and back.
    const landing = await server.admin.goto("/admin");
    const list = await landing.click("Tarjouspyynnöt", { exact: true, within: 'nav[aria-label="Ylläpidon välilehdet"]' });
    expect(list.path).toBe("/admin/tarjouspyynnot");
    const card = requestCards(list, name);
    expect(card.length).toBe(1);
    expect(list.find('[data-testid="quote-request"]').first().text()).toContain(name);
    expect(card.find('[data-testid="quote-request-product"]').text()).toContain(`${tyre.manufacturer} ${tyre.model}`);
    expect(card.text()).toContain("040 123 4567");

    const handledNow = await list.form(`Merkitse käsitellyksi: ${name}`).submit(`Merkitse käsitellyksi: ${name}`);
    expect(toast(handledNow)).toMatch(/Tarjouspyyntö merkitty käsitellyksi/);
    expect(requestCards(handledNow, name).length).toBe(0);

    const handled = await follow(handledNow, '[data-testid="quote-tab-handled"]');
    expect(handled.path).toMatch(/tila=kasitellyt/);
    expect(requestCards(handled, name).text()).toContain("Käsitelty");
    const restored = await handled.form(`Palauta uudeksi: ${name}`).submit(`Palauta uudeksi: ${name}`);
    expect(toast(restored)).toMatch(/Tarjouspyyntö palautettu uusiin/);
    expect(requestCards(restored, name).length).toBe(0);
    const fresh = await follow(restored, '[data-testid="quote-tab-new"]');
    expect(requestCards(fresh, name).length).toBe(1);

    // Deleting asks first: 'Peruuta' keeps the request, 'Poista pysyvästi' removes it for good.
    const asking = await fresh.click(`Poista: ${name}`, { exact: true });
    const dialog = asking.allByRole("alertdialog", { name: "Poista tarjouspyyntö" });
    expect(dialog).toHaveLength(1);
    expect(asking.text(dialog[0])).toContain(`Poistetaanko tarjouspyyntö: ${name}?`);
    const kept2 = await asking.click("Peruuta", { exact: true, within: '[role="alertdialog"]' });
    expect(kept2.allByRole("alertdialog")).toHaveLength(0);
    expect(requestCards(kept2, name).length).toBe(1);
    const askingAgain = await kept2.click(`Poista: ${name}`, { exact: true });
    const deleted = await askingAgain.formOf('[role="alertdialog"] form').submit("Poista pysyvästi");
    expect(toast(deleted)).toMatch(/Tarjouspyyntö poistettu/);
    expect(deleted.path).toBe("/admin/tarjouspyynnot");
    expect(requestCards(deleted, name).length).toBe(0);
    const handledAfter = await follow(deleted, '[data-testid="quote-tab-handled"]');
    expect(handledAfter.path).toMatch(/tila=kasitellyt/);
    expect(requestCards(handledAfter, name).length).toBe(0);
  });

  it("the admin creates a rim, it is listed on /vanteet, a visitor asks for it, the admin deletes it", async () => {
    const brand = `Testivanne ${unique()}`;
    const landing = await server.admin.goto("/admin");
    const rims = await landing.click("Vanteet", { exact: true, within: 'nav[aria-label="Ylläpidon välilehdet"]' });
    expect(rims.path).toBe("/admin/vanteet");
    const adding = await rims.click("Lisää vanne", { exact: true });
    expect(adding.allByRole("dialog", { name: "Lisää uusi vanne" })).toHaveLength(1);

    // A refused form keeps what was typed.
    const refused = await adding
      .formOf('[data-testid="rim-form"]')
      .fill("Merkki", brand)
      .fill("Malli", "Sport")
      .fill("Halkaisija (tuumaa)", "23")
      .fill("Leveys (tuumaa, esim. 7,5)", "8,5")
      .fill("Pulttijaon halkaisija (mm, esim. 112)", "120")
      .fill("Offset ET (mm)", "35")
      .fill("Hinta (€ / kpl)", "abc")
      .submit("Tallenna");
    expect(refused.text('[role="dialog"]')).toContain("Hinta: luku 0–100000.");
    const again = refused.formOf('[data-testid="rim-form"]');
    expect(again.value("Merkki")).toBe(brand);
    expect(again.field("Hinta (€ / kpl)").attr("aria-invalid")).toBe("true");

    const saved = await again.fill("Hinta (€ / kpl)", "249,90").fill("Varastosaldo (vapaaehtoinen)", "4").submit("Tallenna");
    expect(toast(saved)).toMatch(/Vanne lisätty onnistuneesti/);
    expect(rimRows(saved, brand).text()).toContain("23×8,5J");
    expect(rimRows(saved, brand).text()).toContain("5×120");

    // On the public page, found with the filters (a plain GET form).
    const visitor = new NoJsBrowser(server.app.url);
    const publicRims = await visitor.goto("/vanteet");
    expect(publicRims.getByRole("heading", { name: "Vanteet", exact: true }).is("h1")).toBe(true);
    const filtered = await publicRims.form("Näytä vanteet").select("Halkaisija", "23").select("Pulttijako", "5x120").submit("Näytä vanteet");
    expect(filtered.path).toMatch(/halkaisija=23&pulttijako=5x120/);
    const cards = filtered.find('[data-testid="rim-card"]');
    expect(cards.length).toBe(1);
    expect(filtered.text('[data-testid="rim-card"]')).toContain(`${brand} Sport`);
    expect(filtered.text('[data-testid="rim-card"]')).toContain("ET 35");
    expect(filtered.text('[data-testid="rim-card"]')).toContain("Varastossa 4 kpl");

    const ask = await filtered.click(`Kysy tarjous: ${brand} Sport`, { exact: true });
    expect(ask.path).toMatch(/^\/kysy-tarjous\?vanne=\d+$/);
    expect(ask.text('[data-testid="quote-product-name"]')).toBe(`${brand} Sport`);
    const sent = await quoteForm(ask).fill("Nimi", `Vannekysyjä ${brand}`).fill("Sähköpostiosoite", "vannekysyja@example.fi").submit("Lähetä tarjouspyyntö");
    expect(sent.find('[data-testid="quote-success"]').length).toBe(1);
    await expect.poll(() => shopMailsAbout(`Vannekysyjä ${brand}`).length, { timeout: 15_000 }).toBe(1);
    expect(shopMailsAbout(`Vannekysyjä ${brand}`)[0].text).toContain(`Tuote: ${brand} Sport, 23×8,5J, 5×120, ET 35`);

    // Deleted after the confirmation; gone from the site, an empty filter result says so.
    const list = await server.admin.goto("/admin/vanteet");
    const confirming = await list.click(`Poista: ${brand} Sport`, { exact: true, within: '[data-testid="rim-row"]' });
    const dialog = confirming.allByRole("alertdialog", { name: "Poista vanne" });
    expect(dialog).toHaveLength(1);
    expect(confirming.text(dialog[0])).toContain(`Poistetaanko vanne ”${brand} Sport”?`);
    const deleted = await confirming.formOf('[role="alertdialog"] form').submit("Poista vanne");
    expect(toast(deleted)).toMatch(/Vanne poistettu/);
    expect(rimRows(deleted, brand).length).toBe(0);
    const empty = await visitor.goto("/vanteet?halkaisija=23&pulttijako=5x120");
    expect(empty.find('[data-testid="rims-public-empty"]').length).toBe(1);
  });
});
