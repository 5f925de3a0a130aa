/**
 * Runs once when the server build is loaded: validates the environment, applies migrations, creates
 * the first admin and, on the embedded defaults, seeds an empty database with demo data.
 */
import { closeDb, databaseKind, db, migrate } from "#db/client";
import { seedDatabase } from "#db/seed";
import { ensureFirstAdmin } from "~/models/admins.server";
import { EnvError, getEnv } from "./env.server";
import { startInProcessJobs } from "#jobs/queues";

async function boot(): Promise<void> {
  const env = getEnv();
  await migrate();
  await ensureFirstAdmin({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  if (env.embedded) {
    const { seeded } = await seedDatabase(db);
    if (seeded) console.log("Tyhjä tietokanta täytetty esimerkkiaineistolla.");
  }
  console.log(`Tietokanta valmis (${databaseKind()}).`);
  startInProcessJobs();
}

export const ready: Promise<void> = boot().catch(async (error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  await closeDb().catch(() => {});
  process.exit(1);
});
