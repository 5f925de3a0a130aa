/**
 * The /renkaat filters (issue 28) against the database: each filter narrows the listing as its
 * parameters say, the counts per option are the faceted counts (each option given the other choices)
 * and equal what choosing that option lists, prices compare with the price paid now, and the loader
 * tidies a submitted form's address and reads broken parameters as the defaults. A small catalogue of
 * its own, so every number is known. The query plans: tests/integration/tyre-search.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { loader as tyresLoader } from "~/routes/_site.renkaat";
import { getRequest, settle } from "../support/requests";
import { type TyreProductFilters, completeFilters } from "~/features/tyres/filters.rules";
import { type TyreSearchOptions, type TyreSearchResult, parseTyreSearchParams } from "~/features/tyres/model.server";
import { searchTyres } from "~/features/tyres/search.model.server";
import { searchFacets } from "~/features/tyres/facets.model.server";

const TODAY = "2026-03-01";

type Fixture = {
  size: string;
  brand: "Alfa" | "Beta" | "Gamma";
  model: string;
  type: "summer" | "winter";
  winterType?: "studded" | "friction";
  price: string;
  sale?: { price: string; end: string | null };
  fuel?: "A" | "B" | "C" | "D" | "E";
  wet?: "A" | "B" | "C" | "D" | "E";
  noise?: "A" | "B" | "C";
  xl?: boolean;
  runFlat?: boolean;
  stock: number;
};

// Model names say what each tyre is there for.
const TYRES: Fixture[] = [
  { size: "205/55R16", brand: "Alfa", model: "S1 kesä A", type: "summer", price: "100.00", fuel: "A", wet: "A", noise: "A", stock: 4 },
  { size: "205/55R16", brand: "Beta", model: "S1 kesä tarjous", type: "summer", price: "80.00", sale: { price: "60.00", end: null }, fuel: "C", wet: "B", noise: "B", stock: 0 },
  { size: "205/55R16", brand: "Alfa", model: "S1 nasta", type: "winter", winterType: "studded", price: "120.00", stock: 2 },
  { size: "205/55R16", brand: "Gamma", model: "S1 kitka päättynyt tarjous", type: "winter", winterType: "friction", price: "150.00", sale: { price: "140.00", end: "2026-02-28" }, fuel: "B", wet: "B", noise: "A", xl: true, stock: 10 },
  { size: "205/60R16", brand: "Beta", model: "S2 kesä D", type: "summer", price: "90.00", fuel: "D", wet: "D", noise: "C", stock: 1 },
  { size: "225/45R17", brand: "Alfa", model: "S3 run flat", type: "summer", price: "200.00", fuel: "B", wet: "A", noise: "B", xl: true, runFlat: true, stock: 3 },
  { size: "225/45R17", brand: "Gamma", model: "S3 kitka", type: "winter", winterType: "friction", price: "180.00", fuel: "C", wet: "C", noise: "B", xl: true, stock: 0 },
];

const brandIds = new Map<string, number>();
const brand = (name: string) => brandIds.get(name)!;

beforeAll(async () => {
  const brands = await db
    .insert(manufacturers)
    .values(["Alfa", "Beta", "Gamma"].map((name) => ({ name })))
    .returning({ id: manufacturers.id, name: manufacturers.name });
  for (const row of brands) brandIds.set(row.name, row.id);
  const sizes = await db
    .insert(tyreSizes)
    .values([
      { width: 205, aspect: 55, diameter: 16 },
      { width: 205, aspect: 60, diameter: 16 },
      { width: 225, aspect: 45, diameter: 17 },
    ])
    .returning({ id: tyreSizes.id, fullSize: tyreSizes.fullSize });
  const sizeId = new Map(sizes.map((size) => [size.fullSize, size.id]));
  await db.insert(tyreProducts).values(
    TYRES.map((tyre) => ({
      sizeId: sizeId.get(tyre.size)!,
      manufacturerId: brand(tyre.brand),
      model: tyre.model,
      type: tyre.type,
      winterType: tyre.winterType ?? null,
      price: tyre.price,
      financingPrice: "9.00",
      saleIsActive: tyre.sale !== undefined,
      salePrice: tyre.sale?.price ?? null,
      saleEndDate: tyre.sale?.end ?? null,
      fuelEfficiency: tyre.fuel ?? null,
      wetGrip: tyre.wet ?? null,
      noiseClass: tyre.noise ?? null,
      extraLoad: tyre.xl ?? false,
      runFlat: tyre.runFlat ?? false,
      stock: tyre.stock,
    })),
  );
});

const listed = (result: TyreSearchResult) =>
  result.sizes.flatMap((size) => [...size.summer, ...size.winter].map((tyre) => tyre.model)).sort();
const models = (predicate: (tyre: Fixture) => boolean) => TYRES.filter(predicate).map((tyre) => tyre.model).sort();
const search = (options: TyreSearchOptions) => searchTyres({ pageSize: 100, today: TODAY, ...options });

describe("each filter narrows the listing", () => {
  it.each<[string, TyreSearchOptions, (tyre: Fixture) => boolean]>([
    ["nothing", {}, () => true],
    ["a size", { search: "205/55R16" }, (tyre) => tyre.size === "205/55R16"],
    ["winter type (implies winter)", { winterType: "friction" }, (tyre) => tyre.winterType === "friction"],
    ["summer with in stock", { search: "205", type: "summer", inStock: true }, (tyre) => tyre.size.startsWith("205/") && tyre.type === "summer" && tyre.stock > 0],
    ["fuel B or better", { fuel: "B" }, (tyre) => tyre.fuel === "A" || tyre.fuel === "B"],
    ["wet grip A", { wet: "A" }, (tyre) => tyre.wet === "A"],
    ["noise A", { noise: "A" }, (tyre) => tyre.noise === "A"],
    ["XL", { xl: true }, (tyre) => tyre.xl === true],
    ["run-flat", { runFlat: true }, (tyre) => tyre.runFlat === true],
  ])("%s", async (_name, options, expected) => {
    expect(listed(await search(options))).toEqual(models(expected));
  });

  it("by brand, several at once", async () => {
    expect(listed(await search({ brands: [brand("Alfa")] }))).toEqual(models((tyre) => tyre.brand === "Alfa"));
    expect(listed(await search({ brands: [brand("Gamma"), brand("Beta")] }))).toEqual(models((tyre) => tyre.brand !== "Alfa"));
  });

  it("by the price paid now: a running sale's price, an ended sale's normal price", async () => {
    expect(listed(await search({ maxPrice: 70 }))).toEqual(["S1 kesä tarjous"]); // 80 €, on sale at 60 €
    expect(listed(await search({ minPrice: 145, maxPrice: 150 }))).toEqual(["S1 kitka päättynyt tarjous"]); // the 140 € sale ended
    expect(listed(await search({ minPrice: 140, maxPrice: 140 }))).toEqual([]);
    // A reversed range is turned round.
    expect(listed(await search({ minPrice: 130, maxPrice: 95 }))).toEqual(["S1 kesä A", "S1 nasta"]);
  });

  it("drops the sizes with no matching tyre and lists only the matching tyres of the others", async () => {
    const result = await search({ fuel: "B" });
    expect(result.sizes.map((size) => size.fullSize)).toEqual(["205/55R16", "225/45R17"]);
    const [first] = result.sizes;
    expect(first.summer.map((tyre) => tyre.model)).toEqual(["S1 kesä A"]);
    expect(first.winter.map((tyre) => tyre.model)).toEqual(["S1 kitka päättynyt tarjous"]);
  });

  it("keeps different filters apart in the cache, and the same filters written differently together", async () => {
    const alfa = listed(await search({ search: "205/55R16", brands: [brand("Alfa")] }));
    const beta = listed(await search({ search: "205/55R16", brands: [brand("Beta")] }));
    expect(alfa).not.toEqual(beta);
    const both = await search({ brands: [brand("Beta"), brand("Alfa")] });
    expect(await search({ brands: [brand("Alfa"), brand("Beta"), brand("Alfa")] })).toBe(both);
  });
});

describe("the counts per option", () => {
  const facets = (options: TyreSearchOptions) => searchFacets({ today: TODAY, ...options });

  it("count the tyres of the search, each option given the other choices", async () => {
    const none = await facets({ search: "205/55R16" });
    expect(none.total).toBe(4);
    expect(none.season).toEqual({ all: 4, summer: 2, winter: 2, studded: 1, friction: 1 });
    expect(none.brands).toEqual([
      { id: brand("Alfa"), name: "Alfa", count: 2 },
      { id: brand("Beta"), name: "Beta", count: 1 },
      { id: brand("Gamma"), name: "Gamma", count: 1 },
    ]);
    expect(none.price).toEqual({ min: 60, max: 150 });
    expect(none.fuel).toEqual({ A: 1, B: 2, C: 3, D: 3 });
    expect(none.wet).toEqual({ A: 1, B: 3, C: 3, D: 3 });
    expect(none.noise).toEqual({ A: 2, B: 3 });
    expect([none.xl, none.runFlat, none.inStock]).toEqual([1, 0, 3]);

    // Alfa chosen: the brands still count as if none were (so Beta can be added), the rest count Alfa's.
    const alfa = await facets({ search: "205/55R16", brands: [brand("Alfa")] });
    expect(alfa.total).toBe(2);
    expect(alfa.brands.map((row) => row.count)).toEqual([2, 1, 1]);
    expect(alfa.season).toEqual({ all: 2, summer: 1, winter: 1, studded: 1, friction: 0 });

    // Summer as well: the brands count summer tyres, the seasons Alfa's.
    const summerAlfa = await facets({ search: "205/55R16", type: "summer", brands: [brand("Alfa")] });
    expect(summerAlfa.brands.map((row) => row.count)).toEqual([1, 1, 0]);
    expect(summerAlfa.season.winter).toBe(1);
    expect(summerAlfa.total).toBe(1);
  });

  it("keep a chosen brand that has no tyre in the search, so it can be unticked", async () => {
    const result = await facets({ search: "205/60R16", brands: [brand("Gamma")] });
    expect(result.total).toBe(0);
    expect(result.brands).toContainEqual({ id: brand("Gamma"), name: "Gamma", count: 0 });
  });

  it("equal what choosing the option lists, whatever else is chosen", async () => {
    type Option = [string, Partial<TyreSearchOptions>, (counts: Awaited<ReturnType<typeof facets>>) => number];
    const options: Option[] = [
      ["all seasons", { type: null, winterType: null }, (c) => c.season.all],
      ["summer", { type: "summer", winterType: null }, (c) => c.season.summer],
      ["winter", { type: "winter", winterType: null }, (c) => c.season.winter],
      ["studded", { type: "winter", winterType: "studded" }, (c) => c.season.studded],
      ["friction", { type: "winter", winterType: "friction" }, (c) => c.season.friction],
      ...(["Alfa", "Beta", "Gamma"] as const).map((name): Option => [name, { brands: [brand(name)] }, (c) => c.brands.find((row) => row.name === name)?.count ?? 0]),
      ...(["A", "B", "C", "D"] as const).flatMap((value): Option[] => [
        [`fuel ${value}`, { fuel: value }, (c) => c.fuel[value]],
        [`wet ${value}`, { wet: value }, (c) => c.wet[value]],
      ]),
      ["noise A", { noise: "A" }, (c) => c.noise.A],
      ["noise B", { noise: "B" }, (c) => c.noise.B],
      ["xl", { xl: true }, (c) => c.xl],
      ["run-flat", { runFlat: true }, (c) => c.runFlat],
      ["in stock", { inStock: true }, (c) => c.inStock],
    ];
    const bases: TyreSearchOptions[] = [
      {},
      { search: "205" },
      { search: "205/55R16", inStock: true },
      { type: "summer", fuel: "C" },
      { brands: [brand("Gamma")], xl: true },
      { maxPrice: 160, noise: "B" },
    ];
    for (const base of bases) {
      const counts = await facets(base);
      expect(listed(await search(base)).length, JSON.stringify(base)).toBe(counts.total);
      for (const [name, choice, count] of options) {
        const chosen = listed(await search({ ...base, ...choice }));
        expect({ base, name, count: count(counts) }).toEqual({ base, name, count: chosen.length });
      }
    }
  });
});

describe("the /renkaat loader", () => {
  const load = (path: string) => settle(() => tyresLoader({ request: getRequest(path), params: {}, context: {} }));
  type Data = Exclude<Awaited<ReturnType<typeof tyresLoader>>, Response>;

  it.each([
    // What a GET form sends without JavaScript: every field, empty or not.
    ["/renkaat?search=205%2F55R16&type=&brand=1&minPrice=&maxPrice=120&fuel=&wet=B&noise=&sort=price-asc", "/renkaat?search=205%2F55R16&brand=1&maxPrice=120&wet=B"],
    ["/renkaat?search=205-55-16&type=studded&sort=price-desc&page=1", "/renkaat?search=205%2F55R16&type=winter&winterType=studded&sort=price-desc"],
    ["/renkaat?type=friction&utm_source=uutiskirje", "/renkaat?type=winter&winterType=friction&utm_source=uutiskirje"],
  ])("redirects the form's address %s to the tidy %s", async (path, location) => {
    const response = (await load(path)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("reads the filters from the address and lists what they choose", async () => {
    const data = (await load(`/renkaat?search=205%2F55R16&type=winter&winterType=friction&brand=${brand("Gamma")}&xl=1`)) as Data;
    expect(data.filters).toMatchObject({ search: "205/55R16", type: "winter", winterType: "friction", brands: [brand("Gamma")], xl: true });
    expect(data.view).toBe("tyres");
    expect(data.tyreCount).toBe(1);
    expect(data.facets.total).toBe(1);
  });

  it.each([
    "brand=abc&brand=-1&brand=99999999999&brand=1.5",
    "minPrice=1e308&maxPrice=-5",
    "minPrice=Infinity&maxPrice=0x10",
    "fuel=E&wet=a&noise=Z",
    "xl=true&runFlat=yes&inStock=0",
    "type=spring&winterType=snow",
    "__proto__=1&constructor=x&toString=1&hasOwnProperty=1",
    "page=1e400&sort=cheap",
    "type=%ZZ&fuel=%E0%A4&wet=%",
  ])("reads broken parameters %s as the defaults", async (query) => {
    const data = (await load(`/renkaat?${query}`)) as Data;
    expect(data).not.toBeInstanceOf(Response);
    expect(data.filters).toMatchObject({ ...completeFilters({}), type: null, sort: "price-asc" });
    expect(data.page).toBe(1);
  });

  it("takes the first of a repeated single parameter and every brand", () => {
    const params = parseTyreSearchParams(new URLSearchParams("type=summer&type=winter&fuel=B&fuel=A&brand=3&brand=2&brand=3"));
    expect(params).toMatchObject({ type: "summer", fuel: "B", brands: [2, 3] });
  });

  it("gives a winter type its season, and lets an explicit summer win", () => {
    const parse = (query: string): Partial<TyreProductFilters> & { type: string | null } => parseTyreSearchParams(new URLSearchParams(query));
    expect(parse("winterType=studded")).toMatchObject({ type: "winter", winterType: "studded" });
    expect(parse("type=studded")).toMatchObject({ type: "winter", winterType: "studded" });
    expect(parse("type=summer&winterType=studded")).toMatchObject({ type: "summer", winterType: null });
  });

  it("ignores more brands than anybody chooses", () => {
    const many = new URLSearchParams(Array.from({ length: 60 }, (_, index) => ["brand", String(index + 1)]));
    expect(parseTyreSearchParams(many).brands).toEqual([]);
  });
});
