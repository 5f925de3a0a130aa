import { describe, expect, it } from "vitest";
import { optionalFormText, previewHeroImage, previewHeroTexts, readHeroTextsForm } from "~/features/homepage/editor.rules";
import {
  HERO_FLAGS,
  HERO_TEXTS,
  INPUT_TEXTS,
  defaultHomepageSettings,
  financingInputSchema,
  heroTextsInputSchema,
  isBannerLink,
  readHomepageSettings,
  sectionInputSchema,
} from "~/features/homepage/schema";
import { applySettingsInput, withSections } from "~/features/homepage/rules";

describe("reading stored settings", () => {
  it("gives the spec's defaults for an empty document", () => {
    const settings = defaultHomepageSettings();
    expect(settings.hero).toMatchObject({
      mainHeading: "Uudet renkaat, ilman ajanvarausta!",
      title: "Luotettavaa Rengaspalvelua",
      buttonText: "Varaa aika",
      contactButtonText: "Ota yhteyttä",
      kaartobottiButtonText: "Kaartobotti",
      financingButtonText: "Hae rahoitusta",
      catalogButtonText: "Hae renkaita",
      businessHoursButtonText: "Aukioloajat",
      imagePosition: "top",
    });
    for (const flag of HERO_FLAGS) expect(settings.hero[flag], flag).toBe(true);
    expect(settings.banners.top).toEqual({ enabled: false, visible: false, image: "", imageAlt: "", link: "", format: "wide" });
    expect(settings.legacyBanner).toEqual({ image: "", imageAlt: "", link: "", visible: false, position: "top" });
    expect(settings.sections.map((section) => section.id)).toEqual(["intro", "services"]);
  });

  it("reads a document from before the newer fields, and a bad value costs only itself", () => {
    const stored = {
      hero: { title: "Vanha otsikko", kaartobottiButtonVisible: false, titleVisible: "kyllä", imagePosition: "center" },
      banners: { top: { enabled: true, visible: true, image: "/api/images/1", format: "tall" }, middle: 5 },
      sections: [{ id: "intro", title: "Intro", content: "Teksti", visible: false }, { title: "ei id:tä" }],
      financingCTA: null,
    };
    const settings = readHomepageSettings(stored);
    expect(settings.hero.title).toBe("Vanha otsikko");
    expect(settings.hero.kaartobottiButtonVisible).toBe(false);
    expect(settings.hero.titleVisible).toBe(true);
    expect(settings.hero.imagePosition).toBe("top");
    expect(settings.hero.catalogButtonText).toBe("Hae renkaita");
    expect(settings.banners.top).toMatchObject({ enabled: true, image: "/api/images/1", format: "wide" });
    expect(settings.banners.middle).toEqual(defaultHomepageSettings().banners.middle);
    expect(settings.sections).toEqual([{ id: "intro", title: "Intro", content: "Teksti", visible: false }]);
    expect(settings.financingCTA).toEqual(defaultHomepageSettings().financingCTA);
    expect(settings.legacyBanner.position).toBe("top");
    expect(readHomepageSettings("rikki")).toEqual(defaultHomepageSettings());
    expect(readHomepageSettings(null)).toEqual(defaultHomepageSettings());
  });
});

describe("checking what an admin writes", () => {
  const hero = () => readHeroTextsForm(new URLSearchParams([...HERO_TEXTS.map((name) => [name, ` ${name} `]), ...HERO_FLAGS.map((flag) => [flag, "on"])]));

  it("reads the hero form: texts and checkbox flags", () => {
    const form = new URLSearchParams({ title: "Otsikko", titleVisible: "on" });
    const values = readHeroTextsForm(form);
    expect(values.title).toBe("Otsikko");
    expect(values.titleVisible).toBe(true);
    expect(values.mainHeadingVisible).toBe(false);
    expect(values.mainHeading).toBe("");
  });

  it("trims texts and bounds their length", () => {
    const parsed = heroTextsInputSchema.safeParse(hero());
    expect(parsed.success && parsed.data.title).toBe("title");
    const long = heroTextsInputSchema.safeParse({ ...hero(), buttonText: "x".repeat(61) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ["buttonText"], message: INPUT_TEXTS.tooLong(60) });
  });

  it("wants a visible text to say something; a hidden one may be empty; the catalog button always shows", () => {
    expect(heroTextsInputSchema.safeParse({ ...hero(), title: " " }).error?.issues[0]).toMatchObject({ path: ["title"], message: INPUT_TEXTS.required });
    expect(heroTextsInputSchema.safeParse({ ...hero(), title: "", titleVisible: false }).success).toBe(true);
    expect(heroTextsInputSchema.safeParse({ ...hero(), catalogButtonText: "" }).success).toBe(false);
  });

  it("normalises paragraph breaks and wants a title on a visible section", () => {
    const parsed = financingInputSchema.parse({ visible: true, title: "T", mainText: "Yksi\r\n\r\nKaksi ", highlightedText: "", buttonText: "B" });
    expect(parsed.mainText).toBe("Yksi\n\nKaksi");
    expect(sectionInputSchema.safeParse({ id: "intro", title: "", content: "", visible: true }).success).toBe(false);
    expect(sectionInputSchema.safeParse({ id: "intro", title: "", content: "", visible: false }).success).toBe(true);
  });

  it("accepts banner links that are URLs or site paths only", () => {
    for (const good of ["", "/renkaat", "https://a.fi/x?y=1", "http://a.fi"]) expect(isBannerLink(good), good).toBe(true);
    for (const bad of ["javascript:alert(1)", "//a.fi", "a.fi", "mailto:x@a.fi", "/a b", "https://"]) expect(isBannerLink(bad), bad).toBe(false);
  });

  it("reads the banner form's link, telling a disabled (unsent) link from an empty one", () => {
    expect(optionalFormText(new URLSearchParams({ format: "square" }), "link")).toBeUndefined();
    expect(optionalFormText(new URLSearchParams({ link: "", enabled: "on" }), "link")).toBe("");
  });
});

describe("saving slices", () => {
  it("sections replace their own ids and keep the others", () => {
    const current = { ...defaultHomepageSettings(), sections: [...defaultHomepageSettings().sections, { id: "extra", title: "E", content: "", visible: true }] };
    const next = withSections(current, [{ id: "services", title: "Uudet palvelut", content: "x", visible: false }]);
    expect(next.sections.map((section) => [section.id, section.title])).toEqual([
      ["intro", current.sections[0].title],
      ["services", "Uudet palvelut"],
      ["extra", "E"],
    ]);
  });

  it("PUT merges the parts given over the stored ones and applies the banner rules", () => {
    const current = defaultHomepageSettings();
    const result = applySettingsInput(current, { hero: { title: "Uusi" }, banners: { top: { image: "/api/images/4" } } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.hero.title).toBe("Uusi");
    expect(result.settings.hero.mainHeading).toBe(current.hero.mainHeading);
    expect(result.settings.banners.top).toMatchObject({ image: "/api/images/4", enabled: true, visible: true });
    expect(result.settings.financingCTA).toEqual(current.financingCTA);
  });

  it("PUT refuses with the field's message", () => {
    expect(applySettingsInput(defaultHomepageSettings(), { banners: { middle: { enabled: true } } })).toEqual({
      ok: false,
      errors: { "banners.middle.enabled": "Lataa ensin kuva ennen bannerin aktivointia" },
    });
    expect(applySettingsInput(defaultHomepageSettings(), { hero: { title: "x".repeat(200) } })).toMatchObject({ ok: false, errors: { "hero.title": INPUT_TEXTS.tooLong(150) } });
    expect(applySettingsInput(defaultHomepageSettings(), "x").ok).toBe(false);
  });
});

describe("the preview", () => {
  it("lays the form's texts and flags over the stored hero", () => {
    const stored = defaultHomepageSettings().hero;
    const values = { ...readHeroTextsForm(new URLSearchParams({ title: "Esikatselu" })) };
    const preview = previewHeroTexts({ ...stored, image: "/api/images/2" }, values);
    expect(preview.title).toBe("Esikatselu");
    expect(preview.titleVisible).toBe(false);
    expect(preview.image).toBe("/api/images/2");
    expect(previewHeroImage(stored, { image: "blob:x", imageAlt: "A", imagePosition: "bottom" })).toMatchObject({ image: "blob:x", imageAlt: "A", imagePosition: "bottom" });
  });
});
