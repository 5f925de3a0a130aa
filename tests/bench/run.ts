/**
 * `npm run bench`: measures the hot paths on a seeded embedded database (PGlite) in this process.
 * Prints median and p95 per operation; nothing is asserted. Run it before and after a change.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-bench-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

const { closeDb, db, migrate } = await import("#db/client");
const { seedDatabase } = await import("#db/seed");
const { getBusinessSettings, getHomepageSettings } = await import("~/models/settings.server");
const { listTyreSizes } = await import("~/models/tyres.server");
const { hashPassword, verifyPassword } = await import("~/services/password.server");

async function measure(name: string, iterations: number, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`${name.padEnd(32)} n=${String(iterations).padStart(4)}  median ${at(0.5).padStart(8)} ms  p95 ${at(0.95).padStart(8)} ms`);
}

let started = performance.now();
await migrate();
console.log(`migrate (fresh PGlite)            ${(performance.now() - started).toFixed(0)} ms`);
started = performance.now();
await seedDatabase(db);
console.log(`seed demo data                    ${(performance.now() - started).toFixed(0)} ms`);

await measure("getBusinessSettings", 500, getBusinessSettings);
await measure("getHomepageSettings", 500, getHomepageSettings);
await measure("listTyreSizes (40 sizes)", 500, listTyreSizes);
const hash = await hashPassword("benchmark-password");
await measure("verifyPassword (scrypt 2^17)", 10, () => verifyPassword("benchmark-password", hash));

await closeDb();
rmSync(dataDir, { recursive: true, force: true });
