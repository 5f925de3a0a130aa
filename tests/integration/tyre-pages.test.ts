/**
 * The tyre page, the comparison and the listing's links on the real database: 404 and 301 rules, the
 * sale as it stands today, stock, the EPREL link, the JSON-LD's inputs and the sitemap entries.
 */
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { seedDatabase } from "#db/seed";
import { COMPARE_TEXTS } from "~/features/tyres/compare.rules";
import { tyrePagePath } from "~/features/tyres/tyre-page.rules";
import { getTyrePage } from "~/features/tyres/tyre-page.model.server";
import { loader as tyrePageLoader } from "~/routes/_site.renkaat_.$size.$slug";
import { loader as compareLoader } from "~/routes/_site.renkaat_.vertaa";
import { loader as tyresLoader } from "~/routes/_site.renkaat";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { getRequest, settle } from "../support/requests";

type Product = typeof tyreProducts.$inferInsert;
let sizeId: number;
let otherSizeId: number;
let brandId: number;

async function insertTyre(values: Partial<Product> & { model: string }): Promise<number> {
  const [row] = await db
    .insert(tyreProducts)
    .values({ sizeId, manufacturerId: brandId, type: "summer", price: "100.00", financingPrice: "8.33", stock: 4, ...values })
    .returning({ id: tyreProducts.id });
  return row.id;
}

const openPage = (size: string, slug: string) =>
  settle(() => tyrePageLoader({ request: getRequest(`/renkaat/${size}/${slug}`), params: { size, slug }, context: {} }));

async function expectStatus(size: string, slug: string, status: number) {
  const response = (await openPage(size, slug)) as Response;
  expect(response).toBeInstanceOf(Response);
  expect(response.status).toBe(status);
  return response;
}

const idOfSize = async (fullSize: string) =>
  (await db.select({ id: tyreSizes.id }).from(tyreSizes).where(eq(tyreSizes.fullSize, fullSize)))[0].id;

beforeAll(async () => {
  await seedDatabase(db);
  sizeId = await idOfSize("205/55R16");
  otherSizeId = await idOfSize("195/65R15");
  [{ id: brandId }] = await db.insert(manufacturers).values({ name: "Testimerkki" }).returning({ id: manufacturers.id });
});

describe("a tyre's page", () => {
  it("answers its canonical address with the details the admin entered", async () => {
    const id = await insertTyre({
      model: "Kesä Pro 2",
      description: "Ensimmäinen kappale.\n\nToinen kappale.",
      designedFor: "Henkilöautoille",
      features: ["Hiljainen"],
      eprelId: "512345",
      ean: "6419440123456",
      loadIndex: 94,
      speedRating: "V",
      extraLoad: true,
      deliveryDaysMin: 1,
      deliveryDaysMax: 3,
      fuelEfficiency: "B",
      wetGrip: "A",
      noiseLevel: 70,
      noiseClass: "B",
      ratingDryGrip: 5,
      ratingWetGrip: 4,
      thumbnail: "/api/images/1",
      pattern: "/api/images/2",
      gallery: ["/api/images/3"],
    });
    const path = `/renkaat/205-55r16/testimerkki-kesa-pro-2-${id}`;
    const data = (await openPage("205-55r16", `testimerkki-kesa-pro-2-${id}`)) as Awaited<ReturnType<typeof tyrePageLoader>>;
    const { tyre } = data;
    expect(tyrePagePath(tyre)).toBe(path);
    expect(tyre).toMatchObject({
      brand: "Testimerkki",
      model: "Kesä Pro 2",
      fullSize: "205/55R16",
      designedFor: "Henkilöautoille",
      features: ["Hiljainen"],
      eprelId: "512345",
      gtin: "6419440123456",
      markings: { loadIndex: 94, loadIndexDual: null, speedRating: "V", extraLoad: true, runFlat: false, commercial: false },
      deliveryDays: { min: 1, max: 3 },
      euLabel: { fuelEfficiency: "B", wetGrip: "A", noiseLevel: 70, noiseClass: "B" },
      currentPrice: "100.00",
      financingPrice: "8.33",
      stock: 4,
      images: ["/api/images/1", "/api/images/2", "/api/images/3"],
    });
    expect(tyre.ratings.slice(0, 2)).toEqual([
      { label: "Pito kuivalla", value: 5 },
      { label: "Pito märällä", value: 4 },
    ]);
    expect(tyre.ratings[2].value).toBeNull();
  });

  it("is the 404 for an unknown, missing or impossible id", async () => {
    await expectStatus("205-55r16", "ei-ole-999999", 404);
    await expectStatus("205-55r16", "nimi-ilman-tunnusta", 404);
    await expectStatus("205-55r16", "99999999999999999999", 404);
    await expectStatus("205-55r16", "x-0", 404);
    await expectStatus("205-55r16", "x-12\u0000", 404);
  });

  it("answers 301 to the canonical address from an id alone, an old name or another size", async () => {
    const id = await insertTyre({ model: "Uudelleennimetty" });
    const canonical = `/renkaat/205-55r16/testimerkki-uudelleennimetty-${id}`;
    for (const [size, slug] of [
      ["205-55r16", String(id)],
      ["205-55r16", `vanha-nimi-${id}`],
      ["195-65r15", `testimerkki-uudelleennimetty-${id}`],
      ["205-55R16", `testimerkki-uudelleennimetty-${id}`],
    ]) {
      const response = await expectStatus(size, slug, 301);
      expect(response.headers.get("Location")).toBe(canonical);
    }
  });

  it("shows a running sale with its end date, and the normal price once it has ended", async () => {
    const running = await insertTyre({
      model: "Tarjous käynnissä",
      saleIsActive: true,
      salePrice: "80.00",
      saleEndDate: "2099-12-31",
      saleName: "Kevätkampanja",
    });
    const ended = await insertTyre({ model: "Tarjous päättynyt", saleIsActive: true, salePrice: "80.00", saleEndDate: "2000-01-01" });
    const open = await getTyrePage(running);
    expect(open).toMatchObject({ currentPrice: "80.00", price: "100.00", sale: { active: true, saleEndDate: "2099-12-31", name: "Kevätkampanja" } });
    const over = await getTyrePage(ended);
    expect(over).toMatchObject({ currentPrice: "100.00", sale: { active: false } });
    // A sale that ends today still runs today and not tomorrow (Helsinki dates).
    const today = await insertTyre({ model: "Päättyy tänään", saleIsActive: true, salePrice: "90.00", saleEndDate: "2030-06-15" });
    expect((await getTyrePage(today, "2030-06-15"))?.currentPrice).toBe("90.00");
    expect((await getTyrePage(today, "2030-06-16"))?.currentPrice).toBe("100.00");
  });

  it("reads stock as it is and sees an admin's edit at once", async () => {
    const id = await insertTyre({ model: "Varastotesti", stock: 0 });
    expect((await getTyrePage(id))?.stock).toBe(0);
    await db.update(tyreProducts).set({ stock: 12 }).where(eq(tyreProducts.id, id));
    expect((await getTyrePage(id))?.stock).toBe(12);
  });

  it("gets the EPREL and EAN lines an admin typed among the features from migration 0012, in their own fields", async () => {
    const id = await insertTyre({ model: "Vanhat rivit", features: ["Hiljainen", "EPREL: 512345", "ean 6419440123456", "EPREL on EU:n tietokanta"] });
    const migration = readFileSync(new URL("../../db/migrations/0012_tyre_markings.sql", import.meta.url), "utf8");
    // The data move is the migration's last statement, and it may run again: a moved line is gone.
    await db.execute(sql.raw(migration.slice(migration.lastIndexOf("UPDATE"))));
    expect(await getTyrePage(id)).toMatchObject({ eprelId: "512345", gtin: "6419440123456", features: ["Hiljainen", "EPREL on EU:n tietokanta"] });
  });

  it("has no EPREL link without an EPREL id", async () => {
    const id = await insertTyre({ model: "Ei EPREL", features: ["Hyvä pito"] });
    expect(await getTyrePage(id)).toMatchObject({ eprelId: null, gtin: null, features: ["Hyvä pito"], images: [] });
  });
});

describe("the listing links and the sitemap", () => {
  it("gives each card its thumbnail, and the page size for the count", async () => {
    const id = await insertTyre({ model: "Kuvallinen", thumbnail: "/api/images/9" });
    const data = (await tyresLoader({ request: getRequest("/renkaat?search=205%2F55R16"), params: {}, context: {} })) as {
      pageSize: number;
      sizes: { summer: { id: number; thumbnail: string | null }[] }[];
    };
    expect(data.pageSize).toBe(20);
    expect(data.sizes[0].summer.find((product) => product.id === id)?.thumbnail).toBe("/api/images/9");
  });

  it("lists every tyre page in the sitemap", async () => {
    const id = await insertTyre({ model: "Sitemapissa" });
    const xml = await (await sitemapLoader()).text();
    expect(xml).toContain(`<loc>http://localhost:3000/renkaat/205-55r16/testimerkki-sitemapissa-${id}</loc>`);
    const [{ count }] = await db.select({ count: db.$count(tyreProducts) }).from(tyreProducts).limit(1);
    expect(xml.match(/<loc>http:\/\/localhost:3000\/renkaat\/\d{3}-\d{2}r\d{2}\//g)).toHaveLength(Number(count));
  });
});

describe("the comparison", () => {
  const compare = async (query: string) =>
    (await compareLoader({ request: getRequest(`/renkaat/vertaa?${query}`), params: {}, context: {} })) as Awaited<
      ReturnType<typeof compareLoader>
    >;

  it("shows up to three tyres of one size in the chosen order", async () => {
    const ids = await Promise.all(["V1", "V2", "V3", "V4"].map((model) => insertTyre({ model })));
    const three = await compare(`koko=205/55R16&id=${ids[2]}&id=${ids[0]}&id=${ids[1]}`);
    expect(three.tyres.map((tyre) => tyre.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(three.messages).toEqual([]);
    const four = await compare(`koko=205/55R16&${ids.map((id) => `id=${id}`).join("&")}`);
    expect(four.tyres.map((tyre) => tyre.id)).toEqual(ids.slice(0, 3));
    expect(four.messages).toEqual([COMPARE_TEXTS.tooMany]);
  });

  it("leaves out another size and unknown ids with a message, and garbage is not an error", async () => {
    const here = await insertTyre({ model: "Tämä koko" });
    const there = await insertTyre({ model: "Toinen koko", sizeId: otherSizeId });
    const mixed = await compare(`koko=205%2F55R16&id=${there}&id=${here}&id=999999`);
    expect(mixed.tyres.map((tyre) => tyre.id)).toEqual([here]);
    expect(mixed.messages).toEqual([COMPARE_TEXTS.otherSizes("205/55R16"), COMPARE_TEXTS.missing, COMPARE_TEXTS.onlyOne]);
    const garbage = await compare("koko=%00%00&id=%00&id=-1&id=1e9&id=abc");
    expect(garbage).toEqual({ size: null, tyres: [], messages: [COMPARE_TEXTS.missing] });
  });
});
