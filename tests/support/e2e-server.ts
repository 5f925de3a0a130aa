/**
 * Starts the built production server for the browser tests on a fresh database: a new PGlite
 * directory, or (when DATABASE_URL is set) a freshly created database on that server.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { username: "kaarto-admin", password: "e2e-salasana-Kaarto-2026" };

const dataDir = path.resolve("tests/.tmp/e2e-data");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

let databaseUrl = process.env.DATABASE_URL || "";
if (databaseUrl) {
  const name = "rengas_e2e";
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  // The server seeds only the embedded database by itself; a server database gets the demo data here.
  const seeded = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "db/seed.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (seeded.status !== 0) throw new Error("seeding the e2e database failed");
}

const child = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "build/server/index.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The e2e run seeds its own database through the same code path as `npm start`.
    SESSION_SECRET: "e2e-session-secret-that-is-long-enough-1234",
    E2E_TEST_ROUTES: "1",
    PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    GA_MEASUREMENT_ID: "G-TEST123", // analytics tags render after consent; the tests block Google's hosts
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
