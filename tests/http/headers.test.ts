/**
 * Response headers: a Content-Security-Policy whose nonce changes on every request and is carried by every
 * inline script of the page (also when the page comes from the render cache), the usual hardening headers,
 * and HSTS exactly when the site is served over https.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { type IncomingHttpHeaders, get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import sharp from "sharp";
import { rawRequest } from "../support/http-client";
import { adminSession, libraryImages, uploadImage } from "../support/http-session";

const { url, port } = inject("sharedServer");

function nonceOf(csp: string | null): string {
  const match = csp?.match(/script-src 'nonce-([A-Za-z0-9+/=]+)'/);
  if (!match) throw new Error(`no nonce in ${csp}`);
  return match[1];
}

/** Every executable script tag of the page (JSON-LD is data, not script). */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes("application/ld+json"));
}

describe("Content-Security-Policy", () => {
  it("gives every page load its own nonce, and every inline script carries it, cached or not", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${url}/hinnasto`);
      const csp = answer.headers.get("Content-Security-Policy");
      const nonce = nonceOf(csp);
      seen.add(nonce);
      const tags = scriptTags(await answer.text());
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(seen.size).toBe(3);
  });

  it("allows only the map embed as a frame and no plugins", async () => {
    const csp = (await fetch(`${url}/ota-yhteytta`)).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
  });

  it("comes with the hardening headers, on pages, JSON and errors alike, and no HSTS over http", async () => {
    for (const path of ["/", "/api/tires/sizes", "/ei-ole-olemassa", "/favicon.svg"]) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(answer.headers.get("Content-Security-Policy"), path).toContain("default-src 'self'");
      expect(answer.headers.get("Strict-Transport-Security"), path).toBeNull();
      expect(answer.headers.get("X-Powered-By"), path).toBeNull();
    }
  });
});

describe("a route's own header", () => {
  it("replaces the server's default instead of doubling it (a stored image's stricter policy)", async () => {
    const cookie = await adminSession(url);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123" } }).png().toBuffer();
    expect((await uploadImage(url, cookie, "otsake.png", png)).status).toBe(302);
    const [image] = await libraryImages(url, cookie);
    const answer = await fetch(`${url}${image.url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(answer.headers.get("Content-Security-Policy")).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  });
});

/** A GET as it comes off the wire: headers and body bytes undecoded (fetch would decode them). */
function getRaw(path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${url}${path}`, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("the client build", () => {
  it("is sent precompressed (brotli, else gzip, else plain) and cached for a year: the same script every way", async () => {
    const script = (await (await fetch(`${url}/`)).text()).match(/\/build\/_shared\/[\w-]+\.js/)?.[0];
    expect(script).toBeTruthy();
    const plain = await getRaw(script!, "identity");
    const brotli = await getRaw(script!, "gzip, deflate, br");
    const gzip = await getRaw(script!, "gzip");
    expect([plain.headers["content-encoding"], brotli.headers["content-encoding"], gzip.headers["content-encoding"]]).toEqual([undefined, "br", "gzip"]);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    for (const answer of [plain, brotli, gzip]) {
      expect(answer.headers["cache-control"]).toContain("immutable");
      expect(answer.headers["content-type"]).toMatch(/javascript/);
      expect(answer.headers.vary).toContain("Accept-Encoding");
    }
  });
});

describe("the size list", () => {
  it("is sent compressed once per catalogue version (brotli, else gzip, else plain): the same list every way", async () => {
    const plain = await getRaw("/api/tires/sizes", "identity");
    const brotli = await getRaw("/api/tires/sizes", "gzip;q=0.5, br");
    const gzip = await getRaw("/api/tires/sizes", "gzip, br;q=0");
    expect([plain.headers["content-encoding"], brotli.headers["content-encoding"], gzip.headers["content-encoding"]]).toEqual([undefined, "br", "gzip"]);
    const sizes = JSON.parse(plain.body.toString("utf8")) as { size: { fullSize: string } }[];
    expect(sizes.map((entry) => entry.size.fullSize)).toContain("205/55R16");
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);
    for (const answer of [plain, brotli, gzip]) {
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
  });
});

describe("with an https PUBLIC_URL", () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await startAppServer(undefined, { PUBLIC_URL: "https://www.rengaskaarto.example" });
  });
  afterAll(() => app?.stop());

  it("sends HSTS and asks browsers to upgrade insecure requests", async () => {
    const answer = await fetch(`${app.url}/`);
    expect(answer.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{7,}/);
    expect(answer.headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });
});

describe("absolute URLs", () => {
  it("name the configured origin, never the Host header a client sent", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt", "/"]) {
      const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain("evil.example");
      expect(answer.body, path).toContain(`http://localhost:${port}`);
    }
  });
});
