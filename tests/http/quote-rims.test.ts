/**
 * The quote request form and the rim pages over real HTTP against the built server: a real post ends on
 * the thanks page, a cross-origin post is a 403, NUL bytes and oversized bodies are 4xx, odd query values
 * on /kysy-tarjous and /vanteet still answer the page, and the new admin routes need a session.
 */
import { describe, expect, inject, it } from "vitest";
import { formPost, rawRequest } from "../support/http-client";
import { asClient, clientAddress } from "../support/http-session";

const { url, port } = inject("sharedServer");
const origin = new URL(url).origin;
const FORM = { name: "Matti Meikäläinen", phone: "040 123 4567", quantity: "4", message: "Talvirenkaat Octaviaan" };

describe("/kysy-tarjous over HTTP", () => {
  it("a visitor's post is stored and answered with a redirect to the thanks", async () => {
    const answer = await formPost(`${url}/kysy-tarjous`, FORM, asClient(clientAddress()));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/kysy-tarjous?kiitos=1");
    const thanks = await fetch(`${url}/kysy-tarjous?kiitos=1`);
    expect(await thanks.text()).toContain("Kiitos tarjouspyynnöstäsi!");
  });

  it("counts only accepted requests, per contact: typing errors and neighbours behind one address lock nobody out", async () => {
    const shared = asClient(clientAddress());
    const tag = Date.now().toString(36);
    for (let i = 0; i < 6; i++) expect((await formPost(`${url}/kysy-tarjous`, { ...FORM, phone: "12" }, shared)).status).toBe(400);
    for (let i = 0; i < 4; i++) {
      const answer = await formPost(`${url}/kysy-tarjous`, { ...FORM, phone: "", email: `naapuri${i}.${tag}@example.fi` }, shared);
      expect(answer.status, `customer ${i}`).toBe(303);
    }
    const same = { ...FORM, phone: "", email: `sama.${tag}@example.fi`, message: "Neljäs pyyntö" };
    for (let i = 0; i < 3; i++) expect((await formPost(`${url}/kysy-tarjous`, same, asClient(clientAddress()))).status).toBe(303);
    const refused = await formPost(`${url}/kysy-tarjous`, same, { ...asClient(clientAddress()), Accept: "text/html" });
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain("Liian monta tarjouspyyntöä. Yritä hetken päästä uudelleen tai soita meille.");
    expect(html).toContain("Neljäs pyyntö");
  });

  it("a cross-origin post is a 403 and one without Origin from another site too", async () => {
    const foreign = await formPost(`${url}/kysy-tarjous`, FORM, { ...asClient(clientAddress()), Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const crossSite = await fetch(`${url}/kysy-tarjous`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site", ...asClient(clientAddress()) },
      body: new URLSearchParams(FORM).toString(),
    });
    expect(crossSite.status).toBe(403);
  });

  it("a NUL byte in a field or in the URL is a 4xx with a Finnish message", async () => {
    const inField = await formPost(`${url}/kysy-tarjous`, { ...FORM, name: "Matti\u0000" }, asClient(clientAddress()));
    expect(inField.status).toBe(400);
    expect(await inField.text()).toContain("merkkejä, joita ei voi käsitellä");
    const inUrl = await fetch(`${url}/kysy-tarjous?rengas=%00`);
    expect(inUrl.status).toBeGreaterThanOrEqual(400);
    expect(inUrl.status).toBeLessThan(500);
  });

  it("an oversized body is a 413 before it is read", async () => {
    const answer = await rawRequest(
      port,
      `POST /kysy-tarjous HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${1024 * 1024}\r\n\r\nname=`,
    );
    expect(answer.status).toBe(413);
  });

  it("odd product ids show the form without a product, never a 500", async () => {
    for (const query of ["?rengas=999999", "?vanne=abc", "?rengas=99999999999999999999999", "?vanne=-1&rengas=1e9"]) {
      const answer = await fetch(`${url}/kysy-tarjous${query}`);
      expect(answer.status, query).toBe(200);
      const html = await answer.text();
      expect(html).toContain('name="robots" content="noindex"');
      expect(html).not.toContain("Kysyt tuotteesta");
    }
  });
});

describe("/vanteet and the admin routes over HTTP", () => {
  it("the rim listing answers odd filters with the page", async () => {
    for (const query of ["", "?halkaisija=17", "?pulttijako=5x112", "?halkaisija=9999999999&pulttijako=%E2%80%AE", "?sivu=99999999999"]) {
      const answer = await fetch(`${url}/vanteet${query}`);
      expect(answer.status, query).toBe(200);
      expect(await answer.text()).toContain("Vanteet valikoimassamme");
    }
  });

  it("the new admin pages and actions need a session", async () => {
    for (const path of ["/admin/tarjouspyynnot", "/admin/vanteet", "/admin/vanteet/uusi", "/admin/vanteet/1/muokkaa", "/admin/vanteet/1/poista"]) {
      const answer = await fetch(`${url}${path}`, { redirect: "manual" });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toMatch(/^\/admin\/login/);
    }
    for (const path of ["/admin/tarjouspyynnot/1/tila", "/admin/vanteet/uusi", "/admin/vanteet/1/poista"]) {
      const answer = await formPost(`${url}${path}`, { handled: "1" });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toMatch(/^\/admin\/login/);
    }
  });
});
