/**
 * The tyre tab as a daily tool (issue 15): a search of words in any order across manufacturer, model and
 * size; the financing that follows a new price without JavaScript; stock in the list and its quick edit.
 * Routes called as Remix calls them, with an admin session, over a real database.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { tyreProducts } from "#db/schema";
import { createProduct, createSize } from "~/features/tyres/admin.model.server";
import { loader as tabLoader } from "~/routes/admin.renkaat";
import { action as createProductAction } from "~/routes/admin.renkaat.tuotteet.uusi";
import { action as editProductAction } from "~/routes/admin.renkaat.tuotteet.$productId.muokkaa";
import { loader as stockLoader, action as stockAction } from "~/routes/admin.renkaat.tuotteet.$productId.varasto";
import { getRequest } from "../support/requests";
import { adminCookie, asRedirect, asReply, post, productInput, run, toastOf } from "../support/tyre-admin";

let cookie: string;
const BASE = "/admin/renkaat";
const openTab = async (query = "") => (await run(tabLoader, getRequest(`${BASE}${query}`, { Cookie: cookie }))) as Awaited<ReturnType<typeof tabLoader>>;
const search = async (text: string) => {
  const { list } = await openTab(`?haku=${encodeURIComponent(text)}`);
  return list.sizes.map((size) => `${size.fullSize}: ${[...size.summer, ...size.winter].map((p) => `${p.manufacturer} ${p.model}`).join(", ")}`);
};

const sizeIds: Record<string, number> = {};
beforeAll(async () => {
  cookie = await adminCookie("renkaat-paivittain");
  for (const [width, aspect, diameter] of [[205, 55, 16], [195, 65, 15], [225, 45, 17], [215, 55, 16]] as const) {
    const result = await createSize({ width, aspect, diameter, vehicleType: "henkilöauto" });
    if (!result.ok) throw new Error("size");
    sizeIds[result.size.fullSize] = result.size.id;
  }
  const add = (size: string, manufacturer: string, model: string, winter: boolean) =>
    createProduct(productInput({ sizeId: sizeIds[size], manufacturer, model, price: 100, type: winter ? "winter" : "summer", winterType: winter ? "friction" : null }));
  await add("205/55R16", "Nokian", "Hakkapeliitta R5", true);
  await add("205/55R16", "Michelin", "Primacy 4", false);
  await add("195/65R15", "Nokian", "Hakkapeliitta 10", true);
  await add("225/45R17", "Nokian", "Wetproof", false);
  await add("225/45R17", "Hankook", "Ventus_Prime 100%", false);
});

describe("search: words in any order across manufacturer, model and size", () => {
  it("finds manufacturer and model words in either order", async () => {
    const both = ["195/65R15: Nokian Hakkapeliitta 10", "205/55R16: Nokian Hakkapeliitta R5"];
    expect(await search("nokian hakkapeliitta")).toEqual(both);
    expect(await search("HAKKAPELIITTA  Nokian")).toEqual(both);
    expect(await search("hakka nok")).toEqual(both);
    expect(await search("nokian michelin")).toEqual([]);
  });

  it("reads a size in any of its forms among the words", async () => {
    const one = ["205/55R16: Nokian Hakkapeliitta R5"];
    for (const text of ["Hakkapeliitta 205/55R16", "205 55 16 nokian", "nokian 205-55-16 hakkapeliitta", "2055516 hakka", "205/55/16 NOKIAN", "hakkapeliitta 20555r16", "205/55 R16 nokian"]) {
      expect(await search(text), text).toEqual(one);
    }
    // The size alone lists the size with all its tyres; a size with a word nobody has lists nothing.
    expect(await search("205 55 16")).toEqual(["205/55R16: Michelin Primacy 4, Nokian Hakkapeliitta R5"]);
    expect(await search("205 55 16 hankook")).toEqual([]);
    // A model's own number next to a size stays a model word.
    expect(await search("hakkapeliitta 10 195 65 15")).toEqual(["195/65R15: Nokian Hakkapeliitta 10"]);
  });

  it("matches a word with digits against the size too", async () => {
    expect(await search("nokian 17")).toEqual(["225/45R17: Nokian Wetproof"]);
    expect(await search("primacy 4")).toEqual(["205/55R16: Michelin Primacy 4"]);
  });

  it("takes % and _ literally", async () => {
    expect(await search("ventus_prime")).toEqual(["225/45R17: Hankook Ventus_Prime 100%"]);
    expect(await search("ventus%prime")).toEqual([]);
    expect(await search("hankook 100%")).toEqual(["225/45R17: Hankook Ventus_Prime 100%"]);
    expect(await search("nokian hakka_")).toEqual([]);
  });
});


describe("financing follows a new price without JavaScript", () => {
  let productId = 0;
  beforeAll(async () => {
    const created = await createProduct(
      productInput({ sizeId: sizeIds["215/55R16"], manufacturer: "Continental", model: "EcoContact 6", price: 139, type: "summer", winterType: null }, { financingPrice: 11.58 }),
    );
    if (!created.ok) throw new Error("product");
    productId = created.productId;
  });
  // What the edit form posts without JavaScript: every field as loaded, with the admin's changes.
  const save = async (price: string, financingPrice: string) => {
    const fields = { manufacturer: "Continental", model: "EcoContact 6", type: "summer", winterType: "", price, financingPrice };
    asRedirect(await run(editProductAction, post(`${BASE}/tuotteet/${productId}/muokkaa`, fields, cookie), { productId: String(productId) }));
    const [row] = await db.select({ price: tyreProducts.price, financing: tyreProducts.financingPrice }).from(tyreProducts).where(eq(tyreProducts.id, productId));
    return row;
  };

  it("recomputes a financing that was the old price / 12 when only the price changed", async () => {
    expect(await save("144", "11.58")).toEqual({ price: "144.00", financing: "12.00" });
    // 12.00 is now 144 / 12: the next price change follows too (89.90 / 12 = 7.49).
    expect(await save("89.90", "12.00")).toEqual({ price: "89.90", financing: "7.49" });
  });

  it("keeps a financing the admin set by hand or changed in the same save", async () => {
    expect(await save("89.90", "9.99")).toEqual({ price: "89.90", financing: "9.99" }); // price unchanged
    expect(await save("120", "9.99")).toEqual({ price: "120.00", financing: "9.99" }); // 9.99 was not 89.90 / 12
    expect(await save("120", "")).toEqual({ price: "120.00", financing: "10.00" }); // blank is computed
    expect(await save("150", "11.00")).toEqual({ price: "150.00", financing: "11.00" }); // changed with the price
  });
});

describe("stock: shown in the size table, edited in place", () => {
  let productId = 0;
  beforeAll(async () => {
    const created = await createProduct(
      productInput({ sizeId: sizeIds["215/55R16"], manufacturer: "Nokian", model: "Snowproof 2", price: 120, type: "winter", winterType: "friction" }, { stock: 4 }),
    );
    if (!created.ok) throw new Error("product");
    productId = created.productId;
  });
  const saveStock = (stock: string, session = cookie) =>
    run(stockAction, post(`${BASE}/tuotteet/${productId}/varasto?haku=snowproof`, { stock }, session), { productId: String(productId) });
  const stockInList = async () => (await openTab("?haku=snowproof")).list.sizes[0].winter.find((p) => p.id === productId)?.stock;

  it("lists each product's stock and saves a new one back to the same list view", async () => {
    expect(await stockInList()).toBe(4);
    const response = asRedirect(await saveStock(" 12 "));
    expect(response.headers.get("Location")).toBe(`/admin/renkaat?haku=snowproof#koko-${sizeIds["215/55R16"]}`);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Varastosaldo päivitetty: Nokian Snowproof 2 12 kpl" });
    expect(await stockInList()).toBe(12);
  });

  it("refuses a blank, negative, fractional or huge stock with a Finnish message and keeps the typed text", async () => {
    for (const [typed, message] of [
      ["", "Anna varastosaldo"],
      ["-1", "Varastosaldon täytyy olla kokonaisluku 0 tai enemmän"],
      ["2.5", "Varastosaldon täytyy olla kokonaisluku 0 tai enemmän"],
      ["99999999999999999999", "Varastosaldon täytyy olla kokonaisluku 0 tai enemmän"],
    ]) {
      const result = (await saveStock(typed)) as {
        data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
        init: { status: number };
      };
      expect(result.init.status, typed).toBe(400);
      // Conform's result: the field's message and the text as typed (an empty field is left out), for the form to show again.
      const kept = result.data.result.initialValue.stock ?? "";
      expect({ error: result.data.result.error.stock?.[0], stock: kept }).toEqual({ error: message, stock: typed });
    }
    expect(await stockInList()).toBe(12);
  });

  it("shows the stock drawer and refuses without a session", async () => {
    const loaded = (await run(stockLoader, getRequest(`${BASE}/tuotteet/${productId}/varasto`, { Cookie: cookie }), { productId: String(productId) })) as {
      product: { stock: number; fullSize: string };
    };
    expect(loaded.product).toMatchObject({ stock: 12, fullSize: "215/55R16" });
    const anonymous = asRedirect(await run(stockAction, post(`${BASE}/tuotteet/${productId}/varasto`, { stock: "1" }), { productId: String(productId) }));
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect(await stockInList()).toBe(12);
  });
});

describe("the product form's size is typed (a combobox with JavaScript, a plain field without)", () => {
  const create = (size: string, model: string) =>
    run(createProductAction, post(`${BASE}/tuotteet/uusi`, { size, manufacturer: "Pirelli", model, type: "summer", price: "99" }, cookie));

  it("finds the size in any of its forms", async () => {
    for (const [typed, model] of [["195/65R15", "Cinturato P1"], ["195 65 15", "Cinturato P7"], ["1956515", "P Zero"]]) {
      const response = asRedirect(await create(typed, model));
      expect(response.headers.get("Location"), typed).toBe(`/admin/renkaat#koko-${sizeIds["195/65R15"]}`);
    }
    const [size] = (await openTab("?haku=pirelli")).list.sizes;
    expect(size.summer.map((p) => p.model)).toEqual(["Cinturato P1", "Cinturato P7", "P Zero"]);
  });

  it("says what is wrong with a size that is not one, or not in the catalogue, and keeps the text", async () => {
    const notASize = asReply(await create("kesärengas", "X1"));
    expect(notASize.data.result.error?.size).toEqual(['"kesärengas" ei ole rengaskoko. Kirjoita koko muodossa 205/55R16.']);
    expect(notASize.data.result.initialValue?.size).toBe("kesärengas");
    const unknown = asReply(await create("235/35 R19", "X2"));
    expect(unknown.init.status).toBe(404);
    expect(unknown.data.result.error?.size).toEqual(['Rengaskokoa 235/35R19 ei ole. Luo koko ensin painikkeella "Luo koko".']);
    const blank = asReply(await create("", "X3"));
    expect(blank.data.result.error?.size).toEqual(["Valitse rengaskoko"]);
  });
});
