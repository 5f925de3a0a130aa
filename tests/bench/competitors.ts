/**
 * `npm run bench:competitors` (and the last part of `npm run bench`): the daily competitor run over 100
 * trackers on local fake competitor sites (10 sites on 127.0.0.1, 10 product pages of ~60 kB each),
 * as the web process runs it without Redis: the daily job hands out every check to the in-process pool
 * (4 at a time, at most 2 requests a second per site). Runs on embedded PGlite in a fresh DATA_DIR, or on
 * a fresh database of DATABASE_URL's server when set. Prints the wall time of the run (target < 30 s)
 * and the process's peak memory; asserts nothing.
 *
 * BENCH_TRACKERS (100) and BENCH_SITES (10) change the run.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const TRACKERS = Number(process.env.BENCH_TRACKERS ?? 100);
const SITES = Number(process.env.BENCH_SITES ?? 10);
const TARGET_SECONDS = 30;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-crawl-bench-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET ??= "bench-session-secret-long-enough-0123456789";
process.env.PUBLIC_URL ??= "http://127.0.0.1:3000";
delete process.env.REDIS_URL;

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const postgres = (await import("postgres")).default;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe("drop database if exists rengas_crawl_bench with (force)");
  await admin.unsafe("create database rengas_crawl_bench");
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = "/rengas_crawl_bench";
  process.env.DATABASE_URL = url.toString();
}

const { startFakeCompetitor } = await import("../support/fake-competitor");
const sites = await Promise.all(Array.from({ length: SITES }, () => startFakeCompetitor()));
process.env.CRAWLER_ALLOWED_HOSTS = sites.map((site) => site.host).join(",");

const { closeDb, migrate, queryRows } = await import("#db/client");
const { sql } = await import("drizzle-orm");
const { reloadEnv } = await import("~/services/env.server");
const { createCompetitor } = await import("~/features/competitors/model.server");
const { enqueue, inProcessIdle } = await import("#jobs/queues");
reloadEnv();
await migrate();

/** A product page of a real shop's weight: navigation, JSON-LD, the price and ~60 kB of other text. */
function productPage(index: number, price: string): string {
  const filler = Array.from({ length: 300 }, (_, line) => `<p>Tuotekuvaus ${index}.${line}: kitka, kulutuskestävyys ja melutaso testattu.</p>`).join("");
  const data = { "@context": "https://schema.org", "@type": "Product", name: `Rengas ${index}`, offers: { "@type": "Offer", price, priceCurrency: "EUR" } };
  return `<!doctype html><html><head><title>Rengas ${index}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head>
    <body><nav>Etusivu | Renkaat | Vanteet</nav><h1>Rengas ${index}</h1><p class="price">${price.replace(".", ",")} €</p>${filler}</body></html>`;
}

for (let index = 0; index < TRACKERS; index += 1) {
  const site = sites[index % SITES];
  const page = `/tuote/${index}`;
  site.setPage(page, { body: productPage(index, `${100 + index}.90`) });
  await createCompetitor({
    name: `Kilpailija ${index % SITES}`,
    url: `${site.url}${page}`,
    productName: `Rengas ${index}`,
    selector: null,
    trackingType: "full_page",
    notifyPriceIncrease: false,
    notifyPriceDecrease: false,
    emailRecipients: [],
    crawlTimeoutMs: 15000,
    retryAttempts: 3,
    status: "active",
    productId: null,
  });
}

/** Resident memory now and the most this process ever had (VmHWM), in MB. */
function memory(): { rss: number; peak: number } {
  const status = readFileSync("/proc/self/status", "utf8");
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { rss: Math.round(process.memoryUsage().rss / 1048576), peak: Math.round(peakKb / 1024) };
}

async function dailyRun(label: string) {
  const before = memory();
  const started = performance.now();
  await enqueue("competitors", "daily", { task: "daily" });
  await inProcessIdle();
  const seconds = (performance.now() - started) / 1000;
  const [counts] = await queryRows<{ ok: number; failed: number }>(
    sql`select count(*) filter (where status = 'active')::int as ok, count(*) filter (where status = 'error')::int as failed from competitors`,
  );
  const after = memory();
  console.log(
    `${label}: ${TRACKERS} trackers on ${SITES} sites in ${seconds.toFixed(1)} s (target < ${TARGET_SECONDS} s); ` +
      `${counts.ok} ok, ${counts.failed} failed; rss ${before.rss} → ${after.rss} MB, process peak ${before.peak} → ${after.peak} MB`,
  );
}

console.log(`database: ${serverUrl ? "postgres (DATABASE_URL)" : "embedded PGlite"}`);
await dailyRun("first run (every page new)");
// The second day: a tenth of the prices moved, so most checks store no text.
for (let index = 0; index < TRACKERS; index += 10) sites[index % SITES].setPage(`/tuote/${index}`, { body: productPage(index, `${90 + index}.90`) });
await dailyRun("second run (10 % changed)");

await Promise.all(sites.map((site) => site.close()));
await closeDb();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
