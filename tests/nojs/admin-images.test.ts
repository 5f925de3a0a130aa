/**
 * The image library and the ImageField without JavaScript (tests/e2e/admin-images.spec.ts tests them
 * with): multipart upload, search, the alt text in a <details>, delete after a confirmation that is a
 * route (and 'Peruuta' back), a refused upload with the values kept, the category filter's GET form,
 * and the ImageField's library radio buttons, upload and 'Poista' checkbox on /e2e/kuvakentta.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type NoJsBrowser, type NoJsPage, loggedInBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");
const unique = (prefix: string) => `${prefix}-nojs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const pngBuffer = (width: number, height: number, colour = "#cc2222") => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const card = (page: NoJsPage, filename: string) => page.find('[data-testid="image-card"]').filter((_, element) => page.$(element).text().includes(filename));

async function upload(page: NoJsPage, file: { name: string; buffer: Buffer; mimeType?: string }, alt: string, category: string): Promise<NoJsPage> {
  return page
    .form("Lataa uusi kuva")
    .attach("Kuvatiedosto", { mimeType: "image/png", ...file })
    .fill("Alt-teksti", alt)
    .select("Kategoria", category)
    .submit("Lataa kuva");
}

/** Ticks the one checkbox or radio button `selector` finds, as a click does (the client finds fields by label only). */
function tick(page: NoJsPage, selector: string) {
  const input = page.find(selector);
  expect(input.length, selector).toBe(1);
  if (input.attr("type") === "radio") page.find(`input[type="radio"][name="${input.attr("name")}"]`).removeAttr("checked");
  input.attr("checked", "");
}

/** Types into the field labelled `label` inside `scope`: both ImageFields of the form have a field of that name, and the client looks fields up by label in the whole form. */
function typeIn(page: NoJsPage, scope: string, label: string, value: string) {
  const labels = page.find(`${scope} label`).filter((_, element) => page.$(element).text().includes(label));
  expect(labels.length, label).toBe(1);
  page.find(`[id="${labels.attr("for")}"]`).attr("value", value);
}

describe("the image library without JavaScript", () => {
  let browser: NoJsBrowser;
  beforeAll(async () => {
    browser = await loggedInBrowser(url);
  });

  const openLibrary = async () => {
    const settings = await (await browser.goto("/admin/renkaat")).click("Asetukset", { exact: true, within: 'nav[aria-label="Ylläpidon välilehdet"]' });
    const page = await settings.click("Avaa kuvapankki");
    expect(page.path).toBe("/admin/kuvat");
    return page;
  };

  it("uploads, finds, describes and deletes an image", async () => {
    let page = await openLibrary();
    const name = unique("rengashotelli");
    page = await upload(page, { name: `${name}.png`, buffer: await pngBuffer(120, 80) }, "Renkaat hyllyssä", "Yleinen");
    expect(toast(page)).toMatch(/Kuva ladattu onnistuneesti/);
    let uploaded = card(page, `${name}.png`);
    expect(uploaded.length).toBe(1);
    expect(uploaded.find('[data-testid="image-alt"]').text().trim()).toBe("Renkaat hyllyssä");
    expect(uploaded.find('[data-testid="image-dimensions"]').text().trim()).toBe("120 × 80 px");
    expect(page.form("Lataa uusi kuva").value("Alt-teksti")).toBe("");
    const src = uploaded.find('img[alt="Renkaat hyllyssä"]').attr("src");
    expect(src).toMatch(/^\/api\/images\/\d+$/);
    const served = await fetch(new URL(src!, url));
    await served.arrayBuffer();
    expect(served.headers.get("content-type")).toBe("image/png");

    page = await page.formOf('form:has(input[type="search"])').fill("Hae kuvia", name).submit();
    expect(page.path).toMatch(new RegExp(`[?&]haku=${encodeURIComponent(name)}`));
    expect(page.find('[data-testid="image-card"]').length).toBe(1);
    expect(page.text('[data-testid="library-total"]')).toBe("1 kuva hakuehdoilla");

    page.expand("Muokkaa alt-tekstiä");
    page = await page.formOf('[data-testid="image-card"] form:has(input[name="alt"]), [data-testid="image-card"] form:has(textarea)').fill("Alt-teksti", "Kesärenkaat säilössä").submit("Tallenna");
    expect(toast(page)).toMatch(/Alt-teksti päivitetty/);
    expect(card(page, `${name}.png`).find('[data-testid="image-alt"]').text().trim()).toBe("Kesärenkaat säilössä");
    expect(page.path).toMatch(new RegExp(`haku=${name}`));

    page = await page.click(/^Poista/, { within: '[data-testid="image-card"]' });
    expect(page.path).toMatch(/^\/admin\/kuvat\/\d+\/poista\?haku=/);
    expect(page.text('[role="alertdialog"]')).toContain(`${name}.png`);
    expect(page.getByRole("alertdialog", { name: "Poistetaanko kuva?" }).length).toBe(1);
    page = await page.formOf('[role="alertdialog"] form').submit("Poista kuva");
    expect(toast(page)).toMatch(/Kuva poistettu/);
    expect(page.path).toBe(`/admin/kuvat?haku=${name}`);
    uploaded = page.find('[data-testid="image-card"]');
    expect(uploaded.length).toBe(0);
    expect(page.text("main")).toContain("Ei kuvia");
    const gone = await fetch(new URL(src!, url));
    await gone.arrayBuffer();
    expect(gone.status).toBe(404);
  });

  it("'Peruuta' in the confirmation keeps the image", async () => {
    let page = await openLibrary();
    const name = unique("sailyy");
    page = await upload(page, { name: `${name}.png`, buffer: await pngBuffer(20, 20) }, "", "Tuotekuva");
    page = await page.click(/^Poista/, { within: `[data-testid="image-card"]:contains("${name}")` });
    expect(page.getByRole("alertdialog", { name: "Poistetaanko kuva?" }).length).toBe(1);
    page = await page.click("Peruuta", { exact: true, within: '[role="alertdialog"]' });
    expect(page.path).toBe("/admin/kuvat");
    expect(card(page, name).length).toBe(1);
    expect(card(page, name).find('[data-testid="image-alt"]').text().trim()).toBe("Ei alt-tekstiä");
  });

  it("refuses a text file named .png with the spec's message and keeps the typed values", async () => {
    let page = await openLibrary();
    const alt = "Tämä teksti säilyy";
    page = await upload(page, { name: "ei-kuva.png", buffer: Buffer.from("Tämä on tekstiä, ei kuva."), mimeType: "image/png" }, alt, "Uutiskirje");
    expect(page.text("#upload-image-error")).toBe("File type not supported. Please upload JPEG, PNG or WebP");
    const form = page.form("Lataa uusi kuva");
    expect(form.value("Alt-teksti")).toBe(alt);
    expect(form.value("Kategoria")).toBe("newsletter");
  });

  it("the category filter narrows the grid", async () => {
    let page = await openLibrary();
    const name = unique("banneri");
    page = await upload(page, { name: `${name}.png`, buffer: await pngBuffer(30, 10) }, "Banneri", "Yläbanneri");
    expect(toast(page)).toMatch(/Kuva ladattu onnistuneesti/);
    const filter = (shown: NoJsPage) => shown.formOf('form:has(input[type="search"])');
    page = await filter(page).select("Kategoria", "Yläbanneri").submit("Hae", { exact: true });
    expect(page.path).toMatch(/kategoria=banner-top/);
    expect(card(page, name).length).toBe(1);
    page = await filter(page).select("Kategoria", "Keskibanneri").submit("Hae", { exact: true });
    expect(page.path).toMatch(/kategoria=banner-middle/);
    expect(card(page, name).length).toBe(0);
  });

  it("ImageField: picks from the library, uploads with the form, and 'Poista' empties it", async () => {
    let page = await browser.goto("/admin/kuvat");
    const existing = unique("valittava");
    page = await upload(page, { name: `${existing}.png`, buffer: await pngBuffer(40, 40, "#2255aa") }, `Kuva ${existing}`, "Tuotekuva");
    expect(toast(page)).toMatch(/Kuva ladattu onnistuneesti/);
    const existingUrl = card(page, existing).find("img").attr("src")!;

    page = await browser.goto("/e2e/kuvakentta");
    // The library is a <details> in each field: open the thumbnail's and choose the image's radio button.
    page.find('[data-image-field="thumbnail"] details').first().attr("open", "");
    const choice = page.find('[data-image-field="thumbnail"] [data-testid="image-field-choice"]').filter((_, element) => page.$(element).text().includes(existing));
    expect(choice.length).toBe(1);
    tick(page, `[data-image-field="thumbnail"] input[type="radio"][value="${existingUrl}"]`);
    typeIn(page, '[data-image-field="gallery"]', "Alt-teksti ladattavalle kuvalle", "Galleriakuva");
    const galleryFile = unique("galleria");
    page = await page
      .formOf('[data-image-field="gallery"]')
      .attach("Lataa uusia kuvia", { name: `${galleryFile}.png`, mimeType: "image/png", buffer: await pngBuffer(16, 16) })
      .submit("Tallenna");

    const result = page.text('[data-testid="image-field-result"]');
    expect(result).toContain(`"thumbnail":"${existingUrl}"`);
    const values = JSON.parse(result) as { gallery: string[] };
    expect(values.gallery).toHaveLength(1);
    expect(values.gallery[0]).toMatch(/^\/api\/images\/\d+$/);
    expect(page.find('[data-image-field="thumbnail"] input[type="hidden"][name="thumbnail"]').attr("value")).toBe(existingUrl);
    expect(page.find('[data-image-field="gallery"] input[type="hidden"][name="gallery"]').attr("value")).toBe(values.gallery[0]);

    // 'Poista' is a checkbox without JavaScript.
    tick(page, '[data-image-field="thumbnail"] input[type="checkbox"]');
    page = await page.formOf('[data-image-field="thumbnail"]').submit("Tallenna");
    expect(page.text('[data-testid="image-field-result"]')).toContain(`"thumbnail":null`);
    expect(page.text('[data-testid="image-field-result"]')).toContain(`"gallery":["${values.gallery[0]}"]`);
  });

  it("ImageField: a refused upload is reported by the field", async () => {
    let page = await browser.goto("/e2e/kuvakentta");
    page = await page
      .formOf('[data-image-field="thumbnail"]')
      .attach("Lataa kuva", { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }, { exact: true })
      .submit("Tallenna");
    expect(page.find('[data-image-field="thumbnail"] [role="alert"]').last().text().trim()).toBe("File type not supported. Please upload JPEG, PNG or WebP");
    expect(page.text('[data-testid="image-field-result"]')).toContain(`"thumbnail":null`);
  });
});
