/**
 * Backups (`npm run backup`, db/backup.ts, and the nightly maintenance task when BACKUP_KEEP is set): one
 * file (backup-archive.server.ts) with a consistent dump of the database and a manifest of what it holds.
 *
 * - Postgres: `pg_dump --format=custom` run on a snapshot exported from a repeatable-read transaction, in
 *   which the manifest's row counts and image hashes are read too: dump and manifest see the same instant.
 * - PGlite: `dumpDataDir()` of the open instance, taken while this process holds PGlite's transaction lock
 *   (nothing else runs in between), right after the manifest was read in that same lock.
 * Images are rows of `images` (bytea), so the dump carries them. From DATA_DIR only `session-secret` is
 * added (when SESSION_SECRET is not set): it signs the session cookies and two-factor set-up tokens, so a
 * restore without it would log every admin out. The mail outbox (copies of mail already "sent") and the
 * backups folder itself are not shop data.
 */
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { type Connection, MIGRATIONS_FOLDER, currentConnection } from "#db/client";
import { getEnv } from "./env.server";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupError,
  type DatabaseSummary,
  MANIFEST_FILE,
  PART_FILES,
  fileSha256,
  writeArchive,
} from "./backup-archive.server";

export { BackupError } from "./backup-archive.server";

/** A raw statement's rows, whichever driver runs it. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

const BACKUP_NAME = /^rengas-kaarto-\d{8}-\d{6}(-\d+)?\.tar$/;
const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";
/** The schemas whose tables are the shop's data (drizzle's holds the applied migrations). */
export const DATA_SCHEMAS = ["public", "drizzle"];

export const pgliteDir = (dataDir: string) => path.resolve(dataDir, "pglite");
export const backupsDir = (dataDir: string) => path.resolve(dataDir, "backups");
/** PGlite keeps postmaster.pid in its directory while open: another process (the server) has it. */
export const pgliteInUse = (dataDir: string) => existsSync(path.join(pgliteDir(dataDir), "postmaster.pid"));
export const pgliteExists = (dataDir: string) => existsSync(path.join(pgliteDir(dataDir), "PG_VERSION"));

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `rengas-kaarto-YYYYMMDD-HHMMSS.tar`, in UTC (names sort by time whatever the clocks do). */
export function backupFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `rengas-kaarto-${stamp}.tar`;
}

function journal(): { when: number; tag: string }[] {
  const file = path.join(MIGRATIONS_FOLDER, "meta", "_journal.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: { when: number; tag: string }[] }).entries;
}

/** The migrations this program knows, in order (db/migrations/meta/_journal.json). */
export function knownMigrations(): string[] {
  return journal().map((entry) => entry.tag);
}

/** Row counts of every table, SHA-256 of every image and the applied migrations, read through `query`. */
export async function summarizeDatabase(query: Query): Promise<DatabaseSummary> {
  const tableRows = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (${DATA_SCHEMAS.map((schema) => `'${schema}'`).join(", ")})
     order by table_schema, table_name`,
  );
  const tables: Record<string, number> = {};
  const names = tableRows.map((row) => ({ schema: String(row.schema), name: String(row.name) }));
  if (names.length > 0) {
    const counts = await query(
      names
        .map(({ schema, name }) => `select '${`${schema}.${name}`.replace(/'/g, "''")}' as key, count(*)::int as n from ${quoteIdent(schema)}.${quoteIdent(name)}`)
        .join(" union all "),
    );
    for (const row of counts) tables[String(row.key)] = Number(row.n);
  }
  const images =
    "public.images" in tables
      ? (await query("select id, encode(sha256(bytes), 'hex') as sha256 from images order by id")).map((row) => ({ id: Number(row.id), sha256: String(row.sha256) }))
      : [];
  let migrations: DatabaseSummary["migrations"] = { count: 0, last: null };
  if (MIGRATIONS_TABLE in tables) {
    const [row] = await query(`select count(*)::int as count, max(created_at)::text as last from ${MIGRATIONS_TABLE}`);
    const last = row?.last == null ? null : Number(row.last);
    migrations = { count: Number(row?.count ?? 0), last: last === null ? null : (journal().find((entry) => entry.when === last)?.tag ?? `tuntematon (${last})`) };
  }
  return { tables, images, migrations };
}

/** Runs pg_dump or pg_restore; a failure is a BackupError carrying the tool's own words (bounded). */
export function runPgTool(command: "pg_dump" | "pg_restore", args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    const cap = 64 * 1024;
    child.stdout.on("data", (chunk: Buffer) => {
      if (stdout.length < 4 * 1024 * 1024) stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < cap) stderr += chunk.toString("utf8");
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === "ENOENT"
            ? `Ohjelmaa ${command} ei löydy. Asenna PostgreSQL:n asiakasohjelmat (Debian/Ubuntu: postgresql-client), pääversioltaan sama tai uudempi kuin tietokantapalvelin.`
            : `${command} ei käynnistynyt: ${error.message}`,
        ),
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${command} epäonnistui (paluukoodi ${code}):\n${stderr.trim().slice(0, 4000)}`));
    });
  });
}

/** libpq's view of a DATABASE_URL: the address without the password, which goes in PGPASSWORD (not in `ps`). */
export function libpqTarget(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function dumpPostgres(connection: Extract<Connection, { kind: "postgres" }>, databaseUrl: string, file: string): Promise<DatabaseSummary> {
  const target = libpqTarget(databaseUrl);
  return connection.client.begin("isolation level repeatable read read only", async (tx) => {
    const [{ snapshot }] = await tx.unsafe<{ snapshot: string }[]>("select pg_export_snapshot() as snapshot");
    const summary = await summarizeDatabase((text) => tx.unsafe(text) as Promise<Record<string, unknown>[]>);
    await runPgTool("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${target.dbname}`], target.env);
    return summary;
  });
}

async function dumpPglite(connection: Extract<Connection, { kind: "pglite" }>, file: string): Promise<DatabaseSummary> {
  const pg = connection.client;
  // Data files brought up to date first: the dump is then a clean image, not one a restore must recover
  // from the WAL (which would also move every sequence 32 ahead, Postgres's crash-safe step).
  await pg.exec("checkpoint");
  let dump: Blob | undefined;
  const summary = await pg.transaction(async (tx) => {
    const read = await summarizeDatabase(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
    // Still inside PGlite's transaction lock, with no transaction open: nothing writes until the dump is taken.
    await tx.rollback();
    dump = await pg.dumpDataDir("gzip");
    return read;
  });
  await pipeline(Readable.fromWeb(dump!.stream() as WebReadableStream<Uint8Array>), createWriteStream(file, { mode: 0o600 }));
  return summary;
}

/**
 * Where a backup goes: the default name in DATA_DIR/backups, or in a directory given, or the file given
 * (never over an existing file).
 */
export async function backupTarget(dataDir: string, given: string | undefined, now: Date): Promise<string> {
  if (!given) return path.join(backupsDir(dataDir), backupFileName(now));
  const resolved = path.resolve(given);
  const info = await stat(resolved).catch(() => null);
  if (info?.isDirectory()) return path.join(resolved, backupFileName(now));
  if (info) throw new BackupError(`Tiedosto ${resolved} on jo olemassa: varmuuskopio ei kirjoita sen päälle. Anna uusi nimi tai hakemisto.`);
  return resolved;
}

async function freeName(file: string): Promise<string> {
  if (!existsSync(file)) return file;
  for (let n = 2; ; n += 1) {
    const candidate = file.replace(/\.tar$/, `-${n}.tar`);
    if (!existsSync(candidate)) return candidate;
  }
}

export type BackupResult = { file: string; size: number; manifest: BackupManifest };

/** Writes one backup of the open database to `target` (see backupTarget). */
export async function createBackup(options: { connection: Connection; dataDir: string; databaseUrl?: string; target: string; now?: Date }): Promise<BackupResult> {
  const { connection, dataDir } = options;
  const now = options.now ?? new Date();
  const folder = path.dirname(options.target);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const target = await freeName(options.target);
  const staging = await mkdtemp(path.join(folder, ".rengas-backup-"));
  try {
    const databasePart = PART_FILES[connection.kind];
    const summary =
      connection.kind === "postgres"
        ? await dumpPostgres(connection, options.databaseUrl ?? "", path.join(staging, databasePart))
        : await dumpPglite(connection, path.join(staging, databasePart));
    const parts: string[] = [databasePart];
    const secret = path.resolve(dataDir, "session-secret");
    if (!process.env.SESSION_SECRET && existsSync(secret)) {
      await copyFile(secret, path.join(staging, PART_FILES.sessionSecret));
      parts.push(PART_FILES.sessionSecret);
    }
    const files: BackupManifest["files"] = {};
    for (const part of parts) files[part] = await fileSha256(path.join(staging, part));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      database: connection.kind,
      ...summary,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`, { mode: 0o600 });
    await writeArchive(staging, parts, target);
    return { file: target, size: (await stat(target)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Deletes all but the newest `keep` backups named by backupFileName in `folder`; returns the deleted names. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  // The stamp, then the number a second backup in the same second got (-2, -3, …).
  const order = (name: string) => {
    const [, stamp, extra] = /^rengas-kaarto-(\d{8}-\d{6})(?:-(\d+))?\.tar$/.exec(name)!;
    return `${stamp}-${(extra ?? "1").padStart(6, "0")}`;
  };
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => BACKUP_NAME.test(name));
  const newestFirst = names.sort((a, b) => order(b).localeCompare(order(a)));
  const doomed = newestFirst.slice(Math.max(keep, 1));
  for (const name of doomed) await rm(path.join(folder, name), { force: true });
  return doomed;
}

/** Rows and images of a manifest, for a one-line report. */
export function describeManifest(manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  return `${Object.keys(manifest.tables).length} taulua, ${rows} riviä, ${manifest.images.length} kuvaa, ${manifest.migrations.count} migraatiota`;
}

/**
 * The nightly maintenance task: with BACKUP_KEEP=N (N > 0) a backup of this process's own open database
 * goes to DATA_DIR/backups and all but the newest N there are deleted. For PGlite this runs in the web
 * process, the only one that may open the database; for Postgres in whichever process runs the jobs.
 */
export async function runNightlyBackup(now = new Date()): Promise<BackupResult | null> {
  const env = getEnv();
  if (env.BACKUP_KEEP === 0) return null;
  const folder = backupsDir(env.DATA_DIR);
  const result = await createBackup({
    connection: currentConnection(),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    target: path.join(folder, backupFileName(now)),
    now,
  });
  const removed = await pruneBackups(folder, env.BACKUP_KEEP);
  console.log(`Öinen varmuuskopio: ${result.file} (${describeManifest(result.manifest)}); poistettu ${removed.length} vanhaa.`);
  return result;
}
