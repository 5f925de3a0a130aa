import { describe, expect, it } from "vitest";
import { cachedHtml as cachedBytes, renderCacheSize, storeHtml } from "~/services/render-cache.server";

const cachedHtml = (key: string, nonce?: string) => cachedBytes(key, nonce)?.toString("utf8");

const MB = 1024 * 1024;
const page = (label: string, size: number) => `<html data-page="${label}" nonce="abc">${"x".repeat(size)}</html>`;

describe("render cache", () => {
  it("gives a stored page back with the new request's nonce", () => {
    storeHtml("nonce-page", '<script nonce="first">1</script>', "first");
    expect(cachedHtml("nonce-page", "second")).toBe('<script nonce="second">1</script>');
  });

  it("holds at most 24 MB of pages, dropping the least recently used first", () => {
    for (let i = 0; i < 40; i++) storeHtml(`big-${i}`, page(`big-${i}`, MB));
    const { chars } = renderCacheSize();
    expect(chars).toBeLessThanOrEqual(24 * MB);
    expect(chars).toBeGreaterThan(20 * MB);
    expect(cachedHtml("big-0")).toBeUndefined();
    expect(cachedHtml("big-39")).toContain('data-page="big-39"');
  });

  it("holds at most 300 pages however small", () => {
    for (let i = 0; i < 400; i++) storeHtml(`small-${i}`, page(`small-${i}`, 10));
    expect(renderCacheSize().entries).toBe(300);
    expect(cachedHtml("small-99")).toBeUndefined();
    expect(cachedHtml("small-399")).toContain("small-399");
  });

  it("does not cache a single page bigger than an eighth of the budget", () => {
    storeHtml("huge", page("huge", 4 * MB));
    expect(cachedHtml("huge")).toBeUndefined();
  });

  it("counts a page stored again under the same key once", () => {
    storeHtml("again", page("again", MB));
    const before = renderCacheSize().chars;
    storeHtml("again", page("again", MB));
    expect(renderCacheSize().chars).toBe(before);
  });
});

describe("render cache bytes", () => {
  it("puts the nonce back into a page with multi-byte text, everywhere it was", () => {
    storeHtml("multibyte", '<p>Hyvä päivä – €</p><script nonce="n1">1</script><script nonce="n1">2</script>', "n1");
    expect(cachedHtml("multibyte", "n2")).toBe('<p>Hyvä päivä – €</p><script nonce="n2">1</script><script nonce="n2">2</script>');
  });
});
