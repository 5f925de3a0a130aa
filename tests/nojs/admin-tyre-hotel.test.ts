/**
 * The tyre hotel's register without JavaScript (tests/e2e/admin-tyre-hotel.spec.ts tests it with): a
 * customer, a vehicle and a set checked in (a refused form keeps what was typed), the search by
 * registration, phone and name, the label with its QR code, a photo, check-out, a taken place refused
 * in Finnish, check-in again with the history, and deletes after their confirmations.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type NoJsBrowser, type NoJsPage, loggedInBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const letters = () => Array.from({ length: 2 }, () => "BCDFGHJKLMNPRSTVZ"[Math.floor(Math.random() * 17)]).join("");
const digits = () => String(100 + Math.floor(Math.random() * 900));
const DRAWER = '[role="dialog"]';

describe("the tyre hotel's register without JavaScript", () => {
  let browser: NoJsBrowser;
  beforeAll(async () => {
    browser = await loggedInBrowser(url);
  });

  it("checks a set in, finds it, prints its label, checks it out and in again, and deletes", async () => {
    const plate = `Q${letters()}-${digits()}`;
    const plate2 = `Q${letters()}-${digits()}`;
    const shelf = `N${letters()}${digits()}`.slice(0, 8);
    const name = `Hotelliasiakas ${letters()}${digits()}`;
    const phone = `040 ${digits()} ${digits()}${Math.floor(Math.random() * 10)}`;

    // The admin's tab and its sections.
    let page = await browser.goto("/admin");
    page = await page.click("Rengashotelli", { exact: true, within: 'nav[aria-label="Ylläpidon välilehdet"]' });
    expect(page.path).toBe("/admin/rengashotelli");
    const sections = page.getByRole("navigation", { name: "Rengashotellin osiot" });
    expect(sections.find("a").toArray().map((link) => page.$(link).text())).toEqual(["Rekisteri", "Varastopaikat", "Vaihtolista", "Muistutukset", "Tuonti", "Asetukset"]);
    expect(sections.find('a[aria-current="page"]').text()).toBe("Rekisteri");
    expect((await browser.goto("/admin/rengashotelli/paikat")).find('nav[aria-label="Rengashotellin osiot"] a[aria-current="page"]').text()).toBe("Varastopaikat");

    // A customer: a refused form keeps everything typed.
    page = await page.click("Uusi asiakas", { exact: true });
    page = await page.form("Uusi asiakas").fill("Nimi", "  ").fill("Puhelin", phone).fill("Sähköposti", "", { exact: true }).check(/kausimuistutuksen/).submit("Tallenna");
    let form = page.form("Uusi asiakas");
    expect(page.text("form")).toContain("Nimi on pakollinen.");
    expect(page.text("form")).toContain("anna sähköpostiosoite");
    expect(form.value("Puhelin")).toBe(phone);
    expect(form.value(/kausimuistutuksen/)).toBe("on");
    page = await form.fill("Nimi", name).fill("Sähköposti", "hotelli@example.fi", { exact: true }).submit("Tallenna");
    expect(toast(page)).toContain("Asiakas lisätty");
    expect(page.path).toMatch(/^\/admin\/rengashotelli\/asiakkaat\/\d+$/);
    const customerPath = page.path;
    expect(page.text('[data-testid="hotel-customer"]')).toContain("Kausimuistutus: kyllä");

    // A vehicle, typed loosely: kept normalised.
    page = await page.click("Lisää ajoneuvo", { exact: true });
    expect(page.getByRole("dialog", { name: "Uusi ajoneuvo" }).length).toBe(1);
    page = await page.form("Uusi ajoneuvo").fill("Rekisterinumero", plate.toLowerCase().replace("-", " ")).fill("Merkki ja malli", "Toyota Corolla").submit("Tallenna");
    expect(toast(page)).toContain("Ajoneuvo lisätty");
    expect(page.text('[data-testid="hotel-vehicle"]')).toContain(plate);

    // Check-in: a bad DOT and place are refused with the rest kept; then stored.
    page = await page.click(`Tuo uusi sarja: ${plate}`, { exact: true });
    expect(page.path).toMatch(/^\/admin\/rengashotelli\/sarjat\/uusi\?ajoneuvo=\d+$/);
    form = page
      .form("Tuo sarja varastoon")
      .select("Kausi", "Talvirenkaat")
      .fill("Rengaskoko", "2055516")
      .fill("Merkki ja malli", "Nokian Hakkapeliitta R5")
      .check("Vanteilla")
      .fill("Varastopaikka (hylly/paikka)", shelf)
      .fill("Vasen etu: DOT (vvVV)", "9921")
      .fill("Vasen etu: Urasyvyys (mm)", "3,5")
      .fill("Oikea etu: Urasyvyys (mm)", "6");
    page = await form.submit("Tallenna");
    form = page.form("Tuo sarja varastoon");
    expect(page.text("form")).toContain("DOT: neljä numeroa, viikko ja vuosi");
    expect(page.text("form")).toContain("Varastopaikka muodossa hylly/paikka");
    expect(form.value("Merkki ja malli")).toBe("Nokian Hakkapeliitta R5");
    expect(form.value("Kausi")).toBe("winter");
    expect(form.value("Vanteilla")).toBe("on");
    expect(form.value("Vasen etu: Urasyvyys (mm)")).toBe("3,5");
    page = await form.fill("Vasen etu: DOT (vvVV)", "2321").fill("Varastopaikka (hylly/paikka)", `${shelf.toLowerCase()} / 1`).submit("Tallenna");
    expect(toast(page)).toContain("Sarja tuotu varastoon");
    expect(page.path).toMatch(/^\/admin\/rengashotelli\/sarjat\/\d+$/);
    const setPath = page.path;
    expect(page.text('[data-testid="set-status"]')).toBe(`Varastossa, Paikka ${shelf}/1`);
    expect(page.text('[data-testid="set-warnings"]')).toContain("Vasen etu: urasyvyys 3,5 mm, alle suositellun 4 mm");

    // The search: registration typed loosely, a part of the phone, a part of the name.
    for (const query of [plate.replace("-", "").toLowerCase(), plate.slice(0, 3), phone.replace(/\s/g, "").slice(-7), name.split(" ")[1].toUpperCase()]) {
      page = await (await browser.goto("/admin/rengashotelli")).form("Hae").fill("Hae rekisterinumerolla, nimellä tai puhelinnumerolla", query).submit("Hae");
      expect(page.path).toBe(`/admin/rengashotelli?q=${encodeURIComponent(query).replace(/%20/g, "+")}`);
      const rows = page.find('[data-testid="hotel-customer-row"]').filter((_, row) => page.$(row).text().includes(name));
      expect(rows.length, query).toBe(1);
      expect(page.text(rows[0])).toContain(`${plate} Toyota Corolla`);
      expect(page.text(rows[0])).toContain(`Paikka ${shelf}/1`);
      expect(page.text(rows[0])).toContain("1 huomio");
    }
    page = await (await browser.goto("/admin/rengashotelli")).form("Hae").fill("Hae rekisterinumerolla, nimellä tai puhelinnumerolla", "ZZZ-EI-OLE").submit("Hae");
    expect(page.text('[data-testid="hotel-search-empty"]')).toContain('Haulla "ZZZ-EI-OLE" ei löytynyt asiakkaita');

    // The label: the set's details and a QR code as SVG made on the server; the note for printing without JS.
    page = await (await browser.goto(setPath)).click("Tulosta tarra", { exact: true });
    expect(page.path).toBe(`${setPath}/tarra`);
    const label = page.text('[data-testid="hotel-label"]');
    for (const part of [plate, "Talvirenkaat · 205/55R16", "Nokian Hakkapeliitta R5", `${shelf}/1`, `Sarja #${setPath.split("/").pop()}`]) expect(label).toContain(part);
    expect(page.find('[data-testid="hotel-label-qr"] > svg path').length).toBeGreaterThan(0);
    expect(page.text('[data-testid="label-no-js"]')).toContain("Ctrl+P");

    // A photo: a real image only.
    page = await browser.goto(setPath);
    page = await page.form("Lisää kuva").attach("Lisää kuva", { name: "vaurio.txt", mimeType: "image/png", buffer: Buffer.from("ei kuva") }).submit("Lähetä kuva");
    expect(page.text('[role="alert"]')).toContain("File type not supported");
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#08f" } }).jpeg().toBuffer();
    page = await page.form("Lisää kuva").attach("Lisää kuva", { name: "vaurio.jpg", mimeType: "image/jpeg", buffer: image }).submit("Lähetä kuva");
    expect(toast(page)).toContain("Kuva lisätty");
    const photo = page.find('[data-testid="set-photo"] img').attr("src") ?? "";
    expect(photo).toMatch(/^\/admin\/rengashotelli\/kuvat\/\d+$/);
    const served = await browser.goto(photo);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    // A second photo, deleted after its confirmation.
    page = await (await browser.goto(setPath)).form("Lisää kuva").attach("Lisää kuva", { name: "toinen.jpg", mimeType: "image/jpeg", buffer: image }).submit("Lähetä kuva");
    expect(page.find('[data-testid="set-photo"]').length).toBe(2);
    page = await page.click("Poista kuva: Sarjan kuva 2", { exact: true });
    expect(page.text('[role="alertdialog"]')).toContain("Poistetaanko kuva pysyvästi?");
    page = await page.formOf('[role="alertdialog"] form').submit("Poista");
    expect(toast(page)).toContain("Kuva poistettu");
    expect(page.find('[data-testid="set-photo"]').length).toBe(1);
    expect(page.text("#kuvat-otsikko")).toBe("Kuvat (1/8)");

    // Check-out: the date defaults to now, the admin is recorded.
    page = await (await browser.goto(setPath)).click("Luovuta", { exact: true });
    expect(page.getByRole("dialog", { name: "Luovuta sarja" }).length).toBe(1);
    expect(page.form("Luovuta sarja").value("Aika")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    page = await page.form("Luovuta sarja").submit("Luovuta");
    expect(toast(page)).toContain("Sarja luovutettu");
    expect(page.text('[data-testid="set-status"]')).toBe("Luovutettu");
    expect(page.text('[data-testid="hotel-set-page"]')).toMatch(/Luovutettu \d+\.\d+\.\d{4} klo \d\d\.\d\d \(kaarto-admin\)/);

    // Another vehicle's set takes a place …
    page = await (await browser.goto(customerPath)).click("Lisää ajoneuvo", { exact: true });
    page = await page.form("Uusi ajoneuvo").fill("Rekisterinumero", plate2).submit("Tallenna");
    page = await page.click(`Tuo uusi sarja: ${plate2}`, { exact: true });
    page = await page.form("Tuo sarja varastoon").select("Kausi", "Kesärenkaat").fill("Rengaskoko", "195/65R15").fill("Varastopaikka (hylly/paikka)", `${shelf}/2`).submit("Tallenna");
    expect(toast(page)).toContain("Sarja tuotu varastoon");

    // … which the first set cannot take when checked in again: the Finnish message, the readings kept.
    page = await (await browser.goto(setPath)).click("Tuo takaisin varastoon", { exact: true });
    form = page.form("Tuo sarja takaisin varastoon");
    expect(form.value("Vasen etu: DOT (vvVV)")).toBe("2321");
    page = await form.fill("Varastopaikka (hylly/paikka)", `${shelf}/2`).fill("Vasen etu: Urasyvyys (mm)", "5").submit("Tuo takaisin varastoon");
    form = page.form("Tuo sarja takaisin varastoon");
    expect(page.text(DRAWER)).toContain(`Paikka ${shelf}/2 on jo varattu toiselle sarjalle. Valitse toinen paikka.`);
    expect(form.value("Vasen etu: Urasyvyys (mm)")).toBe("5");
    page = await form.fill("Varastopaikka (hylly/paikka)", `${shelf}/3`).submit("Tuo takaisin varastoon");
    expect(toast(page)).toContain("Sarja tuotu takaisin varastoon");
    expect(page.text('[data-testid="set-status"]')).toBe(`Varastossa, Paikka ${shelf}/3`);
    expect(page.text('[data-testid="set-warnings"]')).not.toContain("Vasen etu");
    const history = page.find('[data-testid="set-history"] li').toArray().map((item) => page.text(item));
    expect(history).toHaveLength(3);
    expect(history[0]).toMatch(new RegExp(`^Tuotu varastoon .*kaarto-admin, paikka ${shelf}/3$`));
    expect(history[1]).toMatch(new RegExp(`^Luovutettu .*paikka ${shelf}/1$`));

    // The occupancy view and the swap list show it.
    page = await browser.goto(`/admin/rengashotelli/paikat?hylly=${shelf.toLowerCase()}`);
    expect(page.text('[data-testid="places-shelf"]')).toContain(`Hylly ${shelf}: 2 paikkaa`);
    page = await browser.goto("/admin/rengashotelli/vaihtolista?kausi=talvi");
    expect(page.find('[data-testid="swap-row"]').filter((_, row) => page.$(row).text().includes(plate)).length).toBe(1);

    // Delete the set after its confirmation, then the customer with everything.
    page = await (await browser.goto(setPath)).click("Poista sarja", { exact: true });
    expect(page.getByRole("alertdialog", { name: "Poista sarja" }).length).toBe(1);
    page = await page.formOf('[role="alertdialog"] form').submit("Poista");
    expect(toast(page)).toContain("Sarja poistettu");
    expect(page.path).toBe(customerPath);
    page = await page.click("Poista asiakas", { exact: true });
    expect(page.text('[role="alertdialog"]')).toContain(`Poistetaanko asiakas ${name}?`);
    page = await page.formOf('[role="alertdialog"] form').submit("Poista");
    expect(toast(page)).toContain("Asiakas poistettu");
    expect(page.path).toBe("/admin/rengashotelli");
    expect((await browser.goto(customerPath)).status).toBe(404);
    expect((await browser.goto(setPath)).status).toBe(404);
  });
});
