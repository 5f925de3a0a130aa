/**
 * CSV export and import of the catalogue over a real database: export → edit a price → the preview shows
 * that update and a bad row's reason → the import applies everything in one transaction (or nothing),
 * creating unknown sizes and manufacturers; a 3,000-row file imports in seconds. Also the two routes.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { seedDatabase } from "#db/seed";
import { CATALOGUE_COLUMNS, UTF8_BOM, catalogueHeader } from "~/features/catalogue-csv/rules";
import { csvRecord, parseCsv } from "~/lib/csv";
import { createAdmin } from "~/services/admins.server";
import { applyCatalogueImport, catalogueDigest, exportCatalogueCsvText, previewCatalogueImport } from "~/features/catalogue-csv/model.server";
import { action as csvAction, loader as csvLoader } from "~/routes/admin.renkaat.csv";
import { loader as exportLoader } from "~/routes/admin.renkaat.vienti[.]csv";
import { flashStorage, startAdminSession } from "~/services/session.server";
import { cookieHeader, getRequest, postForm, settle } from "../support/requests";

let cookie: string;

beforeAll(async () => {
  await seedDatabase(db);
  const admin = await createAdmin("csv-admin", "csv-salasana-12345");
  cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
});

const column = (name: (typeof CATALOGUE_COLUMNS)[number]) => CATALOGUE_COLUMNS.indexOf(name);

/** The data records of an export (header dropped). */
function records(text: string): string[][] {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.records.slice(1);
}
const toCsv = (rows: string[][]) => catalogueHeader() + rows.map((row) => csvRecord(row)).join("");

/** A product the demo data has without any sale price, so its price may go down freely. */
async function productWithoutSale() {
  const [row] = await db
    .select({ id: tyreProducts.id, size: tyreSizes.fullSize, manufacturer: manufacturers.name, model: tyreProducts.model, price: tyreProducts.price })
    .from(tyreProducts)
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .where(sql`${tyreProducts.salePrice} is null`)
    .orderBy(tyreProducts.id)
    .limit(1);
  return row;
}

const catalogueSnapshot = async () => ({
  products: await db.$count(tyreProducts),
  sizes: await db.$count(tyreSizes),
  manufacturers: await db.$count(manufacturers),
  prices: (await db.select({ id: tyreProducts.id, price: tyreProducts.price }).from(tyreProducts).orderBy(tyreProducts.id)).map((r) => `${r.id}:${r.price}`).join(","),
});

describe("export", () => {
  it("writes every product with its size as a BOM-prefixed CSV, ordered by size", async () => {
    const text = await exportCatalogueCsvText();
    expect(text.startsWith(`${UTF8_BOM}${CATALOGUE_COLUMNS.join(",")}\r\n`)).toBe(true);
    const rows = records(text);
    expect(rows).toHaveLength(await db.$count(tyreProducts));
    const sizes = rows.map((row) => row[column("koko")].split(/[/R]/).map(Number));
    const sorted = [...sizes].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    expect(sizes).toEqual(sorted);
    expect(rows.every((row) => row.length === CATALOGUE_COLUMNS.length)).toBe(true);
    expect(rows.some((row) => row[column("kausi")] === "talvi" && row[column("talvityyppi")] === "nasta")).toBe(true);
  });

  it("imports its own export as all unchanged", async () => {
    const preview = await previewCatalogueImport(await exportCatalogueCsvText());
    expect(preview).toMatchObject({ ok: true, create: [], update: [], rejected: [], unchanged: await db.$count(tyreProducts) });
  });

  it("is a download for the admin only", async () => {
    const refused = (await settle(() => exportLoader({ request: getRequest("/admin/renkaat/vienti.csv"), params: {}, context: {} }))) as Response;
    expect(refused.headers.get("Location")).toMatch(/^\/admin\/login/);

    const response = (await exportLoader({ request: getRequest("/admin/renkaat/vienti.csv", { Cookie: cookie }), params: {}, context: {} })) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="renkaat-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const excel = (await exportLoader({ request: getRequest("/admin/renkaat/vienti.csv?muoto=excel", { Cookie: cookie }), params: {}, context: {} })) as Response;
    const excelText = await excel.text();
    expect(excelText.split("\r\n")[0]).toBe(CATALOGUE_COLUMNS.join(";"));
    expect(excelText.split("\r\n")[1]).toMatch(/;\d+,\d{2};\d+,\d{2};/);
  });
});

describe("import", () => {
  it("previews an edited price as an update, and a bad row with its reason, changing nothing", async () => {
    const target = await productWithoutSale();
    const rows = records(await exportCatalogueCsvText());
    const index = rows.findIndex((row) => row[column("koko")] === target.size && row[column("malli")] === target.model);
    rows[index][column("hinta")] = "12,34";
    rows.push(["205/5R16", "", "Nokian Tyres", "Uusi", "kesä", "", "100", "", "", "", "", "", "", "", ""]);
    const before = await catalogueSnapshot();

    const preview = await previewCatalogueImport(toCsv(rows));
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.create).toEqual([]);
    expect(preview.update).toHaveLength(1);
    expect(preview.update[0]).toMatchObject({ productId: target.id, row: { model: target.model, priceCents: 1234, financingCents: 103 } });
    expect(preview.update[0].changes).toEqual([
      { column: "hinta", from: target.price.replace(".", ","), to: "12,34" },
      { column: "rahoitus", from: expect.any(String), to: "1,03" },
    ]);
    expect(preview.rejected).toEqual([{ line: rows.length + 1, reason: 'tuntematon rengaskoko "205/5R16"' }]);
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it("applies nothing while a row is rejected, unless told to skip the rejected rows", async () => {
    const target = await productWithoutSale();
    const file = toCsv([
      [target.size, "", target.manufacturer, target.model, "kesä", "", "55.55", "", "3", "", "", "", "", "", ""],
      ["205/55R16", "", "Nokian Tyres", "Hakka Talvi", "talvi", "", "120", "", "", "", "", "", "", "", ""],
    ]);
    const before = await catalogueSnapshot();
    const refused = await applyCatalogueImport(file);
    expect(refused).toEqual({
      ok: false,
      error: "Tuontia ei tehty: 1 rivi hylättiin. Korjaa rivit tai valitse hylättyjen rivien ohitus.",
      rejected: [{ line: 3, reason: "talvirenkaalta puuttuu talvityyppi" }],
    });
    expect(await catalogueSnapshot()).toEqual(before);

    const applied = await applyCatalogueImport(file, { skipRejected: true });
    expect(applied).toMatchObject({ ok: true, created: 0, updated: 1, skipped: 1 });
    const [row] = await db.select().from(tyreProducts).where(eq(tyreProducts.id, target.id));
    expect(row).toMatchObject({ price: "55.55", financingPrice: "4.63", stock: 3 });
  });

  it("creates unknown sizes and manufacturers with the products, in one transaction", async () => {
    const file = toCsv([
      ["245/35r21", "suv", "Kuusamon Rengas", "Revontuli", "talvi", "kitka", "199,90", "", "8", "C", "B", "71", "B", "Pohjoiseen", "Hiljainen|Pitävä"],
      ["2453521", "", "KUUSAMON RENGAS", "Revontuli Nasta", "talvi", "nasta", "209", "20", "", "", "", "", "", "", ""],
    ]);
    const preview = await previewCatalogueImport(file);
    expect(preview).toMatchObject({ ok: true, newSizes: [{ size: "245/35R21", vehicleType: "suv" }], newManufacturers: ["Kuusamon Rengas"] });

    const result = await applyCatalogueImport(file);
    expect(result).toMatchObject({ ok: true, created: 2, updated: 0, newSizes: 1, newManufacturers: 1 });
    const [size] = await db.select().from(tyreSizes).where(eq(tyreSizes.fullSize, "245/35R21"));
    expect(size.vehicleType).toBe("suv");
    const [maker] = await db.select().from(manufacturers).where(eq(manufacturers.name, "Kuusamon Rengas"));
    const products = await db.select().from(tyreProducts).where(eq(tyreProducts.manufacturerId, maker.id)).orderBy(tyreProducts.model);
    expect(products.map((p) => [p.model, p.winterType, p.price, p.financingPrice, p.stock])).toEqual([
      ["Revontuli", "friction", "199.90", "16.66", 8],
      ["Revontuli Nasta", "studded", "209.00", "20.00", 0],
    ]);
    expect(products[0]).toMatchObject({ fuelEfficiency: "C", wetGrip: "B", noiseLevel: 71, noiseClass: "B", description: "Pohjoiseen", features: ["Hiljainen", "Pitävä"] });
  });

  it("writes the markings columns into the catalogue and exports them back as written", async () => {
    const header = "koko,valmistaja,malli,kausi,talvityyppi,hinta,kuormitus_nopeus,xl,runflat,c,eprel,ean,toimitus_pv";
    const file = [
      header,
      "215/65R16,Merkintä Oy,Paketti C,kesä,,150,109/107T,ei,ei,kyllä,381234,6419440 123456,1-3",
      "225/45R17,Merkintä Oy,Vahva XL,talvi,kitka,180,94H,x,1,,,,2",
    ].join("\n");
    expect(await applyCatalogueImport(file)).toMatchObject({ ok: true, created: 2 });
    const [maker] = await db.select().from(manufacturers).where(eq(manufacturers.name, "Merkintä Oy"));
    const rows = await db.select().from(tyreProducts).where(eq(tyreProducts.manufacturerId, maker.id)).orderBy(tyreProducts.model);
    const markings = ({ loadIndex, loadIndexDual, speedRating, extraLoad, runFlat, commercial, eprelId, ean, deliveryDaysMin, deliveryDaysMax }: (typeof rows)[number]) =>
      ({ loadIndex, loadIndexDual, speedRating, extraLoad, runFlat, commercial, eprelId, ean, deliveryDaysMin, deliveryDaysMax });
    expect(rows.map(markings)).toEqual([
      { loadIndex: 109, loadIndexDual: 107, speedRating: "T", extraLoad: false, runFlat: false, commercial: true, eprelId: "381234", ean: "6419440123456", deliveryDaysMin: 1, deliveryDaysMax: 3 },
      { loadIndex: 94, loadIndexDual: null, speedRating: "H", extraLoad: true, runFlat: true, commercial: false, eprelId: null, ean: null, deliveryDaysMin: 2, deliveryDaysMax: 2 },
    ]);

    const exported = records(await exportCatalogueCsvText()).filter((row) => row[column("valmistaja")] === "Merkintä Oy");
    const cells = (row: string[]) => ["kuormitus_nopeus", "xl", "runflat", "c", "eprel", "ean", "toimitus_pv"].map((name) => row[column(name as (typeof CATALOGUE_COLUMNS)[number])]);
    expect(exported.map(cells)).toEqual([
      ["109/107T", "ei", "ei", "kyllä", "381234", "6419440123456", "1–3"],
      ["94H", "kyllä", "kyllä", "ei", "", "", "2"],
    ]);

    // A file of prices only keeps the markings; a present column sets them (an empty cell clears).
    const prices = "koko,valmistaja,malli,kausi,talvityyppi,hinta\n215/65R16,Merkintä Oy,Paketti C,kesä,,155";
    expect(await applyCatalogueImport(prices)).toMatchObject({ ok: true, updated: 1 });
    expect(await applyCatalogueImport(`${header}\n225/45R17,Merkintä Oy,Vahva XL,talvi,kitka,180,,ei,ei,ei,,,`)).toMatchObject({ ok: true, updated: 1 });
    const after = await db.select().from(tyreProducts).where(eq(tyreProducts.manufacturerId, maker.id)).orderBy(tyreProducts.model);
    expect(after.map(markings)).toEqual([
      rows.map(markings)[0],
      { loadIndex: null, loadIndexDual: null, speedRating: null, extraLoad: false, runFlat: false, commercial: false, eprelId: null, ean: null, deliveryDaysMin: null, deliveryDaysMax: null },
    ]);
  });

  it("rolls everything back when the database refuses one row", async () => {
    // A constraint only this test has: the database refuses the last row after the others were written.
    await db.execute(sql`alter table tyre_products add constraint test_refuse_model check (model <> 'Kielletty')`);
    try {
      const target = await productWithoutSale();
      const file = toCsv([
        [target.size, "", target.manufacturer, target.model, "kesä", "", "66", "", "", "", "", "", "", "", ""],
        ["195/45R16", "", "Uusi Valmistaja", "Sallittu", "kesä", "", "70", "", "", "", "", "", "", "", ""],
        ["195/45R16", "", "Uusi Valmistaja", "Kielletty", "kesä", "", "70", "", "", "", "", "", "", "", ""],
      ]);
      const before = await catalogueSnapshot();
      const result = await applyCatalogueImport(file);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toBe("Tuonti epäonnistui, mitään ei muutettu: tietokanta hylkäsi rivin (ehto test_refuse_model).");
      expect(await catalogueSnapshot()).toEqual(before);
      expect(await db.select().from(tyreSizes).where(eq(tyreSizes.fullSize, "195/45R16"))).toEqual([]);
    } finally {
      await db.execute(sql`alter table tyre_products drop constraint test_refuse_model`);
    }
  });

  it("imports 3,000 rows in a few seconds, and the same file again as unchanged", async () => {
    const rows: string[][] = [];
    for (let i = 0; i < 3000; i++) {
      const width = 155 + (i % 30) * 5;
      const aspect = 30 + (Math.floor(i / 30) % 10) * 5;
      const diameter = 13 + (Math.floor(i / 300) % 10);
      const winter = i % 3 === 0;
      rows.push([
        `${width}/${aspect}R${diameter}`, "", `Tukku ${i % 7}`, `Malli ${i}`, winter ? "talvi" : "kesä", winter ? "kitka" : "",
        `${50 + (i % 100)},${String(i % 100).padStart(2, "0")}`, "", String(i % 40), "B", "C", "70", "B", `Kuvaus ${i}`, "a|b",
      ]);
    }
    const file = toCsv(rows);
    const started = performance.now();
    const result = await applyCatalogueImport(file);
    const ms = Math.round(performance.now() - started);
    console.info(`3000 riviä tuotiin ${ms} ms:ssa (${process.env.TEST_DATABASE}).`);
    expect(result).toMatchObject({ ok: true, created: 3000, updated: 0 });
    expect(ms).toBeLessThan(15_000);

    const again = performance.now();
    expect(await previewCatalogueImport(file)).toMatchObject({ ok: true, unchanged: 3000, create: [], update: [] });
    console.info(`3000 rivin esikatselu ${Math.round(performance.now() - again)} ms.`);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tyreProducts)
      .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
      .where(and(sql`${manufacturers.name} like 'Tukku %'`));
    expect(n).toBe(3000);
  });
});

describe("the import drawer's action", () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) =>
    csvAction({ request: postForm("/admin/renkaat/csv?summer=1", fields, { headers }), params: {}, context: {} });
  type Result = { data: { csv: string; digest: string | null; preview: { counts: Record<string, number> } | null; notice: string | null; error: string | null }; init: { status: number } };

  it("refuses a request without a session", async () => {
    const result = (await settle(() => post({ intent: "preview", csv: "x" }, {}))) as Response;
    expect(result.headers.get("Location")).toMatch(/^\/admin\/login/);
    const loader = (await settle(() => csvLoader({ request: getRequest("/admin/renkaat/csv"), params: {}, context: {} }))) as Response;
    expect(loader.headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("previews pasted text, applies it with the preview's digest and redirects with the toast", async () => {
    const target = await productWithoutSale();
    const csv = toCsv([[target.size, "", target.manufacturer, target.model, "kesä", "", "77,70", "", "", "", "", "", "", "", ""]]);

    const empty = (await post({ intent: "preview", csv: "  " })) as Result;
    expect(empty.data.error).toBe("Valitse CSV-tiedosto tai liitä sen sisältö tekstikenttään.");

    const previewed = (await post({ intent: "preview", csv })) as Result;
    expect(previewed.init.status).toBe(200);
    expect(previewed.data.preview?.counts).toEqual({ create: 0, update: 1, unchanged: 0, rejected: 0 });
    expect(previewed.data.csv).toBe(csv.replace(/\r\n/g, "\n"));
    expect(previewed.data.digest).toBe(catalogueDigest(csv));

    // Text changed after the preview: shown again, not applied.
    const changed = (await post({ intent: "apply", csv: csv.replace("77,70", "78,80"), digest: previewed.data.digest! })) as Result;
    expect(changed.init.status).toBe(409);
    expect(changed.data.notice).toBe("CSV:n sisältö muuttui esikatselun jälkeen. Tarkista uusi esikatselu ja tuo sitten.");
    expect((await db.select().from(tyreProducts).where(eq(tyreProducts.id, target.id)))[0].price).toBe(target.price);

    const applied = (await post({ intent: "apply", csv, digest: previewed.data.digest! })) as Response;
    expect(applied.status).toBe(302);
    expect(applied.headers.get("Location")).toBe("/admin/renkaat?summer=1");
    const session = await flashStorage.getSession(applied.headers.get("Set-Cookie"));
    expect(session.get("toast")).toEqual({ type: "success", message: "Tuonti valmis: 0 uutta, 1 päivitetty tuote." });
    expect((await db.select().from(tyreProducts).where(eq(tyreProducts.id, target.id)))[0].price).toBe("77.70");
  });

  it("tells what is wrong with the whole file and keeps the text", async () => {
    const result = (await post({ intent: "preview", csv: "nimi;hinta\nX;1" })) as Result;
    expect(result.init.status).toBe(400);
    expect(result.data.error).toMatch(/^Otsikkorivistä puuttuvat sarakkeet: koko, valmistaja, malli, kausi, talvityyppi\./);
    expect(result.data.csv).toBe("nimi;hinta\nX;1");
  });

  it("refuses more than 5 MB with a clear message", async () => {
    const result = (await post({ intent: "preview", csv: "x".repeat(5 * 1024 * 1024 + 1) })) as Result;
    expect(result.init.status).toBe(413);
    expect(result.data.error).toBe("CSV on liian suuri (5 Mt). Yhdellä kertaa voi tuoda enintään 5 Mt.");
  });
});
