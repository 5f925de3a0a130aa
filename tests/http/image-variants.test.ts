/**
 * Responsive variants of library images over HTTP (decision 0035), on the seeded demo catalogue: the
 * demo tyres' photos answer as images; `?w=` gives a smaller image of that width, AVIF or WebP by the
 * Accept header (else the stored format) with `Vary: Accept`, an ETag of its own and a 304 for it, never
 * enlarged; a bad width is a 400, never a 500; a burst of new variants is answered in full.
 */
import { describe, expect, inject, it } from "vitest";
import sharp from "sharp";
import { adminSession, libraryImages, uploadImage } from "../support/http-session";

const { url } = inject("sharedServer");

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const WEBP_ONLY = "image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${url}${path}`, { headers });

async function imageOf(answer: Response) {
  const bytes = Buffer.from(await answer.arrayBuffer());
  const metadata = await sharp(bytes).metadata();
  return { bytes, width: metadata.width, height: metadata.height, format: metadata.format, compression: metadata.compression };
}

/** The library addresses of the card thumbnails on a size's results page ('/api/images/12'). */
async function cardThumbnails(size: string): Promise<string[]> {
  const html = await (await get(`/renkaat?search=${encodeURIComponent(size)}`)).text();
  const tags = [...html.matchAll(/<img\b[^>]*data-testid="tyre-card-thumbnail"[^>]*>/g)].map((match) => match[0]);
  return tags.map((tag) => /\bsrc="(\/api\/images\/\d+)\?w=\d+"/.exec(tag)?.[1] ?? `unexpected: ${tag}`);
}

describe("the demo catalogue's photos", () => {
  it("give the cards thumbnails with variants, and each answers 200 with image bytes", async () => {
    const thumbnails = [...(await cardThumbnails("205/55R16")), ...(await cardThumbnails("195/65R15"))];
    expect(thumbnails.length).toBeGreaterThanOrEqual(4);
    for (const thumbnail of new Set(thumbnails)) {
      expect(thumbnail).toMatch(/^\/api\/images\/\d+$/);
      const answer = await get(thumbnail);
      expect(answer.status, thumbnail).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("image/webp");
      expect(await imageOf(answer)).toMatchObject({ format: "webp", width: 800, height: 800 });
    }
  });
});

describe("a variant", () => {
  it("is smaller than the stored image and has the requested width, as AVIF or WebP by Accept", async () => {
    const [thumbnail] = await cardThumbnails("205/55R16");
    const original = await get(thumbnail);
    const stored = await imageOf(original);
    expect(original.headers.get("Vary")).toBeNull();

    const webp = await get(`${thumbnail}?w=320`, { Accept: WEBP_ONLY });
    expect(webp.status).toBe(200);
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    expect(webp.headers.get("Vary")).toContain("Accept");
    expect(webp.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const small = await imageOf(webp);
    expect(small).toMatchObject({ format: "webp", width: 320, height: 320 });
    expect(small.bytes.length).toBeLessThan(stored.bytes.length / 2);
    expect(Number(webp.headers.get("Content-Length"))).toBe(small.bytes.length);

    const avif = await get(`${thumbnail}?w=160`, { Accept: CHROME_ACCEPT });
    expect(avif.headers.get("Content-Type")).toBe("image/avif");
    expect(avif.headers.get("Content-Disposition")).toMatch(/\.avif"$/);
    const tiny = await imageOf(avif);
    expect(tiny).toMatchObject({ format: "heif", compression: "av1", width: 160 });
    // The sizes a page of results costs: a card's thumbnail is a few kB.
    expect(tiny.bytes.length).toBeLessThan(6 * 1024);
    console.info(`variant sizes of ${thumbnail}: stored ${stored.bytes.length} B, w=320 WebP ${small.bytes.length} B, w=160 AVIF ${tiny.bytes.length} B`);
  });

  it("is in the stored format when the browser names neither AVIF nor WebP, and never enlarged", async () => {
    const cookie = await adminSession(url);
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#335577" } }).jpeg().toBuffer();
    expect((await uploadImage(url, cookie, "variantti-kuva.jpg", jpeg)).status).toBe(302);
    const [image] = await libraryImages(url, cookie);
    expect(image.filename).toBe("variantti-kuva.jpg");

    const plain = await get(`${image.url}?w=320`, { Accept: "*/*" });
    expect(plain.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await imageOf(plain)).toMatchObject({ format: "jpeg", width: 320, height: 240 });

    // 960 is wider than the stored 400: the variant stays 400 wide, in the format asked for.
    const wide = await get(`${image.url}?w=960`, { Accept: WEBP_ONLY });
    expect(await imageOf(wide)).toMatchObject({ format: "webp", width: 400, height: 300 });
    const same = await get(`${image.url}?w=960`, { Accept: "image/jpeg" });
    expect(await imageOf(same)).toMatchObject({ format: "jpeg", width: 400 });
  });

  it("has an ETag per width and format, and a 304 for the one the browser holds", async () => {
    const [thumbnail] = await cardThumbnails("195/65R15");
    const first = await get(`${thumbnail}?w=480`, { Accept: CHROME_ACCEPT });
    await first.arrayBuffer();
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"img-\d+-\d+-w480-avif-v\d+"$/);
    const webp = await get(`${thumbnail}?w=480`, { Accept: WEBP_ONLY });
    await webp.arrayBuffer();
    const other = await get(`${thumbnail}?w=640`, { Accept: CHROME_ACCEPT });
    await other.arrayBuffer();
    const original = await get(thumbnail);
    await original.arrayBuffer();
    expect(new Set([etag, webp.headers.get("ETag"), other.headers.get("ETag"), original.headers.get("ETag")]).size).toBe(4);

    const again = await get(`${thumbnail}?w=480`, { Accept: CHROME_ACCEPT, "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Vary")).toContain("Accept");
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    // The AVIF's tag does not answer for the WebP.
    const otherFormat = await get(`${thumbnail}?w=480`, { Accept: WEBP_ONLY, "If-None-Match": etag });
    expect(otherFormat.status).toBe(200);
    await otherFormat.arrayBuffer();
    const stored = await get(thumbnail, { "If-None-Match": original.headers.get("ETag")! });
    expect(stored.status).toBe(304);
  });

  it("refuses any width but the allowed ones with a 400, never a 500", async () => {
    const [thumbnail] = await cardThumbnails("205/55R16");
    const bad = ["w=abc", "w=999999", "w=321", "w=0", "w=-160", "w=0320", "w=", "w=320&w=640", "w=320&w=320", "w=1e3", "w=%20320", "w=320%00", "w=%00"];
    for (const query of bad) {
      const answer = await get(`${thumbnail}?${query}`, { Accept: CHROME_ACCEPT });
      const text = await answer.text();
      expect(answer.status, query).toBeGreaterThanOrEqual(400);
      expect(answer.status, query).toBeLessThan(500);
      expect(answer.headers.get("Content-Type"), query).toMatch(/^text\/(plain|html)/);
      if (answer.status === 400 && !query.includes("%00")) expect(text, query).toContain("Kuvan leveys ei kelpaa");
    }
    // A width on an unknown or malformed id is still the 404 (or the 400 of its width).
    expect((await get("/api/images/987654321?w=320")).status).toBe(404);
    expect((await get("/api/images/abc?w=320")).status).toBe(404);
    expect((await get("/api/images/987654321?w=123")).status).toBe(400);
  });

  it("answers a burst of new variants in full, every answer an image no wider than asked", async () => {
    const thumbnails = [...new Set([...(await cardThumbnails("185/65R15")), ...(await cardThumbnails("225/45R17")), ...(await cardThumbnails("215/60R16"))])];
    expect(thumbnails.length).toBeGreaterThanOrEqual(6);
    const requests = thumbnails.flatMap((thumbnail) =>
      [160, 320, 640, 960].flatMap((width) => [CHROME_ACCEPT, WEBP_ONLY].map((accept) => ({ path: `${thumbnail}?w=${width}`, width, accept }))),
    );
    const started = performance.now();
    const burst = Promise.all(
      requests.map(async (request) => {
        const answer = await get(request.path, { Accept: request.accept });
        return { ...request, status: answer.status, type: answer.headers.get("Content-Type"), cache: answer.headers.get("Cache-Control"), image: await imageOf(answer) };
      }),
    );
    // Meanwhile the site answers its pages: the resizing holds at most half the cores.
    const pageDuring = await get("/hinnasto");
    expect(pageDuring.status).toBe(200);
    await pageDuring.arrayBuffer();
    const answers = await burst;
    const seconds = (performance.now() - started) / 1000;
    console.info(`${requests.length} new variants at once: ${seconds.toFixed(1)} s`);
    for (const answer of answers) {
      expect(answer.status, answer.path).toBe(200);
      expect(answer.type, answer.path).toMatch(/^image\/(avif|webp)$/);
      // A variant, or (too busy to make it now) the stored image kept only briefly.
      if (answer.cache?.includes("immutable")) expect(answer.image.width, answer.path).toBeLessThanOrEqual(answer.width);
      else expect(answer.cache).toBe("public, max-age=60");
    }
  });
});

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): { "@type": string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

describe("sharing and structured data of the photos", () => {
  it("a tyre page shares its own photo, absolute, and gives its Product images and its breadcrumb trail", async () => {
    const results = await (await get(`/renkaat?search=${encodeURIComponent("205/55R16")}`)).text();
    const card = [...results.matchAll(/<article[\s\S]*?<\/article>/g)].map((match) => match[0]).find((html) => html.includes('data-testid="tyre-card-thumbnail"'))!;
    const href = /href="(\/renkaat\/205-55r16\/[^"]+)"/.exec(card)![1];
    const thumbnail = /\bsrc="(\/api\/images\/\d+)\?w=/.exec(card)![1];
    const html = await (await get(href)).text();

    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)![1];
    expect(ogImage).toBe(`${url}${thumbnail}`);
    const shared = await get(new URL(ogImage).pathname);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("Content-Type")).toMatch(/^image\//);
    await shared.arrayBuffer();

    const blocks = jsonLd(html);
    const product = blocks.find((block) => block["@type"] === "Product")!;
    expect((product.image as string[])[0]).toBe(`${url}${thumbnail}`);
    expect((product.image as string[]).every((image) => image.startsWith(`${url}/api/images/`))).toBe(true);
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList")!;
    expect((trail.itemListElement as { name: string; item: string }[]).map((step) => [step.name, step.item])).toEqual([
      ["Renkaat", `${url}/renkaat`],
      ["205/55R16", `${url}/renkaat?search=205%2F55R16`],
      [expect.stringContaining(" "), `${url}${href}`],
    ]);
  });

  it("an article gives its trail Artikkelit › the article", async () => {
    const list = await (await get("/artikkelit")).text();
    const path = /href="(\/artikkelit\/[a-z0-9-]+)"/.exec(list)![1];
    const trail = jsonLd(await (await get(path)).text()).find((block) => block["@type"] === "BreadcrumbList")!;
    expect((trail.itemListElement as { position: number; name: string; item: string }[]).map((step) => [step.position, step.item])).toEqual([
      [1, `${url}/artikkelit`],
      [2, `${url}${path}`],
    ]);
  });
});
