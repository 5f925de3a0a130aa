/**
 * The tyre hotel's CSV import, settings and export without JavaScript (tests/e2e/admin-tyre-hotel-import.spec.ts
 * tests them with): the template download, a multipart upload → preview → import, the same file again
 * creating nothing; bad files answered with a Finnish message on the page (wrong type, too big, NUL bytes,
 * only a header), never a 500; the export's download headers; the settings form keeping what was typed,
 * and the privacy notice showing the saved retention. It adds customers, so it runs on a server of its own.
 */
import { describe, expect, it } from "vitest";
import { HOTEL_IMPORT_COLUMNS } from "../../app/features/tyre-hotel/import.rules";
import { parseCsv } from "../../app/lib/csv";
import { HOTEL_CUSTOMERS } from "../../db/seed-tyre-hotel";
import type { NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";

const PATH = "/admin/rengashotelli/tuonti";
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const count = (page: NoJsPage, kind: string) => page.text(`[data-testid="import-preview"] [data-testid="import-count-${kind}"]`);
const importForm = (page: NoJsPage) => page.form("Esikatsele");
const error = (page: NoJsPage) => page.text('[data-testid="import-error"]');

const stamp = Date.now().toString(36).slice(-4).toUpperCase();
const CSV = [
  "nimi;puhelin;sahkoposti;muistutukset;rekisterinumero;merkki_ja_malli;kausi;rengaskoko;renkaat;vanteet;paikka;dot;urasyvyys;sisaankirjaus;lisatiedot",
  `Ilona Tuotu;040 777 1001;ilona.${stamp.toLowerCase()}@example.com;kyllä;NJ-${stamp}1;Mazda 3;talvi;205/55R16;Nokian Hakkapeliitta R5;kyllä;N1/1;1223 1223 0922 0922;6,5 6,5 7 7;15.10.2026;`,
  `Ilona Tuotu;040 777 1001;;ei;NJ-${stamp}1;Mazda 3;kesä;205/55R16;Michelin Primacy 4;ei;N1/2;;3,5 3,5 2,5 2,5;;Takarenkaat kuluneet`,
  `Kalle Tuotu;+358 50 777 1002;;ei;NJ-${stamp}2;Saab 9-3;talvi;195/65R15;;ei;N1/3;;;;`,
].join("\r\n");
const csvFile = (text: string, name = "rekisteri.csv") => ({ name, mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${text}`, "utf8") });

describe("the tyre hotel's import, settings and export without JavaScript", () => {
  const server = ownServerWithAdmin();

  it("offers the template: the documented columns and an example row", async () => {
    const page = await server.admin.goto(PATH);
    expect(page.status).toBe(200);
    expect(page.find('[data-testid="import-columns"] tbody tr')).toHaveLength(HOTEL_IMPORT_COLUMNS.length);
    const download = await page.click("Lataa CSV-malli");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="rengashotelli-tuontimalli.csv"');
    expect(download.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const parsed = parseCsv(download.html);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.records[0]).toEqual([...HOTEL_IMPORT_COLUMNS]);
    expect(parsed.records[1]).toHaveLength(HOTEL_IMPORT_COLUMNS.length);
  });

  it("uploads a file, previews it, imports it; the same file again creates nothing", async () => {
    let page = await server.admin.goto(PATH);
    page = await importForm(page).attach("CSV-tiedosto", csvFile(CSV)).submit("Esikatsele");
    expect(page.status).toBe(200);
    expect(count(page, "create")).toBe("3");
    expect(count(page, "customers")).toBe("2");
    expect(count(page, "vehicles")).toBe("2");
    expect(count(page, "rejected")).toBe("0");
    const sets = page.text('[data-testid="import-sets"]');
    expect(sets).toContain(`NJ-${stamp}1`);
    expect(sets).toContain("N1/3");
    // The previewed file is now in the text field, ready to fix or import.
    expect(importForm(page).value("CSV-sisältö")).toContain("Ilona Tuotu");

    page = await importForm(page).submit("Tuo rekisteriin");
    expect(page.path).toBe(PATH);
    expect(toast(page)).toBe("Tuonti valmis: 3 uutta sarjaa, 0 uudelleen sisäänkirjattua, 2 uutta asiakasta.");

    // The customers exist: the first one after the demo register's is Ilona, with both her sets.
    const ilona = await server.admin.goto(`/admin/rengashotelli/asiakkaat/${HOTEL_CUSTOMERS.length + 1}/vienti`);
    const exported = JSON.parse(ilona.html) as { customer: { name: string; reminderConsent: boolean }; vehicles: { registration: string; sets: { location: string }[] }[] };
    expect(exported.customer).toMatchObject({ name: "Ilona Tuotu", reminderConsent: true });
    expect(exported.vehicles).toHaveLength(1);
    expect(exported.vehicles[0].sets.map((set) => set.location)).toEqual(["N1/1", "N1/2"]);

    page = await importForm(page).attach("CSV-tiedosto", csvFile(CSV)).submit("Esikatsele");
    expect(count(page, "create")).toBe("0");
    expect(count(page, "unchanged")).toBe("3");
    expect(page.text('[data-testid="import-preview"]')).toContain("Tiedostossa ei ole tuotavaa: kaikki sarjat ovat jo rekisterissä.");
    expect(page.allByRole("button", { name: "Tuo rekisteriin" })).toHaveLength(0);
  });

  it("a taken place is a row error with its row number; importing anyway writes nothing and keeps the text", async () => {
    let page = await server.admin.goto(PATH);
    const text = [
      "nimi;puhelin;rekisterinumero;kausi;rengaskoko;paikka",
      `Pekka Paikaton;040 888 1001;PP-${stamp}1;kesä;205/55R16;N9/9`,
      // K1/1 holds a set of the demo register (db/seed-tyre-hotel.ts).
      `Pekka Paikaton;040 888 1001;PP-${stamp}2;kesä;205/55R16;k1/1`,
    ].join("\n");
    page = await importForm(page).fill("CSV-sisältö", text).submit("Esikatsele");
    expect(page.text('[data-testid="import-rejected"]')).toBe("Rivi 3: paikka K1/1 on jo varattu (KTO-101, talvirenkaat)");
    expect(count(page, "create")).toBe("1");
    // No import button while a row is rejected: the form's digest posted by hand is refused all the same.
    expect(page.allByRole("button", { name: "Tuo rekisteriin" })).toHaveLength(0);
    const digest = page.find('input[name="digest"]').attr("value")!;
    const entries = [
      { name: "intent", value: "apply" },
      { name: "csv", value: text },
      { name: "digest", value: digest },
    ];
    const body = Buffer.from(new URLSearchParams(entries.map(({ name, value }) => [name, value])).toString());
    const forced = await server.admin.navigate({ method: "POST", url: new URL(PATH, server.app.url).href, contentType: "application/x-www-form-urlencoded", body, entries });
    expect(forced.status).toBe(422);
    expect(error(forced)).toBe("Tuontia ei tehty: 1 rivi hylättiin. Korjaa rivit ja esikatsele uudelleen; mitään ei tallennettu.");
    expect(importForm(forced).value("CSV-sisältö")).toContain(`PP-${stamp}2`);

    // Nothing was written: the valid first row is still new.
    page = await importForm(forced).submit("Esikatsele");
    expect(count(page, "create")).toBe("1");
  });

  it("bad files get a Finnish message on the page, never a 500", async () => {
    const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) =>
      importForm(await server.admin.goto(PATH)).attach("CSV-tiedosto", file).submit("Esikatsele");

    const png = await upload({ name: "kuva.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]) });
    expect(png.status).toBe(415);
    expect(error(png)).toMatch(/^Tiedosto ei ole CSV-tekstiä\./);

    const xlsx = await upload({ name: "rekisteri.csv", mimeType: "text/csv", buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]) });
    expect(xlsx.status).toBe(415);
    expect(error(xlsx)).toMatch(/^Tiedosto ei ole CSV-tekstiä\./);

    const big = await upload(csvFile(`${CSV}\r\n${"x".repeat(2 * 1024 * 1024)}`));
    expect(big.status).toBe(413);
    expect(error(big)).toMatch(/^Tiedosto on liian suuri \(2 Mt\)\. Yhdellä kertaa voi tuoda enintään 2 Mt\.$/);

    const nul = await upload(csvFile(CSV.replace("Kalle", "Ka\u0000lle")));
    expect(nul.status).toBe(400);
    expect(error(nul)).toMatch(/^Tiedostossa on ohjausmerkkejä \(esimerkiksi NUL-tavuja\)/);

    const header = await upload(csvFile(`${CSV.split("\r\n")[0]}\r\n`));
    expect(header.status).toBe(400);
    expect(error(header)).toBe("Tiedostossa on vain otsikkorivi: lisää jokaiselle säilytettävälle sarjalle oma rivinsä.");

    const nothing = await importForm(await server.admin.goto(PATH)).submit("Esikatsele");
    expect(nothing.status).toBe(400);
    expect(error(nothing)).toBe("Valitse CSV-tiedosto tai liitä sen sisältö tekstikenttään.");
  });

  it("exports one customer's data as a private JSON download", async () => {
    // The first customer of the demo register (db/seed-tyre-hotel.ts).
    const response = await server.admin.goto("/admin/rengashotelli/asiakkaat/1/vienti");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="rengashotelli-asiakas-1.json"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const exported = JSON.parse(response.html) as { customer: { name: string }; vehicles: { registration: string }[] };
    expect(exported.customer.name).toBe("Aino Virtanen");
    expect(exported.vehicles.map((vehicle) => vehicle.registration)).toEqual(["KTO-101"]);
    expect((await server.admin.goto("/admin/rengashotelli/asiakkaat/999999/vienti")).status).toBe(404);
  });

  it("settings keep what was typed on a refused save; a saved retention is what the privacy notice says", async () => {
    let page = await server.admin.goto("/admin/rengashotelli/asetukset");
    expect(page.form("Tallenna").value("Säilytysaika (kuukautta)")).toBe("24");
    page = await page.form("Tallenna").fill("Säilytysaika (kuukautta)", "121").submit("Tallenna");
    expect(page.status).toBe(400);
    expect(page.form("Tallenna").value("Säilytysaika (kuukautta)")).toBe("121");
    expect(page.text(".field-error")).toBe("Anna kokonaisluku väliltä 1–120.");
    expect(page.find('input[aria-invalid="true"]').attr("name")).toBe("retentionMonths");

    page = await page.form("Tallenna").fill("Säilytysaika (kuukautta)", "36").submit("Tallenna");
    expect(toast(page)).toBe("Säilytysaika tallennettu: 36 kuukautta.");
    expect(page.form("Tallenna").value("Säilytysaika (kuukautta)")).toBe("36");

    const notice = await server.admin.goto("/tietosuojaseloste");
    expect(notice.text('[data-testid="hotel-retention"]')).toContain(
      "Asiakkaan tiedot poistetaan 36 kuukauden kuluttua viimeisestä luovutuksesta, kun hänellä ei ole renkaita säilytyksessä.",
    );
    expect(notice.getByRole("heading", { name: "4. Rengashotelli" })).toHaveLength(1);
    expect(notice.text()).toContain("36 kuukautta viimeisestä luovutuksesta, kun renkaita ei ole säilytyksessä");
  });
});
