/**
 * `npm run restore -- FILE` (db/restore.ts): a backup (backup.server.ts) back into an EMPTY database, then
 * checked against its manifest: the same rows in every table and the same bytes in every image.
 *
 * - PGlite: a new data directory from the dump (PGlite's `loadDataDir`) is made beside DATA_DIR/pglite,
 *   checked, and only then renamed into place; DATA_DIR/pglite must not hold a database.
 * - Postgres: `pg_restore --single-transaction` into DATABASE_URL, which must hold no rows (a database
 *   made with createdb, or one only migrated: its empty tables are replaced with `--clean`).
 * Nothing is ever restored over existing data, and there is no option to do so.
 */
import { existsSync, openAsBlob } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";
import { BackupError, type DatabaseSummary, type OpenedArchive, PART_FILES, openArchive } from "./backup-archive.server";
import { knownMigrations, libpqTarget, pgliteDir, runPgTool, summarizeDatabase } from "./backup.server";

/** Rows the migrations themselves write: a database holding only these is empty. */
const MIGRATION_ROWS = new Set(["public.catalogue_version", "public.hotel_settings", "drizzle.__drizzle_migrations"]);

export type RestoreResult = { ok: boolean; lines: string[] };

const rowsWord = (n: number) => (n === 1 ? "1 rivi" : `${n} riviä`);

/** What differs between the manifest and the restored database, in Finnish; empty when nothing does. */
export function compareSummaries(expected: DatabaseSummary, actual: DatabaseSummary): string[] {
  const problems: string[] = [];
  for (const table of [...new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])].sort()) {
    const want = expected.tables[table];
    const got = actual.tables[table];
    if (want === undefined) problems.push(`Taulu ${table} on palautetussa tietokannassa, mutta ei varmuuskopiossa.`);
    else if (got === undefined) problems.push(`Taulu ${table} puuttuu palautetusta tietokannasta.`);
    else if (want !== got) problems.push(`Taulu ${table}: varmuuskopiossa ${rowsWord(want)}, palautetussa ${rowsWord(got)}.`);
  }
  const restored = new Map(actual.images.map((image) => [image.id, image.sha256]));
  let differing = 0;
  for (const image of expected.images) {
    const sha = restored.get(image.id);
    if (sha === image.sha256) continue;
    differing += 1;
    if (differing <= 10) problems.push(sha === undefined ? `Kuva ${image.id} puuttuu.` : `Kuvan ${image.id} tavut eroavat varmuuskopiosta (SHA-256).`);
  }
  if (differing > 10) problems.push(`… ja ${differing - 10} muuta kuvaa.`);
  const expectedIds = new Set(expected.images.map((image) => image.id));
  const extra = actual.images.filter((image) => !expectedIds.has(image.id)).length;
  if (extra > 0) problems.push(`Palautetussa tietokannassa on ${extra} kuvaa, joita varmuuskopiossa ei ole.`);
  if (expected.migrations.count !== actual.migrations.count) {
    problems.push(`Migraatioita varmuuskopiossa ${expected.migrations.count}, palautetussa ${actual.migrations.count}.`);
  }
  return problems;
}

function checkMigrations(manifest: DatabaseSummary): void {
  const known = knownMigrations();
  const { count, last } = manifest.migrations;
  if (count > known.length || (count > 0 && known[count - 1] !== last)) {
    throw new BackupError(
      `Varmuuskopion tietokanta on ohjelman toisesta tai uudemmasta versiosta (viimeisin migraatio ${last ?? "–"}, ${count} kpl; tämä versio tuntee ${known.length}, viimeisin ${known.at(-1)}). Päivitä ohjelma samaan versioon ennen palautusta.`,
    );
  }
}

async function restorePglite(archive: OpenedArchive, dataDir: string): Promise<{ summary: DatabaseSummary; keep: () => Promise<void>; discard: () => Promise<void> }> {
  const target = pgliteDir(dataDir);
  if (existsSync(target) && (await readdir(target)).length > 0) {
    throw new BackupError(
      `Hakemistossa ${target} on jo tietokanta${existsSync(path.join(target, "postmaster.pid")) ? " (ja se on ehkä palvelimen käytössä)" : ""}. Palautus tehdään vain tyhjään paikkaan: pysäytä palvelin ja siirrä vanha hakemisto talteen, tai aseta DATA_DIR uuteen hakemistoon.`,
    );
  }
  await mkdir(path.resolve(dataDir), { recursive: true });
  const staging = await mkdtemp(path.join(path.resolve(dataDir), ".pglite-restore-"));
  const discard = () => rm(staging, { recursive: true, force: true });
  let pg: PGlite | undefined;
  try {
    pg = new PGlite(staging, { extensions: { pg_trgm }, loadDataDir: await openAsBlob(archive.part(PART_FILES.pglite)) });
    await pg.waitReady;
    const opened = pg;
    const summary = await summarizeDatabase(async (text) => (await opened.query<Record<string, unknown>>(text)).rows);
    await pg.close();
    pg = undefined;
    const keep = async () => {
      await rm(target, { recursive: true, force: true }); // an empty directory at most (checked above)
      await rename(staging, target);
    };
    return { summary, keep, discard };
  } catch (error) {
    await pg?.close().catch(() => {});
    await discard();
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Upotetun tietokannan vedosta ei voitu avata: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function restorePostgres(archive: OpenedArchive, databaseUrl: string): Promise<DatabaseSummary> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const query = (text: string) => sql.unsafe(text) as Promise<Record<string, unknown>[]>;
  try {
    const before = await summarizeDatabase(query);
    const filled = Object.entries(before.tables).filter(([table, n]) => n > 0 && !MIGRATION_ROWS.has(table));
    if (filled.length > 0) {
      const shown = filled.slice(0, 5).map(([table, n]) => `${table}: ${rowsWord(n)}`);
      throw new BackupError(
        [
          `Kohdetietokanta ei ole tyhjä (${shown.join(", ")}${filled.length > 5 ? ` ja ${filled.length - 5} muuta taulua` : ""}).`,
          "Palautus tehdään vain tyhjään tietokantaan, jottei mitään kirjoiteta olemassa olevien tietojen päälle.",
          "Luo uusi tietokanta (esim. createdb rengas_palautettu), aseta DATABASE_URL osoittamaan siihen ja aja komento uudelleen.",
        ].join("\n"),
      );
    }
    // A migrated but empty database: its tables are dropped and made again from the dump.
    const clean = Object.keys(before.tables).length > 0;
    const hasTrgm = (await query("select 1 from pg_extension where extname = 'pg_trgm'")).length > 0;
    const dump = archive.part(PART_FILES.postgres);
    // The extension's comment needs its owner, and an existing pg_trgm needs neither dropping nor creating.
    const list = (await runPgTool("pg_restore", ["--list", dump], {}))
      .split("\n")
      .filter((line) => !/ COMMENT - EXTENSION /.test(line) && !(hasTrgm && / EXTENSION - pg_trgm\b/.test(line)));
    const listFile = path.join(archive.dir, "restore.list");
    await writeFile(listFile, list.join("\n"));
    const target = libpqTarget(databaseUrl);
    await runPgTool(
      "pg_restore",
      [
        `--dbname=${target.dbname}`,
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        ...(clean ? ["--clean", "--if-exists"] : []),
        `--use-list=${listFile}`,
        dump,
      ],
      target.env,
    );
    return await summarizeDatabase(query);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Puts the backup's generated session secret back, unless SESSION_SECRET comes from the environment. */
async function restoreSessionSecret(archive: OpenedArchive, dataDir: string): Promise<string> {
  const fromEnvironment = Boolean(process.env.SESSION_SECRET);
  if (!archive.manifest.files[PART_FILES.sessionSecret]) {
    return fromEnvironment
      ? "Istuntoavain tulee ympäristöstä (SESSION_SECRET): käytä samaa arvoa kuin varmuuskopioitu palvelin, niin kirjautumiset säilyvät."
      : "Varmuuskopiossa ei ole istuntoavainta (alkuperäinen palvelin sai sen SESSION_SECRET-muuttujasta tai ei ollut vielä luonut sitä): ylläpitäjät kirjautuvat uudelleen, ellei samaa SESSION_SECRET-arvoa aseteta.";
  }
  if (fromEnvironment) return "SESSION_SECRET on asetettu ympäristöön: varmuuskopion istuntoavainta ei otettu käyttöön (ylläpitäjät kirjautuvat uudelleen, jos arvo on eri).";
  const target = path.resolve(dataDir, "session-secret");
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, await readFile(archive.part(PART_FILES.sessionSecret)), { mode: 0o600 });
  return `Istuntoavain palautettu (${target}): kirjautumiset ja kesken olevat kaksivaiheisen tunnistautumisen käyttöönotot jatkuvat. Käynnistä palvelin uudelleen, jos se on käynnissä.`;
}

/** Restores `file` into the configured database (DATABASE_URL, else PGlite in DATA_DIR) and checks it. */
export async function restoreBackup(options: { file: string; dataDir: string; databaseUrl?: string }): Promise<RestoreResult> {
  const archive = await openArchive(options.file);
  try {
    const { manifest } = archive;
    const targetKind = options.databaseUrl ? "postgres" : "pglite";
    if (manifest.database !== targetKind) {
      throw new BackupError(
        manifest.database === "pglite"
          ? "Varmuuskopio on upotetusta tietokannasta (PGlite), mutta DATABASE_URL on asetettu: palauta se ilman DATABASE_URL:ia (DATA_DIR-hakemistoon)."
          : "Varmuuskopio on Postgres-tietokannasta: aseta DATABASE_URL osoittamaan tyhjään tietokantaan.",
      );
    }
    checkMigrations(manifest);
    let restored: DatabaseSummary;
    let problems: string[];
    if (options.databaseUrl) {
      restored = await restorePostgres(archive, options.databaseUrl);
      problems = compareSummaries(manifest, restored);
    } else {
      const made = await restorePglite(archive, options.dataDir);
      restored = made.summary;
      problems = compareSummaries(manifest, restored);
      if (problems.length === 0) await made.keep();
      else await made.discard();
    }
    if (problems.length > 0) {
      const where = options.databaseUrl ? "Palautettu tietokanta on tallessa tarkastelua varten; poista se ennen uutta yritystä." : "Palautettua tietokantaa ei otettu käyttöön.";
      return { ok: false, lines: ["Tarkistus epäonnistui: palautettu tietokanta ei vastaa varmuuskopiota.", ...problems, where] };
    }
    const rows = Object.values(restored.tables).reduce((sum, n) => sum + n, 0);
    const lines = [
      `Palautettu varmuuskopio ${manifest.createdAt} (${manifest.database === "pglite" ? "upotettu PGlite" : "Postgres"}).`,
      `Tarkistus onnistui: ${Object.keys(restored.tables).length} taulua ja ${rows} riviä täsmäävät, ${restored.images.length} kuvaa tavu tavulta samat (SHA-256).`,
      await restoreSessionSecret(archive, options.dataDir),
    ];
    return { ok: true, lines };
  } finally {
    await archive.remove();
  }
}
