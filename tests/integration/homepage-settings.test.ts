/**
 * The homepage content editor's tabs on a real database: each tab saves only its own fields, the banner
 * rules hold for the forms, refused saves bring back what was typed, 'Esikatsele' saves nothing, and the
 * public home page reads the change on the next request.
 */
import type { SubmissionResult } from "@conform-to/react";
import { beforeAll, describe, expect, it } from "vitest";
import { BANNER_TEXTS } from "~/features/homepage/banners.rules";
import { HOMEPAGE_TEXTS } from "~/features/homepage/editor.rules";
import { HERO_FLAGS, HERO_TEXTS, INPUT_TEXTS, defaultHomepageSettings } from "~/features/homepage/schema";
import { IMAGE_TEXTS, imageIdFromUrl } from "~/features/images/rules";
import { getImageRecord } from "~/features/images/model.server";
import { changeHomepageSettings, getHomepageSettings } from "~/features/homepage/model.server";
import * as editorIndex from "~/routes/admin.asetukset.etusivu._index";
import * as heroImageTab from "~/routes/admin.asetukset.etusivu.kuva";
import * as sectionsTab from "~/routes/admin.asetukset.etusivu.osiot";
import * as heroTab from "~/routes/admin.asetukset.etusivu.paaosio";
import * as financingTab from "~/routes/admin.asetukset.etusivu.rahoitus";
import * as legacyTab from "~/routes/admin.asetukset.etusivu.vanha-banneri";
import * as topTab from "~/routes/admin.asetukset.etusivu.ylabanneri";
import * as middleTab from "~/routes/admin.asetukset.etusivu.keskibanneri";
import * as homePage from "~/routes/_site._index";
import { adminCookie, formRequest, noFile, notAnImage, pngFile, runAction, runLoader, toastOf, tooBig } from "../support/homepage";
import { getRequest } from "../support/requests";

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie("etusivu-admin");
});

type Answer = { result: SubmissionResult<string[]>; preview: boolean; notice?: { type: string; message: string } };

/** A refused save's first message per field, as the tab's form shows them. */
const errorsOf = (answer: Answer) =>
  Object.fromEntries(Object.entries(answer.result.error ?? {}).flatMap(([name, messages]) => (name !== "" && messages?.length ? [[name, messages[0]]] : [])));
/** The message above the form. */
const formErrorOf = (answer: Answer) => answer.result.error?.[""]?.[0] ?? null;
/** What was sent, given back to the form. */
const sentOf = (answer: Answer) => answer.result.initialValue as Record<string, unknown>;

/** Every hero text and flag as the 'Pääosio' form sends them. */
function heroFields(texts: Partial<Record<(typeof HERO_TEXTS)[number], string>>, hidden: string[] = []): Record<string, string> {
  const fields: Record<string, string> = {};
  const defaults = defaultHomepageSettings().hero;
  for (const name of HERO_TEXTS) fields[name] = texts[name] ?? defaults[name];
  for (const flag of HERO_FLAGS) if (!hidden.includes(flag)) fields[flag] = "on";
  return fields;
}

const homeData = async () => (await runLoader<{ settings: ReturnType<typeof defaultHomepageSettings> }>(homePage, getRequest("/"))).body.settings;

describe("the editor", () => {
  it("opens on the first tab", async () => {
    const result = await runLoader(editorIndex, getRequest("/admin/asetukset/etusivu", { Cookie: cookie }));
    expect(result.location).toBe("/admin/asetukset/etusivu/paaosio");
  });

  it("sends a form posted after the session ended to the login page, saying so", async () => {
    const result = await runAction(heroTab, formRequest("/admin/asetukset/etusivu/paaosio", heroFields({ title: "Ei tallennu" }), null));
    expect(result.status).toBe(302);
    const location = new URL(result.location!, "http://x");
    expect(location.pathname).toBe("/admin/login");
    expect(location.searchParams.get("vanhentunut")).toBe("1");
    expect(location.searchParams.get("redirectTo")).toBe("/admin/asetukset/etusivu/paaosio");
    expect((await getHomepageSettings()).hero.title).not.toBe("Ei tallennu");
  });
});

describe("Pääosio", () => {
  it("saves every text and flag, says so, and the home page shows them on the next request", async () => {
    expect((await homeData()).hero.title).toBe(defaultHomepageSettings().hero.title);
    const texts = Object.fromEntries(HERO_TEXTS.map((name) => [name, `Uusi ${name}`]));
    const result = await runAction(heroTab, formRequest("/admin/asetukset/etusivu/paaosio", heroFields(texts, ["contactButtonVisible", "businessHoursButtonVisible"]), cookie));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin/asetukset/etusivu/paaosio");
    expect(await toastOf(result)).toBe("Etusivun sisältö päivitetty onnistuneesti");

    const hero = (await homeData()).hero;
    for (const name of HERO_TEXTS) expect(hero[name], name).toBe(`Uusi ${name}`);
    expect(hero.contactButtonVisible).toBe(false);
    expect(hero.businessHoursButtonVisible).toBe(false);
    expect(hero.titleVisible).toBe(true);
  });

  it("refuses an empty visible text or one too long, and gives back everything typed", async () => {
    const fields = heroFields({ title: "", subtitle: "x".repeat(301), buttonText: "Kirjoitettu" });
    const result = await runAction<Answer>(heroTab, formRequest("/admin/asetukset/etusivu/paaosio", fields, cookie));
    expect(result.status).toBe(400);
    expect(errorsOf(result.body)).toEqual({ title: INPUT_TEXTS.required, subtitle: INPUT_TEXTS.tooLong(300) });
    expect(sentOf(result.body)).toMatchObject({ buttonText: "Kirjoitettu", subtitle: "x".repeat(301), titleVisible: "on" });
    // The emptied title comes back empty (Conform leaves an empty field out of what it gives back).
    expect(sentOf(result.body).title ?? "").toBe("");
    expect((await getHomepageSettings()).hero.buttonText).not.toBe("Kirjoitettu");
  });

  it("'Esikatsele' answers with the submitted values and saves nothing", async () => {
    const before = await getHomepageSettings();
    const result = await runAction<Answer>(heroTab, formRequest("/admin/asetukset/etusivu/paaosio", { ...heroFields({ title: "Vain esikatselu" }), intent: "preview" }, cookie));
    expect(result.status).toBe(200);
    expect(result.body.preview).toBe(true);
    expect(sentOf(result.body).title).toBe("Vain esikatselu");
    expect(await getHomepageSettings()).toEqual(before);
  });
});

describe("saving one tab", () => {
  it("leaves the other tabs' fields alone, also when two saves arrive together", async () => {
    await runAction(heroTab, formRequest("/admin/asetukset/etusivu/paaosio", heroFields({ title: "Pääosion otsikko A" }), cookie));
    const financing = { visible: "on", title: "Rahoitus A", mainText: "Eka kappale\r\n\r\nToka kappale", highlightedText: "0 %", buttonText: "Hae nyt" };
    const sections = { "intro.title": "Esittely A", "intro.content": "Teksti", "intro.visible": "on", "services.title": "Palvelut A", "services.content": "" };
    const [a, b, c] = await Promise.all([
      runAction(financingTab, formRequest("/admin/asetukset/etusivu/rahoitus", financing, cookie)),
      runAction(sectionsTab, formRequest("/admin/asetukset/etusivu/osiot", sections, cookie)),
      runAction(heroTab, formRequest("/admin/asetukset/etusivu/paaosio", heroFields({ title: "Pääosion otsikko B" }), cookie)),
    ]);
    expect([a.status, b.status, c.status]).toEqual([302, 302, 302]);
    const settings = await getHomepageSettings();
    expect(settings.hero.title).toBe("Pääosion otsikko B");
    expect(settings.financingCTA).toEqual({ visible: true, title: "Rahoitus A", mainText: "Eka kappale\n\nToka kappale", highlightedText: "0 %", buttonText: "Hae nyt" });
    expect(settings.sections.find((s) => s.id === "intro")).toEqual({ id: "intro", title: "Esittely A", content: "Teksti", visible: true });
    expect(settings.sections.find((s) => s.id === "services")).toMatchObject({ title: "Palvelut A", visible: false });

    // The hero tab does not touch the hero image either.
    await changeHomepageSettings((current) => ({ ok: true, settings: { ...current, hero: { ...current.hero, image: "/api/images/999", imageAlt: "Pidä" } } }));
    await runAction(heroTab, formRequest("/admin/asetukset/etusivu/paaosio", heroFields({ title: "Pääosion otsikko C" }), cookie));
    expect((await getHomepageSettings()).hero).toMatchObject({ title: "Pääosion otsikko C", image: "/api/images/999", imageAlt: "Pidä" });
  });
});

describe("Sisältöosiot and Rahoitusosio", () => {
  it("hide a section, and the home page reads it", async () => {
    const sections = { "intro.title": "Piilotettu esittely", "intro.content": "x", "services.title": "Palvelut", "services.visible": "on" };
    expect((await runAction(sectionsTab, formRequest("/admin/asetukset/etusivu/osiot", sections, cookie))).status).toBe(302);
    const financing = { title: "Rahoitus piiloon", mainText: "", highlightedText: "", buttonText: "" };
    expect((await runAction(financingTab, formRequest("/admin/asetukset/etusivu/rahoitus", financing, cookie))).status).toBe(302);
    const home = await homeData();
    expect(home.sections.find((s) => s.id === "intro")).toMatchObject({ title: "Piilotettu esittely", visible: false });
    expect(home.financingCTA).toMatchObject({ visible: false, title: "Rahoitus piiloon" });
  });

  it("refuse a visible section without a title, keeping what was typed", async () => {
    const result = await runAction<Answer>(sectionsTab, formRequest("/admin/asetukset/etusivu/osiot", { "intro.title": " ", "intro.content": "Säilyy", "intro.visible": "on" }, cookie));
    expect(result.status).toBe(400);
    expect(errorsOf(result.body)["intro.title"]).toBe(INPUT_TEXTS.requiredTitle);
    expect(sentOf(result.body)).toMatchObject({ intro: { title: " ", content: "Säilyy", visible: "on" } });
    const financing = await runAction<Answer>(financingTab, formRequest("/admin/asetukset/etusivu/rahoitus", { visible: "on", title: "T", mainText: "m", highlightedText: "h", buttonText: "" }, cookie));
    expect(errorsOf(financing.body)).toEqual({ buttonText: INPUT_TEXTS.required });
  });
});

describe("Pääosion kuva", () => {
  it("uploads an image into the library with the form, takes its alt text and position, and shows it on the home page", async () => {
    const fields: [string, string | File][] = [
      ["image__upload", await pngFile("etusivu.png", 40, 18)],
      ["image__alt", "Renkaita hyllyssä"],
      ["imageAlt", ""],
      ["imagePosition", "bottom"],
    ];
    const result = await runAction(heroImageTab, formRequest("/admin/asetukset/etusivu/kuva", fields, cookie, true));
    expect(result.status).toBe(302);
    const hero = (await homeData()).hero;
    expect(hero).toMatchObject({ imageAlt: "Renkaita hyllyssä", imagePosition: "bottom" });
    expect(await getImageRecord(imageIdFromUrl(hero.image)!)).toMatchObject({ category: "hero", alt: "Renkaita hyllyssä" });
  });

  it("picks a library image without JavaScript, and refuses a file that is not an image, keeping the rest", async () => {
    const current = (await getHomepageSettings()).hero.image;
    const upload = await runAction(heroImageTab, formRequest("/admin/asetukset/etusivu/kuva", [["image__upload", await pngFile("toinen.png")], ["imagePosition", "top"]], cookie, true));
    const second = (await getHomepageSettings()).hero.image;
    expect(upload.status).toBe(302);
    const pick = await runAction(heroImageTab, formRequest("/admin/asetukset/etusivu/kuva", [["image", second], ["image__pick", current], ["imageAlt", "Valittu"], ["imagePosition", "top"]], cookie, true));
    expect(pick.status).toBe(302);
    expect((await getHomepageSettings()).hero).toMatchObject({ image: current, imageAlt: "Valittu", imagePosition: "top" });

    const refused = await runAction<Answer>(heroImageTab, formRequest("/admin/asetukset/etusivu/kuva", [["image", current], ["image__upload", notAnImage()], ["imageAlt", "Kirjoitettu alt"], ["imagePosition", "bottom"]], cookie, true));
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body).image).toBe(IMAGE_TEXTS.typeError);
    expect(sentOf(refused.body)).toMatchObject({ image: current, imageAlt: "Kirjoitettu alt", imagePosition: "bottom" });
    const big = await runAction<Answer>(heroImageTab, formRequest("/admin/asetukset/etusivu/kuva", [["image__upload", tooBig()], ["imagePosition", "top"]], cookie, true));
    expect(errorsOf(big.body).image).toBe("File size exceeds 5MB limit");
  });

  it("'Poista kuva' clears the image and saves", async () => {
    const result = await runAction(heroImageTab, formRequest("/admin/asetukset/etusivu/kuva", { intent: "delete" }, cookie));
    expect(result.location).toBe("/admin/asetukset/etusivu/kuva");
    expect(await toastOf(result)).toBe(HOMEPAGE_TEXTS.imageDeleted);
    expect((await homeData()).hero).toMatchObject({ image: "", imageAlt: "" });
  });
});

describe("a banner tab", () => {
  const path = "/admin/asetukset/etusivu/ylabanneri";
  const reset = () => runAction(topTab, formRequest(path, { intent: "delete" }, cookie));
  const top = async () => (await getHomepageSettings()).banners.top;

  it("refuses to enable a banner without an image: 'Lataa ensin kuva ennen bannerin aktivointia'", async () => {
    await reset();
    const result = await runAction<Answer>(topTab, formRequest(path, [["enabled", "on"], ["format", "square"], ["imageAlt", "Teksti jää"], ["image__upload", noFile()]], cookie, true));
    expect(result.status).toBe(400);
    expect(formErrorOf(result.body)).toBe("Lataa ensin kuva ennen bannerin aktivointia");
    expect(errorsOf(result.body).enabled).toBe("Lataa ensin kuva ennen bannerin aktivointia");
    expect(sentOf(result.body)).toMatchObject({ enabled: "on", format: "square", imageAlt: "Teksti jää" });
    expect((await top()).enabled).toBe(false);
  });

  it("turns on and visible when an image is uploaded, whatever the toggles said; says which upload failed", async () => {
    await reset();
    const refused = await runAction<Answer>(topTab, formRequest(path, [["format", "wide"], ["image__upload", tooBig()]], cookie, true));
    expect(formErrorOf(refused.body)).toBe(BANNER_TEXTS.uploadAlert("File size exceeds 5MB limit"));
    const result = await runAction(topTab, formRequest(path, [["format", "wide"], ["image__upload", await pngFile("yla.png", 150, 20)], ["image__alt", "Kesäale"]], cookie, true));
    expect(result.status).toBe(302);
    expect(await toastOf(result)).toBe(HOMEPAGE_TEXTS.saved);
    const banner = await top();
    expect(banner).toMatchObject({ enabled: true, visible: true, imageAlt: "Kesäale", format: "wide", link: "" });
    expect(await getImageRecord(imageIdFromUrl(banner.image)!)).toMatchObject({ category: "banner-top" });
    expect((await homeData()).banners.top.image).toBe(banner.image);
  });

  it("sets a link only while enabled and only a URL; visible only while enabled; the format keeps the image", async () => {
    const { image } = await top();
    const base = { image, imageAlt: "Kesäale", format: "wide" };
    const bad = await runAction<Answer>(topTab, formRequest(path, { ...base, enabled: "on", visible: "on", link: "javascript:alert(1)" }, cookie));
    expect(errorsOf(bad.body).link).toBe(BANNER_TEXTS.invalidLink);
    expect((await runAction(topTab, formRequest(path, { ...base, enabled: "on", visible: "on", link: "https://example.fi/ale" }, cookie))).status).toBe(302);
    expect((await top()).link).toBe("https://example.fi/ale");

    // Switched off: the link field is disabled (not sent), visible stays as sent by its hidden twin.
    expect((await runAction(topTab, formRequest(path, { ...base, visible: "on" }, cookie))).status).toBe(302);
    expect(await top()).toMatchObject({ enabled: false, visible: true, link: "https://example.fi/ale" });
    const hide = await runAction<Answer>(topTab, formRequest(path, { ...base }, cookie));
    expect(errorsOf(hide.body).visible).toBe(BANNER_TEXTS.visibleNeedsEnabled);
    const link = await runAction<Answer>(topTab, formRequest(path, { ...base, visible: "on", link: "https://muu.fi" }, cookie));
    expect(errorsOf(link.body).link).toBe(BANNER_TEXTS.linkNeedsEnabled);

    expect((await runAction(topTab, formRequest(path, { ...base, format: "square", enabled: "on", visible: "on" }, cookie))).status).toBe(302);
    expect(await top()).toMatchObject({ format: "square", image, enabled: true, visible: true });
  });

  it("saves the link on its own (blur) and answers in place", async () => {
    const saved = await runAction<Answer>(topTab, formRequest(path, { intent: "link", link: "/renkaat?type=winter" }, cookie));
    expect(saved.status).toBe(200);
    expect(saved.body.notice).toEqual({ type: "success", message: BANNER_TEXTS.linkSaved });
    expect((await top()).link).toBe("/renkaat?type=winter");
    const refused = await runAction<Answer>(topTab, formRequest(path, { intent: "link", link: "ei linkki" }, cookie));
    expect(refused.status).toBe(400);
    expect(refused.body.notice).toEqual({ type: "error", message: BANNER_TEXTS.invalidLink });
  });

  it("'Poista kuva' resets image, link, visible and enabled, and keeps format and alt text", async () => {
    const result = await reset();
    expect(await toastOf(result)).toBe(BANNER_TEXTS.deleted);
    expect(await top()).toEqual({ image: "", link: "", visible: false, enabled: false, format: "square", imageAlt: "Kesäale" });
  });

  it("choosing a library image turns the banner on; the other banners stay as they were", async () => {
    const middleBefore = (await getHomepageSettings()).banners.middle;
    const image = (await getHomepageSettings()).hero.image || (await pickableImage());
    const result = await runAction(topTab, formRequest(path, [["image__pick", image], ["format", "wide"], ["imageAlt", ""]], cookie, true));
    expect(result.status).toBe(302);
    expect(await top()).toMatchObject({ image, enabled: true, visible: true });
    expect((await getHomepageSettings()).banners.middle).toEqual(middleBefore);
    // And the middle tab's own save does not touch the top banner.
    await runAction(middleTab, formRequest("/admin/asetukset/etusivu/keskibanneri", { format: "square", imageAlt: "Keski" }, cookie));
    expect(await top()).toMatchObject({ image, enabled: true });
    expect((await getHomepageSettings()).banners.middle).toMatchObject({ format: "square", imageAlt: "Keski", enabled: false });
  });
});

async function pickableImage(): Promise<string> {
  await runAction(heroImageTab, formRequest("/admin/asetukset/etusivu/kuva", [["image__upload", await pngFile("valittava.png")], ["imagePosition", "top"]], cookie, true));
  return (await getHomepageSettings()).hero.image;
}

describe("the legacy banner", () => {
  it("is readable with defaults and editable at its own address", async () => {
    const loaded = await runLoader<{ settings: { legacyBanner: unknown } }>(legacyTab, getRequest("/admin/asetukset/etusivu/vanha-banneri", { Cookie: cookie }));
    expect(loaded.body.settings.legacyBanner).toEqual({ image: "", imageAlt: "", link: "", visible: false, position: "top" });
    const fields: [string, string | File][] = [["image__upload", await pngFile("vanha.png")], ["imageAlt", "Vanha"], ["link", "https://vanha.fi"], ["visible", "on"], ["position", "bottom"]];
    expect((await runAction(legacyTab, formRequest("/admin/asetukset/etusivu/vanha-banneri", fields, cookie, true))).status).toBe(302);
    expect((await getHomepageSettings()).legacyBanner).toMatchObject({ imageAlt: "Vanha", link: "https://vanha.fi", visible: true, position: "bottom" });
    const bad = await runAction<Answer>(legacyTab, formRequest("/admin/asetukset/etusivu/vanha-banneri", { link: "javascript:x", position: "top" }, cookie));
    expect(errorsOf(bad.body).link).toBe(INPUT_TEXTS.link);
    await runAction(legacyTab, formRequest("/admin/asetukset/etusivu/vanha-banneri", { intent: "delete" }, cookie));
    expect((await getHomepageSettings()).legacyBanner).toMatchObject({ image: "", link: "", visible: false, position: "bottom" });
  });
});
