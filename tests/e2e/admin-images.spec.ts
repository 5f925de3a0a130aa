/**
 * The image library (/admin/kuvat) and the reusable ImageField: upload, grid, search, alt text, delete
 * after confirmation, a refused upload, the served image's headers, drag and drop with preview and the
 * modal picker (on the test-only page /e2e/kuvakentta, a bare form with two ImageFields). Without
 * JavaScript: tests/nojs/admin-images.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { JS_ONLY, loginAsAdmin, seriousViolations } from "./helpers";

test.describe.configure({ mode: "serial" });

const unique = (prefix: string) => `${prefix}-${test.info().project.name}-${Date.now().toString(36)}`;

const pngBuffer = (width: number, height: number, colour = "#cc2222") =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

async function openLibrary(page: Page) {
  await loginAsAdmin(page);
  await page.getByRole("navigation", { name: "Ylläpidon välilehdet" }).getByRole("link", { name: "Asetukset" }).click();
  await page.getByRole("link", { name: "Avaa kuvapankki" }).click();
  await expect(page).toHaveURL(/\/admin\/kuvat$/);
  await expect(page.getByRole("heading", { level: 2, name: "Kuvapankki" })).toBeVisible();
}

async function upload(page: Page, file: { name: string; buffer: Buffer; mimeType?: string }, alt: string, category: string) {
  const form = page.getByRole("form", { name: "Lataa uusi kuva" });
  await form.getByLabel("Kuvatiedosto").setInputFiles({ mimeType: "image/png", ...file });
  await form.getByLabel("Alt-teksti").fill(alt);
  await form.getByLabel("Kategoria").selectOption({ label: category });
  await form.getByRole("button", { name: "Lataa kuva" }).click();
}

const card = (page: Page, filename: string) => page.getByTestId("image-card").filter({ hasText: filename });

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Hae kuvia" });
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]haku=${encodeURIComponent(text)}`));
}

test("upload, find, describe and delete an image", async ({ page, request }) => {
  await openLibrary(page);
  const name = unique("rengashotelli");
  await upload(page, { name: `${name}.png`, buffer: await pngBuffer(120, 80) }, "Renkaat hyllyssä", "Yleinen");
  await expect(page.getByTestId("toast")).toHaveText(/Kuva ladattu onnistuneesti/);

  const uploaded = card(page, `${name}.png`);
  await expect(uploaded).toHaveCount(1);
  await expect(uploaded.getByTestId("image-alt")).toHaveText("Renkaat hyllyssä");
  await expect(uploaded.getByTestId("image-dimensions")).toHaveText("120 × 80 px");
  await expect(uploaded.getByTestId("image-size")).toHaveText(/^\d+ t$|kt$/);
  await expect(uploaded.getByRole("img", { name: "Renkaat hyllyssä" })).toBeVisible();
  // The newest image comes first, and the form is empty again.
  await expect(page.getByTestId("image-card").first()).toContainText(name);
  await expect(page.getByRole("form", { name: "Lataa uusi kuva" }).getByLabel("Alt-teksti")).toHaveValue("");

  // The served image: re-encoded PNG with immutable caching and nosniff.
  const src = await uploaded.getByRole("img").getAttribute("src");
  expect(src).toMatch(/^\/api\/images\/\d+$/);
  const served = await request.get(src!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");

  await search(page, name);
  await expect(page.getByTestId("image-card")).toHaveCount(1);
  await expect(page.getByTestId("library-total")).toHaveText("1 kuva hakuehdoilla");

  await uploaded.getByText("Muokkaa alt-tekstiä").click();
  await uploaded.getByLabel("Alt-teksti").fill("Kesärenkaat säilössä");
  await uploaded.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Alt-teksti päivitetty/);
  await expect(uploaded.getByTestId("image-alt")).toHaveText("Kesärenkaat säilössä");
  await expect(page).toHaveURL(new RegExp(`haku=${name}`)); // still on the search

  await uploaded.getByRole("link", { name: /^Poista/ }).click();
  await expect(page).toHaveURL(/\/admin\/kuvat\/\d+\/poista\?haku=/);
  const dialog = page.getByRole("alertdialog", { name: "Poistetaanko kuva?" });
  await expect(dialog).toContainText(`${name}.png`);
  await dialog.getByRole("button", { name: "Poista kuva" }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Kuva poistettu/);
  await expect(page).toHaveURL(new RegExp(`/admin/kuvat\\?haku=${name}$`));
  await expect(page.getByTestId("image-card")).toHaveCount(0);
  await expect(page.getByText("Ei kuvia")).toBeVisible();
  expect((await request.get(src!)).status()).toBe(404);
});

test("cancelling the confirmation keeps the image", async ({ page }) => {
  await openLibrary(page);
  const name = unique("sailyy");
  await upload(page, { name: `${name}.png`, buffer: await pngBuffer(20, 20) }, "", "Tuotekuva");
  await card(page, name).getByRole("link", { name: /^Poista/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Poistetaanko kuva?" });
  await expect(dialog).toBeVisible();
  // A modal dialog: focus on its title, Escape closes it.
  await expect(dialog.getByRole("heading", { name: "Poistetaanko kuva?" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/admin\/kuvat$/);
  await expect(card(page, name)).toHaveCount(1);
  await expect(card(page, name).getByTestId("image-alt")).toHaveText("Ei alt-tekstiä");
});

test("a text file named .png is refused with the spec's message and the typed values stay", async ({ page }) => {
  await openLibrary(page);
  const alt = "Tämä teksti säilyy";
  await upload(page, { name: "ei-kuva.png", buffer: Buffer.from("Tämä on tekstiä, ei kuva."), mimeType: "image/png" }, alt, "Uutiskirje");
  const form = page.getByRole("form", { name: "Lataa uusi kuva" });
  await expect(form.locator("#upload-image-error")).toHaveText("File type not supported. Please upload JPEG, PNG or WebP");
  await expect(form.getByLabel("Alt-teksti")).toHaveValue(alt);
  await expect(form.getByLabel("Kategoria")).toHaveValue("newsletter");
});

test("the category filter narrows the grid", async ({ page }) => {
  await openLibrary(page);
  const name = unique("banneri");
  await upload(page, { name: `${name}.png`, buffer: await pngBuffer(30, 10) }, "Banneri", "Yläbanneri");
  await expect(page.getByTestId("toast")).toHaveText(/Kuva ladattu onnistuneesti/);
  await page.getByLabel("Kategoria", { exact: true }).last().selectOption({ label: "Yläbanneri" });
  await expect(page).toHaveURL(/kategoria=banner-top/);
  await expect(card(page, name)).toHaveCount(1);
  await page.getByLabel("Kategoria", { exact: true }).last().selectOption({ label: "Keskibanneri" });
  await expect(page).toHaveURL(/kategoria=banner-middle/);
  await expect(card(page, name)).toHaveCount(0);
});

test("ImageField: pick from the library and upload with the form", async ({ page }) => {
  await loginAsAdmin(page, "/admin/kuvat");
  const existing = unique("valittava");
  await upload(page, { name: `${existing}.png`, buffer: await pngBuffer(40, 40, "#2255aa") }, `Kuva ${existing}`, "Tuotekuva");
  await expect(page.getByTestId("toast")).toHaveText(/Kuva ladattu onnistuneesti/);
  const existingUrl = await card(page, existing).getByRole("img").getAttribute("src");

  await page.goto("/e2e/kuvakentta");
  const thumbnail = page.locator("[data-image-field=thumbnail]");
  const gallery = page.locator("[data-image-field=gallery]");
  await thumbnail.getByRole("button", { name: "Valitse kirjastosta" }).click();
  const dialog = page.getByRole("dialog", { name: "Kuvakirjasto" });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole("searchbox", { name: "Hae kuvia" });
  await box.fill(existing);
  await box.press("Enter");
  await expect(dialog.getByTestId("library-choice")).toHaveCount(1);
  await dialog.getByTestId("library-choice").click();
  await dialog.getByRole("button", { name: "Valitse" }).click();
  await expect(dialog).toBeHidden();
  await expect(thumbnail.getByRole("img", { name: `Kuva ${existing}` })).toBeVisible();
  const galleryFile = unique("galleria");
  await gallery.getByLabel("Lataa uusia kuvia").setInputFiles({ name: `${galleryFile}.png`, mimeType: "image/png", buffer: await pngBuffer(16, 16) });
  await gallery.getByLabel("Alt-teksti ladattavalle kuvalle").fill("Galleriakuva");
  await page.getByRole("button", { name: "Tallenna" }).click();

  const result = page.getByTestId("image-field-result");
  await expect(result).toContainText(`"thumbnail":"${existingUrl}"`);
  const values = JSON.parse((await result.textContent()) ?? "{}") as { gallery: string[] };
  expect(values.gallery).toHaveLength(1);
  expect(values.gallery[0]).toMatch(/^\/api\/images\/\d+$/);
  // The stored values come back as the fields' current images, each with its hidden input.
  await expect(thumbnail.locator('input[type=hidden][name="thumbnail"]')).toHaveValue(existingUrl!);
  await expect(gallery.locator('input[type=hidden][name="gallery"]')).toHaveValue(values.gallery[0]);

  // 'Poista' empties the thumbnail (a button with JavaScript, a checkbox without).
  await thumbnail.getByRole("button", { name: /^Poista/ }).click();
  await page.getByRole("button", { name: "Tallenna" }).click();
  await expect(result).toContainText(`"thumbnail":null`);
  await expect(result).toContainText(`"gallery":["${values.gallery[0]}"]`);
});

test("ImageField: a refused upload is reported by the field and the kept image stays", async ({ page }) => {
  await loginAsAdmin(page, "/e2e/kuvakentta");
  const thumbnail = page.locator("[data-image-field=thumbnail]");
  await thumbnail.getByLabel("Lataa kuva").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await page.getByRole("button", { name: "Tallenna" }).click();
  await expect(thumbnail.getByRole("alert").last()).toHaveText("File type not supported. Please upload JPEG, PNG or WebP");
  await expect(page.getByTestId("image-field-result")).toContainText(`"thumbnail":null`);
});

test("drag and drop previews the file before it is sent", JS_ONLY, async ({ page }) => {
  await openLibrary(page);
  const dropzone = page.getByRole("form", { name: "Lataa uusi kuva" }).getByTestId("image-dropzone");
  await expect(dropzone).toContainText("Vedä ja pudota"); // hydrated
  const name = unique("pudotettu");
  const base64 = (await pngBuffer(50, 30, "#22aa55")).toString("base64");
  const dataTransfer = await page.evaluateHandle(
    ({ data, fileName }) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], fileName, { type: "image/png" }));
      return transfer;
    },
    { data: base64, fileName: `${name}.png` },
  );
  await dropzone.dispatchEvent("dragover", { dataTransfer });
  await dropzone.dispatchEvent("drop", { dataTransfer });
  const preview = page.getByTestId("upload-preview");
  await expect(preview.getByRole("img", { name: `Esikatselu: ${name}.png` })).toBeVisible();

  // 'Poista' takes the file out; dropping again puts it back.
  await preview.getByRole("button", { name: /^Poista/ }).click();
  await expect(page.getByTestId("upload-preview")).toHaveCount(0);
  await dropzone.dispatchEvent("drop", { dataTransfer });
  await expect(preview).toHaveCount(1);

  await page.getByRole("form", { name: "Lataa uusi kuva" }).getByRole("button", { name: "Lataa kuva" }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Kuva ladattu onnistuneesti/);
  await expect(card(page, name).getByTestId("image-dimensions")).toHaveText("50 × 30 px");
  await expect(page.getByTestId("upload-preview")).toHaveCount(0);
});

test("the preview warns about a file the server would refuse", JS_ONLY, async ({ page }) => {
  await openLibrary(page);
  const form = page.getByRole("form", { name: "Lataa uusi kuva" });
  await expect(form.getByTestId("image-dropzone")).toContainText("Vedä ja pudota");
  await form.getByLabel("Kuvatiedosto").setInputFiles({ name: "teksti.png", mimeType: "image/png", buffer: Buffer.from("ei kuva") });
  await expect(page.getByTestId("upload-preview").getByRole("alert")).toHaveText("File type not supported. Please upload JPEG, PNG or WebP");
});

test("the picker says when the library cannot be loaded and retries", JS_ONLY, async ({ page }) => {
  await loginAsAdmin(page, "/e2e/kuvakentta");
  await page.route("**/api/gcs/images**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"message":"Failed to load images"}' }));
  await page.locator("[data-image-field=gallery]").getByRole("button", { name: "Valitse kirjastosta" }).click();
  const dialog = page.getByRole("dialog", { name: "Kuvakirjasto" });
  await expect(dialog.getByRole("alert")).toContainText("Could not load images. Please try again.");
  await page.unroute("**/api/gcs/images**");
  await dialog.getByRole("button", { name: "Yritä uudelleen" }).click();
  await expect(dialog.getByTestId("library-choice").first()).toBeVisible();
  // Several can be chosen in a gallery; Escape (or 'Peruuta') closes without choosing.
  await dialog.getByTestId("library-choice").first().click();
  await expect(dialog.getByTestId("library-choice").first()).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-image-field=gallery]").getByTestId("image-field-empty")).toBeVisible();
});

test("axe finds no serious violation on the library and its dialogs", JS_ONLY, async ({ page }) => {
  test.slow(); // several axe runs; on a busy machine each takes seconds
  await openLibrary(page);
  // A product image of its own, so the grid, the delete dialog and the product picker have something to
  // show whatever ran before.
  await upload(page, { name: `${unique("saavutettavuus")}.png`, buffer: await pngBuffer(60, 40) }, "Testikuva", "Tuotekuva");
  await expect(page.getByTestId("toast")).toHaveText(/Kuva ladattu onnistuneesti/);
  const audit = () => seriousViolations(page);
  expect(await audit()).toEqual([]);
  await page.getByTestId("image-card").first().getByRole("link", { name: /^Poista/ }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  expect(await audit()).toEqual([]);
  await page.goto("/e2e/kuvakentta");
  await page.locator("[data-image-field=thumbnail]").getByRole("button", { name: "Valitse kirjastosta" }).click();
  await expect(page.getByRole("dialog", { name: "Kuvakirjasto" }).getByTestId("library-choice").first()).toBeVisible();
  expect(await audit()).toEqual([]);
});
