/**
 * Gives every integration test file its own empty, migrated database: a copy of the run's template
 * (tests/support/integration-global-setup.ts), in a fresh PGlite directory or as a fresh database on the
 * Postgres server of DATABASE_URL. Nothing of ours is mocked.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, migrate } from "#db/client";
import { copyPgliteTemplate, createDatabaseFrom } from "./database-templates";

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
  await closeDb();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});
