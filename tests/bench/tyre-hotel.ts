/**
 * `npm run bench:hotel` (and the last part of `npm run bench`): the tyre hotel register's search at the
 * size of issue 31's acceptance. A fresh database (embedded PGlite in a fresh DATA_DIR, or a fresh
 * database on DATABASE_URL's server when set) gets 5,000 customers, ~6,000 vehicles and 8,000 sets
 * written with set-based SQL (generate_series); then `searchRegister` answers BENCH_HOTEL_QUERIES (250)
 * queries of each kind — a registration number (a prefix, or typed without the hyphen), a part of a
 * name, the last digits of a phone — after a short warm-up. Prints p50/p95/p99 per kind and the load
 * average; exits non-zero when a kind's p95 is 100 ms or more.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const QUERIES = Number(process.env.BENCH_HOTEL_QUERIES ?? 250);
const CUSTOMERS = 5000;
const VEHICLES = 6000;
const SETS = 8000;
const TARGET_P95_MS = 100;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-hotel-bench-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET ??= "bench-session-secret-long-enough-0123456789";
process.env.PUBLIC_URL ??= "http://127.0.0.1:3000";
delete process.env.REDIS_URL;

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const postgres = (await import("postgres")).default;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe("drop database if exists rengas_hotel_bench with (force)");
  await admin.unsafe("create database rengas_hotel_bench");
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = "/rengas_hotel_bench";
  process.env.DATABASE_URL = url.toString();
}

const { closeDb, db, migrate, queryRows } = await import("#db/client");
const { sql } = await import("drizzle-orm");
const { searchRegister } = await import("~/features/tyre-hotel/model.server");
await migrate();

const FIRST = ["Aino", "Eino", "Helmi", "Väinö", "Sofia", "Onni", "Aada", "Leo", "Linnea", "Elias", "Kerttu", "Matti", "Liisa", "Pekka", "Maija", "Juha", "Tiina", "Jari", "Sari", "Mikko"];
const LAST = [
  "Virtanen", "Korhonen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen", "Järvinen",
  "Lehtonen", "Lehtinen", "Saarinen", "Salminen", "Heinonen", "Niemi", "Heikkilä", "Kinnunen", "Salonen", "Turunen",
  "Salo", "Laitinen", "Tuominen", "Rantanen", "Karjalainen", "Jokinen", "Mattila", "Savolainen", "Lahtinen", "Ahonen",
];
const PREFIXES = ["040", "050", "044", "045", "041", "046", "09", "+358 40", "+358 50"];
const LETTERS = "ABCDEFGHIJKLMNOPRSTUVXYZ";
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(",")}]`);

const seedStarted = performance.now();
// Customers: a first and a last name, most with a phone in one of the ways people write them, some with e-mail.
await db.execute(sql`
  insert into hotel_customers (name, phone, email, reminder_consent)
  select (${textArray(FIRST)})[1 + (i * 7) % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (i * 13) % ${LAST.length}]
           || case when i % 9 = 0 then '-' || (${textArray(LAST)})[1 + (i * 5) % ${LAST.length}] else '' end,
         case when i % 17 = 0 then null
              else (${textArray(PREFIXES)})[1 + i % ${PREFIXES.length}] || ' ' || lpad(((i * 7919) % 1000)::text, 3, '0') || ' '
                   || lpad(((i * 104729) % 10000)::text, 4, '0') end,
         case when i % 3 = 0 then 'asiakas' || i || '@example.fi' end,
         i % 3 = 0
  from generate_series(1, ${CUSTOMERS}) as g(i)`);
// Vehicles: every customer one, every fifth a second; Finnish plates 'ABC-123' made unique by the number.
await db.execute(sql`
  insert into hotel_vehicles (customer_id, registration, make_model)
  select c.id,
         substr(${LETTERS}::text, 1 + v % 24, 1) || substr(${LETTERS}::text, 1 + (v / 24) % 24, 1) || substr(${LETTERS}::text, 1 + (v / 576) % 24, 1)
           || '-' || (1 + (v / 13824) * 97 + v % 97)::text,
         (array['Toyota Corolla','Volkswagen Golf','Škoda Octavia','Volvo V60','Ford Focus','Kia Ceed'])[1 + v % 6]
  from (select id, (row_number() over (order by id))::int as n from hotel_customers) c
  join generate_series(0, 1) as extra(k) on extra.k = 0 or c.n % 5 = 0
  cross join lateral (select (c.n * 2 + extra.k) * 7 as v) plate
  limit ${VEHICLES}`);
// Sets: one per vehicle and a second (the other season) for a third of them; most stored, each on its own place.
await db.execute(sql`
  insert into hotel_sets (vehicle_id, season, size, brand_model, with_rims, tyres, location, status, checked_in_at, checked_in_by)
  select v.id,
         (case when (v.n + s.k) % 2 = 0 then 'winter' else 'summer' end)::tyre_season,
         (array['205/55R16','195/65R15','225/45R17','215/60R16','185/65R15'])[1 + v.n % 5],
         (array['Nokian Hakkapeliitta R5','Michelin X-Ice Snow','Continental PremiumContact 7','Nokian Wetproof 1'])[1 + v.n % 4],
         v.n % 3 = 0,
         jsonb_build_array(
           jsonb_build_object('position','VE','dot', lpad((1 + v.n % 52)::text, 2, '0') || lpad((17 + v.n % 8)::text, 2, '0'), 'treadMm', 2.5 + (v.n % 60) / 10.0),
           jsonb_build_object('position','OE','dot', lpad((1 + v.n % 52)::text, 2, '0') || lpad((17 + v.n % 8)::text, 2, '0'), 'treadMm', 3 + (v.n % 55) / 10.0),
           jsonb_build_object('position','VT','dot', null, 'treadMm', 4 + (v.n % 40) / 10.0),
           jsonb_build_object('position','OT','dot', null, 'treadMm', null)),
         case when (v.n + s.k) % 7 = 0 then null else 'H' || ((v.n * 2 + s.k) / 50) || '/' || ((v.n * 2 + s.k) % 50 + 1) end,
         (case when (v.n + s.k) % 7 = 0 then 'out' else 'stored' end)::hotel_set_status,
         now() - ((v.n % 400) || ' days')::interval,
         'bench'
  from (select id, (row_number() over (order by id))::int as n from hotel_vehicles) v
  join generate_series(0, 1) as s(k) on s.k = 0 or v.n % 3 = 0
  limit ${SETS}`);
await db.execute(sql`analyze`);
const [counts] = await queryRows<{ customers: number; vehicles: number; sets: number }>(
  sql`select (select count(*)::int from hotel_customers) as customers, (select count(*)::int from hotel_vehicles) as vehicles, (select count(*)::int from hotel_sets) as sets`,
);
console.log(`database: ${serverUrl ? "postgres (DATABASE_URL)" : "embedded PGlite"}`);
console.log(`seeded ${counts.customers} customers, ${counts.vehicles} vehicles, ${counts.sets} sets in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

// The queries, drawn from the data with a fixed seed (the same run every time).
let seed = 31;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
const plates = (await queryRows<{ registration: string }>(sql`select registration from hotel_vehicles`)).map((row) => row.registration);
const names = (await queryRows<{ name: string }>(sql`select name from hotel_customers`)).map((row) => row.name);
const phones = (await queryRows<{ phone: string }>(sql`select phone from hotel_customers where phone is not null`)).map((row) => row.phone);

const kinds: Record<string, () => string> = {
  registration: () => {
    const plate = pick(plates);
    const choice = random();
    if (choice < 0.4) return plate.replace("-", "").toLowerCase(); // 'abc123'
    if (choice < 0.7) return plate.slice(0, 3 + Math.floor(random() * (plate.length - 2))); // a prefix
    return plate;
  },
  name: () => {
    const parts = pick(names).split(/[\s-]/);
    const part = pick(parts);
    return random() < 0.5 ? part.toLowerCase() : part.slice(0, Math.max(3, Math.ceil(part.length * 0.6)));
  },
  phone: () => {
    const digits = pick(phones).replace(/\D/g, "");
    return digits.slice(-(4 + Math.floor(random() * 4)));
  },
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let failed = false;
for (const [kind, next] of Object.entries(kinds)) {
  for (let index = 0; index < 10; index++) await searchRegister(next(), { limit: 20, offset: 0 }); // warm-up
  const times: number[] = [];
  let found = 0;
  for (let index = 0; index < QUERIES; index++) {
    const query = next();
    const started = performance.now();
    const result = await searchRegister(query, { limit: 20, offset: 0 });
    times.push(performance.now() - started);
    if (result.total > 0) found += 1;
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
  const ok = p95 < TARGET_P95_MS;
  if (!ok) failed = true;
  console.log(
    `${kind.padEnd(12)} ${QUERIES} queries (${found} with results): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms ${ok ? "ok" : `FAIL (p95 ≥ ${TARGET_P95_MS} ms)`}`,
  );
}
console.log(`load average (1, 5, 15 min): ${os.loadavg().map((load) => load.toFixed(2)).join(", ")} on ${os.cpus().length} cores`);

await closeDb();
rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
