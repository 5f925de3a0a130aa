/**
 * Backups a shop can restore (issue 30): backup → wipe → restore on PGlite and on Postgres gives the same
 * rows in every table (compared as JSON, bytea as SHA-256), the same sequence positions and the same image
 * bytes; a database that holds data and a damaged file are refused in Finnish, without a stack trace. The
 * commands run once each as real processes (db/backup.ts, db/restore.ts).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import sharp from "sharp";
import { create, extract } from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { closeConnection, closeDb, connect, currentConnection, db, migrateConnection, queryRows } from "#db/client";
import { seedDatabase } from "#db/seed";
import { processMaintenance } from "#jobs/processors/maintenance";
import { saveImage } from "~/features/images/model.server";
import { createAdmin } from "~/services/admins.server";
import { writeAudit } from "~/services/audit.server";
import { type BackupManifest, BackupError } from "~/services/backup-archive.server";
import { restoreBackup } from "~/services/backup-restore.server";
import { type Query, backupFileName, createBackup, runNightlyBackup } from "~/services/backup.server";
import { reloadEnv } from "~/services/env.server";
import { processUpload } from "~/services/images.server";
import { databaseUrl } from "../support/database-templates";

const appQuery: Query = (text) => queryRows<Record<string, unknown>>(sql.raw(text));

type Snapshot = { tables: Record<string, string[]>; sequences: Record<string, string>; images: [number, Buffer][] };

/** Every row of every table as JSON (bytea as its SHA-256), the sequences' positions and the images' bytes. */
async function snapshot(query: Query): Promise<Snapshot> {
  const columns = await query(
    `select c.table_schema as schema, c.table_name as name, c.column_name as column, c.data_type as type
     from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
     where t.table_type = 'BASE TABLE' and c.table_schema in ('public', 'drizzle')
     order by c.table_schema, c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of columns) {
    const key = `"${String(row.schema)}"."${String(row.name)}"`;
    const column = `"${String(row.column)}"`;
    byTable.set(key, [...(byTable.get(key) ?? []), row.type === "bytea" ? `encode(sha256(${column}), 'hex') as ${column}` : column]);
  }
  const tables: Snapshot["tables"] = {};
  for (const [table, list] of byTable) {
    const rows = await query(`select row_to_json(x)::text as j from (select ${list.join(", ")} from ${table}) x order by 1`);
    tables[table] = rows.map((row) => String(row.j));
  }
  const sequences: Snapshot["sequences"] = {};
  for (const row of await query("select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences order by 1")) {
    sequences[String(row.name)] = String(row.value);
  }
  const images = (byTable.has('"public"."images"') ? await query("select id, bytes from images order by id") : []).map((row): [number, Buffer] => [Number(row.id), Buffer.from(row.bytes as Uint8Array)]);
  return { tables, sequences, images };
}

/** The demo shop, plus what an admin adds by hand: an account, an audit entry and an uploaded picture. */
async function fillShop(): Promise<void> {
  expect(await seedDatabase(db)).toEqual({ seeded: true });
  const admin = await createAdmin("varmuuskopioija", "pitka-salasana-varmuus-1", { email: "varmuus@example.com" });
  await writeAudit({ adminId: admin.id, username: admin.username, action: "create", summary: "Lisäsi kuvan varmuus.png", target: "images", changes: { "images #x": { alt: [null, "ääkköset ja \"lainausmerkit\""] } } });
  const bytes = await sharp({ create: { width: 37, height: 23, channels: 3, background: { r: 200, g: 30, b: 90 } } }).png().toBuffer();
  const upload = await processUpload(new File([bytes as BlobPart], "varmuus.png", { type: "image/png" }));
  if (!upload.ok) throw new Error(upload.error);
  await saveImage({ ...upload.image, alt: "Oma kuva", category: "product" });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function scratchDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "rengas-backup-test-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

type Run = { code: number | null; stdout: string; stderr: string };

/** One of the commands as a real process, with only the environment given (no .env, no SESSION_SECRET). */
function runCommand(script: "db/backup.ts" | "db/restore.ts", args: string[], env: Record<string, string>): Promise<Run> {
  const base: NodeJS.ProcessEnv = { ...process.env, ENV_FILE: "", DATABASE_URL: "", NODE_ENV: "test", ...env };
  delete base.SESSION_SECRET;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { env: base, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A copy of `file` cut in half: a backup whose copy off the machine was interrupted. */
function truncatedCopy(file: string): string {
  const bytes = readFileSync(file);
  const cut = path.join(scratchDir(), "katkennut.tar");
  writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
  return cut;
}

/** A copy with one byte changed deep inside the database dump: the tar still reads, the checksum does not match. */
function alteredCopy(file: string): string {
  const bytes = Buffer.from(readFileSync(file));
  const at = Math.floor(bytes.length * 0.6);
  bytes[at] = bytes[at] ^ 0xff;
  const altered = path.join(scratchDir(), "muutettu.tar");
  writeFileSync(altered, bytes);
  return altered;
}

/** A copy of a backup with its manifest rewritten (its parts untouched, so the file itself checks out). */
async function withManifest(file: string, change: (manifest: BackupManifest) => BackupManifest): Promise<string> {
  const dir = scratchDir();
  await extract({ file, cwd: dir });
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as BackupManifest;
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(change(manifest)));
  const out = path.join(scratchDir(), "muokattu.tar");
  await create({ file: out, cwd: dir }, ["manifest.json", ...Object.keys(manifest.files)]);
  return out;
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at\s/);

describe.skipIf(Boolean(process.env.DATABASE_URL))("backup and restore on the embedded database (PGlite)", () => {
  it("backup → wipe → restore gives the same rows in every table and the same images byte for byte", async () => {
    const dataDir = process.env.DATA_DIR!;
    await fillShop();
    const original = await snapshot(appQuery);
    expect(original.images.length).toBeGreaterThan(100);
    expect(Object.keys(original.tables).length).toBeGreaterThan(25);
    const secret = randomBytes(32).toString("hex");
    writeFileSync(path.join(dataDir, "session-secret"), secret);
    delete process.env.SESSION_SECRET;

    // The nightly task, through the process's own open PGlite: three nights with BACKUP_KEEP=2 keep two.
    process.env.BACKUP_KEEP = "2";
    reloadEnv();
    await runNightlyBackup(new Date("2026-01-01T01:30:00Z"));
    const second = await runNightlyBackup(new Date("2026-01-02T01:30:00Z"));
    await processMaintenance({ task: "backup" }, undefined as never);
    const kept = readdirSync(path.join(dataDir, "backups")).sort();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(backupFileName(new Date("2026-01-02T01:30:00Z")));
    const nightly = second!.file;
    expect(second!.manifest).toMatchObject({ database: "pglite", migrations: { count: expect.any(Number) as number } });

    // The command refuses while this process has the database open, and runs once it is closed.
    const cliFile = path.join(scratchDir(), "kasin.tar");
    const refused = await runCommand("db/backup.ts", [cliFile], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/on toisen prosessin käytössä/);
    expect(existsSync(cliFile)).toBe(false);
    await closeDb();
    const made = await runCommand("db/backup.ts", [cliFile], { DATA_DIR: dataDir });
    expect(made.stderr).toBe("");
    expect(made.stdout).toMatch(/^Varmuuskopio kirjoitettu: .*kasin\.tar \(.* Mt; \d+ taulua, \d+ riviä, \d+ kuvaa, \d+ migraatiota\)\.$/m);
    expect(made.code).toBe(0);

    // Wipe: new, empty data directories. One restored in this process, one by the command.
    const restoredHere = scratchDir();
    const result = await restoreBackup({ file: nightly, dataDir: restoredHere });
    expect(result.lines.join("\n")).toMatch(/Tarkistus onnistui: \d+ taulua ja \d+ riviä täsmäävät, \d+ kuvaa tavu tavulta samat/);
    expect(result.ok).toBe(true);
    expect(readFileSync(path.join(restoredHere, "session-secret"), "utf8")).toBe(secret);
    const restoredByCommand = scratchDir();
    const restored = await runCommand("db/restore.ts", [cliFile], { DATA_DIR: restoredByCommand });
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/Tarkistus onnistui/);
    expect(restored.code).toBe(0);

    for (const dir of [restoredHere, restoredByCommand]) {
      process.env.DATA_DIR = dir;
      const copy = await snapshot(appQuery);
      expect(copy.tables).toEqual(original.tables);
      expect(copy.sequences).toEqual(original.sequences);
      expect(copy.images.map(([id]) => id)).toEqual(original.images.map(([id]) => id));
      for (const [index, [, bytes]] of copy.images.entries()) expect(bytes.equals(original.images[index][1])).toBe(true);
      // The restored identities go on from where they were: a new upload gets a new id.
      const added = await saveImage({ filename: "uusi.png", mime: "image/png", bytes: original.images[0][1], width: 1, height: 1 });
      expect(added.id).toBeGreaterThan(Math.max(...original.images.map(([id]) => id)));
      await closeDb();
    }
    process.env.DATA_DIR = dataDir;

    // A target that holds a database is refused, whoever asks; a damaged file too, and nothing is written.
    await expect(restoreBackup({ file: nightly, dataDir: restoredHere })).rejects.toThrow(/on jo tietokanta/);
    const fresh = scratchDir();
    const cut = await runCommand("db/restore.ts", [truncatedCopy(cliFile)], { DATA_DIR: fresh });
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/^Varmuuskopiotiedosto .* on vioittunut tai katkennut \(.*\)\. Mitään ei palautettu\.\n$/);
    noStackTrace(cut.stderr);
    await expect(restoreBackup({ file: alteredCopy(cliFile), dataDir: fresh })).rejects.toThrow(/tarkistussumma ei täsmää/);
    expect(readdirSync(fresh)).toEqual([]);

    // The check after restoring compares with the manifest: one that promises a row and an image the dump
    // lacks fails it, and the restored directory is not put in place.
    const lying = await withManifest(cliFile, (manifest) => ({
      ...manifest,
      tables: { ...manifest.tables, "public.admins": manifest.tables["public.admins"] + 1 },
      images: [...manifest.images.slice(1), { id: 999_999, sha256: "0".repeat(64) }],
    }));
    const checked = await restoreBackup({ file: lying, dataDir: fresh });
    expect(checked.ok).toBe(false);
    expect(checked.lines).toEqual([
      "Tarkistus epäonnistui: palautettu tietokanta ei vastaa varmuuskopiota.",
      expect.stringMatching(/^Taulu public\.admins: varmuuskopiossa \d+ riviä, palautetussa \d+ rivi(ä)?\.$/),
      "Kuva 999999 puuttuu.",
      "Palautetussa tietokannassa on 1 kuvaa, joita varmuuskopiossa ei ole.",
      "Palautettua tietokantaa ei otettu käyttöön.",
    ]);
    expect(existsSync(path.join(fresh, "pglite"))).toBe(false);
  }, 240_000);
});

describe.skipIf(!process.env.DATABASE_URL)("backup and restore on Postgres", () => {
  /** An empty database on the test server, dropped at the end (the wipe: a database made with createdb). */
  async function scratchDatabase(): Promise<string> {
    const name = `rengas_restore_test_${randomBytes(5).toString("hex")}`;
    const admin = postgres(databaseUrl(process.env.DATABASE_URL!, "postgres"), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = postgres(databaseUrl(process.env.DATABASE_URL!, "postgres"), { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    });
    return databaseUrl(process.env.DATABASE_URL!, name);
  }

  async function snapshotOf(url: string): Promise<Snapshot> {
    const client = postgres(url, { max: 1, onnotice: () => {} });
    try {
      return await snapshot((text) => client.unsafe(text) as Promise<Record<string, unknown>[]>);
    } finally {
      await client.end();
    }
  }

  it("backup → wipe → restore gives the same rows in every table and the same images byte for byte", async () => {
    const dataDir = process.env.DATA_DIR!;
    const sourceUrl = process.env.DATABASE_URL!;
    await fillShop();
    const original = await snapshot(appQuery);
    expect(original.images.length).toBeGreaterThan(100);

    const backup = await createBackup({ connection: currentConnection(), dataDir, databaseUrl: sourceUrl, target: path.join(scratchDir(), "yo.tar") });
    expect(backup.manifest.database).toBe("postgres");
    // The command runs beside the open pool: Postgres has many clients.
    const cliFile = path.join(scratchDir(), "kasin.tar");
    const made = await runCommand("db/backup.ts", [cliFile], { DATA_DIR: dataDir, DATABASE_URL: sourceUrl });
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);

    const restoredHere = await scratchDatabase();
    const result = await restoreBackup({ file: backup.file, dataDir: scratchDir(), databaseUrl: restoredHere });
    expect(result.lines.join("\n")).toMatch(/Tarkistus onnistui/);
    expect(result.ok).toBe(true);
    // The other one migrated, as a server's first start leaves it before making an admin: empty tables are replaced.
    const restoredByCommand = await scratchDatabase();
    const migrated = connect({ databaseUrl: restoredByCommand, dataDir: scratchDir() });
    await migrateConnection(migrated);
    await closeConnection(migrated);
    const restored = await runCommand("db/restore.ts", [cliFile], { DATA_DIR: scratchDir(), DATABASE_URL: restoredByCommand });
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/Tarkistus onnistui/);
    expect(restored.code).toBe(0);

    for (const url of [restoredHere, restoredByCommand]) {
      const copy = await snapshotOf(url);
      expect(copy.tables).toEqual(original.tables);
      expect(copy.sequences).toEqual(original.sequences);
      expect(copy.images.map(([id]) => id)).toEqual(original.images.map(([id]) => id));
      for (const [index, [, bytes]] of copy.images.entries()) expect(bytes.equals(original.images[index][1])).toBe(true);
    }

    // The shop's own database holds data: refused. A damaged file: refused, and the empty target stays empty.
    const refusal = restoreBackup({ file: backup.file, dataDir: scratchDir(), databaseUrl: sourceUrl });
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(/Kohdetietokanta ei ole tyhjä \(.*public\.admins: \d+ ri/);
    const empty = await scratchDatabase();
    const cut = await runCommand("db/restore.ts", [truncatedCopy(cliFile)], { DATA_DIR: scratchDir(), DATABASE_URL: empty });
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/on vioittunut tai katkennut/);
    noStackTrace(cut.stderr);
    await expect(restoreBackup({ file: alteredCopy(cliFile), dataDir: scratchDir(), databaseUrl: empty })).rejects.toThrow(/tarkistussumma ei täsmää/);
    expect((await snapshotOf(empty)).tables).toEqual({});
  }, 240_000);
});
