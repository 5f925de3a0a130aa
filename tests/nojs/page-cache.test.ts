/**
 * The page cache in front of Remix (server/page-cache.ts, decision 0043), from outside: a page asked again
 * by a visitor without cookies comes from memory (X-Page-Cache: hit) with its own nonce in every script;
 * a visitor with a cookie always gets Remix's own answer; an admin's edit of the content (opening hours)
 * or of the catalogue (a new tyre) is on the very next page. Its own server: it changes the hours.
 */
import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/http-client";
import { ownServerWithAdmin } from "../support/nojs-own-server";

// Kept a minute here: only the data version, never the entry's age, can explain a fresh page below.
const server = ownServerWithAdmin({ PAGE_CACHE_MS: "60000" });

const nonceOf = (answer: Response) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(answer.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes("application/ld+json"));

async function visit(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${server.app.url}${path}`, { headers });
  return { answer, html: await answer.text(), nonce: nonceOf(answer), hit: answer.headers.get("X-Page-Cache") === "hit" };
}

describe("the page cache", () => {
  it("answers a visitor without cookies from memory, each page with its own nonce; a visitor with a cookie never", async () => {
    await visit("/hinnasto");
    const first = await visit("/hinnasto");
    const second = await visit("/hinnasto");
    expect(second.answer.status).toBe(200);
    expect(second.hit).toBe(true);
    expect(second.answer.headers.get("Content-Type")).toContain("text/html");
    expect(second.answer.headers.get("ETag")).toBe(first.answer.headers.get("ETag"));
    expect(second.nonce).not.toBe(first.nonce);
    for (const page of [first, second]) {
      expect(scriptTags(page.html).length).toBeGreaterThan(0);
      for (const tag of scriptTags(page.html)) expect(tag).toContain(`nonce="${page.nonce}"`);
    }
    expect(second.html).not.toContain(first.nonce);
    expect(second.html.replaceAll(second.nonce, "")).toBe(first.html.replaceAll(first.nonce, ""));

    const dark = `theme=${Buffer.from(JSON.stringify("dark")).toString("base64")}`;
    for (let i = 0; i < 2; i++) {
      const withCookie = await visit("/hinnasto", { Cookie: dark });
      expect(withCookie.hit).toBe(false);
      expect(withCookie.html).toContain('class="dark"');
    }
    // A conditional request is Remix's: a 304 from the page's ETag.
    const conditional = await fetch(`${server.app.url}/hinnasto`, { headers: { "If-None-Match": first.answer.headers.get("ETag")! } });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get("X-Page-Cache")).toBeNull();
  });

  it("keeps a page asked for under another Host apart: its links are never served to this site's visitors", async () => {
    const port = Number(new URL(server.app.url).port);
    // (This server has PUBLIC_URL, so its links do not follow the Host; one without it would write evil.example in them.)
    const forged = await rawRequest(port, "GET /rahoitus HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(forged.status).toBe(200);
    const again = await rawRequest(port, "GET /rahoitus HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(again.headers["x-page-cache"]).toBe("hit");
    const own = await visit("/rahoitus");
    expect(own.hit).toBe(false);
  });

  it("never keeps the back office, an error page or a page that sets a cookie", async () => {
    for (const path of ["/admin/login", "/ei-tallaista-sivua"]) {
      await visit(path);
      expect((await visit(path)).hit, path).toBe(false);
    }
  });

  it("shows an admin's new opening hours on the next page", async () => {
    expect((await visit("/")).html).not.toContain("16:15");
    expect((await visit("/")).hit).toBe(true);
    const hours = await server.admin.goto("/admin/asetukset/aukioloajat");
    const saved = await hours.form("Tallenna aukioloajat").fill("Perjantai sulkeutuu", "16.15").submit("Tallenna aukioloajat");
    expect(saved.text('[data-testid="toast"]')).toContain("Aukioloajat päivitetty onnistuneesti");
    const after = await visit("/");
    expect(after.hit).toBe(false);
    expect(after.html).toContain("16:15");
  });

  it("shows a tyre the admin just added on the next search page", async () => {
    const search = "/renkaat?search=397%2F33R23";
    expect((await visit(search)).html).not.toContain("Välimuistimalli");
    expect((await visit(search)).hit).toBe(true);
    let page = await server.admin.goto("/admin/renkaat/koot/uusi");
    page = await page.form("Luo rengaskoko").fill("Leveys (mm)", "397").fill("Profiili (%)", "33").fill("Halkaisija (tuumaa)", "23").submit("Luo rengaskoko");
    page = await server.admin.goto("/admin/renkaat/tuotteet/uusi");
    page = await page
      .form("Lisää rengastuote")
      .fill("Rengaskoko", "397 33 23")
      .fill(/^Valmistaja$/, "Välimuisti")
      .fill(/^Malli$/, "Välimuistimalli")
      .fill(/^Hinta \(€\)$/, "139")
      .submit("Lisää rengastuote");
    expect(page.text('[data-testid="toast"]')).toContain("onnistuneesti");
    const after = await visit(search);
    expect(after.hit).toBe(false);
    expect(after.html).toContain("Välimuistimalli");
  });
});
