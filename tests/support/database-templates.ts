/**
 * Test databases start from a template made once per run. A fresh PGlite directory costs about ten
 * CPU-seconds (initdb in WebAssembly) before its first migration; a copy of a migrated directory opens
 * in a fraction of that. On a Postgres server `create database … template …` does the same.
 *
 * A template is made by the project's own scripts (`db/migrate.ts`, or `db/seed.ts` for the demo data),
 * so a test database holds exactly what a real one would after those commands.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

/** Where a template is: a PGlite directory (`DATA_DIR/pglite`) or a database on the server. */
export type DatabaseTemplate = { kind: "pglite"; dir: string } | { kind: "postgres"; serverUrl: string; name: string };

/** Set by the global setups: the seeded PGlite template every embedded app server starts from. */
export const SEEDED_PGLITE_TEMPLATE_ENV = "RENGAS_TEST_SEEDED_PGLITE";

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function adminConnection(serverUrl: string) {
  return postgres(serverUrl, { max: 1, onnotice: () => {} });
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = adminConnection(serverUrl);
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}

function runScript(script: "db/migrate.ts" | "db/seed.ts", env: Record<string, string>): void {
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", script], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${script} failed while making a test database template`);
}

type Made<T> = { template: T; remove: () => Promise<void> };
type PostgresTemplate = Extract<DatabaseTemplate, { kind: "postgres" }>;
type PgliteTemplate = Extract<DatabaseTemplate, { kind: "pglite" }>;

/**
 * Set by `npm test` (tests/run.ts): a folder where tests/support/prepare-run.ts made the run's two PGlite
 * templates (`seeded/`, `migrated/`) while the type check and lint ran, so the suites' global setups need
 * not make them again; the runner removes it at the end.
 */
export const PREPARED_TEMPLATES_ENV = "RENGAS_TEST_PREPARED_TEMPLATES";

const templateFolder = (seeded: boolean) => (seeded ? "seeded" : "migrated");

/** Makes a PGlite template in `dataDir` (its database is `dataDir/pglite`). */
export function makePgliteTemplateIn(dataDir: string, seeded: boolean): void {
  mkdirSync(dataDir, { recursive: true });
  runScript(seeded ? "db/seed.ts" : "db/migrate.ts", { DATABASE_URL: "", DATA_DIR: dataDir });
}

/** The runner's folder of prepared templates (see PREPARED_TEMPLATES_ENV), made by tests/support/prepare-run.ts. */
export function prepareTemplates(root: string): void {
  for (const seeded of [true, false]) makePgliteTemplateIn(path.join(root, templateFolder(seeded)), seeded);
}

/**
 * A PGlite template, migrated, and with the demo data when `seeded`: the one `npm test` prepared when
 * there is one (it removes it), else one made in a new directory (`remove` deletes it).
 */
export function makePgliteTemplate(seeded: boolean): Made<PgliteTemplate> {
  const prepared = process.env[PREPARED_TEMPLATES_ENV];
  const preparedDir = prepared && path.join(prepared, templateFolder(seeded), "pglite");
  if (preparedDir && existsSync(preparedDir)) return { template: { kind: "pglite", dir: preparedDir }, remove: async () => {} };
  const dataDir = mkdtempSync(path.join(tmpdir(), "rengas-template-"));
  makePgliteTemplateIn(dataDir, seeded);
  const remove = async () => rmSync(dataDir, { recursive: true, force: true });
  return { template: { kind: "pglite", dir: path.join(dataDir, "pglite") }, remove };
}

/**
 * The seeded PGlite template of this test run: the HTTP and no-JS suites' global setups run in one vitest
 * process, so the second gets the first's copy instead of seeding again; the last to finish removes it.
 */
export function sharedSeededPgliteTemplate(): Made<PgliteTemplate> {
  const holder = globalThis as { __rengasSeededTemplate?: { made: Made<PgliteTemplate>; users: number } };
  holder.__rengasSeededTemplate ??= { made: makePgliteTemplate(true), users: 0 };
  const shared = holder.__rengasSeededTemplate;
  shared.users += 1;
  return {
    template: shared.made.template,
    remove: async () => {
      if (--shared.users > 0) return;
      holder.__rengasSeededTemplate = undefined;
      await shared.made.remove();
    },
  };
}

/** A template database on the server of `serverUrl`: migrated, and with the demo data when `seeded`. */
export async function makeServerTemplate(serverUrl: string, seeded: boolean): Promise<Made<PostgresTemplate>> {
  const name = `rengas_template_${randomBytes(4).toString("hex")}`;
  const admin = adminConnection(serverUrl);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  runScript(seeded ? "db/seed.ts" : "db/migrate.ts", { DATABASE_URL: databaseUrl(serverUrl, name) });
  return { template: { kind: "postgres", serverUrl, name }, remove: () => dropDatabase(serverUrl, name) };
}

/** Puts a copy of a PGlite template where a server or test with `dataDir` as DATA_DIR opens its database. */
export function copyPgliteTemplate(templateDir: string, dataDir: string): void {
  const target = path.join(dataDir, "pglite");
  if (existsSync(target)) return; // a restart on the caller's data keeps that data
  cpSync(templateDir, target, { recursive: true });
}

/** A new database on the template's server, copied from it; returns its URL and how to drop it. */
export async function createDatabaseFrom(template: PostgresTemplate, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = adminConnection(template.serverUrl);
  await admin.unsafe(`create database ${name} template ${template.name}`);
  await admin.end();
  return { url: databaseUrl(template.serverUrl, name), drop: () => dropDatabase(template.serverUrl, name) };
}
