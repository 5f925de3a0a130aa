/**
 * Runs once when the server build is loaded: validates the environment, applies migrations, creates
 * the first admin and, on the embedded defaults, seeds an empty database with demo data.
 */
import { closeDb, databaseKind, db, migrate } from "#db/client";
import { seedDatabase } from "#db/seed";
import { ensureFirstAdmin } from "~/services/admins.server";
import { EnvError, getEnv } from "~/services/env.server";
import { mailIdle } from "~/services/mail.server";
import { closeQueues, startInProcessJobs, stopInProcessJobs } from "#jobs/queues";

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

/**
 * Closes what the app holds open, for a clean exit (server/shutdown.ts calls it once no request runs):
 * in-process jobs finish, mails a request queued (an unsubscribe link) go out, the Redis connection of
 * the queues and the database pool close. PGlite is closed properly, which also flushes it to disk.
 */
/** Within the server's 10-second exit deadline, after up to 6 s of draining requests. */
const JOBS_DRAIN_MS = 2_000;
const MAIL_DRAIN_MS = 2_000;

export async function shutdownApp(): Promise<void> {
  await Promise.all([stopInProcessJobs(JOBS_DRAIN_MS), mailIdle(MAIL_DRAIN_MS)]);
  await closeQueues();
  await closeDb();
}
