/**
 * The tab 'Renkaiden hallinta': its routes' loaders and actions called as Remix calls them, with an admin
 * session, over a real database. The list's filters and paging; sizes (validation, duplicates, cascade
 * delete); products (every validation rule and message, financing autofill, manufacturer auto-create);
 * and no session → refused. Sales are in tyre-admin-sales.test.ts.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { createProduct, createSize } from "~/features/tyres/admin.model.server";
import { loader as editSizeLoader, action as editSizeAction } from "~/routes/admin.renkaat.koot.$sizeId.muokkaa";
import { loader as deleteSizeLoader, action as deleteSizeAction } from "~/routes/admin.renkaat.koot.$sizeId.poista";
import { action as createSizeAction } from "~/routes/admin.renkaat.koot.uusi";
import { loader as tabLoader } from "~/routes/admin.renkaat";
import { loader as editProductLoader, action as editProductAction } from "~/routes/admin.renkaat.tuotteet.$productId.muokkaa";
import { loader as deleteProductLoader, action as deleteProductAction } from "~/routes/admin.renkaat.tuotteet.$productId.poista";
import { loader as createProductLoader, action as createProductAction } from "~/routes/admin.renkaat.tuotteet.uusi";
import { getRequest } from "../support/requests";
import { adminCookie, asRedirect, asReply, post, postMultipart, productInput, run, toastOf } from "../support/tyre-admin";

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie("renkaat-admin");
});

const BASE = "/admin/renkaat";
const openTab = async (query = "") => (await run(tabLoader, getRequest(`${BASE}${query}`, { Cookie: cookie }))) as Awaited<ReturnType<typeof tabLoader>>;

const product = (sizeId: number, manufacturer: string, model: string, kind: "summer" | "studded" | "friction", price = 100) =>
  productInput({ sizeId, manufacturer, model, price, type: kind === "summer" ? "summer" : "winter", winterType: kind === "summer" ? null : kind });

describe("without a session", () => {
  it("every loader and action of the tab goes to the login page", async () => {
    const calls: [Parameters<typeof run>[0], Request, Record<string, string>][] = [
      [tabLoader, getRequest(BASE), {}],
      [createSizeAction, post(`${BASE}/koot/uusi`, { width: "205", aspect: "55", diameter: "16" }), {}],
      [editSizeLoader, getRequest(`${BASE}/koot/1/muokkaa`), { sizeId: "1" }],
      [editSizeAction, post(`${BASE}/koot/1/muokkaa`, {}), { sizeId: "1" }],
      [deleteSizeLoader, getRequest(`${BASE}/koot/1/poista`), { sizeId: "1" }],
      [deleteSizeAction, post(`${BASE}/koot/1/poista`, {}), { sizeId: "1" }],
      [createProductLoader, getRequest(`${BASE}/tuotteet/uusi`), {}],
      [createProductAction, post(`${BASE}/tuotteet/uusi`, {}), {}],
      [editProductLoader, getRequest(`${BASE}/tuotteet/1/muokkaa`), { productId: "1" }],
      [editProductAction, post(`${BASE}/tuotteet/1/muokkaa`, {}), { productId: "1" }],
      [deleteProductLoader, getRequest(`${BASE}/tuotteet/1/poista`), { productId: "1" }],
      [deleteProductAction, post(`${BASE}/tuotteet/1/poista`, {}), { productId: "1" }],
    ];
    for (const [handler, request, params] of calls) {
      const result = (await run(handler, request, params)) as Response;
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toMatch(/^\/admin\/login/);
    }
    expect(await db.$count(tyreSizes)).toBe(0);
  });
});

describe("the list", () => {
  // 23 sizes 175/55R16 … 395/55R16: i % 3 gives a summer (Alpha), studded (Beta) or friction (Gamma)
  // tyre; the first size also has a Nokian Hakkapeliitta (friction); the last two have no tyres.
  const ids: number[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 23; i++) {
      const result = await createSize({ width: 175 + 10 * i, aspect: 55, diameter: 16, vehicleType: "henkilöauto" });
      if (!result.ok) throw new Error("size");
      ids.push(result.size.id);
      if (i >= 21) continue;
      const kind = (["summer", "studded", "friction"] as const)[i % 3];
      const brand = { summer: "Alpha", studded: "Beta", friction: "Gamma" }[kind];
      await createProduct(product(result.size.id, brand, `Malli ${i}`, kind));
    }
    await createProduct(product(ids[0], "Nokian", "Hakkapeliitta R5", "friction", 150));
  });

  it("shows every size, 10 a page in size order, each with its summer and winter tyres", async () => {
    const first = await openTab();
    expect(first.filters).toEqual({ summer: true, studded: true, friction: true, search: "", page: 1 });
    expect(first.list).toMatchObject({ page: 1, pageCount: 3, total: 23 });
    expect(first.list.sizes.map((size) => size.fullSize)).toEqual(Array.from({ length: 10 }, (_, i) => `${175 + 10 * i}/55R16`));
    const [size0] = first.list.sizes;
    expect(size0).toMatchObject({ id: ids[0], vehicleType: "henkilöauto" });
    expect(size0.summer.map((p) => `${p.manufacturer} ${p.model}`)).toEqual(["Alpha Malli 0"]);
    expect(size0.winter.map((p) => `${p.manufacturer} ${p.model}`)).toEqual(["Nokian Hakkapeliitta R5"]);
    expect(size0.winter[0]).toMatchObject({ type: "winter", winterType: "friction", price: "150.00", financingPrice: "0.00", stock: 0 });
    expect(size0.winter[0].sale).toEqual({ isActive: false, price: null, name: null, description: null, endDate: null });

    const last = await openTab("?sivu=3");
    expect(last.list.sizes.map((size) => size.fullSize)).toEqual(["375/55R16", "385/55R16", "395/55R16"]);
    expect(last.list.sizes[2]).toMatchObject({ summer: [], winter: [] });
    // A page past the end shows the last one; a bad page number is page 1.
    expect((await openTab("?sivu=99")).list.page).toBe(3);
    expect((await openTab("?sivu=99")).filters.page).toBe(3);
    expect((await openTab("?sivu=kaksi")).list.page).toBe(1);
  });

  it("filters by kind: summer, studded and friction checkboxes", async () => {
    const summer = await openTab("?rajaus=1&kesa=1");
    expect(summer.list.total).toBe(7);
    expect(summer.list.sizes.every((size) => size.summer.length === 1 && size.winter.length === 0)).toBe(true);

    const studded = await openTab("?rajaus=1&nasta=1");
    expect(studded.list.total).toBe(7);
    expect(studded.list.sizes.flatMap((size) => size.winter.map((p) => p.winterType))).toEqual(Array(7).fill("studded"));

    const friction = await openTab("?rajaus=1&kitka=1");
    expect(friction.list.total).toBe(8); // seven Gamma sizes and the first size's Nokian
    expect(friction.list.sizes[0].winter.map((p) => p.manufacturer)).toEqual(["Nokian"]);
    expect(friction.list.sizes[0].summer).toEqual([]);

    const winter = await openTab("?rajaus=1&nasta=1&kitka=1&sivu=2");
    expect(winter.list).toMatchObject({ total: 15, page: 2, pageCount: 2 });

    expect((await openTab("?rajaus=1")).list).toMatchObject({ total: 0, sizes: [], pageCount: 1 });
  });

  it("searches sizes, manufacturers and models", async () => {
    for (const search of ["nokian", "HAKKA", "nokian hakkapeliitta"]) {
      const { list } = await openTab(`?haku=${encodeURIComponent(search)}`);
      expect(list.total).toBe(1);
      // Only the matching tyre of the size.
      expect(list.sizes[0].summer).toEqual([]);
      expect(list.sizes[0].winter.map((p) => p.model)).toEqual(["Hakkapeliitta R5"]);
    }
    const bySize = await openTab(`?haku=${encodeURIComponent("175/55R16")}`);
    expect(bySize.list.total).toBe(1);
    expect(bySize.list.sizes[0].summer).toHaveLength(1);
    expect(bySize.list.sizes[0].winter).toHaveLength(1);
    expect((await openTab("?haku=1755516")).list.total).toBe(1);

    // An empty size is found by its size with every kind on, not when a kind is left out.
    expect((await openTab(`?haku=${encodeURIComponent("395/55R16")}`)).list.total).toBe(1);
    expect((await openTab(`?rajaus=1&kesa=1&haku=${encodeURIComponent("395/55R16")}`)).list.total).toBe(0);
    expect((await openTab("?rajaus=1&nasta=1&haku=alpha")).list.total).toBe(0);
    expect((await openTab("?haku=malli")).list.total).toBe(21);
    expect((await openTab("?haku=100%25")).list.total).toBe(0); // % is a literal
  });

  it("deletes a size with its tyres after the confirmation page", async () => {
    const confirm = (await run(deleteSizeLoader, getRequest(`${BASE}/koot/${ids[0]}/poista`, { Cookie: cookie }), { sizeId: String(ids[0]) })) as {
      size: { fullSize: string; productCount: number };
    };
    expect(confirm.size).toMatchObject({ fullSize: "175/55R16", productCount: 2 });

    const response = asRedirect(await run(deleteSizeAction, post(`${BASE}/koot/${ids[0]}/poista?haku=nokian`, {}, cookie), { sizeId: String(ids[0]) }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/renkaat?haku=nokian");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Rengaskoko poistettu: 175/55R16" });
    expect(await db.$count(tyreSizes, eq(tyreSizes.id, ids[0]))).toBe(0);
    expect(await db.$count(tyreProducts, eq(tyreProducts.sizeId, ids[0]))).toBe(0);

    const again = asRedirect(await run(deleteSizeAction, post(`${BASE}/koot/${ids[0]}/poista`, {}, cookie), { sizeId: String(ids[0]) }));
    expect(await toastOf(again)).toEqual({ type: "error", message: "Koon poistaminen epäonnistui: Rengaskokoa ei löytynyt." });
    const missing = (await run(deleteSizeLoader, getRequest(`${BASE}/koot/${ids[0]}/poista`, { Cookie: cookie }), { sizeId: String(ids[0]) })) as Response;
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Rengaskokoa ei löytynyt.");

    // Clean up for the other tests of this file.
    await db.delete(tyreSizes);
  });
});

describe("sizes", () => {
  const create = (fields: Record<string, string>, query = "") => run(createSizeAction, post(`${BASE}/koot/uusi${query}`, fields, cookie));
  let sizeId = 0;

  it("creates a size (default vehicle type henkilöauto) and shows it on its own", async () => {
    const response = asRedirect(await create({ width: "205", aspect: "55", diameter: "16" }, "?haku=x"));
    const [row] = await db.select().from(tyreSizes).where(eq(tyreSizes.fullSize, "205/55R16"));
    sizeId = row.id;
    expect(row).toMatchObject({ width: 205, aspect: 55, diameter: 16, vehicleType: "henkilöauto" });
    expect(response.headers.get("Location")).toBe(`/admin/renkaat?haku=205%2F55R16#koko-${row.id}`);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Uusi rengaskoko luotu onnistuneesti" });
  });

  it("requires whole numbers in range and keeps what was typed", async () => {
    const reply = asReply(await create({ width: "", aspect: "5x", diameter: "50", vehicleType: "suv" }));
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toEqual({
      "": ["Toiminto epäonnistui"],
      width: ["Leveys on pakollinen"],
      aspect: ["Profiilin täytyy olla kokonaisluku"],
      diameter: ["Halkaisijan täytyy olla 10–30"],
    });
    expect(reply.data.result.initialValue).toMatchObject({ aspect: "5x", diameter: "50", vehicleType: "suv" });
    const decimals = asReply(await create({ width: "205.5", aspect: "10", diameter: "16", vehicleType: "rekka" }));
    expect(decimals.data.result.error).toMatchObject({
      width: ["Leveyden täytyy olla kokonaisluku"],
      aspect: ["Profiilin täytyy olla 20–100"],
      vehicleType: ["Valitse ajoneuvotyyppi"],
    });
  });

  it("refuses a size that exists, with a clear message", async () => {
    const reply = asReply(await create({ width: "205", aspect: "55", diameter: "16", vehicleType: "suv" }));
    expect(reply.init.status).toBe(409);
    expect(reply.data.result.error).toEqual({ "": ["Rengaskoko 205/55R16 on jo olemassa."] });
    expect(await db.$count(tyreSizes)).toBe(1);
  });

  it("edits a size, back to the same list view, and refuses a duplicate", async () => {
    const loaded = (await run(editSizeLoader, getRequest(`${BASE}/koot/${sizeId}/muokkaa`, { Cookie: cookie }), { sizeId: String(sizeId) })) as {
      size: { fullSize: string; productCount: number };
    };
    expect(loaded.size).toMatchObject({ fullSize: "205/55R16", vehicleType: "henkilöauto", productCount: 0 });

    const other = await createSize({ width: 195, aspect: 65, diameter: 15, vehicleType: "henkilöauto" });
    const path = `${BASE}/koot/${sizeId}/muokkaa?rajaus=1&kesa=1&sivu=2&koko=9`;
    const response = asRedirect(await run(editSizeAction, post(path, { width: "205", aspect: "55", diameter: "17", vehicleType: "suv" }, cookie), { sizeId: String(sizeId) }));
    expect(response.headers.get("Location")).toBe(`/admin/renkaat?rajaus=1&kesa=1&sivu=2#koko-${sizeId}`);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Rengaskoko päivitetty onnistuneesti" });
    const [row] = await db.select().from(tyreSizes).where(eq(tyreSizes.id, sizeId));
    expect(row).toMatchObject({ fullSize: "205/55R17", vehicleType: "suv" });

    const clash = asReply(await run(editSizeAction, post(path, { width: "195", aspect: "65", diameter: "15" }, cookie), { sizeId: String(sizeId) }));
    expect(clash.data.result.error).toEqual({ "": ["Rengaskoko 195/65R15 on jo olemassa."] });
    if (other.ok) await db.delete(tyreSizes).where(eq(tyreSizes.id, other.size.id));

    for (const id of ["999999", "abc"]) {
      const missing = (await run(editSizeLoader, getRequest(`${BASE}/koot/${id}/muokkaa`, { Cookie: cookie }), { sizeId: id })) as Response;
      expect(missing.status).toBe(404);
    }
  });
});

describe("products", () => {
  let sizeId = 0;
  let productId = 0;
  beforeAll(async () => {
    const size = await createSize({ width: 225, aspect: 45, diameter: 17, vehicleType: "henkilöauto" });
    if (!size.ok) throw new Error("size");
    sizeId = size.size.id;
    await db.insert(manufacturers).values({ name: "Michelin" });
  });

  const full = () => ({
    sizeId: String(sizeId),
    manufacturer: "  Hankook ",
    model: " Ventus Prime 4 ",
    type: "summer",
    winterType: "studded",
    price: "89.90",
    financingPrice: "",
    originalPrice: "99.90",
    stock: "12",
    description: "Hiljainen kesärengas",
    designedFor: "Henkilöautot",
    features: [" Hyvä märkäpito ", "", "Hiljainen, Kestävä"],
    fuelEfficiency: "B",
    wetGrip: "A",
    noiseLevel: "71",
    noiseClass: "B",
    ratingDryGrip: "5",
    ratingWetGrip: "4",
    ratingSnowGrip: "",
    ratingIceGrip: "",
    ratingComfort: "3",
    ratingDurability: "4",
  });
  const create = (fields: Record<string, string | string[]>, query = "") => run(createProductAction, post(`${BASE}/tuotteet/uusi${query}`, fields, cookie));
  const update = (id: number, fields: Record<string, string | string[]>) =>
    run(editProductAction, post(`${BASE}/tuotteet/${id}/muokkaa?haku=ventus`, fields, cookie), { productId: String(id) });

  it("preselects the size of 'Lisää tuote tähän kokoon' and lists sizes and manufacturers", async () => {
    const data = (await run(createProductLoader, getRequest(`${BASE}/tuotteet/uusi?koko=${sizeId}`, { Cookie: cookie }))) as {
      sizes: { id: number; label: string }[];
      manufacturers: string[];
      preselected: string;
    };
    expect(data.preselected).toBe(String(sizeId));
    expect(data.sizes.find((size) => size.id === sizeId)?.label).toBe("225/45R17 (Henkilöauto)");
    expect(data.manufacturers).toContain("Michelin");
    const unknown = (await run(createProductLoader, getRequest(`${BASE}/tuotteet/uusi?koko=999999`, { Cookie: cookie }))) as { preselected: string };
    expect(unknown.preselected).toBe("");
  });

  it("checks every field with the spec's messages and keeps every typed value", async () => {
    const brands = await db.$count(manufacturers);
    const reply = asReply(
      await create({
        size: "",
        manufacturer: " ",
        model: "",
        type: "winter",
        price: "",
        financingPrice: "-1",
        originalPrice: "abc",
        stock: "-2",
        fuelEfficiency: "F",
        wetGrip: "G",
        noiseLevel: "59",
        noiseClass: "D",
        ratingDryGrip: "6",
        ratingWetGrip: "0",
        ratingIceGrip: "2.5",
        description: "Kuvaus säilyy",
      }),
    );
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toEqual({
      "": ["Renkaan lisäys epäonnistui"],
      size: ["Valitse rengaskoko"],
      manufacturer: ["Valmistaja on pakollinen"],
      model: ["Malli on pakollinen"],
      winterType: ["Valitse talvirenkaan tyyppi: nasta tai kitka"],
      price: ["Hinta on pakollinen"],
      financingPrice: ["Rahoitushinta ei voi olla negatiivinen"],
      originalPrice: ["Alkuperäisen hinnan täytyy olla numero"],
      stock: ["Varastosaldon täytyy olla kokonaisluku 0 tai enemmän"],
      fuelEfficiency: ["Valitse luokka A–E"],
      wetGrip: ["Valitse luokka A–E"],
      noiseLevel: ["Melutason täytyy olla kokonaisluku 60–80 dB"],
      noiseClass: ["Valitse meluluokka A–C"],
      ratingDryGrip: ["Arvion täytyy olla kokonaisluku 1–5"],
      ratingWetGrip: ["Arvion täytyy olla kokonaisluku 1–5"],
      ratingIceGrip: ["Arvion täytyy olla kokonaisluku 1–5"],
    });
    expect(reply.data.result.initialValue).toMatchObject({ type: "winter", noiseLevel: "59", description: "Kuvaus säilyy", originalPrice: "abc" });

    const more = asReply(await create({ ...full(), type: "", price: "abc", financingPrice: "1.005", noiseLevel: "81" }));
    expect(more.data.result.error).toMatchObject({
      type: ["Valitse rengastyyppi"],
      price: ["Hinnan täytyy olla numero"],
      financingPrice: ["Enintään kaksi desimaalia (0,01 €)"],
      noiseLevel: ["Melutason täytyy olla kokonaisluku 60–80 dB"],
    });
    const negative = asReply(await create({ ...full(), price: "-5" }));
    expect(negative.data.result.error).toMatchObject({ price: ["Hinta ei voi olla negatiivinen"] });
    expect(await db.$count(tyreProducts)).toBe(0);
    expect(await db.$count(manufacturers)).toBe(brands); // nothing was created on the way
  });

  it("adds a product with every detail, filling financing from the price and creating the unknown manufacturer", async () => {
    const response = asRedirect(await create(full(), `?haku=ventus&koko=${sizeId}`));
    expect(response.headers.get("Location")).toBe(`/admin/renkaat?haku=ventus#koko-${sizeId}`);
    expect(await toastOf(response)).toEqual({
      type: "success",
      message: 'Rengastuote lisätty onnistuneesti. Valmistaja "Hankook" lisättiin automaattisesti.',
    });
    const [row] = await db.select().from(tyreProducts);
    productId = row.id;
    const [brand] = await db.select().from(manufacturers).where(eq(manufacturers.id, row.manufacturerId));
    expect(brand.name).toBe("Hankook");
    expect(row).toMatchObject({
      sizeId,
      model: "Ventus Prime 4",
      type: "summer",
      winterType: null, // a summer tyre has no winter type whatever was sent
      price: "89.90",
      financingPrice: "7.49", // 89.90 / 12 rounded to 2 decimals
      originalPrice: "99.90",
      stock: 12,
      description: "Hiljainen kesärengas",
      designedFor: "Henkilöautot",
      features: ["Hyvä märkäpito", "Hiljainen", "Kestävä"],
      fuelEfficiency: "B",
      wetGrip: "A",
      noiseLevel: 71,
      noiseClass: "B",
      ratingDryGrip: 5,
      ratingWetGrip: 4,
      ratingSnowGrip: null,
      ratingIceGrip: null,
      ratingComfort: 3,
      ratingDurability: 4,
      thumbnail: null,
      pattern: null,
      gallery: [],
      saleIsActive: false,
    });
  });

  it("reuses a known manufacturer whatever its case, keeps a given financing and defaults stock to 0 (multipart too)", async () => {
    const brands = await db.$count(manufacturers);
    const fields = { ...full(), manufacturer: "MICHELIN", model: "Alpin 7", type: "winter", winterType: "friction", price: "120", financingPrice: "9.99", stock: "", originalPrice: "" };
    const response = asRedirect(await run(createProductAction, postMultipart(`${BASE}/tuotteet/uusi`, fields, cookie)));
    expect(await toastOf(response)).toEqual({ type: "success", message: "Rengastuote lisätty onnistuneesti" });
    const [row] = await db.select().from(tyreProducts).where(eq(tyreProducts.model, "Alpin 7"));
    expect(row).toMatchObject({ winterType: "friction", price: "120.00", financingPrice: "9.99", stock: 0, originalPrice: null });
    expect(await db.$count(manufacturers)).toBe(brands);
  });

  it("refuses the same manufacturer and model twice in one size", async () => {
    const reply = asReply(await create({ ...full(), manufacturer: "hankook" }));
    expect(reply.init.status).toBe(409);
    expect(reply.data.result.error).toEqual({ "": ["Renkaan lisäys epäonnistui"], model: ["Koossa 225/45R17 on jo tuote hankook Ventus Prime 4."] });
  });

  it("edits a product: original price and stock stay (Käytössä rajoitetusti), a new manufacturer is created", async () => {
    const loaded = (await run(editProductLoader, getRequest(`${BASE}/tuotteet/${productId}/muokkaa`, { Cookie: cookie }), { productId: String(productId) })) as {
      product: { manufacturer: string; fullSize: string; features: string[] };
    };
    expect(loaded.product).toMatchObject({ manufacturer: "Hankook", fullSize: "225/45R17", features: ["Hyvä märkäpito", "Hiljainen", "Kestävä"] });

    const response = asRedirect(
      await update(productId, { ...full(), manufacturer: "Laufenn", price: "100", financingPrice: "", stock: "999", originalPrice: "1", features: ["Yksi"] }),
    );
    expect(response.headers.get("Location")).toBe(`/admin/renkaat?haku=ventus#koko-${sizeId}`);
    expect(await toastOf(response)).toEqual({ type: "success", message: 'Rengastuote päivitetty onnistuneesti. Valmistaja "Laufenn" lisättiin automaattisesti.' });
    const [row] = await db.select().from(tyreProducts).where(eq(tyreProducts.id, productId));
    expect(row).toMatchObject({ price: "100.00", financingPrice: "8.33", stock: 12, originalPrice: "99.90", features: ["Yksi"] });
  });

  it("answers an invalid edit with 'Renkaan päivitys epäonnistui' and an unknown product with 404", async () => {
    const reply = asReply(await update(productId, { ...full(), model: "", noiseLevel: "90" }));
    expect(reply.data.result.error).toEqual({
      "": ["Renkaan päivitys epäonnistui"],
      model: ["Malli on pakollinen"],
      noiseLevel: ["Melutason täytyy olla kokonaisluku 60–80 dB"],
    });
    const missing = asReply(await update(999999, full()));
    expect(missing.init.status).toBe(404);
    expect(missing.data.result.error).toEqual({ "": ["Renkaan päivitys epäonnistui: Tuotetta ei löytynyt."] });
    const notFound = (await run(editProductLoader, getRequest(`${BASE}/tuotteet/999999/muokkaa`, { Cookie: cookie }), { productId: "999999" })) as Response;
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toBe("Tuotetta ei löytynyt.");
  });

  it("deletes a product after confirmation, and says why when it cannot", async () => {
    const confirm = (await run(deleteProductLoader, getRequest(`${BASE}/tuotteet/${productId}/poista`, { Cookie: cookie }), { productId: String(productId) })) as {
      product: { manufacturer: string; model: string; fullSize: string };
    };
    expect(confirm.product).toEqual({ manufacturer: "Laufenn", model: "Ventus Prime 4", fullSize: "225/45R17" });
    const response = asRedirect(await run(deleteProductAction, post(`${BASE}/tuotteet/${productId}/poista`, {}, cookie), { productId: String(productId) }));
    expect(await toastOf(response)).toEqual({ type: "success", message: "Rengastuote poistettu" });
    expect(await db.$count(tyreProducts, eq(tyreProducts.id, productId))).toBe(0);
    const again = asRedirect(await run(deleteProductAction, post(`${BASE}/tuotteet/${productId}/poista`, {}, cookie), { productId: String(productId) }));
    expect(await toastOf(again)).toEqual({ type: "error", message: "Tuotteen poistaminen epäonnistui: Tuotetta ei löytynyt." });
  });
});
