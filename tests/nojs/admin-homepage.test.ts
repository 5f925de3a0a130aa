/**
 * The homepage content editor (Asetukset → 'Etusivun sisältö') without JavaScript
 * (tests/e2e/admin-homepage.spec.ts tests it with): its tabs are links, every save a form post (multipart
 * with the images), 'Esikatsele' and 'Poista kuva' submit buttons, the library a <details> list of radio
 * buttons; each change is followed to the front page. These tests change the front page every visitor sees,
 * which other no-JS files read: this file starts its own server. Its tests share that server and use
 * unique values.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NoJsBrowser, type NoJsForm, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";

const SAVED = "Etusivun sisältö päivitetty onnistuneesti";
const HERO = 'main [data-section="hero"]';

const server = ownServerWithAdmin();

const unique = (prefix: string) => `${prefix} nojs ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const pngBuffer = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
const openTab = (slug: string) => server.admin.goto(`/admin/asetukset/etusivu/${slug}`);
const frontPage = () => new NoJsBrowser(server.app.url).goto("/");
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');

/** Saves with 'Tallenna muutokset': back on the tab, which says so. */
async function save(form: NoJsForm, message = SAVED): Promise<NoJsPage> {
  const saved = await form.submit("Tallenna muutokset");
  expect(saved.status).toBe(200);
  expect(saved.path).toBe(new URL(form.page.url).pathname);
  expect(toast(saved)).toBe(message);
  return saved;
}

/** The image the form's image field holds now (its hidden input). */
const storedImage = (page: NoJsPage, form: string) => page.find(`form[aria-label="${form}"] [data-image-field="image"] input[type=hidden][name="image"]`).attr("value") ?? "";

describe("the homepage editor without JavaScript", () => {
  it("the card opens the editor on its first tab; every tab is a link with aria-current", async () => {
    const settings = await server.admin.goto("/admin/asetukset");
    const first = await settings.click("Muokkaa", { within: 'section[aria-labelledby="card-/admin/asetukset/etusivu"]' });
    expect(first.path).toBe("/admin/asetukset/etusivu/paaosio");
    const TABS = 'nav[aria-label="Etusivun sisällön osiot"]';
    expect(first.allByRole("link", { within: TABS }).map((link) => first.$(link).text().trim())).toEqual(["Pääosio", "Pääosion kuva", "Yläbanneri", "Keskibanneri", "Alabanneri", "Sisältöosiot", "Rahoitusosio"]);
    expect(first.getByRole("link", { name: "Pääosio", exact: true, within: TABS }).attr("aria-current")).toBe("page");

    const financing = await first.click("Rahoitusosio", { within: TABS });
    expect(financing.path).toBe("/admin/asetukset/etusivu/rahoitus");
    expect(financing.getByRole("link", { name: "Rahoitusosio", within: TABS }).attr("aria-current")).toBe("page");
    expect(financing.getByRole("link", { name: "Pääosio", exact: true, within: TABS }).attr("aria-current")).toBeUndefined();
    expect(financing.form("Rahoitusosio").field("Painikkeen teksti").length).toBe(1);

    // The legacy banner has an address but no tab; its panel closes back to the first tab.
    const legacy = await openTab("vanha-banneri");
    expect(legacy.getByRole("region", { name: "Vanha yksittäinen banneri" }).length).toBe(1);
    expect(legacy.allByRole("link", { name: /banneri/i, within: TABS })).toHaveLength(3);
    const closed = await legacy.click(/^Sulje/, { within: '[data-testid="legacy-banner-panel"]' });
    expect(closed.path).toBe("/admin/asetukset/etusivu/paaosio");
  });

  it("every hero text and flag: the front page shows the saved hero", async () => {
    const page = await openTab("paaosio");
    const form = page.form("Pääosion tekstit", { exact: true });
    const texts = {
      Pääotsikko: unique("Pääotsikko"),
      Otsikko: unique("Otsikko"),
      Alaotsikko: unique("Alaotsikko"),
      Ajanvarauspainike: unique("Varaa"),
      Rahoituspainike: unique("Rahoita"),
      Yhteydenottopainike: unique("Soita"),
      "Kaartobotti-painike": unique("Botti"),
      "Renkaiden haku -painike": unique("Haku"),
      "Aukioloajat-painike": unique("Auki"),
    };
    for (const [label, value] of Object.entries(texts)) form.fill(label, value, { exact: true });
    for (const label of ["pääotsikko", "otsikko", "alaotsikko", "ajanvarauspainike", "rahoituspainike", "yhteydenottopainike", "kaartobotti-painike", "aukioloajat-painike"]) {
      form.check(`Näytä ${label}`, { exact: false });
    }
    const saved = await save(form);
    expect(saved.form("Pääosion tekstit", { exact: true }).value("Otsikko", { exact: true })).toBe(texts.Otsikko);

    let home = await frontPage();
    expect(home.text(`${HERO} h1`)).toBe(texts.Otsikko);
    for (const text of [texts.Pääotsikko, texts.Alaotsikko]) expect(home.text(HERO)).toContain(text);
    expect(home.getByRole("link", { name: texts.Ajanvarauspainike, within: HERO }).length).toBe(1);
    expect(home.getByRole("link", { name: texts.Rahoituspainike, within: HERO }).attr("href")).toBe("/rahoitus");
    expect(home.getByRole("link", { name: texts.Yhteydenottopainike, within: HERO }).attr("href")).toBe("/ota-yhteytta");
    expect(home.getByRole("link", { name: texts["Kaartobotti-painike"], within: HERO }).length).toBe(1);
    expect(home.getByRole("link", { name: texts["Renkaiden haku -painike"], within: HERO }).attr("href")).toBe("/renkaat");
    expect(home.text('[data-testid="hours-button"]')).toContain(texts["Aukioloajat-painike"]);

    // Now hide every text and button that has a flag.
    const again = (await openTab("paaosio")).form("Pääosion tekstit", { exact: true });
    for (const label of ["pääotsikko", "alaotsikko", "ajanvarauspainike", "rahoituspainike", "yhteydenottopainike", "kaartobotti-painike", "aukioloajat-painike"]) {
      again.uncheck(`Näytä ${label}`);
    }
    await save(again);
    home = await frontPage();
    expect(home.text(`${HERO} h1`)).toBe(texts.Otsikko);
    for (const hidden of [texts.Pääotsikko, texts.Alaotsikko, texts.Ajanvarauspainike, texts.Rahoituspainike, texts.Yhteydenottopainike, texts["Kaartobotti-painike"]]) {
      expect(home.text(HERO)).not.toContain(hidden);
    }
    expect(home.getByRole("link", { name: texts["Renkaiden haku -painike"], within: HERO }).length).toBe(1);
    expect(home.find('[data-testid="hours-button"]').length).toBe(0);
  });

  it("a visible text left empty is refused and nothing typed is lost", async () => {
    const typed = unique("Säilyy");
    const form = (await openTab("paaosio")).form("Pääosion tekstit", { exact: true });
    form.check("Näytä otsikko", { exact: false }).fill("Otsikko", "", { exact: true }).fill("Ajanvarauspainike", typed, { exact: true });
    const refused = await form.submit("Tallenna muutokset");
    expect(refused.text('[data-testid="editor-error"]')).toBe("Tarkista merkityt kentät.");
    expect(refused.text('form[aria-label="Pääosion tekstit"]')).toContain("Kirjoita teksti tai piilota se");
    const kept = refused.form("Pääosion tekstit", { exact: true });
    expect(kept.value("Ajanvarauspainike", { exact: true })).toBe(typed);
    expect(kept.field("Otsikko", { exact: true }).attr("aria-invalid")).toBe("true");
  });

  it("'Esikatsele' shows the hero from the form without saving it", async () => {
    const form = (await openTab("paaosio")).form("Pääosion tekstit", { exact: true });
    const stored = form.value("Otsikko", { exact: true });
    const draft = unique("Luonnos");
    const previewed = await form.check("Näytä otsikko", { exact: false }).fill("Otsikko", draft, { exact: true }).submit("Esikatsele");
    const preview = '[data-testid="hero-preview"]';
    expect(previewed.text(`${preview} h1`)).toBe(draft);
    expect(previewed.text(`${preview} [role="status"]`)).toBe("Esikatselu näyttää lähetetyt arvot. Muutokset eivät ole vielä tallessa.");
    expect(previewed.form("Pääosion tekstit", { exact: true }).value("Otsikko", { exact: true })).toBe(draft);

    const home = await frontPage();
    if (stored) expect(home.text(HERO)).toContain(stored);
    expect(home.text(HERO)).not.toContain(draft);
  });

  it("hero image: upload with the form, pick from the library (a <details> list), delete", async () => {
    const alt = unique("Rengasliike");
    let page = await openTab("kuva");
    page = await save(
      page
        .form("Pääosion kuva", { exact: true })
        .attach(/^Lataa (uusi )?kuva/, { name: "etusivu.png", mimeType: "image/png", buffer: await pngBuffer(160, 72, "#aa3311") })
        .fill("Kuvan alt-teksti", alt)
        .check(/Taustakuvana/),
    );
    const uploaded = storedImage(page, "Pääosion kuva");
    expect(uploaded).toMatch(/^\/api\/images\/\d+$/);
    let home = await frontPage();
    expect(home.getByRole("img", { name: alt, within: HERO }).attr("src")).toMatch(new RegExp(`${uploaded}$`));

    // Another upload, then the first image picked again from the library, shown below the texts.
    const other = unique("Toinen kuva");
    page = await save(
      (await openTab("kuva"))
        .form("Pääosion kuva", { exact: true })
        .attach(/^Lataa (uusi )?kuva/, { name: "toinen.png", mimeType: "image/png", buffer: await pngBuffer(160, 72, "#1133aa") })
        .fill("Kuvan alt-teksti", other),
    );
    const second = storedImage(page, "Pääosion kuva");
    expect(second).not.toBe(uploaded);
    page = await openTab("kuva");
    page.expand("Valitse kirjastosta");
    // The library's radio buttons are named by their thumbnails: chosen here by value (the image's address).
    const picks = page.find('[data-image-field="image"] input[type=radio][name="image__pick"]');
    expect(picks.filter(`[value="${uploaded}"]`).length).toBe(1);
    picks.removeAttr("checked");
    picks.filter(`[value="${uploaded}"]`).attr("checked", "");
    page = await save(page.form("Pääosion kuva", { exact: true }).fill("Kuvan alt-teksti", alt).check(/Pääosion alla/));
    expect(storedImage(page, "Pääosion kuva")).toBe(uploaded);
    home = await frontPage();
    expect(home.getByRole("img", { name: alt, within: '[data-testid="hero-image-bottom"]' }).length).toBe(1);

    const removed = await (await openTab("kuva")).form("Poista kuva", { exact: true }).submit("Poista kuva", { exact: true });
    expect(toast(removed)).toBe("Kuva poistettu");
    expect(removed.find('[data-image-field="image"] [data-testid="image-field-empty"]').length).toBe(1);
    home = await frontPage();
    expect(home.find(`${HERO} img[src="/images/hero.svg"]`).length).toBe(1);
  });

  it("a banner: enabling needs an image, an upload turns it on, link, format, hidden, delete", async () => {
    let page = await openTab("ylabanneri");
    // Start without an image, whatever an earlier test left.
    if (page.allByRole("button", { name: "Poista kuva", exact: true }).length > 0) {
      page = await page.form("Poista kuva", { exact: true }).submit("Poista kuva", { exact: true });
      expect(toast(page)).toBe("Bannerin kuva poistettu");
    }
    let form = page.form("Yläbanneri", { exact: true });
    expect(form.field("Näkyy etusivulla").attr("disabled")).toBeDefined();
    expect(form.field("Linkki").attr("disabled")).toBeDefined();
    expect(page.text('form[aria-label="Yläbanneri"]')).toContain("1500 × 200 px");

    // Enabled without an image: the server refuses, the box stays as it was ticked.
    page = await form.check("Banneri käytössä").submit("Tallenna muutokset");
    expect(page.allByRole("alert").map((alert) => page.$(alert).text())).toContainEqual(expect.stringContaining("Lataa ensin kuva ennen bannerin aktivointia"));
    expect(page.form("Yläbanneri", { exact: true }).value("Banneri käytössä")).toBe("on");

    const alt = unique("Talvirenkaat");
    page = await save(
      (await openTab("ylabanneri"))
        .form("Yläbanneri", { exact: true })
        .attach(/^Lataa (uusi )?kuva/, { name: "banneri.png", mimeType: "image/png", buffer: await pngBuffer(300, 40, "#225522") })
        .fill("Kuvan alt-teksti", alt),
    );
    const image = storedImage(page, "Yläbanneri");
    expect(image).toMatch(/^\/api\/images\/\d+$/);
    expect(page.text('[data-testid="banner-status"]')).toBe("Yläbanneri näkyy etusivulla.");
    form = page.form("Yläbanneri", { exact: true });
    expect(form.value("Banneri käytössä")).toBe("on");
    expect(form.value("Näkyy etusivulla")).toBe("on");
    expect(form.field("Linkki").attr("disabled")).toBeUndefined();

    const target = `https://example.fi/${Date.now().toString(36)}`;
    await save(form.fill("Linkki", target));
    let home = await frontPage();
    const BANNER = '[data-testid="banner-top"]';
    expect(home.find(`${BANNER} a`).attr("href")).toBe(target);
    expect(home.getByRole("img", { name: alt, within: BANNER }).attr("width")).toBe("1500");

    page = await save((await openTab("ylabanneri")).form("Yläbanneri", { exact: true }).check(/Neliö/));
    expect(page.text('form[aria-label="Yläbanneri"]')).toContain("1080 × 1080 px");
    expect(page.form("Yläbanneri", { exact: true }).value(/Neliö/)).toBe("on");
    expect(storedImage(page, "Yläbanneri")).toBe(image);
    home = await frontPage();
    expect(home.getByRole("img", { name: alt, within: BANNER }).attr("width")).toBe("600");

    // Hidden while enabled: gone from the front page but kept.
    page = await save((await openTab("ylabanneri")).form("Yläbanneri", { exact: true }).uncheck("Näkyy etusivulla"));
    expect(page.text('[data-testid="banner-status"]')).toBe("Yläbanneri ei näy etusivulla.");
    home = await frontPage();
    expect(home.find(BANNER).length).toBe(0);

    page = await (await openTab("ylabanneri")).form("Poista kuva", { exact: true }).submit("Poista kuva", { exact: true });
    expect(toast(page)).toBe("Bannerin kuva poistettu");
    form = page.form("Yläbanneri", { exact: true });
    expect(form.value("Banneri käytössä")).toBe("");
    expect(form.field("Linkki").attr("disabled")).toBeDefined();
    expect(form.field("Linkki").attr("value") ?? "").toBe("");
    expect(form.value(/Neliö/)).toBe("on");
  });

  it("the financing and content sections", async () => {
    const title = unique("Rahoita renkaat");
    const first = unique("Ensimmäinen kappale");
    const second = unique("Toinen kappale");
    const highlight = unique("0 % korko");
    const button = unique("Hae");
    await save(
      (await openTab("rahoitus"))
        .form("Rahoitusosio", { exact: true })
        .check("Rahoitusosio näkyy etusivulla")
        .fill("Otsikko", title)
        .fill("Pääteksti", `${first}\n\n${second}`)
        .fill("Korostettu teksti", highlight)
        .fill("Painikkeen teksti", button),
    );
    const intro = unique("Esittely");
    await save((await openTab("osiot")).form("Sisältöosiot", { exact: true }).fill("Esittelyosio: otsikko", intro).check("Esittelyosio näkyy etusivulla"));

    let home = await frontPage();
    const FINANCING = '[data-section="financing"]';
    expect(home.getByRole("heading", { name: title, within: FINANCING }).length).toBe(1);
    expect(home.find(`${FINANCING} p`).filter((_, p) => home.$(p).text().includes(first)).length).toBe(1);
    expect(home.find(`${FINANCING} p`).filter((_, p) => home.$(p).text().includes(second)).length).toBe(1);
    expect(home.text('[data-testid="financing-highlight"]')).toBe(highlight);
    expect(home.getByRole("link", { name: button, within: FINANCING }).attr("href")).toBe("/rahoitus");
    expect(home.getByRole("heading", { name: intro, within: '[data-section="intro"]' }).length).toBe(1);

    await save((await openTab("rahoitus")).form("Rahoitusosio", { exact: true }).uncheck("Rahoitusosio näkyy etusivulla"));
    home = await frontPage();
    expect(home.find(FINANCING).length).toBe(0);
  });

  it("a save after the session has ended goes to the login page, which says so, and nothing is saved", async () => {
    const page = await openTab("rahoitus");
    const lost = unique("Ei tallennu");
    const request = page.form("Rahoitusosio", { exact: true }).fill("Otsikko", lost).request("Tallenna muutokset");
    // The same form sent by a browser whose session cookie is gone.
    const ended = await new NoJsBrowser(server.app.url).navigate(request, page.url);
    expect(ended.path).toMatch(/^\/admin\/login\?/);
    expect(ended.text('[data-testid="session-expired"]')).toBe("Kirjautuminen vanhentunut. Kirjaudu sisään uudelleen.");
    expect((await openTab("rahoitus")).form("Rahoitusosio", { exact: true }).value("Otsikko")).not.toBe(lost);
  });
});
