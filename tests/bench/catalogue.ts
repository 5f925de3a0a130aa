/**
 * A large generated catalogue for benchmarks: `sizes` tyre sizes and `products` products spread over
 * them, written with set-based SQL (generate_series) so it takes seconds, not minutes.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#db/client";

export async function generateCatalogue(db: Database, sizes: number, products: number): Promise<void> {
  // Width 135–395 in steps of 5, aspect 25–95 in steps of 5, rim 12–24: far more than 5,000 combinations.
  await db.execute(sql`
    insert into tyre_sizes (width, aspect, diameter)
    select w, a, d from (
      select 135 + 5 * (i % 53) as w, 25 + 5 * ((i / 53) % 15) as a, 12 + (i / 795) % 13 as d
      from generate_series(0, ${sizes * 3}) as i
    ) candidates
    on conflict do nothing`);
  await db.execute(sql`
    delete from tyre_sizes where id in (
      select id from tyre_sizes order by id offset ${sizes})`);
  await db.execute(sql`
    insert into tyre_products (size_id, manufacturer_id, model, type, winter_type, price, financing_price, stock,
      fuel_efficiency, wet_grip, noise_level, noise_class)
    select s.id, m.id, 'Bench ' || g.i, case when g.i % 2 = 0 then 'summer' else 'winter' end::tyre_season,
      case when g.i % 2 = 0 then null when g.i % 4 = 1 then 'studded' else 'friction' end::winter_type,
      (60 + g.i % 200)::numeric, round((60 + g.i % 200)::numeric / 12, 2), g.i % 30,
      (array['A','B','C','D','E'])[1 + g.i % 5]::eu_label_class, (array['A','B','C'])[1 + g.i % 3]::eu_label_class,
      66 + g.i % 8, (array['A','B','C'])[1 + g.i % 3]::noise_class
    from generate_series(1, ${products}) as g(i)
    join lateral (select id from tyre_sizes order by id offset (g.i % ${sizes}) limit 1) s on true
    join lateral (select id from manufacturers order by id offset (g.i % 10) limit 1) m on true
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}
