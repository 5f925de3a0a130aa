/**
 * Conditional requests for public pages (decision 0024): a page answers with a weak ETag and
 * `private, no-cache`; asking again with that ETag gives a 304 without a body and without a CSP header
 * (the browser keeps the stored policy, whose nonce matches the stored body). A different theme cookie is
 * a different page; admin pages and pages that set a cookie get no ETag.
 */
import { describe, expect, inject, it } from "vitest";

const { url } = inject("sharedServer");

async function etagOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await fetch(`${url}${path}`, { headers });
  expect(answer.status).toBe(200);
  await answer.arrayBuffer();
  const etag = answer.headers.get("ETag");
  if (!etag) throw new Error(`no ETag on ${path}`);
  return etag;
}

describe("ETag and 304 on public pages", () => {
  for (const path of ["/", "/renkaat?search=205%2F55R16", "/hinnasto", "/artikkelit"]) {
    it(`${path}: 304 with the page's ETag, without a body or a CSP`, async () => {
      const etag = await etagOf(path);
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      const again = await fetch(`${url}${path}`, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("ETag")).toBe(etag);
      expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(again.headers.get("Content-Security-Policy")).toBeNull();

      const full = await fetch(`${url}${path}`, { headers: { "If-None-Match": 'W/"vanha"' } });
      expect(full.status).toBe(200);
      expect(full.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(full.headers.get("Content-Security-Policy")).toMatch(/nonce-/);
      expect((await full.text()).length).toBeGreaterThan(1000);
    });
  }

  it("gives another ETag to the same page in the dark theme (the cookie changes the page)", async () => {
    const light = await etagOf("/");
    // The theme cookie as the site sets it (Remix's cookie encoding of "dark").
    const dark = await etagOf("/", { Cookie: `theme=${Buffer.from(JSON.stringify("dark")).toString("base64")}` });
    expect(dark).not.toBe(light);
    const answer = await fetch(`${url}/`, { headers: { "If-None-Match": light, Cookie: `theme=${Buffer.from(JSON.stringify("dark")).toString("base64")}` } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('class="dark"');
  });

  it("gives no ETag to the admin and never answers it with 304", async () => {
    const login = await fetch(`${url}/admin/login`);
    expect(login.status).toBe(200);
    expect(login.headers.get("ETag")).toBeNull();
    const again = await fetch(`${url}/admin/login`, { headers: { "If-None-Match": "*" } });
    expect(again.status).toBe(200);
  });

  it("gives no ETag to a 404 page", async () => {
    const missing = await fetch(`${url}/ei-tallaista-sivua`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("ETag")).toBeNull();
  });
});
