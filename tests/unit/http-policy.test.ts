import { describe, expect, it } from "vitest";
import { trustProxySetting } from "../../server/client-address";
import { BLOG_BODY_LIMIT, CHAT_BODY_LIMIT, DEFAULT_BODY_LIMIT, UPLOAD_BODY_LIMIT, bodyLimit, changesState, isApiDataRequest, isCrossSite, isLegacyDataRequest, isUnroutableUrl } from "../../server/request-policy";
import { contentSecurityPolicy, securityHeaders } from "../../server/security-headers";
import { preferredEncoding } from "~/lib/accept-encoding";

describe("preferredEncoding", () => {
  it("picks brotli whenever it is taken, else gzip, and honours q=0 and the wildcard", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0.1")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBeNull();
    expect(preferredEncoding("br;q=abc")).toBeNull();
    expect(preferredEncoding(null)).toBeNull();
  });
});

describe("isCrossSite", () => {
  const host = "www.rengaskaarto.fi";
  it.each([
    [{ origin: "https://www.rengaskaarto.fi", host }, false],
    [{ origin: "http://www.rengaskaarto.fi", host }, false],
    [{ origin: "https://evil.example", host }, true],
    [{ origin: "https://www.rengaskaarto.fi.evil.example", host }, true],
    [{ origin: "null", host }, true],
    [{ origin: "http://[::1", host }, true],
    [{ origin: "https://www.rengaskaarto.fi", host: undefined }, true],
    [{ host, "sec-fetch-site": "cross-site" }, true],
    [{ host, "sec-fetch-site": "same-site" }, true],
    [{ host, "sec-fetch-site": "same-origin" }, false],
    [{ host }, false],
  ])("%j → %s", (headers, crossSite) => {
    expect(isCrossSite(headers)).toBe(crossSite);
  });

  it("only state-changing methods are checked", () => {
    expect(["GET", "HEAD", "OPTIONS"].map(changesState)).toEqual([false, false, false]);
    expect(["POST", "PUT", "PATCH", "DELETE", "PROPFIND"].map(changesState)).toEqual([true, true, true, true, true]);
  });
});

describe("bodyLimit", () => {
  it("gives uploads room only under /admin, and the chat room for its history", () => {
    expect(bodyLimit("/admin/kuvat", "multipart/form-data; boundary=x")).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimit("/api/feedback", "multipart/form-data; boundary=x")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimit("/administration", "multipart/form-data; boundary=x")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimit("/admin/kuvat", "application/x-www-form-urlencoded")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimit("/api/ai/chat", "application/json")).toBe(CHAT_BODY_LIMIT);
    // A full-length article (50,000 characters) as a form or JSON; the generator's few words need no more.
    for (const path of ["/admin/blogi", "/admin/blogi/3/muokkaa", "/api/blog/publish", "/api/blog/articles/3"]) {
      expect(bodyLimit(path, "application/x-www-form-urlencoded"), path).toBe(BLOG_BODY_LIMIT);
    }
    for (const path of ["/api/blog/generate", "/admin/blogikirjoitus", "/api/blog/articles/3/x"]) {
      expect(bodyLimit(path, "application/json"), path).toBe(DEFAULT_BODY_LIMIT);
    }
    expect(BLOG_BODY_LIMIT).toBeGreaterThan(50_000 * 9);
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(5 * 5 * 1024 * 1024);
  });

  it("gives the admin's JSON upload calls the same room, and no other /api path", () => {
    const multipart = "multipart/form-data; boundary=x";
    for (const path of ["/api/upload/hero-image", "/api/upload/banner-image", "/api/homepage-settings/banner/top/upload"]) {
      expect(bodyLimit(path, multipart), path).toBe(UPLOAD_BODY_LIMIT);
    }
    for (const path of ["/api/upload/hero-image/metadata", "/api/homepage-settings", "/api/homepage-settings/banner/top", "/api/upload/hero-image/x"]) {
      expect(bodyLimit(path, multipart), path).toBe(DEFAULT_BODY_LIMIT);
    }
    expect(bodyLimit("/api/upload/hero-image", "application/json")).toBe(DEFAULT_BODY_LIMIT);
  });
});

describe("isUnroutableUrl", () => {
  it.each(["/renkaat?search=%00", "/renkaat?search=%0a", "/a%1Fb", "/a\u0000", `/${"x".repeat(9000)}`, "/artikkelit/%zz", "/admin/blogi/%E4/muokkaa", "/api/images/%", "/a%C3"])("refuses %j", (url) => {
    expect(isUnroutableUrl(url)).toBe(true);
  });
  it.each(["/renkaat?search=205%2F55R16", "/artikkelit/talvirenkaat-%C3%A4", "/renkaat?search=100%", "/renkaat?koko=%zz"])("routes %j", (url) => {
    expect(isUnroutableUrl(url)).toBe(false);
  });
});

describe("isApiDataRequest", () => {
  it("spots a single-fetch data request for an API path, and not for a page", () => {
    expect(isApiDataRequest("/api/tires/sizes.data")).toBe(true);
    expect(isApiDataRequest("/api/tires/sizes")).toBe(false);
    expect(isApiDataRequest("/renkaat.data")).toBe(false);
  });
});

describe("isLegacyDataRequest", () => {
  it("spots Remix's old data parameter anywhere in the query, and only there", () => {
    expect(isLegacyDataRequest("/renkaat?_data=routes%2F_site.renkaat")).toBe(true);
    expect(isLegacyDataRequest("/renkaat?search=205&_data")).toBe(true);
    expect(isLegacyDataRequest("/renkaat.data?search=205")).toBe(false);
    expect(isLegacyDataRequest("/_data?x=1")).toBe(false);
    expect(isLegacyDataRequest("/renkaat?search=_data")).toBe(false);
  });
});

describe("security headers", () => {
  it("lets scripts run only with the nonce and frames only from the map", () => {
    const csp = contentSecurityPolicy("abc123==", { https: false, development: false });
    expect(csp).toContain("script-src 'nonce-abc123==' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(csp).not.toContain("ws://");
    expect(contentSecurityPolicy("n", { https: false, development: true })).toContain("ws://localhost:*");
  });

  it("adds HSTS only over https", () => {
    expect(securityHeaders("n", { https: false, development: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders("n", { https: true, development: false })["Strict-Transport-Security"]).toBe("max-age=31536000");
  });
});

describe("trustProxySetting", () => {
  it("turns TRUSTED_PROXIES into Express's setting", () => {
    expect(trustProxySetting("loopback")).toBe("loopback");
    expect(trustProxySetting("none")).toBe(false);
    expect(trustProxySetting(" 10.0.0.1 ,10.0.0.0/24 ")).toBe("10.0.0.1, 10.0.0.0/24");
  });
});
