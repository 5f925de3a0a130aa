/**
 * Sales of the tab 'Renkaiden hallinta' through their routes with an admin session, and the public
 * GET /api/tires/sales: the sale form's rules and messages, 'date' and 'stock' durations, an inactive
 * sale sending only isActive false, removal, the list card data and the API's shape.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { tyreProducts } from "#db/schema";
import { createProduct, createSize } from "~/features/tyres/admin.model.server";
import { loader as tabLoader } from "~/routes/admin.renkaat";
import { loader as editProductLoader, action as editProductAction } from "~/routes/admin.renkaat.tuotteet.$productId.muokkaa";
import { loader as saleLoader, action as saleAction } from "~/routes/admin.renkaat.tuotteet.$productId.tarjous";
import { loader as removeLoader, action as removeAction } from "~/routes/admin.renkaat.tuotteet.$productId.tarjous_.poista";
import { loader as salesApi } from "~/routes/api.tires.sales";
import { getRequest } from "../support/requests";
import { adminCookie, asRedirect, asReply, post, productInput, run, toastOf } from "../support/tyre-admin";
import { helsinkiDay } from "~/lib/helsinki-time";

let cookie: string;
let productId = 0;
let otherId = 0;
const BASE = "/admin/renkaat/tuotteet";

const base = (sizeId: number, manufacturer: string, model: string, type: "summer" | "winter", price: number) =>
  productInput(
    { sizeId, manufacturer, model, type, price, winterType: type === "winter" ? "studded" : null },
    { financingPrice: 10, stock: 4 },
  );

beforeAll(async () => {
  cookie = await adminCookie("tarjous-admin");
  const size = await createSize({ width: 205, aspect: 55, diameter: 16, vehicleType: "henkilöauto" });
  if (!size.ok) throw new Error("size");
  const a = await createProduct(base(size.size.id, "Nokian", "Hakkapeliitta 10", "winter", 120));
  const b = await createProduct(base(size.size.id, "Michelin", "Primacy 4", "summer", 89.9));
  if (!a.ok || !b.ok) throw new Error("product");
  productId = a.productId;
  otherId = b.productId;
});

const saveSale = (id: number, fields: Record<string, string>, query = "?haku=nokian") =>
  run(saleAction, post(`${BASE}/${id}/tarjous${query}`, fields, cookie), { productId: String(id) });
const row = async (id: number) => (await db.select().from(tyreProducts).where(eq(tyreProducts.id, id)))[0];
const inDays = (days: number) => helsinkiDay(new Date(Date.now() + days * 86_400_000));

describe("without a session", () => {
  it("the sale routes go to the login page; the sale list is public", async () => {
    for (const result of [
      await run(saleLoader, getRequest(`${BASE}/1/tarjous`), { productId: "1" }),
      await run(saleAction, post(`${BASE}/1/tarjous`, { isActive: "on", salePrice: "1" }), { productId: "1" }),
      await run(removeLoader, getRequest(`${BASE}/1/tarjous/poista`), { productId: "1" }),
      await run(removeAction, post(`${BASE}/1/tarjous/poista`, {}), { productId: "1" }),
    ] as Response[]) {
      expect(result.headers.get("Location")).toMatch(/^\/admin\/login/);
    }
    const response = await salesApi();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe("the sale form", () => {
  it("starts switched on with the 'stock' duration when there is no end date", async () => {
    const data = (await run(saleLoader, getRequest(`${BASE}/${productId}/tarjous`, { Cookie: cookie }), { productId: String(productId) })) as {
      product: { price: string; isActive: boolean; salePrice: string | null };
      today: string;
    };
    expect(data.product).toMatchObject({ price: "120.00", isActive: false, salePrice: null, manufacturer: "Nokian", fullSize: "205/55R16" });
    expect(data.today).toBe(helsinkiDay());
    const missing = (await run(saleLoader, getRequest(`${BASE}/999999/tarjous`, { Cookie: cookie }), { productId: "999999" })) as Response;
    expect(missing.status).toBe(404);
  });

  it("requires a sale price between 0 and the price, with clear messages", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ isActive: "on", salePrice: "" }, "Tarjoushinta on pakollinen"],
      [{ isActive: "on", salePrice: "halpa" }, "Tarjoushinnan täytyy olla numero"],
      [{ isActive: "on", salePrice: "-1" }, "Tarjoushinta ei voi olla negatiivinen"],
      [{ isActive: "on", salePrice: "120.01" }, "Tarjoushinta ei voi olla suurempi kuin tuotteen hinta 120\u00a0€"],
      [{ isActive: "on", salePrice: "99.999" }, "Enintään kaksi desimaalia (0,01 €)"],
    ];
    for (const [fields, message] of cases) {
      const reply = asReply(await saveSale(productId, { ...fields, name: "Talvitarjous", duration: "stock" }));
      expect(reply.init.status).toBe(400);
      expect(reply.data.result.error).toEqual({ "": ["Tarjouksen luominen epäonnistui"], salePrice: [message] });
      // What was typed comes back (Conform leaves out empty fields).
      expect(reply.data.result.initialValue).toMatchObject({ name: "Talvitarjous", ...(fields.salePrice ? { salePrice: fields.salePrice } : {}) });
    }
    expect((await row(productId)).saleIsActive).toBe(false);
  });

  it("needs an end date from today on when the duration is 'date'", async () => {
    const missing = asReply(await saveSale(productId, { isActive: "on", salePrice: "99", duration: "date", endDate: "" }));
    expect(missing.data.result.error).toEqual({
      "": ["Tarjouksen luominen epäonnistui"],
      endDate: ["Valitse päättymispäivä, kun tarjous on voimassa tiettyyn päivään"],
    });
    const past = asReply(await saveSale(productId, { isActive: "on", salePrice: "99", duration: "date", endDate: inDays(-2) }));
    expect(past.data.result.error?.endDate).toEqual(["Päättymispäivä ei voi olla mennyt päivä"]);
    const invalid = asReply(await saveSale(productId, { isActive: "on", salePrice: "99", duration: "date", endDate: "2026-02-30" }));
    expect(invalid.data.result.error?.endDate).toEqual(["Päivämäärä on virheellinen"]);
    const duration = asReply(await saveSale(productId, { isActive: "on", salePrice: "99", duration: "ikuisesti" }));
    expect(duration.data.result.error?.duration).toEqual(["Valitse tarjouksen kesto"]);
  });

  it("creates a sale until a date and shows it in the list", async () => {
    const endDate = inDays(10);
    const response = asRedirect(
      await saveSale(productId, { isActive: "on", salePrice: "99", name: "Talvitarjous", description: "Nasta-aloitus", duration: "date", endDate }),
    );
    expect(response.headers.get("Location")).toBe("/admin/renkaat?haku=nokian");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Tarjouksen luominen onnistui" });
    expect(await row(productId)).toMatchObject({
      saleIsActive: true,
      salePrice: "99.00",
      saleName: "Talvitarjous",
      saleDescription: "Nasta-aloitus",
      saleEndDate: endDate,
    });
    const tab = (await run(tabLoader, getRequest("/admin/renkaat?haku=nokian", { Cookie: cookie }))) as Awaited<ReturnType<typeof tabLoader>>;
    expect(tab.list.sizes[0].winter[0].sale).toEqual({ isActive: true, price: "99.00", name: "Talvitarjous", description: "Nasta-aloitus", endDate });
  });

  it("'stock' (as long as stock lasts) stores no end date, whatever date was sent", async () => {
    asRedirect(await saveSale(productId, { isActive: "on", salePrice: "95.5", duration: "stock", endDate: inDays(3) }));
    expect(await row(productId)).toMatchObject({ saleIsActive: true, salePrice: "95.50", saleEndDate: null, saleName: null });
    const form = (await run(saleLoader, getRequest(`${BASE}/${productId}/tarjous`, { Cookie: cookie }), { productId: String(productId) })) as {
      product: { isActive: boolean; endDate: string | null };
    };
    expect(form.product).toMatchObject({ isActive: true, endDate: null });
  });

  it("an inactive sale only switches the sale off, keeping its other fields", async () => {
    const response = asRedirect(await saveSale(productId, { salePrice: "1000", duration: "date", endDate: "" }));
    expect(await toastOf(response)).toEqual({ type: "info", message: "Tarjous tallennettu, mutta se ei ole voimassa" });
    expect(await row(productId)).toMatchObject({ saleIsActive: false, salePrice: "95.50", saleEndDate: null });
  });

  it("refuses a product price under a running sale's price, and drops a stale price of a switched-off sale", async () => {
    asRedirect(await saveSale(productId, { isActive: "on", salePrice: "95.50", duration: "stock" }));
    const product = (await run(editProductLoader, getRequest(`${BASE}/${productId}/muokkaa`, { Cookie: cookie }), { productId: String(productId) })) as {
      product: { manufacturer: string; model: string };
    };
    const fields = { manufacturer: product.product.manufacturer, model: product.product.model, type: "winter", winterType: "studded", price: "90", financingPrice: "" };
    const update = () => run(editProductAction, post(`${BASE}/${productId}/muokkaa`, fields, cookie), { productId: String(productId) });
    const refused = asReply(await update());
    expect(refused.data.result.error).toEqual({
      "": ["Renkaan päivitys epäonnistui"],
      price: ["Hinta ei voi olla pienempi kuin tuotteen tarjoushinta 95,50\u00a0€. Muuta tai poista tarjous ensin."],
    });
    asRedirect(await saveSale(productId, {}));
    asRedirect(await update());
    expect(await row(productId)).toMatchObject({ price: "90.00", financingPrice: "7.50", saleIsActive: false, salePrice: null });
  });
});

describe("GET /api/tires/sales and removing a sale", () => {
  it("lists running sales in the spec's shape, not switched-off or ended ones", async () => {
    asRedirect(await saveSale(productId, { isActive: "on", salePrice: "80", duration: "stock" }));
    asRedirect(await saveSale(otherId, { isActive: "on", salePrice: "79.90", duration: "date", endDate: helsinkiDay() }));
    const response = await salesApi();
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const items = await response.json();
    expect(items).toEqual([
      { _id: otherId, manufacturer: "Michelin", model: "Primacy 4", size: "205/55R16", category: "summer", originalPrice: 89.9, salePrice: 79.9, endDate: helsinkiDay() },
      { _id: productId, manufacturer: "Nokian", model: "Hakkapeliitta 10", size: "205/55R16", category: "winter", originalPrice: 90, salePrice: 80, endDate: null },
    ]);

    // An ended sale (its end date passed) is no longer listed.
    await db.update(tyreProducts).set({ saleEndDate: inDays(-1) }).where(eq(tyreProducts.id, otherId));
    expect((await (await salesApi()).json()).map((item: { _id: number }) => item._id)).toEqual([productId]);
  });

  it("removes a sale after confirmation; removing again says why it failed", async () => {
    const confirm = (await run(removeLoader, getRequest(`${BASE}/${productId}/tarjous/poista`, { Cookie: cookie }), { productId: String(productId) })) as {
      product: { salePrice: string };
    };
    expect(confirm.product.salePrice).toBe("80.00");
    const remove = () => run(removeAction, post(`${BASE}/${productId}/tarjous/poista?sivu=1&haku=x`, {}, cookie), { productId: String(productId) });
    const response = asRedirect(await remove());
    expect(response.headers.get("Location")).toBe("/admin/renkaat?haku=x");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Tarjous poistettu" });
    expect(await row(productId)).toMatchObject({ saleIsActive: false, salePrice: null, saleName: null, saleDescription: null, saleEndDate: null });
    expect(await toastOf(asRedirect(await remove()))).toEqual({ type: "error", message: "Tarjouksen poistaminen epäonnistui: Tuotteella ei ole tarjousta." });
    const unknown = asRedirect(await run(removeAction, post(`${BASE}/999999/tarjous/poista`, {}, cookie), { productId: "999999" }));
    expect(await toastOf(unknown)).toEqual({ type: "error", message: "Tarjouksen poistaminen epäonnistui: Tuotetta ei löytynyt." });
    expect((await (await salesApi()).json()).map((item: { _id: number }) => item._id)).toEqual([]);
  });
});
