import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/lib/safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    "/admin/../\t/evil.example/phish",
    "/admin/..//evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\r\nSet-Cookie: a=b",
    "/\u0000",
    "https://evil.example",
    "javascript:alert(1)",
    "evil.example",
    " /x",
    "",
    `/${"a".repeat(3000)}`,
  ])("sends %j to the fallback", (target) => {
    expect(safeRedirectPath(target, "/takaisin")).toBe("/takaisin");
  });

  it("keeps a path on this site with its query and hash, normalised as a browser would", () => {
    expect(safeRedirectPath("/renkaat?search=205%2F55R16#tulokset")).toBe("/renkaat?search=205%2F55R16#tulokset");
    expect(safeRedirectPath("/hinnasto/../renkaat")).toBe("/renkaat");
    // An encoded slash stays a character of the path: the browser asks this site for it.
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("keeps a section when asked to", () => {
    expect(safeRedirectPath("/admin/renkaat", "/admin", { within: "/admin" })).toBe("/admin/renkaat");
    expect(safeRedirectPath("/admin", "/admin", { within: "/admin" })).toBe("/admin");
    expect(safeRedirectPath("/adminx", "/admin", { within: "/admin" })).toBe("/admin");
    expect(safeRedirectPath("/admin/../renkaat", "/admin", { within: "/admin" })).toBe("/admin");
    expect(safeRedirectPath(null, "/admin", { within: "/admin" })).toBe("/admin");
  });
});
