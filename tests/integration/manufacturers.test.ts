/**
 * The manufacturers modal of the tyres tab: its routes' loaders and actions called as Remix calls them,
 * with an admin session, over a real database. Every spec message, duplicates, a delete refused while the
 * manufacturer has products, the JSON list for the widgets, and no session → refused.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { FALLBACK_MANUFACTURERS } from "~/features/manufacturers/rules";
import { createAdmin } from "~/services/admins.server";
import { findOrCreateManufacturers, manufacturerNamesOrFallback } from "~/features/manufacturers/model.server";
import { loader as editLoader, action as editAction } from "~/routes/admin.renkaat.valmistajat.$id.muokkaa";
import { loader as deleteLoader, action as deleteAction } from "~/routes/admin.renkaat.valmistajat.$id.poista";
import { loader as listLoader } from "~/routes/admin.renkaat.valmistajat";
import { action as createAction } from "~/routes/admin.renkaat.valmistajat.uusi";
import { loader as apiLoader } from "~/routes/api.manufacturers";
import { flashStorage, startAdminSession } from "~/services/session.server";
import { cookieHeader, getRequest, postForm, settle } from "../support/requests";

let cookie: string;

beforeAll(async () => {
  const admin = await createAdmin("valmistaja-admin", "valmistaja-salasana-123");
  cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
});

const BASE = "/admin/renkaat/valmistajat";
const post = (path: string, fields: Record<string, string>, withSession = true) =>
  postForm(path, fields, { headers: withSession ? { Cookie: cookie } : {} });

/** The toast a redirect carries, read from its flash cookie. */
async function toastOf(response: Response) {
  const session = await flashStorage.getSession(response.headers.get("Set-Cookie"));
  return session.get("toast");
}

/** An action's result: a redirect Response, or Remix's `data()` with the Conform reply. */
type Reply = { data: { result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }; init: { status: number } };

async function create(fields: Record<string, string>) {
  return settle(() => createAction({ request: post(`${BASE}/uusi`, fields), params: {}, context: {} }));
}
async function update(id: number, fields: Record<string, string>) {
  return settle(() => editAction({ request: post(`${BASE}/${id}/muokkaa?summer=1`, fields), params: { id: String(id) }, context: {} }));
}
async function remove(id: number | string) {
  return settle(() => deleteAction({ request: post(`${BASE}/${id}/poista`, {}), params: { id: String(id) }, context: {} }));
}
const idOf = async (name: string) => (await db.select().from(manufacturers).where(eq(manufacturers.name, name)))[0]?.id;

describe("without a session", () => {
  it("every loader and action sends the request to the login page, and the API answers 401", async () => {
    const requests = [
      () => listLoader({ request: getRequest(BASE), params: {}, context: {} }),
      () => createAction({ request: post(`${BASE}/uusi`, { name: "X" }, false), params: {}, context: {} }),
      () => editLoader({ request: getRequest(`${BASE}/1/muokkaa`), params: { id: "1" }, context: {} }),
      () => editAction({ request: post(`${BASE}/1/muokkaa`, { name: "X" }, false), params: { id: "1" }, context: {} }),
      () => deleteLoader({ request: getRequest(`${BASE}/1/poista`), params: { id: "1" }, context: {} }),
      () => deleteAction({ request: post(`${BASE}/1/poista`, {}, false), params: { id: "1" }, context: {} }),
    ];
    for (const run of requests) {
      const result = (await settle(run)) as Response;
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toMatch(/^\/admin\/login/);
    }
    const api = (await settle(() => apiLoader({ request: getRequest("/api/manufacturers"), params: {}, context: {} }))) as Response;
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ error: "Kirjaudu sisään ylläpitäjänä." });
    expect(await db.$count(manufacturers)).toBe(0);
  });

  it("a cross-origin post is refused even with a session", async () => {
    const request = postForm(`${BASE}/uusi`, { name: "Evil" }, { origin: "https://evil.example", headers: { Cookie: cookie } });
    expect(((await settle(() => createAction({ request, params: {}, context: {} }))) as Response).status).toBe(403);
  });
});

describe("with a session", () => {
  it("starts empty", async () => {
    expect(await listLoader({ request: getRequest(BASE, { Cookie: cookie }), params: {}, context: {} })).toEqual({ manufacturers: [] });
  });

  it("creates a manufacturer with a trimmed name and says so", async () => {
    const response = (await create({
      name: "  Nokian Tyres  ",
      country: "Suomi",
      logoUrl: "https://www.nokiantyres.fi/logo.svg",
      website: "https://www.nokiantyres.fi",
      description: "Hakkapeliitat",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(BASE);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Valmistaja luotu onnistuneesti" });
    const [row] = await db.select().from(manufacturers);
    expect(row).toMatchObject({ name: "Nokian Tyres", country: "Suomi", logoUrl: "https://www.nokiantyres.fi/logo.svg", website: "https://www.nokiantyres.fi", description: "Hakkapeliitat" });
  });

  it("requires the name and valid URLs, keeping every typed value", async () => {
    const fields = { name: "   ", country: "Japani", logoUrl: "ei-osoite", website: "javascript:alert(1)", description: "Kuvaus" };
    const reply = (await create(fields)) as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toEqual({
      name: ["Valmistajan nimi on pakollinen"],
      logoUrl: ["Anna osoite muodossa https://…"],
      website: ["Anna osoite muodossa https://…"],
    });
    expect(reply.data.result.initialValue).toMatchObject(fields);
  });

  it("refuses a duplicate name whatever its case, with the server's message and the values kept", async () => {
    const reply = (await create({ name: "NOKIAN TYRES", country: "Suomi" })) as Reply;
    expect(reply.init.status).toBe(409);
    expect(reply.data.result.error).toEqual({ "": ['Valmistaja "NOKIAN TYRES" on jo olemassa.'] });
    expect(reply.data.result.initialValue).toMatchObject({ name: "NOKIAN TYRES", country: "Suomi" });
    expect(await db.$count(manufacturers)).toBe(1);
  });

  it("edits a manufacturer, returning to the list with the tab's query and the update toast", async () => {
    const id = (await idOf("Nokian Tyres"))!;
    const loaded = await editLoader({ request: getRequest(`${BASE}/${id}/muokkaa`, { Cookie: cookie }), params: { id: String(id) }, context: {} });
    expect(loaded.manufacturer).toMatchObject({ id, name: "Nokian Tyres", country: "Suomi" });

    const response = (await update(id, { name: "Nokian", country: "", website: "https://www.nokiantyres.com", description: "" })) as Response;
    expect(response.headers.get("Location")).toBe(`${BASE}?summer=1`);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Valmistaja päivitetty onnistuneesti" });
    const [row] = await db.select().from(manufacturers).where(eq(manufacturers.id, id));
    expect(row).toMatchObject({ name: "Nokian", country: null, logoUrl: null, website: "https://www.nokiantyres.com", description: "" });

    // Renaming to its own name in another case is no duplicate.
    expect(((await update(id, { name: "NOKIAN" })) as Response).status).toBe(302);
  });

  it("refuses renaming onto another manufacturer's name and an unknown id", async () => {
    await create({ name: "Michelin" });
    const michelin = (await idOf("Michelin"))!;
    const duplicate = (await update(michelin, { name: "nokian" })) as Reply;
    expect(duplicate.init.status).toBe(409);
    expect(duplicate.data.result.error).toEqual({ "": ['Valmistaja "nokian" on jo olemassa.'] });

    const missing = (await update(999_999, { name: "Kuka" })) as Reply;
    expect(missing.init.status).toBe(404);
    expect(missing.data.result.error).toEqual({ "": ["Valmistajaa ei löytynyt."] });
    const notFound = (await settle(() =>
      editLoader({ request: getRequest(`${BASE}/abc/muokkaa`, { Cookie: cookie }), params: { id: "abc" }, context: {} }),
    )) as Response;
    expect(notFound.status).toBe(404);
  });

  it("lists manufacturers by name with their product counts and gives the widgets the spec's JSON", async () => {
    const nokian = (await idOf("NOKIAN"))!;
    const [size] = await db.insert(tyreSizes).values({ width: 205, aspect: 55, diameter: 16 }).returning();
    await db.insert(tyreProducts).values([
      { sizeId: size.id, manufacturerId: nokian, model: "Hakka Green 3", type: "summer", price: "89.90" },
      { sizeId: size.id, manufacturerId: nokian, model: "Hakkapeliitta 10", type: "winter", winterType: "studded", price: "129.00" },
    ]);
    const { manufacturers: list } = await listLoader({ request: getRequest(BASE, { Cookie: cookie }), params: {}, context: {} });
    expect(list.map((m) => [m.name, m.productCount])).toEqual([
      ["Michelin", 0],
      ["NOKIAN", 2],
    ]);

    const api = (await apiLoader({ request: getRequest("/api/manufacturers", { Cookie: cookie }), params: {}, context: {} })) as Response;
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual([
      { _id: expect.any(Number), name: "Michelin", logo: null, country: null, description: "", website: null },
      { _id: nokian, name: "NOKIAN", logo: null, country: null, description: "", website: null },
    ]);
    expect(await manufacturerNamesOrFallback()).toEqual({ names: ["Michelin", "NOKIAN"], fallback: false });
  });

  it("refuses to delete a manufacturer with products, telling how many, and says so in advance", async () => {
    const nokian = (await idOf("NOKIAN"))!;
    const confirm = await deleteLoader({ request: getRequest(`${BASE}/${nokian}/poista`, { Cookie: cookie }), params: { id: String(nokian) }, context: {} });
    expect(confirm.manufacturer).toEqual({ id: nokian, name: "NOKIAN", productCount: 2 });

    const response = (await remove(nokian)) as Response;
    expect(response.headers.get("Location")).toBe(BASE);
    expect(await toastOf(response)).toEqual({ type: "error", message: "Valmistajaa ei voi poistaa: sillä on 2 rengastuotetta." });
    expect(await idOf("NOKIAN")).toBe(nokian);
  });

  it("deletes a manufacturer without products, and says when there is nothing to delete", async () => {
    const michelin = (await idOf("Michelin"))!;
    const response = (await remove(michelin)) as Response;
    expect(await toastOf(response)).toEqual({ type: "success", message: "Valmistaja poistettu onnistuneesti" });
    expect(await idOf("Michelin")).toBeUndefined();

    expect(await toastOf((await remove(michelin)) as Response)).toEqual({ type: "error", message: "Valmistajaa ei löytynyt." });
    expect(await toastOf((await remove("x")) as Response)).toEqual({ type: "error", message: "Valmistajaa ei löytynyt." });
  });

  it("finds or creates many manufacturers at once, matching names ignoring case", async () => {
    const found = await findOrCreateManufacturers(["nokian", " Kumho ", "KUMHO", ""]);
    expect([...found.keys()].sort()).toEqual(["kumho", "nokian"]);
    expect(found.get("nokian")?.name).toBe("NOKIAN");
    expect(found.get("kumho")?.name).toBe("Kumho");
  });
});

describe("the built-in list", () => {
  it("has 19 brands for the product form when the database cannot be read", () => {
    expect(FALLBACK_MANUFACTURERS).toHaveLength(19);
  });
});
