/**
 * The demo catalogue's photos (db/seed-images.ts, decision 0035): each tyre model the seed uses gets one
 * photo and one tread image in the image library ('Tuotekuva', with alt texts), shared by all its
 * products as thumbnail and pattern; the few models left without show that the photo is coming.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import { MODELS_WITHOUT_PHOTO } from "#db/seed-images";
import { getImage, imageIdFromUrl, listImages } from "~/features/images/model.server";

type Row = { brand: string; model: string; thumbnail: string | null; pattern: string | null };

async function products(): Promise<Row[]> {
  const result = await db.execute<Row>(
    sql`select m.name as brand, p.model, p.thumbnail, p.pattern from tyre_products p join manufacturers m on m.id = p.manufacturer_id order by p.id`,
  );
  return (Array.isArray(result) ? result : (result as unknown as { rows: Row[] }).rows) as Row[];
}

describe("demo photos", () => {
  it("give every model one photo and one tread image in the library, shared by its products", async () => {
    expect(await seedDatabase(db)).toEqual({ seeded: true });
    const rows = await products();
    const byModel = new Map<string, Set<string>>();
    for (const row of rows) {
      const key = `${row.brand}|${row.model}`;
      if (MODELS_WITHOUT_PHOTO.has(key)) {
        expect(row.thumbnail, key).toBeNull();
        continue;
      }
      expect(row.thumbnail, key).toMatch(/^\/api\/images\/\d+$/);
      expect(row.pattern, key).toMatch(/^\/api\/images\/\d+$/);
      expect(row.pattern).not.toBe(row.thumbnail);
      byModel.set(key, (byModel.get(key) ?? new Set()).add(`${row.thumbnail} ${row.pattern}`));
    }
    expect(rows.some((row) => row.thumbnail === null)).toBe(true);
    // One pair per model, not per product.
    for (const [key, pairs] of byModel) expect(pairs.size, key).toBe(1);
    const library = await listImages({ category: "product", limit: 50 });
    expect(library.total).toBe(byModel.size * 2);
    expect(library.images.every((image) => image.alt.length > 0 && image.mime === "image/webp")).toBe(true);

    const [key, pairs] = [...byModel].find(([name]) => name.startsWith("Nokian Tyres|"))!;
    const [thumbnail, pattern] = [...pairs][0].split(" ");
    const photo = await getImage(imageIdFromUrl(thumbnail)!);
    expect(photo).toMatchObject({ category: "product", width: 800, height: 800, mime: "image/webp" });
    expect(photo!.alt).toContain(key.replace("|", " "));
    expect(await sharp(photo!.bytes).metadata()).toMatchObject({ format: "webp", width: 800, height: 800 });
    expect((await getImage(imageIdFromUrl(pattern)!))!.alt).toMatch(/kulutuspinnan kuviointi$/);
  });
});
