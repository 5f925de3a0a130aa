/**
 * `npm run bench`: the production build against a generated catalogue of 5,000 sizes and 50,000
 * products on the embedded database, measured with autocannon (10 connections, one server process),
 * beside the same server's throughput for a static file. Prints figures and each page's rate as a share
 * of the static file's (issue 32's target: at least 0.5, p99 under 50 ms) and the load average; asserts nothing.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { SERVER_ARGS } from "../support/app-server";

const SIZES = Number(process.env.BENCH_SIZES ?? 5000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3350);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-bench-"));
process.env.DATA_DIR = dataDir;
// With DATABASE_URL the bench runs on a fresh database of that server; otherwise on embedded PGlite.
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const postgres = (await import("postgres")).default;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe("drop database if exists rengas_bench with (force)");
  await admin.unsafe("create database rengas_bench");
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = "/rengas_bench";
  process.env.DATABASE_URL = url.toString();
}

const { closeDb, db, migrate } = await import("#db/client");
const { seedDatabase } = await import("#db/seed");
const { generateCatalogue } = await import("./catalogue");

let started = performance.now();
await migrate();
await seedDatabase(db);
await generateCatalogue(db, SIZES, PRODUCTS);
const { asc, count, eq, lte } = await import("drizzle-orm");
const { blogArticles, manufacturers, tyreProducts, tyreSizes } = await import("#db/schema");
const [article] = await db
  .select({ slug: blogArticles.slug })
  .from(blogArticles)
  .where(lte(blogArticles.publishedAt, new Date()))
  .orderBy(asc(blogArticles.id))
  .limit(1);
const [{ sizes }] = await db.select({ sizes: count() }).from(tyreSizes);
const [{ products }] = await db.select({ products: count() }).from(tyreProducts);
// A tyre page of the sample size, by the address its card links to.
const { tyrePagePath } = await import("~/features/tyres/tyre-page.rules");
const [sampleTyre] = await db
  .select({ id: tyreProducts.id, fullSize: tyreSizes.fullSize, brand: manufacturers.name, model: tyreProducts.model })
  .from(tyreProducts)
  .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
  .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
  .where(eq(tyreSizes.fullSize, "205/55R16"))
  .orderBy(asc(tyreProducts.id))
  .limit(1);
console.log(`database: ${serverUrl ? "postgres (DATABASE_URL)" : "embedded PGlite"}`);
console.log(`catalogue: ${sizes} sizes, ${products} products, prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await closeDb();

// BENCH_CPU_PROF=dir writes the server's CPU profile there on exit (open it in Chrome's DevTools).
const profileArgs = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const server = spawn(process.execPath, [...profileArgs, ...SERVER_ARGS], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: "bench",
    ADMIN_PASSWORD: "bench-password-123",
    SESSION_SECRET: "bench-session-secret-long-enough-0123456789",
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${PORT}`;
started = performance.now();
while (!(await fetch(`${base}/healthz`).then((r) => r.ok).catch(() => false))) {
  if (performance.now() - started > 60_000) throw new Error("server did not start");
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const sample = "205/55R16";
/** A name, a path and, for a target that stands for a browser's request, its headers. */
const targets: [string, string, Record<string, string>?][] = [
  ["static file /favicon.svg", "/favicon.svg"],
  ["home /", "/"],
  // A returning visitor's cookie: never from the page cache in front of Remix (decision 0043).
  ["home / (with a cookie)", "/", { Cookie: "_ga=GA1.1.1.1" }],
  [`search /renkaat?search=${sample}`, `/renkaat?search=${encodeURIComponent(sample)}`],
  ["search /renkaat?search=225 (partial)", "/renkaat?search=225"],
  ["browse /renkaat?type=winter", "/renkaat?type=winter"],
  ["api /api/tires/sizes", "/api/tires/sizes"],
  // As a browser asks for it: the list precompressed once per catalogue version.
  ["api /api/tires/sizes (brotli)", "/api/tires/sizes", { "Accept-Encoding": "gzip, deflate, br" }],
  ...(sampleTyre ? ([["tyre page /renkaat/…/…", tyrePagePath(sampleTyre)]] as [string, string][]) : []),
  ["price list /hinnasto", "/hinnasto"],
  ["contact /ota-yhteytta", "/ota-yhteytta"],
  ...(article ? [[`article /artikkelit/${article.slug}`.slice(0, 40), `/artikkelit/${article.slug}`] as [string, string]] : []),
  // More pages: BENCH_EXTRA="name=/path,name=/path".
  ...(process.env.BENCH_EXTRA ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("=") as [string, string]),
];
// BENCH_ONLY="search,api" measures only the targets whose names contain one of the words (and the static file).
const only = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
const measured = targets.filter(([name], index) => index === 0 || only.length === 0 || only.some((word) => name.includes(word)));
// Issue 32 (was decision 0024's 0.2 and 100 ms).
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

console.log(`load average at the start: ${os.loadavg().map((load) => load.toFixed(1)).join(", ")}`);
console.log(
  `\n${"target".padEnd(40)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"non-2xx".padStart(8)} ${"ratio".padStart(7)}`,
);
// The server has just seeded: its first seconds of JIT and GC are not the static file's rate.
await autocannon({ url: `${base}/favicon.svg`, connections: 10, duration: 2 });
let staticRate = 0;
for (const [name, url, headers] of measured) {
  await fetch(base + url, { headers }); // warm up caches and JIT
  const result = await autocannon({ url: base + url, connections: 10, duration: DURATION_S, headers });
  const rate = result.requests.average;
  if (staticRate === 0) staticRate = rate; // the first target is the static file
  const ratio = rate / staticRate;
  const verdict = url === targets[0][1] ? "" : ratio >= TARGET_RATIO && result.latency.p99 < TARGET_P99_MS ? "  ok" : "  below target";
  console.log(
    `${name.padEnd(40)} ${rate.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(8)} ${ratio.toFixed(3).padStart(7)}${verdict}`,
  );
}
console.log(`ratio: requests/s against the static file in this run; target ≥ ${TARGET_RATIO} with p99 < ${TARGET_P99_MS} ms`);
console.log(`load average at the end: ${os.loadavg().map((load) => load.toFixed(1)).join(", ")} on ${os.availableParallelism()} cores`);

server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
rmSync(dataDir, { recursive: true, force: true });
