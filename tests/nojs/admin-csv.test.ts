/**
 * The catalogue's CSV round trip without JavaScript (tests/e2e/admin-csv.spec.ts tests it with): the export
 * link, a multipart upload of the edited file, the preview with old → new, apply, and the new price on the
 * public /renkaat page; pasted text with a rejected row skipped only when asked. It changes catalogue
 * prices, so it runs on a server of its own.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUE_COLUMNS } from "../../app/features/catalogue-csv/rules";
import { parseCsv, writeCsv } from "../../app/lib/csv";
import type { NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";

const col = (name: (typeof CATALOGUE_COLUMNS)[number]) => CATALOGUE_COLUMNS.indexOf(name);
const DRAWER = '[role="dialog"][aria-labelledby], [role="dialog"][aria-label]';
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const cards = (page: NoJsPage, ...texts: string[]) =>
  page.find('main [data-testid="tyre-card"]').filter((_, card) => texts.every((text) => page.$(card).text().includes(text)));
/** The import form: its 'Tuo muutokset' button and skip checkbox are outside it (form="…"), which page.form(name) does not look at. */
const importForm = (page: NoJsPage) => page.form("Esikatsele");
const spaced = (text: string) => text.replace(/\s+/g, " ");

describe("the CSV import and export without JavaScript", () => {
  const server = ownServerWithAdmin();

  async function openCsvDrawer(): Promise<NoJsPage> {
    const page = await (await server.admin.goto("/admin/renkaat")).click("Tuo CSV", { exact: true });
    expect(page.path).toMatch(/^\/admin\/renkaat\/csv(\?|$)/);
    expect(page.getByRole("dialog", { name: "CSV-tuonti ja -vienti" }).length).toBe(1);
    return page;
  }

  it("exports, takes an edited file, previews and applies it: the new price is on the public page", async () => {
    let page = await openCsvDrawer();
    const download = await page.click("Lataa CSV", { exact: true, within: DRAWER });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/filename="?renkaat-\d{4}-\d{2}-\d{2}\.csv/);
    const parsed = parseCsv(download.html);
    if (!parsed.ok) throw new Error(parsed.error);
    const [header, ...records] = parsed.records;
    expect(header).toEqual([...CATALOGUE_COLUMNS]);
    expect(records.length).toBeGreaterThan(100);

    const target = records[0];
    const oldPrice = target[col("hinta")];
    const newPrice = `${Math.floor(Number(oldPrice)) + 7}.37`;
    target[col("hinta")] = newPrice;
    const edited = Buffer.from(writeCsv(parsed.records, { bom: true }));

    page = await page.form("Esikatsele").attach("CSV-tiedosto", { name: "renkaat-muokattu.csv", mimeType: "text/csv", buffer: edited }).submit("Esikatsele");
    const count = (kind: string) => page.text(`[data-testid="csv-preview"] [data-testid="csv-count-${kind}"]`);
    expect(count("update")).toBe("1");
    expect(count("create")).toBe("0");
    expect(count("rejected")).toBe("0");
    expect(count("unchanged")).toBe(String(records.length - 1));
    const update = page.find('[data-testid="csv-update"] tr').filter((_, row) => page.$(row).text().includes(target[col("malli")]));
    expect(update.length).toBe(1);
    expect(spaced(update.text())).toContain(target[col("koko")]);
    expect(spaced(update.text())).toContain(`hinta: ${oldPrice.replace(".", ",")} → ${newPrice.replace(".", ",")}`);
    // The previewed file is in the text field now, ready to fix or import.
    const form = importForm(page);
    expect(form.value("CSV-sisältö")).toMatch(/^\uFEFF?koko,ajoneuvo,valmistaja/);

    page = await form.submit("Tuo muutokset");
    expect(toast(page)).toMatch(/Tuonti valmis: 0 uutta, 1 päivitetty tuote\./);
    expect(page.path).toMatch(/^\/admin\/renkaat(\?|$)/);
    expect(page.allByRole("dialog", { name: "CSV-tuonti ja -vienti" })).toHaveLength(0);

    page = await server.admin.goto(`/renkaat?search=${encodeURIComponent(target[col("koko")])}`);
    const card = cards(page, target[col("malli")], target[col("valmistaja")]);
    expect(card.length).toBeGreaterThan(0);
    expect(spaced(card.first().text())).toContain(newPrice.replace(".", ","));
  });

  it("pasted CSV: a rejected row is listed with its reason and skipped only when asked", async () => {
    let page = await openCsvDrawer();
    const model = `Tuontimalli ${Date.now().toString(36)}`;
    const csv = [
      "koko;ajoneuvo;valmistaja;malli;kausi;talvityyppi;hinta",
      `195/65R15;;Nokian Tyres;${model};talvi;kitka;123,45`,
      "205/5R16;;Nokian Tyres;Virheellinen;kesä;;99",
    ].join("\n");
    page = await page.form("Esikatsele").fill("CSV-sisältö", csv).submit("Esikatsele");
    expect(page.text('[data-testid="csv-count-create"]')).toBe("1");
    expect(page.text('[data-testid="csv-rejected"]')).toBe('Rivi 3: tuntematon rengaskoko "205/5R16"');
    expect(page.text('[data-testid="csv-create"]')).toContain(model);
    expect(page.text('[data-testid="csv-create"]')).toContain("123,45 €");

    // Without the skip choice nothing is imported and the text stays.
    page = await importForm(page).submit("Tuo muutokset");
    expect(page.text('[data-testid="csv-error"]')).toBe("Tuontia ei tehty: 1 rivi hylättiin. Korjaa rivit tai valitse hylättyjen rivien ohitus.");
    expect(importForm(page).value("CSV-sisältö")).toContain(model);

    page = await importForm(page).check("Tuo kelvolliset rivit ja ohita 1 hylätty rivi").submit("Tuo muutokset");
    expect(toast(page)).toMatch(/Tuonti valmis: 1 uusi, 0 päivitettyä tuotetta\./);

    page = await server.admin.goto("/renkaat?search=195%2F65R15");
    const card = cards(page, model);
    expect(card.length).toBe(1);
    expect(spaced(card.text())).toContain("123,45");
  });
});
