/// <reference types="vite/client" />
/**
 * Walks every route module and proves the guards hold: each admin loader and action refuses a request
 * without a session, and each action of the site refuses a cross-origin POST with 403.
 */
import type { ActionFunction, LoaderFunction } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/services/admins.server";
import { startAdminSession } from "~/services/session.server";
import { ORIGIN, cookieHeader, getRequest, postForm, settle } from "../support/requests";

type RouteModule = { loader?: LoaderFunction; action?: ActionFunction };
const modules = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}", { eager: true });

/**
 * The JSON calls under /api that anyone may make. Every other /api module is the admin's and answers 401
 * without a session: a new /api route must be added here or be guarded, or this test fails.
 */
const PUBLIC_API = new Set([
  "api.ai.chat",
  "api.business-settings",
  "api.campaigns.active",
  "api.client-errors",
  "api.conversations.log",
  "api.feedback",
  "api.images.$id",
  "api.reviews",
  "api.rengashotelli.peru-muistutus",
  "api.subscribers.one-click-unsubscribe",
  "api.subscribers.subscribe",
  "api.tires.sales",
  "api.tires.sizes",
]);

/**
 * The admin's pages one reaches before having a session: the login, its second step, the forgotten
 * password form and the one-time password links. Every other admin module must be guarded.
 */
const PUBLIC_ADMIN_PAGES = new Set(["admin_.login", "admin_.login_.vahvistus", "admin_.login_.unohtunut", "admin_.salasana.$token"]);

/** JSON calls anyone may read (GET) while their writes are the admin's. */
const PUBLIC_READ_API = new Set<string>(["api.homepage-settings"]);

const routes = Object.entries(modules).map(([file, module]) => {
  const name = file.split("/").pop()!.replace(/\.tsx?$/, "");
  const isApi = name.startsWith("api.") && !PUBLIC_API.has(name);
  return {
    name,
    module,
    isAdmin: name.startsWith("admin") && !PUBLIC_ADMIN_PAGES.has(name),
    isAdminApiRead: isApi && !PUBLIC_READ_API.has(name),
    isAdminApiWrite: isApi,
  };
});
const args = (request: Request) => ({ request, params: {}, context: {} });

function expectLoginRedirect(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect([302, 303]).toContain(response.status);
  expect(response.headers.get("Location")).toMatch(/^\/admin\/login/);
}

describe("route guards", () => {
  it("finds the route modules, admin and public", () => {
    expect(routes.filter((r) => r.isAdmin).length).toBeGreaterThanOrEqual(4);
    expect(routes.some((r) => r.name === "admin_.login")).toBe(true);
  });

  it("covers the quote request and rim routes (issue 14): admin loaders and actions, and the public form", () => {
    const names = routes.map((r) => r.name);
    const admin = ["admin.tarjouspyynnot", "admin.tarjouspyynnot.$id.tila", "admin.vanteet", "admin.vanteet.uusi", "admin.vanteet.$id.muokkaa", "admin.vanteet.$id.poista"];
    expect(names).toEqual(expect.arrayContaining([...admin, "_site.kysy-tarjous"]));
    for (const name of admin) expect(routes.find((r) => r.name === name)?.isAdmin, name).toBe(true);
    const withActions = ["admin.tarjouspyynnot.$id.tila", "admin.vanteet.uusi", "admin.vanteet.$id.muokkaa", "admin.vanteet.$id.poista", "_site.kysy-tarjous"];
    for (const name of withActions) expect(routes.find((r) => r.name === name)?.module.action, name).toBeDefined();
  });

  const adminLoaders = routes.filter((r) => r.isAdmin && r.module.loader);
  it.each(adminLoaders.map((r) => [r.name, r]))("admin loader %s refuses a request without a session", async (_, route) => {
    expectLoginRedirect(await settle(() => route.module.loader!(args(getRequest("/admin/x")))));
  });

  const adminActions = routes.filter((r) => r.isAdmin && r.module.action);
  it.each(adminActions.map((r) => [r.name, r]))("admin action %s refuses a same-origin POST without a session", async (_, route) => {
    expectLoginRedirect(await settle(() => route.module.action!(args(postForm("/admin/x", { a: "b" })))));
  });

  it("finds the admin's JSON calls", () => {
    const adminApis = routes.filter((r) => r.isAdminApiRead).map((r) => r.name);
    expect(adminApis).toEqual(expect.arrayContaining(["api.manufacturers", "api.gcs.images"]));
  });

  it.each(routes.filter((r) => r.isAdminApiRead && r.module.loader).map((r) => [r.name, r]))("admin JSON loader %s answers 401 without a session", async (_, route) => {
    const result = (await settle(() => route.module.loader!(args(getRequest("/api/x"))))) as Response;
    expect(result.status).toBe(401);
    expect(await result.json()).toMatchObject({ error: expect.any(String) });
  });

  it.each(routes.filter((r) => r.isAdminApiWrite && r.module.action).map((r) => [r.name, r]))("admin JSON action %s answers 401 without a session", async (_, route) => {
    const result = (await settle(() => route.module.action!(args(postForm("/api/x", { a: "b" }))))) as Response;
    expect(result.status).toBe(401);
    expect(await result.json()).toMatchObject({ error: expect.any(String) });
  });

  // The RFC 8058 one-click unsubscribes (newsletter, tyre-hotel reminder) take a POST from any origin: the token is the credential.
  const ANY_ORIGIN: Record<string, string> = {
    "api.subscribers.one-click-unsubscribe": "/api/subscribers/one-click-unsubscribe",
    "api.rengashotelli.peru-muistutus": "/api/rengashotelli/peru-muistutus",
  };
  const actions = routes.filter((r) => r.module.action && !(r.name in ANY_ORIGIN));
  it.each(Object.entries(ANY_ORIGIN))("the one-click unsubscribe %s answers a foreign origin by its token, not with 403", async (name, path) => {
    const route = routes.find((r) => r.name === name)!;
    const request = postForm(`${path}?token=0`, { "List-Unsubscribe": "One-Click" }, { origin: "https://mail.example" });
    expect(((await settle(() => route.module.action!(args(request)))) as Response).status).toBe(404);
  });

  it.each(actions.map((r) => [r.name, r]))("action %s refuses a cross-origin POST with 403", async (_, route) => {
    const result = await settle(() => route.module.action!(args(postForm("/x", {}, { origin: "https://evil.example" }))));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(403);
  });

  it.each(actions.map((r) => [r.name, r]))("action %s refuses a cross-site POST without Origin (Sec-Fetch-Site)", async (_, route) => {
    const request = postForm("/x", {}, { origin: null, headers: { "Sec-Fetch-Site": "cross-site" } });
    const result = await settle(() => route.module.action!(args(request)));
    expect((result as Response).status).toBe(403);
  });

  describe("with a session", () => {
    let cookie: string;
    beforeAll(async () => {
      const admin = await createAdmin("vartija", "oikea-salasana-123");
      cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
    });

    it.each(adminLoaders.map((r) => [r.name, r]))("admin loader %s lets the admin in", async (_, route) => {
      const result = await settle(() => route.module.loader!(args(getRequest("/admin/asetukset", { Cookie: cookie }))));
      const redirectedToLogin = result instanceof Response && (result.headers.get("Location") ?? "").startsWith("/admin/login");
      expect(redirectedToLogin).toBe(false);
    });

    it("an admin action with a session but a foreign origin is still refused", async () => {
      const route = routes.find((r) => r.name === "admin.asetukset.aukioloajat")!;
      const request = postForm("/admin/asetukset/aukioloajat", {}, { origin: "https://evil.example", headers: { Cookie: cookie } });
      expect(((await settle(() => route.module.action!(args(request)))) as Response).status).toBe(403);
    });

    it("accepts the site's own origin", async () => {
      const route = routes.find((r) => r.name === "admin_.logout")!;
      const request = postForm("/admin/logout", {}, { origin: ORIGIN, headers: { Cookie: cookie } });
      const result = (await settle(() => route.module.action!(args(request)))) as Response;
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/admin/login");
    });
  });
});
