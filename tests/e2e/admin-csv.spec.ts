/**
 * CSV round trip of the catalogue (/admin/renkaat/csv): download the export, raise one price in the file,
 * upload it, see the preview with old → new, apply, and find the new price on the public /renkaat page.
 * Also pasted text with a rejected row that is skipped on purpose. Without JavaScript:
 * tests/nojs/admin-csv.test.ts.
 */
import { readFile, writeFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CATALOGUE_COLUMNS } from "../../app/features/catalogue-csv/rules";
import { parseCsv, writeCsv } from "../../app/lib/csv";
import { loginAsAdmin } from "./helpers";

test.describe.configure({ mode: "serial" });

const drawer = (page: Page) => page.getByRole("dialog", { name: "CSV-tuonti ja -vienti" });
const toast = (page: Page) => page.getByTestId("toast");
const col = (name: (typeof CATALOGUE_COLUMNS)[number]) => CATALOGUE_COLUMNS.indexOf(name);

async function openCsvDrawer(page: Page) {
  await loginAsAdmin(page, "/admin/renkaat");
  await page.getByRole("link", { name: "Tuo CSV" }).click();
  await expect(page).toHaveURL(/\/admin\/renkaat\/csv(\?|$)/);
  await expect(drawer(page)).toBeVisible();
}

test("export, edit a price, preview and apply: the new price is on the public page", async ({ page }, testInfo) => {
  await openCsvDrawer(page);

  const [download] = await Promise.all([page.waitForEvent("download"), drawer(page).getByRole("link", { name: "Lataa CSV", exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^renkaat-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await download.path())!, "utf8");
  expect(exported.charCodeAt(0)).toBe(0xfeff);
  const parsed = parseCsv(exported);
  if (!parsed.ok) throw new Error(parsed.error);
  const [header, ...records] = parsed.records;
  expect(header).toEqual([...CATALOGUE_COLUMNS]);
  expect(records.length).toBeGreaterThan(100);

  // Raise the first product's price (raising never conflicts with a sale price) to a value with cents.
  const target = records[0];
  const oldPrice = target[col("hinta")];
  const newPrice = `${Math.floor(Number(oldPrice)) + 7}.37`;
  target[col("hinta")] = newPrice;
  const edited = testInfo.outputPath("renkaat-muokattu.csv");
  await writeFile(edited, writeCsv(parsed.records, { bom: true }));

  await drawer(page).getByLabel("CSV-tiedosto").setInputFiles(edited);
  await drawer(page).getByRole("button", { name: "Esikatsele" }).click();
  const preview = drawer(page).getByTestId("csv-preview");
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId("csv-count-update")).toHaveText("1");
  await expect(preview.getByTestId("csv-count-create")).toHaveText("0");
  await expect(preview.getByTestId("csv-count-rejected")).toHaveText("0");
  await expect(preview.getByTestId("csv-count-unchanged")).toHaveText(String(records.length - 1));
  const update = preview.getByTestId("csv-update").getByRole("row").filter({ hasText: target[col("malli")] });
  await expect(update).toContainText(target[col("koko")]);
  await expect(update).toContainText(`hinta: ${oldPrice.replace(".", ",")} → ${newPrice.replace(".", ",")}`);
  // The previewed file is in the text field now, ready to fix or import.
  await expect(drawer(page).getByLabel("CSV-sisältö")).toHaveValue(/^koko,ajoneuvo,valmistaja/);

  await drawer(page).getByRole("button", { name: "Tuo muutokset" }).click();
  await expect(toast(page)).toHaveText(/Tuonti valmis: 0 uutta, 1 päivitetty tuote\./);
  await expect(page).toHaveURL(/\/admin\/renkaat(\?|$)/);
  await expect(drawer(page)).toHaveCount(0);

  await page.goto(`/renkaat?search=${encodeURIComponent(target[col("koko")])}`);
  const card = page.getByRole("main").getByTestId("tyre-card").filter({ hasText: target[col("malli")] }).filter({ hasText: target[col("valmistaja")] });
  await expect(card.first()).toContainText(newPrice.replace(".", ","));
});

test("pasted CSV: a rejected row is listed with its reason and skipped only when asked", async ({ page }) => {
  await openCsvDrawer(page);
  const model = `Tuontimalli ${Date.now().toString(36)}`;
  const csv = [
    "koko;ajoneuvo;valmistaja;malli;kausi;talvityyppi;hinta",
    `195/65R15;;Nokian Tyres;${model};talvi;kitka;123,45`,
    "205/5R16;;Nokian Tyres;Virheellinen;kesä;;99",
  ].join("\n");
  await drawer(page).getByLabel("CSV-sisältö").fill(csv);
  await drawer(page).getByRole("button", { name: "Esikatsele" }).click();

  const preview = drawer(page).getByTestId("csv-preview");
  await expect(preview.getByTestId("csv-count-create")).toHaveText("1");
  await expect(preview.getByTestId("csv-rejected")).toHaveText('Rivi 3: tuntematon rengaskoko "205/5R16"');
  await expect(preview.getByTestId("csv-create")).toContainText(model);
  await expect(preview.getByTestId("csv-create")).toContainText("123,45 €");

  // Without the skip choice nothing is imported and the text stays.
  await drawer(page).getByRole("button", { name: "Tuo muutokset" }).click();
  await expect(drawer(page).getByTestId("csv-error")).toHaveText(
    "Tuontia ei tehty: 1 rivi hylättiin. Korjaa rivit tai valitse hylättyjen rivien ohitus.",
  );
  await expect(drawer(page).getByLabel("CSV-sisältö")).toHaveValue(new RegExp(model));

  await drawer(page).getByLabel("Tuo kelvolliset rivit ja ohita 1 hylätty rivi").check();
  await drawer(page).getByRole("button", { name: "Tuo muutokset" }).click();
  await expect(toast(page)).toHaveText(/Tuonti valmis: 1 uusi, 0 päivitettyä tuotetta\./);

  await page.goto("/renkaat?search=195%2F65R15");
  await expect(page.getByRole("main").getByTestId("tyre-card").filter({ hasText: model })).toContainText("123,45");
});
