/**
 * The tab 'Renkaiden hallinta' (/admin/renkaat): create a size, add a product with full details, edit it,
 * create and remove a sale, delete a size with its tyres after confirmation, the filters and the pager,
 * live financing, the manufacturer combobox and the dialog's keyboard handling. Without JavaScript:
 * tests/nojs/admin-tyres.test.ts.
 */
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { JS_ONLY, loginAsAdmin, seriousViolations } from "./helpers";

test.describe.configure({ mode: "serial" });

/** A size of its own for each test: widths 301… (the no-JS tests use 351…), a rare 37R21. */
let sizeCounter = 0;
function nextSize() {
  sizeCounter += 1;
  const width = 300 + sizeCounter;
  return { width: String(width), fullSize: `${width}/37R21` };
}
const unique = () => Math.random().toString(36).slice(2, 8);

/** The toast's message (its close button is the "×" next to it). */
const toast = (page: Page) => page.getByTestId("toast").locator("p");
const dialog = (page: Page) => page.getByTestId("admin-drawer");
const sizeCard = (page: Page, fullSize: string) => page.getByTestId("size-card").filter({ has: page.getByRole("heading", { name: new RegExp(`^${fullSize} - `) }) });
const productRow = (card: Locator, model: string) => card.getByTestId("product-row").filter({ hasText: model });

async function createSize(page: Page, width: string) {
  await page.getByRole("link", { name: "Luo koko", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/renkaat\/koot\/uusi/);
  await expect(dialog(page).getByRole("heading", { name: "Lisää uusi rengaskoko" })).toBeVisible();
  await page.getByLabel("Leveys (mm)").fill(width);
  await page.getByLabel("Profiili (%)").fill("37");
  await page.getByLabel("Halkaisija (tuumaa)").fill("21");
  await page.getByLabel("Ajoneuvotyyppi").selectOption("suv");
  await page.getByRole("button", { name: "Luo rengaskoko" }).click();
  await expect(toast(page)).toHaveText("Uusi rengaskoko luotu onnistuneesti");
}

/** Adds a product to the size through 'Lisää tuote tähän kokoon' with the required fields. */
async function addProduct(page: Page, fullSize: string, fields: { manufacturer: string; model: string; price: string }) {
  await sizeCard(page, fullSize).getByRole("link", { name: "Lisää tuote tähän kokoon" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Lisää rengastuote" })).toBeVisible();
  await page.getByLabel("Valmistaja", { exact: true }).fill(fields.manufacturer);
  await page.getByLabel("Malli", { exact: true }).fill(fields.model);
  await page.getByLabel("Hinta (€)", { exact: true }).fill(fields.price);
  await page.getByRole("button", { name: "Lisää rengastuote" }).click();
  await expect(toast(page)).toContainText("Rengastuote lisätty onnistuneesti");
}

test("the admin lands on the tyre tab and pages through the sizes with the filters kept", async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.getByRole("heading", { level: 2, name: "Renkaiden hallinta" })).toBeVisible();
  for (const label of ["Kesärenkaat", "Nastarenkaat", "Kitkarenkaat"]) await expect(page.getByLabel(label)).toBeChecked();
  await expect(page.getByRole("link", { name: "Lisää/Poista Valmistajia" })).toHaveAttribute("href", "/admin/renkaat/valmistajat");
  await expect(page.getByRole("link", { name: "Vie CSV" })).toHaveAttribute("href", "/admin/renkaat/vienti.csv");
  await expect(page.getByTestId("size-card")).toHaveCount(10);
  const pager = page.getByRole("navigation", { name: "Rengaskokojen sivut" });
  await expect(pager.getByTestId("tyre-page")).toHaveText(/^Sivu 1 \/ \d+$/);

  // Only summer tyres: every table shows summer tyres only.
  await page.getByLabel("Nastarenkaat").uncheck();
  // With JavaScript a checkbox applies at once.
  await expect(page).toHaveURL(/rajaus=1&kesa=1&kitka=1(&|$)/);
  await page.getByLabel("Kitkarenkaat").uncheck();
  await expect(page).toHaveURL(/rajaus=1&kesa=1(&|$)/);
  await expect(page.getByLabel("Nastarenkaat")).not.toBeChecked();
  await expect(page.getByTestId("product-row").filter({ hasText: /Talvi/ })).toHaveCount(0);
  await expect(page.getByTestId("product-row").first()).toContainText("Kesä");

  await pager.getByRole("link", { name: "Seuraava" }).click();
  await expect(page).toHaveURL(/sivu=2/);
  await expect(page).toHaveURL(/rajaus=1&kesa=1/);
  await expect(pager.getByTestId("tyre-page")).toHaveText(/^Sivu 2 \/ \d+$/);
  await pager.getByRole("link", { name: "Edellinen" }).click();
  await expect(pager.getByTestId("tyre-page")).toHaveText(/^Sivu 1 \/ \d+$/);

  // The search finds a brand; an unknown text shows the empty state.
  await page.getByPlaceholder("Etsi renkaita...").fill("michelin");
  await page.getByPlaceholder("Etsi renkaita...").press("Enter");
  await expect(page).toHaveURL(/haku=michelin/);
  await expect(page.getByTestId("product-row").first()).toContainText("Michelin");
  await page.getByPlaceholder("Etsi renkaita...").fill("eiolemassa-xyz");
  await page.getByPlaceholder("Etsi renkaita...").press("Enter");
  await expect(page.getByTestId("tyre-list-empty")).toHaveText("Hakuehtoja vastaavia rengaskokoja ei löytynyt.");
});

test("create a size, add a product with full details and edit it", async ({ page }) => {
  const { width, fullSize } = nextSize();
  const brand = `E2E Merkki ${unique()}`;
  const model = `Talvi ${unique()}`;
  await loginAsAdmin(page);

  // The size form checks its numbers on the server and keeps what was typed.
  await page.getByRole("link", { name: "Luo koko", exact: true }).click();
  await page.getByLabel("Profiili (%)").fill("37");
  await page.getByLabel("Halkaisija (tuumaa)").fill("99");
  await page.getByRole("button", { name: "Luo rengaskoko" }).click();
  await expect(dialog(page).getByRole("alert")).toHaveText("Toiminto epäonnistui");
  await expect(page.getByText("Leveys on pakollinen")).toBeVisible();
  await expect(page.getByText("Halkaisijan täytyy olla 10–30")).toBeVisible();
  await expect(page.getByLabel("Profiili (%)")).toHaveValue("37");
  await expect(page.getByLabel("Leveys (mm)")).toBeFocused();
  await page.getByRole("link", { name: "Peruuta" }).click();

  await createSize(page, width);
  const card = sizeCard(page, fullSize);
  await expect(card.getByRole("heading")).toHaveText(`${fullSize} - SUV`);
  await expect(card).toContainText("Ei renkaita tässä koossa");

  // The same size again is refused with a clear message.
  await page.getByRole("link", { name: "Luo koko", exact: true }).click();
  await page.getByLabel("Leveys (mm)").fill(width);
  await page.getByLabel("Profiili (%)").fill("37");
  await page.getByLabel("Halkaisija (tuumaa)").fill("21");
  await page.getByRole("button", { name: "Luo rengaskoko" }).click();
  await expect(dialog(page).getByRole("alert")).toHaveText(`Rengaskoko ${fullSize} on jo olemassa.`);
  await page.getByRole("link", { name: "Peruuta" }).click();

  // A product with every detail, added to this size.
  await card.getByRole("link", { name: "Lisää tuote tähän kokoon" }).click();
  await expect(page).toHaveURL(/\/admin\/renkaat\/tuotteet\/uusi\?.*koko=\d+/);
  const form = dialog(page);
  await expect(form.getByLabel("Rengaskoko")).toHaveValue(fullSize);
  await form.getByLabel("Valmistaja", { exact: true }).fill(brand);
  await expect(form.getByTestId("manufacturer-notice")).toHaveText(`Valmistaja "${brand}" lisätään automaattisesti`);
  await form.getByLabel("Malli", { exact: true }).fill(model);
  await form.getByLabel("Talvirengas", { exact: true }).check();
  await form.getByLabel("Nastarengas", { exact: true }).check();
  await form.getByLabel("Hinta (€)", { exact: true }).fill("129.90");
  // With JavaScript the financing fills in as the price is typed.
  await expect(form.getByLabel("Rahoitus (€/kk)")).toHaveValue("10.83");
  await form.getByLabel("Alkuperäinen hinta (€)").fill("139");
  await form.getByLabel("Varastosaldo").fill("8");
  await form.getByLabel("Kuvaus", { exact: true }).fill("Pitävä nastarengas pohjoisen talviin.");
  await form.getByLabel("Suunniteltu käyttöön").fill("SUV-autot");
  await form.getByLabel("Ominaisuus 1", { exact: true }).fill(" Hyvä jääpito ");
  await form.getByRole("button", { name: "Lisää ominaisuus" }).click();
  await form.getByLabel("Ominaisuus 2", { exact: true }).fill("Hiljainen, Kestävä");
  await form.getByLabel("Polttoainetehokkuus").selectOption("C");
  await form.getByLabel("Märkäpito").selectOption("B");
  await form.getByLabel("Melutaso (dB)").fill("72");
  await form.getByLabel("Meluluokka").selectOption("B");
  await form.getByLabel("Pito jäällä").selectOption("5");
  await form.getByLabel("Pito kuivalla").selectOption("4");
  // The markings: with JavaScript the service description is explained as it is typed.
  await form.getByLabel("Kuormitus- ja nopeusluokka").fill("104T");
  await expect(form.getByTestId("service-description-explained")).toHaveText("Kantavuusindeksi 104: enintään 900 kg renkaalle. Nopeusluokka T: enintään 190 km/h.");
  await form.getByLabel("XL (Extra Load)").check();
  await form.getByLabel("Vähintään").fill("1");
  await form.getByLabel("Enintään").fill("3");
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2244aa" } }).png().toBuffer();
  await form.locator('input[name="thumbnail__upload"]').setInputFiles({ name: `rengas-${unique()}.png`, mimeType: "image/png", buffer: png });
  await form.getByRole("button", { name: "Lisää rengastuote" }).click();

  await expect(toast(page)).toHaveText(`Rengastuote lisätty onnistuneesti. Valmistaja "${brand}" lisättiin automaattisesti.`);
  const row = productRow(card, model);
  await expect(row).toContainText("Talvi (nasta)");
  await expect(row).toContainText(brand);
  await expect(row).toContainText("129,90 €");
  await expect(row).toContainText("10,83 €/kk");

  // Edit: original price and stock are shown but limited; an error keeps the typed values.
  await row.getByRole("link", { name: /^Muokkaa / }).click();
  await expect(dialog(page).getByRole("heading", { name: "Muokkaa rengastuotetta" })).toBeVisible();
  const edit = dialog(page);
  await expect(edit.getByLabel("Alkuperäinen hinta (€)")).toBeDisabled();
  await expect(edit.getByLabel("Varastosaldo")).toBeDisabled();
  await expect(edit.getByText("Käytössä rajoitetusti").first()).toBeVisible();
  await expect(edit.getByLabel("Valmistaja", { exact: true })).toHaveValue(brand);
  await expect(edit.getByLabel("Ominaisuus 1", { exact: true })).toHaveValue("Hyvä jääpito");
  await expect(edit.getByLabel("Ominaisuus 3", { exact: true })).toHaveValue("Kestävä");
  await expect(edit.getByLabel("Melutaso (dB)")).toHaveValue("72");
  await expect(edit.getByLabel("Kuormitus- ja nopeusluokka")).toHaveValue("104T");
  await expect(edit.getByLabel("XL (Extra Load)")).toBeChecked();
  await expect(edit.getByLabel("Run Flat")).not.toBeChecked();
  await expect(edit.getByLabel("Enintään")).toHaveValue("3");
  await expect(edit.locator('input[type="hidden"][name="thumbnail"]')).toHaveValue(/^\/api\/images\/\d+/);

  await edit.getByLabel("Malli", { exact: true }).fill("");
  await edit.getByLabel("Hinta (€)", { exact: true }).fill("119");
  await edit.getByRole("button", { name: "Tallenna" }).click();
  await expect(edit.getByRole("alert")).toHaveText("Renkaan päivitys epäonnistui");
  await expect(edit.getByText("Malli on pakollinen")).toBeVisible();
  await expect(edit.getByLabel("Malli", { exact: true })).toBeFocused();
  await expect(edit.getByLabel("Hinta (€)", { exact: true })).toHaveValue("119");

  await edit.getByLabel("Malli", { exact: true }).fill(`${model} II`);
  await edit.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toHaveText("Rengastuote päivitetty onnistuneesti");
  const edited = productRow(card, `${model} II`);
  await expect(edited).toContainText("119 €");
  await expect(edited).toContainText("9,92 €/kk");
});

test("create, edit and remove a sale", async ({ page, request }) => {
  const { width, fullSize } = nextSize();
  const model = `Kesä ${unique()}`;
  await loginAsAdmin(page);
  await createSize(page, width);
  await addProduct(page, fullSize, { manufacturer: "Michelin", model, price: "129.90" });
  const card = sizeCard(page, fullSize);
  const row = productRow(card, model);

  await row.getByRole("link", { name: /^Luo tarjous/ }).click();
  const sale = dialog(page);
  await expect(sale.getByRole("heading", { name: "Luo tarjous" })).toBeVisible();
  await expect(sale.getByLabel("Tarjous aktiivinen")).toBeChecked();
  await sale.getByLabel("Tarjoushinta (€)").fill("150");
  await sale.getByRole("button", { name: "Tallenna" }).click();
  await expect(sale.getByRole("alert")).toHaveText("Tarjouksen luominen epäonnistui");
  await expect(sale.getByText("Tarjoushinta ei voi olla suurempi kuin tuotteen hinta 129,90 €")).toBeVisible();

  await sale.getByLabel("Tarjoushinta (€)").fill("99.90");
  // The discount: 1 − 99.90 / 129.90 with one decimal, live as the price is typed.
  await expect(sale.getByTestId("sale-discount")).toHaveText("23,1 %");
  await sale.getByLabel("Tarjouksen nimi").fill("Kevätkampanja");
  await sale.getByLabel("Tarjouksen kuvaus").fill("Rajoitettu erä kesärenkaita.");
  await sale.getByLabel("Tiettyyn päivään asti").check();
  await sale.getByRole("button", { name: "Tallenna" }).click();
  await expect(sale.getByText("Valitse päättymispäivä, kun tarjous on voimassa tiettyyn päivään")).toBeVisible();
  await expect(sale.getByTestId("sale-discount")).toHaveText("23,1 %");
  await expect(sale.getByLabel("Tarjouksen nimi")).toHaveValue("Kevätkampanja");

  const end = new Date(Date.now() + 20 * 86_400_000);
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(end);
  const [y, m, d] = iso.split("-");
  await sale.getByLabel("Päättymispäivä").fill(iso);
  await sale.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toHaveText("Tarjouksen luominen onnistui");

  const saleCard = card.getByTestId("sale-card");
  await expect(saleCard.locator("s")).toHaveText("129,90 €");
  await expect(saleCard).toContainText("99,90 €");
  await expect(saleCard).toContainText("Rajoitettu erä kesärenkaita.");
  await expect(saleCard).toContainText(`Voimassa: ${d}.${m}.${y}`);
  await expect(row.getByTestId("discount")).toHaveText("-23 %");

  const listed = await (await request.get("/api/tires/sales")).json();
  expect(listed).toContainEqual(expect.objectContaining({ manufacturer: "Michelin", model, size: fullSize, category: "summer", originalPrice: 129.9, salePrice: 99.9, endDate: iso }));

  // Editing: as long as stock lasts.
  await saleCard.getByRole("link", { name: /^Muokkaa tarjousta/ }).click();
  await expect(dialog(page).getByRole("heading", { name: "Muokkaa tarjousta" })).toBeVisible();
  await expect(dialog(page).getByLabel("Tiettyyn päivään asti")).toBeChecked();
  await dialog(page).getByLabel("Niin kauan kuin tavaraa riittää").check();
  await dialog(page).getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toHaveText("Tarjouksen luominen onnistui");
  await expect(saleCard).toContainText("Voimassa: niin kauan kuin tavaraa riittää");

  // Removing asks first.
  await saleCard.getByRole("link", { name: /^Poista tarjous/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Poista tarjous" });
  await expect(confirm).toContainText(`Poistetaanko tuotteen Michelin ${model} tarjous?`);
  await confirm.getByRole("button", { name: "Poista tarjous" }).click();
  await expect(toast(page)).toHaveText("Tarjous poistettu");
  await expect(card.getByTestId("sale-card")).toHaveCount(0);
  await expect(row.getByRole("link", { name: /^Luo tarjous/ })).toBeVisible();
  const after = await (await request.get("/api/tires/sales")).json();
  expect(after.some((item: { model: string }) => item.model === model)).toBe(false);
});

test("an image uploaded to the library is picked as a product's pattern image", async ({ page }) => {
  const { width, fullSize } = nextSize();
  const model = `Kuviollinen ${unique()}`;
  const imageName = `kuvio-${unique()}`;
  await loginAsAdmin(page, "/admin/kuvat");
  const upload = page.getByRole("form", { name: "Lataa uusi kuva" });
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: "#557722" } }).png().toBuffer();
  await upload.getByLabel("Kuvatiedosto").setInputFiles({ name: `${imageName}.png`, mimeType: "image/png", buffer: png });
  await upload.getByLabel("Alt-teksti").fill(`Kuviokuva ${imageName}`);
  await upload.getByLabel("Kategoria").selectOption({ label: "Tuotekuva" });
  await upload.getByRole("button", { name: "Lataa kuva" }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Kuva ladattu onnistuneesti/);
  const imageUrl = await page.getByTestId("image-card").filter({ hasText: imageName }).getByRole("img").getAttribute("src");
  expect(imageUrl).toMatch(/^\/api\/images\/\d+$/);

  await page.goto("/admin/renkaat");
  await createSize(page, width);
  await addProduct(page, fullSize, { manufacturer: "Nokian Tyres", model, price: "95" });
  await productRow(sizeCard(page, fullSize), model).getByRole("link", { name: /^Muokkaa / }).click();
  const edit = dialog(page);
  // Editing folds the long details away: the images are under 'Kuvat'.
  await edit.locator("summary", { hasText: "Kuvat" }).click();
  const pattern = edit.locator("[data-image-field=pattern]");
  await pattern.getByRole("button", { name: "Valitse kirjastosta" }).click();
  const library = page.getByRole("dialog", { name: "Kuvakirjasto" });
  const box = library.getByRole("searchbox", { name: "Hae kuvia" });
  await box.fill(imageName);
  await box.press("Enter");
  await expect(library.getByTestId("library-choice")).toHaveCount(1);
  await library.getByTestId("library-choice").click();
  await library.getByRole("button", { name: "Valitse" }).click();
  await expect(library).toBeHidden();
  await edit.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toHaveText("Rengastuote päivitetty onnistuneesti");

  await productRow(sizeCard(page, fullSize), model).getByRole("link", { name: /^Muokkaa / }).click();
  await expect(dialog(page).locator('[data-image-field=pattern] input[type="hidden"][name="pattern"]')).toHaveValue(imageUrl!);
});

test("delete a size with its tyres after confirmation", async ({ page }) => {
  const { width, fullSize } = nextSize();
  const model = `Poistuva ${unique()}`;
  await loginAsAdmin(page);
  await createSize(page, width);
  await addProduct(page, fullSize, { manufacturer: "Nokian Tyres", model, price: "80" });
  const card = sizeCard(page, fullSize);

  // Deleting a product asks first, cancelling keeps it.
  await productRow(card, model).getByRole("link", { name: /^Poista / }).click();
  await expect(page.getByRole("alertdialog", { name: "Poista rengastuote" })).toContainText(`Poistetaanko rengastuote Nokian Tyres ${model} (${fullSize})?`);
  await page.getByRole("link", { name: "Peruuta" }).click();
  await expect(productRow(card, model)).toBeVisible();

  await card.getByRole("link", { name: /^Poista koko/ }).click();
  await expect(page).toHaveURL(/\/admin\/renkaat\/koot\/\d+\/poista\?haku=/);
  const confirm = page.getByRole("alertdialog", { name: "Poista rengaskoko" });
  await expect(confirm).toContainText(`Poistetaanko rengaskoko ${fullSize}?`);
  await expect(confirm).toContainText("Kaikki tähän kokoon liitetyt renkaat poistetaan myös (1 kpl).");
  await confirm.getByRole("button", { name: "Poista koko" }).click();
  await expect(toast(page)).toHaveText(`Rengaskoko poistettu: ${fullSize}`);
  await expect(page).toHaveURL(new RegExp(`/admin/renkaat\\?haku=${encodeURIComponent(fullSize)}$`));
  await expect(page.getByTestId("size-card")).toHaveCount(0);
  await expect(page.getByTestId("tyre-list-empty")).toBeVisible();
});

test("typing a price fills the financing at once", JS_ONLY, async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole("link", { name: "Luo tuote", exact: true }).click();
  const form = dialog(page);
  await expect(form.getByRole("heading", { name: "Lisää rengastuote" })).toBeFocused();
  const price = form.getByLabel("Hinta (€)", { exact: true });
  const financing = form.getByLabel("Rahoitus (€/kk)");
  await price.pressSequentially("89.9");
  await expect(financing).toHaveValue("7.49");
  await price.fill("1000");
  await expect(financing).toHaveValue("83.33");
  // The size is required when adding.
  await form.getByRole("button", { name: "Lisää rengastuote" }).click();
  await expect(form.getByText("Valitse rengaskoko", { exact: true }).last()).toBeVisible();
  await expect(form.getByLabel("Rengaskoko")).toBeFocused();
});

test("the manufacturer combobox: Enter picks the one match, no match offers a new one", JS_ONLY, async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole("link", { name: "Luo tuote", exact: true }).click();
  const input = dialog(page).getByRole("combobox", { name: "Valmistaja" });
  await input.fill("mich");
  const listbox = page.getByRole("listbox", { name: "Valmistaja" });
  await expect(listbox.getByRole("option")).toHaveText(["Michelin"]);
  await input.press("Enter");
  await expect(input).toHaveValue("Michelin");
  await expect(listbox).toHaveCount(0);
  await expect(dialog(page).getByTestId("manufacturer-notice")).toHaveText("");
  // Enter did not submit the form.
  await expect(page).toHaveURL(/\/admin\/renkaat\/tuotteet\/uusi$/);

  await input.fill("Uusimerkki");
  await expect(listbox.getByRole("option")).toHaveText(['Luo uusi valmistaja "Uusimerkki"']);
  await expect(dialog(page).getByTestId("manufacturer-notice")).toHaveText('Valmistaja "Uusimerkki" lisätään automaattisesti');
  await input.press("Enter");
  await expect(input).toHaveValue("Uusimerkki");

  // Arrow keys choose among several; Escape closes the list, not the drawer.
  await input.fill("o");
  await input.press("ArrowDown");
  await input.press("ArrowDown");
  const second = await listbox.getByRole("option").nth(1).textContent();
  await input.press("Enter");
  await expect(input).toHaveValue(second!);
  await input.fill("n");
  await expect(listbox).toBeVisible();
  await input.press("Escape");
  await expect(listbox).toHaveCount(0);
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/admin\/renkaat$/);
});

test("the delete dialog takes focus, keeps the list's query and closes on Escape", JS_ONLY, async ({ page }) => {
  await loginAsAdmin(page, "/admin/renkaat?rajaus=1&kesa=1&nasta=1");
  const card = page.getByTestId("size-card").first();
  const title = (await card.getByRole("heading").textContent())!;
  await card.getByRole("link", { name: /^Poista koko/ }).click();
  await expect(page).toHaveURL(/\/admin\/renkaat\/koot\/\d+\/poista\?rajaus=1&kesa=1&nasta=1$/);
  const confirm = page.getByRole("alertdialog", { name: "Poista rengaskoko" });
  await expect(confirm.getByRole("heading", { name: "Poista rengaskoko" })).toBeFocused();
  await expect(confirm).toContainText(`Poistetaanko rengaskoko ${title.split(" - ")[0]}?`);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/admin\/renkaat\?rajaus=1&kesa=1&nasta=1$/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByTestId("size-card").first().getByRole("heading")).toHaveText(title);
});

// The tab is audited whole, in a test of its own (a long page); the drawers in one test that opens each
// in turn, each audit covering the drawer only (the list behind it is the tab's, already audited).
const AUDITED_DRAWERS: { name: string; path: (ids: { productId: string; sizeHref: string }) => string }[] = [
  { name: "the new size form", path: () => "/admin/renkaat/koot/uusi" },
  { name: "the new product form", path: () => "/admin/renkaat/tuotteet/uusi" },
  { name: "the product edit form", path: ({ productId }) => `/admin/renkaat/tuotteet/${productId}/muokkaa` },
  { name: "the sale form", path: ({ productId }) => `/admin/renkaat/tuotteet/${productId}/tarjous` },
  { name: "the size delete dialog", path: ({ sizeHref }) => sizeHref },
];

test("axe finds no serious or critical violation on the tab", JS_ONLY, async ({ page }) => {
  test.slow(); // axe walks a long page; on a busy machine that takes a while
  await loginAsAdmin(page);
  expect(await seriousViolations(page), "/admin/renkaat").toEqual([]);
});

test("axe finds no serious or critical violation in the tab's drawers: size, product, edit, sale, delete", JS_ONLY, async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  const productId = (await page.getByTestId("product-row").first().getAttribute("data-product-id"))!;
  const sizeHref = (await page.getByTestId("size-card").first().getByRole("link", { name: /^Poista koko/ }).getAttribute("href"))!;
  const found: string[] = [];
  for (const drawer of AUDITED_DRAWERS) {
    await page.goto(drawer.path({ productId, sizeHref }));
    await expect(page.getByTestId("admin-drawer"), drawer.name).toBeVisible();
    found.push(...(await seriousViolations(page, { include: '[data-testid="admin-drawer"]' })).map((violation) => `${drawer.name}: ${violation}`));
  }
  expect(found).toEqual([]);
});
