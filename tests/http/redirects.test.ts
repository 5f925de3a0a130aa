/**
 * Every route that redirects to a target taken from the request sends a corpus of tricky targets away
 * to nowhere but a path on this site.
 */
import { describe, expect, inject, it } from "vitest";
import { TEST_ADMIN } from "../support/app-server";
import { formPost } from "../support/http-client";
import { asClient, clientAddress, postLogin } from "../support/http-session";

const { url } = inject("sharedServer");

const TRICKY_TARGETS = [
  "/admin/../\t/evil.example/phish",
  "/admin/..//evil.example/phish",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\nSet-Cookie: pahis=1",
  "/%2F%2Fevil.example",
  "/.//evil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  " /evil.example",
  "evil.example",
  "/\u0000/evil.example",
  `/${"a".repeat(5000)}`,
];

/** Where a browser would go with this Location header, and whether that is still this site. */
function staysOnSite(location: string | null): boolean {
  if (location === null) return true;
  if (!location.startsWith("/") || location.startsWith("//") || /[\\\s]/.test(location)) return false;
  return new URL(location, url).origin === new URL(url).origin;
}

const ROUTES: { name: string; path: string; fields: Record<string, string> }[] = [
  { name: "/teema", path: "/teema", fields: { theme: "dark" } },
  { name: "/evasteet", path: "/evasteet", fields: { choice: "denied" } },
  { name: "/kampanjat/sulje", path: "/kampanjat/sulje", fields: {} },
  { name: "newsletter form", path: "/api/subscribers/subscribe", fields: { email: "ohjaus@example.fi" } },
  { name: "feedback form", path: "/api/feedback", fields: { rating: "7", comment: "" } },
];

describe("redirect targets from the request", () => {
  for (const route of ROUTES) {
    it(`${route.name} sends every tricky target to a path on this site`, async () => {
      const client = asClient(clientAddress());
      for (const target of TRICKY_TARGETS) {
        const answer = await formPost(`${url}${route.path}`, { ...route.fields, redirectTo: target }, client);
        expect(answer.status, `${route.name} ${JSON.stringify(target)}`).toBeLessThan(500);
        expect(staysOnSite(answer.headers.get("Location")), `${route.name} ${JSON.stringify(target)} → ${answer.headers.get("Location")}`).toBe(true);
      }
    });
  }

  it("the login sends the admin only inside /admin, whatever redirectTo says", async () => {
    for (const target of [...TRICKY_TARGETS, "/", "/renkaat"]) {
      const answer = await postLogin(url, { ...TEST_ADMIN, redirectTo: target }, asClient(clientAddress()));
      if (target.includes("\u0000")) {
        // A NUL byte is refused before the login is even tried.
        expect(answer.status).toBe(400);
        continue;
      }
      expect(answer.status, JSON.stringify(target)).toBe(302);
      const location = answer.headers.get("Location") ?? "";
      expect(location === "/admin" || location.startsWith("/admin/"), `${JSON.stringify(target)} → ${location}`).toBe(true);
    }
    const kept = await postLogin(url, { ...TEST_ADMIN, redirectTo: "/admin/asetukset?tab=1" }, asClient(clientAddress()));
    expect(kept.headers.get("Location")).toBe("/admin/asetukset?tab=1");
    // Twenty real logins, each a deliberately costly password check: minutes on a loaded 2-core machine.
  }, 240_000);
});
