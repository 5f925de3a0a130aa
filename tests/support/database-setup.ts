/**
 * Gives every integration test file its own empty, migrated database: a copy of the run's template
 * (tests/support/integration-global-setup.ts), in a fresh PGlite directory or as a fresh database on the
 * Postgres server of DATABASE_URL. Nothing of ours is mocked.
 *
 * The files of a vitest worker share one process (isolate off in tests/vitest.config.ts: the packages
 * are imported once per worker, not once per file, a third of the project's CPU). So that each file still
 * starts as in a process of its own, this resets what a file could leave behind: the app's modules are
 * imported afresh (`vi.resetModules`, their caches and settings with them), and at the end the
 * environment is put back, console spies restored, and what the app keeps on globalThis (the database
 * connection, the in-process jobs, the test clock) stopped and dropped.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { closeDb, migrate } from "#db/client";
import { stopInProcessJobs } from "#jobs/in-process";
import { copyPgliteTemplate, createDatabaseFrom } from "./database-templates";

vi.resetModules();
const environmentAtStart = { ...process.env };
const template = inject("databaseTemplate");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-test-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "test";

let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (template.kind === "postgres") {
    const database = await createDatabaseFrom(template, "rengas_test");
    process.env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  } else {
    delete process.env.DATABASE_URL;
    copyPgliteTemplate(template.dir, dataDir);
  }
  await migrate(); // nothing to apply: checks the copy is current
});

afterAll(async () => {
  await stopInProcessJobs();
  const processGlobals = globalThis as { __rengasJobs?: unknown; __rengasClockOffsetMs?: unknown };
  delete processGlobals.__rengasJobs;
  delete processGlobals.__rengasClockOffsetMs;
  await closeDb();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
  vi.restoreAllMocks();
  for (const name of Object.keys(process.env)) if (!(name in environmentAtStart)) delete process.env[name];
  Object.assign(process.env, environmentAtStart);
});
