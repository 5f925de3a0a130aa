/**
 * Image uploads end to end on a real database with real sharp: the content checks and re-encoding of
 * processUpload, the stored library, the public serving route, the admin list/search API and the
 * library page's actions (upload, alt text, delete) called as Remix would.
 */
import type { SubmissionResult } from "@conform-to/react";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TEXTS, type ImageListResponse, type ImageSearchResponse } from "~/features/images/rules";
import { createAdmin } from "~/services/admins.server";
import { deleteImage, getImage, imageUsage, listImages, saveImage, searchImages } from "~/features/images/model.server";
import { loader as deleteLoader, action as deleteAction } from "~/routes/admin.kuvat.$id.poista";
import { action as libraryAction, loader as libraryLoader } from "~/routes/admin.kuvat";
import { loader as searchApi } from "~/routes/api.gcs.images.search";
import { loader as listApi } from "~/routes/api.gcs.images";
import { loader as serveImage } from "~/routes/api.images.$id";
import { processUpload } from "~/services/images.server";
import { startAdminSession } from "~/services/session.server";
import { takeToast } from "~/services/toast.server";
import { ORIGIN, cookieHeader, getRequest, postForm, settle } from "../support/requests";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

const png = (width = 64, height = 48) => solid(width, height).png().toBuffer();
const webp = (width = 64, height = 48) => solid(width, height).webp().toBuffer();
/** A JPEG carrying EXIF (camera, GPS-like comment) and orientation 6: stored rotated upright, without EXIF. */
const jpegWithExif = () =>
  solid(80, 40)
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "Salainen Kamera", Copyright: "Kuvaaja", ImageDescription: "Kotiosoite 1" } } })
    .toBuffer();

const fileOf = (bytes: Uint8Array | string, name: string, type: string) => new File([bytes as BlobPart], name, { type });

function postMultipart(path: string, form: FormData, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: form, headers: { Origin: ORIGIN, ...headers } });
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

/** The first message Conform's reply holds for a field ("" for the form's own). */
const fieldError = (reply: SubmissionResult<string[]>, field: string) => reply.error?.[field]?.[0];

let cookie: string;
beforeAll(async () => {
  const admin = await createAdmin("kuva-admin", "kuva-salasana-12345");
  cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
});

describe("processUpload", () => {
  it("accepts a real PNG and re-encodes it as PNG with its size", async () => {
    const result = await processUpload(fileOf(await png(64, 48), "Rengas kuva.png", "image/png"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.image).toMatchObject({ filename: "Rengas kuva.png", mime: "image/png", width: 64, height: 48 });
    expect(result.image.size).toBe(result.image.bytes.byteLength);
    expect((await sharp(result.image.bytes).metadata()).format).toBe("png");
  });

  it("accepts WebP and keeps it WebP", async () => {
    const result = await processUpload(fileOf(await webp(), "kuva.webp", "image/webp"));
    expect(result.ok && result.image.mime).toBe("image/webp");
    if (result.ok) expect((await sharp(result.image.bytes).metadata()).format).toBe("webp");
  });

  it("applies the EXIF orientation to a JPEG and strips every piece of metadata", async () => {
    const original = await jpegWithExif();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const result = await processUpload(fileOf(original, "IMG_0001.JPG", "image/jpeg"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = await sharp(result.image.bytes).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: the 80 × 40 picture stands upright as 40 × 80.
    expect([result.image.width, result.image.height]).toEqual([40, 80]);
    expect([after.width, after.height]).toEqual([40, 80]);
    expect(Buffer.from(result.image.bytes).includes("Salainen Kamera")).toBe(false);
    expect(result.image.filename).toBe("IMG_0001.jpg");
  });

  it("trusts the content, not the name or the browser's type", async () => {
    const result = await processUpload(fileOf(await png(), "valokuva.jpg", "image/jpeg"));
    expect(result.ok && result.image.mime).toBe("image/png");
    expect(result.ok && result.image.filename).toBe("valokuva.png");
  });

  it.each([
    ["a text file renamed .png", "Tämä on vain tekstiä, ei kuva.", "kuva.png", "image/png"],
    ["a text file renamed .jpg", "hello world", "kuva.jpg", "image/jpeg"],
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', "logo.svg", "image/svg+xml"],
    ["an SVG named .png", '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>', "logo.png", "image/png"],
    ["a GIF", "GIF89a\u0001\u0000\u0001\u0000", "anim.gif", "image/gif"],
    ["an empty file", "", "tyhja.png", "image/png"],
  ])("refuses %s", async (_, content, name, type) => {
    expect(await processUpload(fileOf(content, name, type))).toEqual({ ok: false, error: IMAGE_TEXTS.typeError });
  });

  it("refuses a file that only starts like a PNG", async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode("not really")]);
    expect(await processUpload(fileOf(fake, "fake.png", "image/png"))).toEqual({ ok: false, error: IMAGE_TEXTS.typeError });
    const truncated = (await png(200, 200)).subarray(0, 60);
    expect(await processUpload(fileOf(truncated, "cut.png", "image/png"))).toEqual({ ok: false, error: IMAGE_TEXTS.typeError });
  });

  it("refuses a 6 MB file with the spec's message", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await processUpload(fileOf(big, "iso.jpg", "image/jpeg"))).toEqual({ ok: false, error: "File size exceeds 5MB limit" });
  });

  it("refuses a small file that decodes to too many pixels", async () => {
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024);
    expect(await processUpload(fileOf(bomb, "pommi.png", "image/png"))).toEqual({ ok: false, error: IMAGE_TEXTS.typeError });
  });

  it("shrinks a big picture to 2400 px on the long side", async () => {
    const result = await processUpload(fileOf(await solid(3000, 1500).jpeg().toBuffer(), "iso.jpg", "image/jpeg"));
    expect(result.ok && [result.image.width, result.image.height]).toEqual([2400, 1200]);
  });
});

describe("the library and the serving route", () => {
  let pngId: number;
  beforeAll(async () => {
    const result = await processUpload(fileOf(await png(30, 20), "palvelu.png", "image/png"));
    if (!result.ok) throw new Error(result.error);
    pngId = (await saveImage({ ...result.image, alt: "  Rengashotelli   hyllyt ", category: "general" })).id;
  });

  it("stores the bytes and serves them with immutable caching, nosniff and a closed CSP", async () => {
    const stored = await getImage(pngId);
    expect(stored).toMatchObject({ alt: "Rengashotelli hyllyt", mime: "image/png", width: 30, height: 20, category: "general" });
    const response = (await serveImage(args(getRequest(`/api/images/${pngId}`), { id: String(pngId) }))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'/);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.compare(Buffer.from(body), Buffer.from(stored!.bytes))).toBe(0);
    expect((await sharp(body).metadata()).width).toBe(30);

    const etag = response.headers.get("ETag")!;
    const again = (await serveImage(args(getRequest(`/api/images/${pngId}`, { "If-None-Match": etag }), { id: String(pngId) }))) as Response;
    expect(again.status).toBe(304);
  });

  it.each(["999999", "abc", "0", "-1", "1.5", "99999999999"])("answers 404 for id %s", async (id) => {
    const response = (await serveImage(args(getRequest(`/api/images/${id}`), { id }))) as Response;
    expect(response.status).toBe(404);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("refuses an oversized row at the database too", async () => {
    const tooBig = new Uint8Array(5 * 1024 * 1024 + 1);
    await expect(saveImage({ filename: "x.png", mime: "image/png", bytes: tooBig, width: 1, height: 1 })).rejects.toThrow();
  });
});

describe("the list and search API", () => {
  beforeAll(async () => {
    const bytes = await png(10, 10);
    for (let n = 1; n <= 55; n++) {
      await saveImage({ filename: `sarja-${String(n).padStart(2, "0")}.png`, mime: "image/png", bytes, width: 10, height: 10, category: "product", alt: n === 7 ? "Kesärengas 100%_alennus" : "" });
    }
    await saveImage({ filename: "hero-talvi.png", mime: "image/png", bytes, width: 10, height: 10, category: "hero", alt: "Talvinen tie" });
  });

  const callList = async (query: string, headers = { Cookie: cookie }) =>
    settle(() => listApi(args(getRequest(`/api/gcs/images${query}`, headers))));
  type ListBody = Extract<ImageListResponse, { success: true }>;
  const listJson = async (query: string) => (await ((await callList(query)) as Response).json()) as ListBody;
  const callSearch = async (query: string) => (await searchApi(args(getRequest(`/api/gcs/images/search${query}`, { Cookie: cookie })))) as Response;

  it("is for admins only", async () => {
    // JSON calls answer 401 (the widget then goes to the login page), not the login page's redirect.
    const result = (await callList("", {} as { Cookie: string })) as Response;
    expect(result.status).toBe(401);
    expect(await result.json()).toMatchObject({ error: "Kirjaudu sisään ylläpitäjänä." });
    const search = (await settle(() => searchApi(args(getRequest("/api/gcs/images/search?q=x"))))) as Response;
    expect(search.status).toBe(401);
  });

  it("pages 50 at a time, newest first, in the spec's shape", async () => {
    const response = (await callList("?page=1&limit=50")) as Response;
    expect(response.status).toBe(200);
    const body = (await response.json()) as Extract<ImageListResponse, { success: true }>;
    expect(body.success).toBe(true);
    expect(body.message).toEqual(expect.any(String));
    expect(body.pagination).toEqual({ total: expect.any(Number), page: 1, limit: 50, totalPages: Math.ceil(body.pagination.total / 50) });
    expect(body.images).toHaveLength(50);
    expect(body.images[0]).toEqual({
      id: expect.any(Number),
      filename: "hero-talvi.png",
      url: `/api/images/${body.images[0].id}`,
      size: expect.any(Number),
      width: 10,
      height: 10,
      alt: "Talvinen tie",
      category: "hero",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.images[0]).not.toHaveProperty("bytes");
  });

  it("filters by category and caps the limit at 50", async () => {
    const first = await listJson("?category=product&limit=500");
    expect(first.pagination).toEqual({ total: 55, page: 1, limit: 50, totalPages: 2 });
    expect(first.images.every((image) => image.category === "product")).toBe(true);
    expect(first.images[0].filename).toBe("sarja-55.png");
    const second = await listJson("?category=product&page=2");
    expect(second.images.map((image) => image.filename)).toEqual(["sarja-05.png", "sarja-04.png", "sarja-03.png", "sarja-02.png", "sarja-01.png"]);
    const small = await listJson("?category=product&limit=20&page=3");
    expect(small.pagination).toEqual({ total: 55, page: 3, limit: 20, totalPages: 3 });
    expect(small.images).toHaveLength(15);
  });

  it("searches file names and alt texts, wildcards taken literally", async () => {
    const body = (await (await callSearch("?q=SARJA-1")).json()) as Extract<ImageSearchResponse, { success: true }>;
    expect(body.success).toBe(true);
    expect(body.total).toBe(10);
    expect(body.images.map((image) => image.filename)).toContain("sarja-10.png");
    const byAlt = (await (await callSearch("?q=talvinen")).json()) as Extract<ImageSearchResponse, { success: true }>;
    expect(byAlt.images.map((image) => image.filename)).toEqual(["hero-talvi.png"]);
    const literal = (await (await callSearch("?q=100%25_")).json()) as Extract<ImageSearchResponse, { success: true }>;
    expect(literal.images.map((image) => image.filename)).toEqual(["sarja-07.png"]);
    expect(((await (await callSearch("?q=%25")).json()) as { total: number }).total).toBe(1);
    expect(((await (await callSearch("?q=talvi&category=product")).json()) as { total: number }).total).toBe(0);
    expect(await searchImages({ q: "_" })).toMatchObject({ total: 1 });
  });

  it("counts where an image is still used", async () => {
    const { images } = await listImages({ category: "hero" });
    expect(await imageUsage(images[0].id)).toBe(0);
  });
});

describe("the library page", () => {
  const upload = async (file: File | null, fields: Record<string, string> = {}, headers: Record<string, string> = { Cookie: cookie }) => {
    const form = new FormData();
    form.set("intent", "upload");
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("image", file ?? new File([], "", { type: "application/octet-stream" }));
    return settle(() => libraryAction(args(postMultipart("/admin/kuvat", form, headers))));
  };

  it("uploads with a success toast and lists the new image first", async () => {
    const response = (await upload(fileOf(await png(40, 30), "uusi-banneri.png", "image/png"), { alt: "Kesäkampanja", category: "banner-top" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/kuvat");
    const { toast } = await takeToast(getRequest("/admin/kuvat", { Cookie: cookieHeader(response.headers.get("Set-Cookie")!) }));
    expect(toast).toEqual({ type: "success", message: "Kuva ladattu onnistuneesti" });

    const page = await libraryLoader(args(getRequest("/admin/kuvat", { Cookie: cookie })));
    expect(page.images[0]).toMatchObject({ filename: "uusi-banneri.png", alt: "Kesäkampanja", category: "banner-top", width: 40, height: 30 });
    const filtered = await libraryLoader(args(getRequest("/admin/kuvat?haku=banneri&kategoria=banner-top", { Cookie: cookie })));
    expect(filtered.images.map((image) => image.filename)).toEqual(["uusi-banneri.png"]);
    expect(filtered.query).toEqual({ q: "banneri", category: "banner-top", page: 1 });
    // The search form's empty fields and unknown values lead to the one clean address of the view.
    const messy = (await settle(() => libraryLoader(args(getRequest("/admin/kuvat?haku=+banneri&kategoria=&sivu=1&x=1", { Cookie: cookie }))))) as Response;
    expect(messy.headers.get("Location")).toBe("/admin/kuvat?haku=banneri");
  });

  it.each([
    ["a text file renamed .png", () => fileOf("just text", "kuva.png", "image/png"), IMAGE_TEXTS.typeError],
    ["an SVG", () => fileOf("<svg xmlns='http://www.w3.org/2000/svg'/>", "kuva.svg", "image/svg+xml"), IMAGE_TEXTS.typeError],
    ["a 6 MB file (cut at 5 MB while reading)", () => fileOf(new Uint8Array(6 * 1024 * 1024).fill(0xff), "iso.jpg", "image/jpeg"), "File size exceeds 5MB limit"],
    ["no file", () => null, IMAGE_TEXTS.noFile],
  ])("refuses %s and keeps the typed alt and category", async (_, makeFile, message) => {
    const result = (await upload(makeFile(), { alt: "Kirjoitettu teksti", category: "newsletter" })) as {
      data: { intent: string; result: SubmissionResult<string[]> };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(400);
    const reply = result.data.result;
    expect(result.data.intent).toBe("upload");
    // The one message, on the file field; nothing else refused.
    expect(fieldError(reply, "image")).toBe(message);
    expect(reply.error).toEqual({ image: [message] });
    expect(reply.initialValue?.alt).toBe("Kirjoitettu teksti");
    expect(reply.initialValue?.category).toBe("newsletter");
  });

  it("edits an alt text and deletes after the confirmation page", async () => {
    const [image] = (await listImages({ q: "uusi-banneri" })).images;
    const edited = (await libraryAction(args(postForm("/admin/kuvat?sivu=1", { intent: "alt", id: String(image.id), alt: "Uusi kuvaus" }, { headers: { Cookie: cookie } })))) as Response;
    expect(edited.headers.get("Location")).toBe("/admin/kuvat?sivu=1");
    expect((await getImage(image.id))?.alt).toBe("Uusi kuvaus");

    const confirmation = await deleteLoader(args(getRequest(`/admin/kuvat/${image.id}/poista`, { Cookie: cookie }), { id: String(image.id) }));
    expect(confirmation).toMatchObject({ image: { id: image.id, filename: "uusi-banneri.png" }, usage: 0 });

    const request = postForm(`/admin/kuvat/${image.id}/poista?haku=x`, {}, { headers: { Cookie: cookie } });
    const response = (await deleteAction(args(request, { id: String(image.id) }))) as Response;
    expect(response.headers.get("Location")).toBe("/admin/kuvat?haku=x");
    const { toast } = await takeToast(getRequest("/admin/kuvat", { Cookie: cookieHeader(response.headers.get("Set-Cookie")!) }));
    expect(toast).toEqual({ type: "success", message: "Kuva poistettu" });
    expect(await getImage(image.id)).toBeNull();

    const gone = (await settle(() => deleteLoader(args(getRequest(`/admin/kuvat/${image.id}/poista`, { Cookie: cookie }), { id: String(image.id) })))) as Response;
    expect(gone.status).toBe(404);
    expect(await deleteImage(image.id)).toBe(false);
  });

  it("refuses every action without a session and from another origin", async () => {
    const noSession = (await upload(fileOf(await png(), "x.png", "image/png"), {}, {})) as Response;
    expect(noSession.headers.get("Location")).toMatch(/^\/admin\/login/);
    const form = new FormData();
    form.set("intent", "upload");
    const foreign = (await settle(() => libraryAction(args(postMultipart("/admin/kuvat", form, { Cookie: cookie, Origin: "https://evil.example" }))))) as Response;
    expect(foreign.status).toBe(403);
    const deleteWithout = (await settle(() => deleteAction(args(postForm("/admin/kuvat/1/poista"), { id: "1" })))) as Response;
    expect(deleteWithout.headers.get("Location")).toMatch(/^\/admin\/login/);
    const before = (await listImages()).total;
    expect((await listImages()).total).toBe(before);
  });
});
