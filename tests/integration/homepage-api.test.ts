/**
 * The homepage settings' JSON calls (spec admin.md section 7) on a real database: the public read, the
 * admin's writes through the same rules as the editor, 401 with the spec's text without a session, and
 * uploads checked by content.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BANNER_TEXTS } from "~/features/homepage/banners.rules";
import { HOMEPAGE_TEXTS } from "~/features/homepage/editor.rules";
import { INPUT_TEXTS, defaultHomepageSettings } from "~/features/homepage/schema";
import { IMAGE_TEXTS, imageIdFromUrl } from "~/features/images/rules";
import { getImageRecord } from "~/features/images/model.server";
import { getHomepageSettings } from "~/features/homepage/model.server";
import * as settingsApi from "~/routes/api.homepage-settings";
import * as bannerApi from "~/routes/api.homepage-settings.banner.$position";
import * as bannerUploadApi from "~/routes/api.homepage-settings.banner.$position.upload";
import * as legacyApi from "~/routes/api.upload.banner-image";
import * as heroImageApi from "~/routes/api.upload.hero-image";
import * as heroMetadataApi from "~/routes/api.upload.hero-image.metadata";
import { type RouteModule, adminCookie, emptyRequest, formRequest, jsonRequest, notAnImage, pngFile, runAction, runLoader, tooBig } from "../support/homepage";
import { getRequest } from "../support/requests";

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie("etusivu-api");
});

type Reply = { success: boolean; message: string; [key: string]: unknown };

const patch = (position: string, body: unknown, session: string | null = cookie) =>
  runAction<Reply>(bannerApi, jsonRequest("PATCH", `/api/homepage-settings/banner/${position}`, body, session), { position });
const upload = async (position: string, file: File, session: string | null = cookie, alt?: string) =>
  runAction<Reply>(bannerUploadApi, formRequest(`/api/homepage-settings/banner/${position}/upload`, [["image", file], ...(alt ? [["imageAlt", alt] as [string, string]] : [])], session, true), { position });
const remove = (position: string, session: string | null = cookie) =>
  runAction<Reply>(bannerApi, emptyRequest("DELETE", `/api/homepage-settings/banner/${position}`, session), { position });
const bottom = async () => (await getHomepageSettings()).banners.bottom;

describe("without a session", () => {
  const writes: [string, RouteModule, () => Promise<Request>, Record<string, string>][] = [
    ["PUT /api/homepage-settings", settingsApi, async () => jsonRequest("PUT", "/api/homepage-settings", { homepageSettings: {} }, null), {}],
    ["PATCH banner", bannerApi, async () => jsonRequest("PATCH", "/api/homepage-settings/banner/top", { enabled: true }, null), { position: "top" }],
    ["DELETE banner", bannerApi, async () => emptyRequest("DELETE", "/api/homepage-settings/banner/top", null), { position: "top" }],
    ["POST banner upload", bannerUploadApi, async () => formRequest("/api/homepage-settings/banner/top/upload", [["image", await pngFile("x.png")]], null, true), { position: "top" }],
    ["POST hero-image", heroImageApi, async () => formRequest("/api/upload/hero-image", [["heroImage", await pngFile("x.png")]], null, true), {}],
    ["DELETE hero-image", heroImageApi, async () => emptyRequest("DELETE", "/api/upload/hero-image", null), {}],
    ["PUT hero-image metadata", heroMetadataApi, async () => jsonRequest("PUT", "/api/upload/hero-image/metadata", { metadata: { alt: "x" } }, null), {}],
    ["POST banner-image", legacyApi, async () => formRequest("/api/upload/banner-image", [["bannerImage", await pngFile("x.png")]], null, true), {}],
    ["DELETE banner-image", legacyApi, async () => emptyRequest("DELETE", "/api/upload/banner-image", null), {}],
  ];

  it.each(writes)("%s answers 401 'Kirjaudu sisään muokataksesi etusivun sisältöä' and changes nothing", async (_, module, request, params) => {
    const before = await getHomepageSettings();
    const result = await runAction<Reply>(module, await request(), params);
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ success: false, message: "Kirjaudu sisään muokataksesi etusivun sisältöä", error: "Kirjaudu sisään muokataksesi etusivun sisältöä" });
    expect(await getHomepageSettings()).toEqual(before);
  });

  it("GET /api/homepage-settings is public: the settings object", async () => {
    const result = await runLoader(settingsApi, getRequest("/api/homepage-settings"));
    expect(result.status).toBe(200);
    expect(result.body).toEqual(await getHomepageSettings());
    expect(Object.keys(result.body).sort()).toEqual(["banners", "financingCTA", "hero", "legacyBanner", "sections"]);
  });
});

describe("PUT /api/homepage-settings", () => {
  it("merges the parts given, keeps the rest and returns the settings", async () => {
    const result = await runAction<Reply & { settings: ReturnType<typeof defaultHomepageSettings> }>(
      settingsApi,
      jsonRequest("PUT", "/api/homepage-settings", { homepageSettings: { hero: { title: "API-otsikko", subtitleVisible: false }, financingCTA: { highlightedText: "API-korostus" } } }, cookie),
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, message: HOMEPAGE_TEXTS.saved });
    expect(result.body.settings.hero).toMatchObject({ title: "API-otsikko", subtitleVisible: false, mainHeading: defaultHomepageSettings().hero.mainHeading });
    expect(await getHomepageSettings()).toEqual(result.body.settings);
    expect((await getHomepageSettings()).financingCTA).toMatchObject({ highlightedText: "API-korostus", title: defaultHomepageSettings().financingCTA.title });
  });

  it("refuses what the forms refuse, with the field's message", async () => {
    const before = await getHomepageSettings();
    const result = await runAction<Reply & { errors: Record<string, string> }>(
      settingsApi,
      jsonRequest("PUT", "/api/homepage-settings", { homepageSettings: { banners: { top: { enabled: true, image: "" } }, hero: { buttonText: "x".repeat(61) } } }, cookie),
    );
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.errors).toEqual({ "banners.top.enabled": BANNER_TEXTS.enableNeedsImage, "hero.buttonText": INPUT_TEXTS.tooLong(60) });
    expect(await getHomepageSettings()).toEqual(before);
    const notJson = await runAction<Reply>(settingsApi, new Request("http://localhost:3000/api/homepage-settings", { method: "PUT", headers: { Origin: "http://localhost:3000", Cookie: cookie, "Content-Type": "application/json" }, body: "{" }));
    expect(notJson.status).toBe(400);
    const post = await runAction<Reply>(settingsApi, jsonRequest("POST", "/api/homepage-settings", {}, cookie));
    expect(post.status).toBe(405);
  });
});

describe("the banner calls", () => {
  it("PATCH enabled without an image is refused with 'Lataa ensin kuva ennen bannerin aktivointia'", async () => {
    await remove("bottom");
    expect(await patch("bottom", { enabled: true })).toMatchObject({ status: 400, body: { success: false, message: "Lataa ensin kuva ennen bannerin aktivointia" } });
    expect(await patch("bottom", { visible: true })).toMatchObject({ status: 400, body: { message: BANNER_TEXTS.visibleNeedsEnabled } });
    expect(await patch("bottom", { link: "https://x.fi" })).toMatchObject({ status: 400, body: { message: BANNER_TEXTS.linkNeedsEnabled } });
    expect((await bottom()).enabled).toBe(false);
  });

  it("an upload is checked by content, stored, and turns the banner on and visible", async () => {
    expect(await upload("bottom", notAnImage())).toMatchObject({ status: 400, body: { success: false, message: IMAGE_TEXTS.typeError } });
    expect(await upload("bottom", tooBig())).toMatchObject({ status: 413, body: { success: false, message: "File size exceeds 5MB limit" } });
    const result = await upload("bottom", await pngFile("ala.png", 108, 108), cookie, "Alabanneri");
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, message: BANNER_TEXTS.uploaded, imageUrl: expect.stringMatching(/^\/api\/images\/\d+$/) });
    expect(await bottom()).toMatchObject({ image: result.body.imageUrl, imageAlt: "Alabanneri", enabled: true, visible: true });
    expect(await getImageRecord(imageIdFromUrl(result.body.imageUrl as string)!)).toMatchObject({ category: "banner-bottom" });
  });

  it("PATCH changes one field at a time under the rules", async () => {
    const { image } = await bottom();
    expect(await patch("bottom", { format: "square" })).toMatchObject({ status: 200, body: { success: true, message: BANNER_TEXTS.updated } });
    expect(await patch("bottom", { link: "/rahoitus" })).toMatchObject({ status: 200 });
    expect(await patch("bottom", { link: "javascript:alert(1)" })).toMatchObject({ status: 400, body: { message: BANNER_TEXTS.invalidLink } });
    expect(await patch("bottom", { imageAlt: "Uusi alt" })).toMatchObject({ status: 200 });
    expect(await patch("bottom", { visible: false })).toMatchObject({ status: 200 });
    expect(await bottom()).toEqual({ image, imageAlt: "Uusi alt", format: "square", link: "/rahoitus", enabled: true, visible: false });
    expect(await patch("bottom", { enabled: false })).toMatchObject({ status: 200 });
    expect(await patch("bottom", { visible: true })).toMatchObject({ status: 400 });
    expect(await patch("bottom", { image: "/api/images/123456" })).toMatchObject({ status: 200 });
    expect(await bottom()).toMatchObject({ image: "/api/images/123456", enabled: true, visible: true, format: "square" });
    expect(await patch("bottom", { enabled: true, visible: true })).toMatchObject({ status: 400, body: { message: BANNER_TEXTS.badPatch } });
    expect(await patch("sivu", { enabled: true })).toMatchObject({ status: 404, body: { message: BANNER_TEXTS.notFound } });
  });

  it("DELETE resets image, link, visible and enabled", async () => {
    expect(await remove("bottom")).toMatchObject({ status: 200, body: { success: true, message: BANNER_TEXTS.deleted } });
    expect(await bottom()).toEqual({ image: "", link: "", visible: false, enabled: false, format: "square", imageAlt: "Uusi alt" });
  });
});

describe("the hero image calls", () => {
  it("POST stores heroImage, makes it the hero image and answers imageUrl and imageAlt", async () => {
    const refused = await runAction<Reply>(heroImageApi, formRequest("/api/upload/hero-image", [["heroImage", notAnImage()]], cookie, true));
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: IMAGE_TEXTS.typeError } });
    const missing = await runAction<Reply>(heroImageApi, formRequest("/api/upload/hero-image", [["alt", "x"]], cookie, true));
    expect(missing).toMatchObject({ status: 400, body: { message: IMAGE_TEXTS.noFile } });
    const result = await runAction<Reply>(heroImageApi, formRequest("/api/upload/hero-image", [["heroImage", await pngFile("hero.png", 64, 30)], ["alt", "Liike ulkoa"]], cookie, true));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, imageUrl: expect.stringMatching(/^\/api\/images\/\d+$/), imageAlt: "Liike ulkoa" });
    expect((await getHomepageSettings()).hero).toMatchObject({ image: result.body.imageUrl, imageAlt: "Liike ulkoa" });
  });

  it("PUT metadata sets the alt text and position", async () => {
    const result = await runAction<Reply>(heroMetadataApi, jsonRequest("PUT", "/api/upload/hero-image/metadata", { metadata: { alt: "Uusi kuvaus", position: "bottom" } }, cookie));
    expect(result.body).toMatchObject({ success: true, imageAlt: "Uusi kuvaus", imagePosition: "bottom" });
    expect((await getHomepageSettings()).hero).toMatchObject({ imageAlt: "Uusi kuvaus", imagePosition: "bottom" });
    const bad = await runAction<Reply>(heroMetadataApi, jsonRequest("PUT", "/api/upload/hero-image/metadata", { metadata: { position: "left" } }, cookie));
    expect(bad.status).toBe(400);
  });

  it("DELETE clears the image and saves the settings", async () => {
    const result = await runAction<Reply>(heroImageApi, emptyRequest("DELETE", "/api/upload/hero-image", cookie));
    expect(result.body).toMatchObject({ success: true });
    expect((await getHomepageSettings()).hero).toMatchObject({ image: "", imageAlt: "", imagePosition: "bottom" });
  });
});

describe("the legacy banner calls", () => {
  it("POST bannerImage sets its image; DELETE clears it", async () => {
    const result = await runAction<Reply>(legacyApi, formRequest("/api/upload/banner-image", [["bannerImage", await pngFile("vanha.png")], ["alt", "Vanha banneri"]], cookie, true));
    expect(result.body).toMatchObject({ success: true, imageUrl: expect.stringMatching(/^\/api\/images\/\d+$/), message: BANNER_TEXTS.uploaded });
    expect((await getHomepageSettings()).legacyBanner).toMatchObject({ image: result.body.imageUrl, imageAlt: "Vanha banneri" });
    const refused = await runAction<Reply>(legacyApi, formRequest("/api/upload/banner-image", [["bannerImage", tooBig()]], cookie, true));
    expect(refused.body).toMatchObject({ success: false, message: "File size exceeds 5MB limit" });
    expect((await runAction<Reply>(legacyApi, emptyRequest("DELETE", "/api/upload/banner-image", cookie))).body).toMatchObject({ success: true });
    expect((await getHomepageSettings()).legacyBanner).toMatchObject({ image: "", imageAlt: "", link: "", visible: false });
  });
});
