import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import { defaultPriceList } from "~/features/price-list/rules";
import { getPriceListState } from "~/features/price-list/model.server";
import { getHomepageSettings } from "~/features/homepage/model.server";
import { listTyreSizes } from "~/features/tyres/model.server";
import { getBusinessSettings } from "~/features/hours/model.server";

const count = async (query: ReturnType<typeof sql>) => {
  const result = await db.execute<{ n: number }>(query);
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows) as { n: number }[];
  return Number(rows[0].n);
};

describe("demo data", () => {
  it("gives a browsable shop and is idempotent", async () => {
    expect(await seedDatabase(db)).toEqual({ seeded: true });
    expect(await seedDatabase(db)).toEqual({ seeded: false });

    const sizes = await listTyreSizes();
    expect(sizes.length).toBeGreaterThanOrEqual(35);
    expect(sizes.map((s) => s.size.fullSize)).toContain("205/55R16");

    const products = await count(sql`select count(*)::int as n from tyre_products`);
    expect(products).toBeGreaterThanOrEqual(140);
    expect(await count(sql`select count(distinct manufacturer_id)::int as n from tyre_products`)).toBeGreaterThanOrEqual(10);
    expect(await count(sql`select count(*)::int as n from tyre_products where type = 'summer'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from tyre_products where winter_type = 'studded'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from tyre_products where winter_type = 'friction'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from tyre_products where sale_is_active`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from tyre_products where stock = 0`)).toBeGreaterThan(0);

    expect(await count(sql`select count(*)::int as n from campaigns`)).toBe(3);
    expect(await count(sql`select count(*)::int as n from campaigns where end_date < now()`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from blog_articles`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from rims`)).toBeGreaterThanOrEqual(5);

    expect((await getBusinessSettings()).isModifiedFromDefault).toBe(false);
    expect((await getHomepageSettings()).hero.mainHeading).toBe("Uudet renkaat, ilman ajanvarausta!");
    expect(await getPriceListState()).toEqual({ priceList: defaultPriceList(), updatedAt: null, isDefault: true });
    expect(await count(sql`select count(*)::int as n from price_list`)).toBe(1);
  });
});
