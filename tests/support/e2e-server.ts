/**
 * The production server a Playwright worker drives: its own port and its own fresh database (a new
 * PGlite directory, or, when DATABASE_URL is set, a new database on that server seeded like the embedded
 * one), so workers run side by side without seeing each other's changes.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type AppServer, TEST_ADMIN, freePort, startAppServer } from "./app-server";

export const E2E_ADMIN = TEST_ADMIN;

async function freshServerDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rengas_e2e_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The server seeds only the embedded database by itself; a server database gets the demo data here.
  const seeded = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "db/seed.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url.toString() },
  });
  if (seeded.status !== 0) throw new Error("seeding the e2e database failed");
  const drop = async () => {
    const cleaner = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await cleaner.unsafe(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  };
  return { url: url.toString(), drop };
}

/** `extraEnv`: the worker's own settings on top of the defaults (e.g. CRAWLER_ALLOWED_HOSTS for its fake sites). */
export async function startE2eServer(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const database = process.env.DATABASE_URL ? await freshServerDatabase(process.env.DATABASE_URL) : null;
  const app = await startAppServer(port, {
    DATABASE_URL: database?.url ?? "",
    SESSION_SECRET: "e2e-session-secret-that-is-long-enough-1234",
    E2E_TEST_ROUTES: "1",
    PUBLIC_URL: `http://localhost:${port}`,
    GA_MEASUREMENT_ID: "G-TEST123", // analytics tags render after consent; the tests block Google's hosts
    ...extraEnv,
  });
  return {
    ...app,
    stop: async () => {
      await app.stop();
      await database?.drop();
    },
  };
}
