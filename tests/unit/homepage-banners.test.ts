import { describe, expect, it } from "vitest";
import {
  BANNER_TEXTS,
  applyBannerChange,
  applyBannerForm,
  bannerSizeHint,
  parseBannerPatch,
} from "~/features/homepage/banners.rules";
import type { Banner } from "~/features/homepage/schema";

const EMPTY: Banner = { enabled: false, visible: false, image: "", imageAlt: "", link: "", format: "wide" };
const ON: Banner = { enabled: true, visible: true, image: "/api/images/7", imageAlt: "Talviale", link: "https://example.fi/ale", format: "wide" };
const OFF_WITH_IMAGE: Banner = { ...ON, enabled: false, visible: false, link: "" };

const banner = (result: ReturnType<typeof applyBannerChange>) => {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.banner;
};

describe("enabling", () => {
  it("needs an image: 'Lataa ensin kuva ennen bannerin aktivointia'", () => {
    expect(applyBannerChange(EMPTY, { field: "enabled", value: true })).toEqual({ ok: false, field: "enabled", error: "Lataa ensin kuva ennen bannerin aktivointia" });
    expect(applyBannerChange({ ...EMPTY, image: "   " }, { field: "enabled", value: true }).ok).toBe(false);
  });

  it("works with an image and leaves visible as it was", () => {
    expect(banner(applyBannerChange(OFF_WITH_IMAGE, { field: "enabled", value: true }))).toEqual({ ...OFF_WITH_IMAGE, enabled: true });
  });

  it("can always be switched off", () => {
    expect(banner(applyBannerChange(ON, { field: "enabled", value: false }))).toEqual({ ...ON, enabled: false });
    expect(banner(applyBannerChange(EMPTY, { field: "enabled", value: false }))).toEqual(EMPTY);
  });
});

describe("an image", () => {
  it("uploaded or chosen sets enabled and visible true and keeps the format", () => {
    const square = { ...EMPTY, format: "square" as const };
    expect(banner(applyBannerChange(square, { field: "image", value: "/api/images/9", imageAlt: "Kesärenkaat" }))).toEqual({
      ...square,
      image: "/api/images/9",
      imageAlt: "Kesärenkaat",
      enabled: true,
      visible: true,
    });
  });

  it("must be an image address", () => {
    expect(applyBannerChange(EMPTY, { field: "image", value: "javascript:alert(1)" })).toMatchObject({ ok: false, field: "image" });
    expect(applyBannerChange(EMPTY, { field: "image", value: "//evil.example/a.png" })).toMatchObject({ ok: false });
  });

  it("deleted resets image, link, visible and enabled, keeping format and alt text", () => {
    const square = { ...ON, format: "square" as const };
    expect(banner(applyBannerChange(square, { field: "deleteImage" }))).toEqual({ ...square, image: "", link: "", visible: false, enabled: false });
    // An empty image is the same as deleting it.
    expect(banner(applyBannerChange(square, { field: "image", value: "" }))).toEqual({ ...square, image: "", link: "", visible: false, enabled: false });
  });
});

describe("visible", () => {
  it("can change only while enabled", () => {
    expect(applyBannerChange(OFF_WITH_IMAGE, { field: "visible", value: true })).toEqual({ ok: false, field: "visible", error: BANNER_TEXTS.visibleNeedsEnabled });
    expect(banner(applyBannerChange(ON, { field: "visible", value: false }))).toEqual({ ...ON, visible: false });
  });

  it("setting the value it already has is not a change", () => {
    expect(banner(applyBannerChange(OFF_WITH_IMAGE, { field: "visible", value: false }))).toEqual(OFF_WITH_IMAGE);
  });
});

describe("format", () => {
  it("changes and keeps the image", () => {
    expect(banner(applyBannerChange(ON, { field: "format", value: "square" }))).toEqual({ ...ON, format: "square" });
    expect(banner(applyBannerChange(OFF_WITH_IMAGE, { field: "format", value: "square" })).image).toBe(ON.image);
  });

  it("says which size fits", () => {
    expect(bannerSizeHint("wide")).toContain("1500 × 200 px");
    expect(bannerSizeHint("square")).toContain("1080 × 1080 px");
  });
});

describe("link", () => {
  it("must be a URL or a path of the site", () => {
    expect(banner(applyBannerChange(ON, { field: "link", value: " https://rengaskaarto.fi/kampanja " })).link).toBe("https://rengaskaarto.fi/kampanja");
    expect(banner(applyBannerChange(ON, { field: "link", value: "/renkaat?type=winter" })).link).toBe("/renkaat?type=winter");
    expect(banner(applyBannerChange(ON, { field: "link", value: "" })).link).toBe("");
    for (const bad of ["javascript:alert(1)", "ei osoite", "//evil.example", "ftp://x.fi/a", "https://"]) {
      expect(applyBannerChange(ON, { field: "link", value: bad }), bad).toEqual({ ok: false, field: "link", error: BANNER_TEXTS.invalidLink });
    }
  });

  it("can change only while enabled", () => {
    expect(applyBannerChange(OFF_WITH_IMAGE, { field: "link", value: "https://x.fi" })).toEqual({ ok: false, field: "link", error: BANNER_TEXTS.linkNeedsEnabled });
    expect(banner(applyBannerChange(OFF_WITH_IMAGE, { field: "link", value: "" }))).toEqual(OFF_WITH_IMAGE);
  });
});

describe("a whole banner form", () => {
  const form = (current: Banner, patch: Partial<Parameters<typeof applyBannerForm>[1]>) =>
    applyBannerForm(current, { image: current.image, imageAlt: current.imageAlt, format: current.format, enabled: current.enabled, visible: current.visible, link: current.link, ...patch });

  it("with a new image switches the banner on and visible, whatever the toggles said", () => {
    expect(banner(form(EMPTY, { image: "/api/images/3", enabled: false, visible: false, link: undefined }))).toMatchObject({
      image: "/api/images/3",
      enabled: true,
      visible: true,
    });
  });

  it("without its image resets the banner; the toggles of the same submit do not matter", () => {
    expect(banner(form(ON, { image: "", enabled: true, visible: true, link: "https://x.fi" }))).toEqual({ ...ON, image: "", link: "", enabled: false, visible: false });
  });

  it("refuses to enable without an image", () => {
    expect(form(EMPTY, { enabled: true })).toEqual({ ok: false, field: "enabled", error: BANNER_TEXTS.enableNeedsImage });
  });

  it("switching on lets visible and the link change in the same submit", () => {
    expect(banner(form(OFF_WITH_IMAGE, { enabled: true, visible: true, link: "https://x.fi/a" }))).toEqual({ ...OFF_WITH_IMAGE, enabled: true, visible: true, link: "https://x.fi/a" });
  });

  it("switching off still lets visible and the link change in the same submit", () => {
    expect(banner(form(ON, { enabled: false, visible: false, link: "" }))).toEqual({ ...ON, enabled: false, visible: false, link: "" });
  });

  it("refuses visible or a link on a banner that stays off", () => {
    expect(form(OFF_WITH_IMAGE, { visible: true })).toMatchObject({ ok: false, field: "visible" });
    expect(form(OFF_WITH_IMAGE, { link: "https://x.fi" })).toMatchObject({ ok: false, field: "link" });
  });

  it("keeps the link when the field was not sent (disabled)", () => {
    expect(banner(form(ON, { link: undefined, format: "square" }))).toEqual({ ...ON, format: "square" });
  });
});

describe("PATCH body", () => {
  it("takes exactly one known field with a value of its type", () => {
    expect(parseBannerPatch({ enabled: true })).toEqual({ ok: true, change: { field: "enabled", value: true } });
    expect(parseBannerPatch({ format: "square" })).toEqual({ ok: true, change: { field: "format", value: "square" } });
    expect(parseBannerPatch({ link: "https://x.fi" })).toEqual({ ok: true, change: { field: "link", value: "https://x.fi" } });
    expect(parseBannerPatch({ image: "" })).toEqual({ ok: true, change: { field: "image", value: "" } });
    expect(parseBannerPatch({ imageAlt: "Alt" })).toEqual({ ok: true, change: { field: "imageAlt", value: "Alt" } });
  });

  it("refuses anything else", () => {
    for (const bad of [null, [], "x", {}, { enabled: true, visible: true }, { colour: "red" }]) {
      expect(parseBannerPatch(bad).ok, JSON.stringify(bad)).toBe(false);
    }
    expect(parseBannerPatch({ enabled: "true" })).toEqual({ ok: false, error: BANNER_TEXTS.badValue });
    expect(parseBannerPatch({ format: "tall" }).ok).toBe(false);
    expect(parseBannerPatch({ link: "x".repeat(3000) }).ok).toBe(false);
  });
});
