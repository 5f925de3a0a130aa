/**
 * Gives every integration test file its own empty, migrated database: a fresh PGlite directory, or a
 * fresh database on the Postgres server of DATABASE_URL. Nothing of ours is mocked.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import { closeDb, migrate } from "#db/client";

const serverUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-test-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "test";

let databaseName: string | undefined;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

beforeAll(async () => {
  if (serverUrl) {
    databaseName = `rengas_test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${databaseName}`);
    await admin.end();
    process.env.DATABASE_URL = withDatabase(serverUrl, databaseName);
  } else {
    delete process.env.DATABASE_URL;
  }
  await migrate();
});

afterAll(async () => {
  await closeDb();
  if (serverUrl && databaseName) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});
