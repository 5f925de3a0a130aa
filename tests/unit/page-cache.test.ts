/**
 * The page cache's own rules (server/page-cache.ts): which requests and answers it may keep, the entry's
 * age, the nonce put back where it stood, and its bounds. tests/nojs/page-cache.test.ts tests it through
 * the built server.
 */
import { describe, expect, it } from "vitest";
import { createPageCache, isCacheablePageRequest, isStorableResponse } from "../../server/page-cache";

const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("the page cache", () => {
  it("keeps only GETs of public pages from visitors without cookies or conditions", () => {
    expect(isCacheablePageRequest("GET", "/renkaat?search=205", {})).toBe(true);
    expect(isCacheablePageRequest("HEAD", "/", {})).toBe(false);
    expect(isCacheablePageRequest("POST", "/", {})).toBe(false);
    expect(isCacheablePageRequest("GET", "/", { cookie: "theme=x" })).toBe(false);
    expect(isCacheablePageRequest("GET", "/", { authorization: "Basic x" })).toBe(false);
    expect(isCacheablePageRequest("GET", "/", { "if-none-match": 'W/"a"' })).toBe(false);
    expect(isCacheablePageRequest("GET", "/", { range: "bytes=0-1" })).toBe(false);
    for (const path of ["/admin", "/admin/renkaat", "/api/tires/sizes", "/renkaat.data", "/sitemap.xml"]) expect(isCacheablePageRequest("GET", path, {}), path).toBe(false);
  });

  it("stores only a 200 HTML answer that sets no cookie, allows storing and varies by nothing but the encoding", () => {
    expect(isStorableResponse(html("<p>x</p>"))).toBe(true);
    expect(isStorableResponse(html("<p>x</p>", { Vary: "Accept-Encoding" }))).toBe(true);
    expect(isStorableResponse(html("<p>x</p>", {}, 404))).toBe(false);
    expect(isStorableResponse(html("<p>x</p>", { "Set-Cookie": "a=1" }))).toBe(false);
    expect(isStorableResponse(html("<p>x</p>", { "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isStorableResponse(html("<p>x</p>", { Vary: "Cookie" }))).toBe(false);
    expect(isStorableResponse(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(false);
  });

  it("puts each request's nonce where the stored page's stood, and keeps the route's headers but not the request's own", () => {
    const cache = createPageCache({ buildVersion: "b", dataVersion: () => "1", ttlMs: 1000, now: () => 0 });
    const page = '<script nonce="AAA=">a</script><p>AAA= is text</p><script nonce="AAA=" src="/x.js"></script>';
    const response = html(page, { ETag: 'W/"k"', "X-Request-Id": "r1", "Content-Length": "99" });
    cache.store("k", response, Buffer.from(page), "AAA=");
    const hit = cache.lookup("k", "BBB/");
    expect(hit?.body.toString()).toBe('<script nonce="BBB/">a</script><p>AAA= is text</p><script nonce="BBB/" src="/x.js"></script>');
    expect(new Map(hit?.headers).get("etag")).toBe('W/"k"');
    expect(new Map(hit?.headers).has("x-request-id")).toBe(false);
    expect(new Map(hit?.headers).has("content-length")).toBe(false);
  });

  it("forgets a page after its time, and keys by the build, the data version and the whole URL", async () => {
    let now = 0;
    let version = "1";
    const cache = createPageCache({ buildVersion: "b", dataVersion: () => Promise.resolve(version), ttlMs: 1000, now: () => now });
    const key = await cache.keyFor("/?a=1");
    expect(await cache.keyFor("/?a=2")).not.toBe(key);
    cache.store(key, html("x"), Buffer.from("x"), "");
    now = 999;
    expect(cache.lookup(key, "n")?.body.toString()).toBe("x");
    now = 1000;
    expect(cache.lookup(key, "n")).toBeUndefined();
    expect(cache.size().entries).toBe(0);
    version = "2";
    expect(await cache.keyFor("/?a=1")).not.toBe(key);
  });

  it("is bounded: a page over a megabyte is not kept, and the oldest go first past 200 pages", () => {
    const cache = createPageCache({ buildVersion: "b", dataVersion: () => "1", ttlMs: 1000, now: () => 0 });
    cache.store("big", html("x"), Buffer.alloc(1024 * 1024 + 1), "");
    expect(cache.lookup("big", "n")).toBeUndefined();
    for (let i = 0; i < 250; i++) cache.store(`p${i}`, html("x"), Buffer.from(`page ${i}`), "");
    expect(cache.size().entries).toBe(200);
    expect(cache.lookup("p0", "n")).toBeUndefined();
    expect(cache.lookup("p249", "n")?.body.toString()).toBe("page 249");
  });
});
