/**
 * The tyre hotel's CSV import with JavaScript (without it: tests/nojs/admin-tyre-hotel-import.test.ts):
 * a file chosen in the browser is previewed and imported once, the preview takes focus; the import and
 * settings pages (with a preview, a rejected row and a refused setting shown) have no serious axe
 * violations.
 */
import { writeFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { JS_ONLY, hydrated, loginAsAdmin, seriousViolations } from "./helpers";

test.describe.configure({ mode: "serial" });

const PATH = "/admin/rengashotelli/tuonti";
const stamp = () => Date.now().toString(36).slice(-5).toUpperCase();

test("a chosen file is previewed and imported once; the same file again has nothing to import", JS_ONLY, async ({ page }, testInfo) => {
  const id = stamp();
  const csv = [
    "nimi;puhelin;sahkoposti;muistutukset;rekisterinumero;kausi;rengaskoko;paikka;dot;urasyvyys",
    `Eetu Selain;040 555 ${id.length}001;eetu.${id.toLowerCase()}@example.com;kyllä;EE-${id};talvi;205/55R16;E${id}/1;1223 1223 1223 1223;"6,5 6,5 7 7"`,
    `Eetu Selain;040 555 ${id.length}001;eetu.${id.toLowerCase()}@example.com;kyllä;EE-${id};kesä;205/55R16;E${id}/2;;`,
  ].join("\r\n");
  const file = testInfo.outputPath("rekisteri.csv");
  await writeFile(file, `\uFEFF${csv}`);

  await loginAsAdmin(page, PATH);
  await hydrated(page);
  await page.getByLabel("CSV-tiedosto").setInputFiles(file);
  await page.getByRole("button", { name: "Esikatsele" }).click();
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByTestId("import-count-create")).toHaveText("2");
  await expect(preview.getByTestId("import-count-customers")).toHaveText("1");
  await expect(preview.getByTestId("import-count-rejected")).toHaveText("0");
  await expect(page.getByRole("heading", { name: "Esikatselu" })).toBeFocused();
  await expect(preview.getByTestId("import-sets")).toContainText(`EE-${id}`);
  await expect(page.getByLabel("CSV-sisältö")).toHaveValue(/Eetu Selain/);

  await page.getByRole("button", { name: "Tuo rekisteriin" }).click();
  await expect(page.getByTestId("toast")).toHaveText("Tuonti valmis: 2 uutta sarjaa, 0 uudelleen sisäänkirjattua, 1 uusi asiakas.");
  await expect(preview).toHaveCount(0);

  await page.getByLabel("CSV-tiedosto").setInputFiles(file);
  await page.getByRole("button", { name: "Esikatsele" }).click();
  await expect(preview.getByTestId("import-count-unchanged")).toHaveText("2");
  await expect(preview.getByTestId("import-count-create")).toHaveText("0");
  await expect(page.getByRole("button", { name: "Tuo rekisteriin" })).toHaveCount(0);
});

// axe runs inside the page, so it needs JavaScript; the markup it checks is the same server-rendered page.
test("the import and settings pages have no serious accessibility violations", JS_ONLY, async ({ page }) => {
  await loginAsAdmin(page, PATH);
  await hydrated(page);
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);

  // With a preview showing a rejected row (K1/1 holds a set of the demo register).
  await page.getByLabel("CSV-sisältö").fill(["nimi;puhelin;rekisterinumero;kausi;rengaskoko;paikka", `Axe Testi;040 123 9999;AX-${stamp()};kesä;205/55R16;K1/1`].join("\n"));
  await page.getByRole("button", { name: "Esikatsele" }).click();
  await expect(page.getByTestId("import-rejected")).toContainText("Rivi 2: paikka K1/1 on jo varattu");
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);

  await page.goto("/admin/rengashotelli/asetukset");
  await hydrated(page);
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
  const months = page.getByLabel("Säilytysaika (kuukautta)");
  await months.fill("0");
  await page.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByText("Anna kokonaisluku väliltä 1–120.")).toBeVisible();
  await expect(months).toHaveValue("0");
  await expect(months).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
});
