/**
 * The backup file: one uncompressed tar (written and read with the `tar` package) holding
 *   manifest.json       what is inside and what the restored database must contain (BackupManifest)
 *   database.pgdump     Postgres: `pg_dump --format=custom` (compressed by pg_dump)
 *   database.tar.gz     PGlite: `dumpDataDir("gzip")`, its data directory as a gzipped tarball
 *   session-secret      the generated DATA_DIR/session-secret, when the site uses one
 * One file, so an operator copies one thing off the machine; the parts are compressed already, so the
 * outer tar is not. The manifest names every part with its size and SHA-256: a truncated or altered file
 * is refused before anything is restored.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { create, extract } from "tar";
import { z } from "zod";

export const BACKUP_FORMAT = "rengas-kaarto-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";
export const PART_FILES = { postgres: "database.pgdump", pglite: "database.tar.gz", sessionSecret: "session-secret" } as const;
const KNOWN_FILES = new Set<string>([MANIFEST_FILE, ...Object.values(PART_FILES)]);
/** A manifest lists a count per table and a hash per image: far below this even for a large shop. */
const MANIFEST_MAX_BYTES = 32 * 1024 * 1024;

/** A backup problem the operator can act on; its message is Finnish and printed as it is. */
export class BackupError extends Error {
  override name = "BackupError";
}

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.enum(["postgres", "pglite"]),
  /** Applied migrations (drizzle's journal table), and the tag of the last one in db/migrations/meta/_journal.json. */
  migrations: z.object({ count: z.number().int().min(0), last: z.string().nullable() }),
  /** Rows per table, keyed `schema.table`. */
  tables: z.record(z.string(), z.number().int().min(0)),
  images: z.array(z.object({ id: z.number().int(), sha256: sha256Hex })),
  files: z.record(z.string(), z.object({ size: z.number().int().min(0), sha256: sha256Hex })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
/** What a database holds, as the manifest records it and the restore check recomputes it. */
export type DatabaseSummary = Pick<BackupManifest, "migrations" | "tables" | "images">;

export async function fileSha256(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return { size: (await stat(file)).size, sha256: hash.digest("hex") };
}

/** Packs the staged parts (manifest first) into `target`, through a `.partial` file renamed at the end. */
export async function writeArchive(stagingDir: string, names: string[], target: string): Promise<void> {
  const partial = `${target}.partial`;
  try {
    await create({ file: partial, cwd: stagingDir, portable: true, mode: 0o600 }, [MANIFEST_FILE, ...names]);
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}

export type OpenedArchive = { dir: string; manifest: BackupManifest; part: (name: string) => string; remove: () => Promise<void> };

const damaged = (file: string, why: string) =>
  new BackupError(`Varmuuskopiotiedosto ${file} on vioittunut tai katkennut (${why}). Mitään ei palautettu.`);

/**
 * Unpacks a backup into a temporary directory and checks it whole: the manifest parses and every part
 * it names is there with its size and SHA-256. Anything else is a BackupError, never a half-read file.
 */
export async function openArchive(file: string): Promise<OpenedArchive> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new BackupError(`Varmuuskopiotiedostoa ${file} ei löydy.`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "rengas-restore-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const problems: string[] = [];
    await extract({
      file,
      cwd: dir,
      strict: true,
      // Only the parts this format has, as plain files: nothing else of an archive is written to disk.
      filter: (name, entry) => KNOWN_FILES.has(name) && (!("type" in entry) || entry.type === "File"),
      onwarn: (_code, message) => problems.push(String(message)),
    }).catch((error: unknown) => {
      throw damaged(file, error instanceof Error ? error.message : String(error));
    });
    if (problems.length > 0) throw damaged(file, problems[0]);
    const manifestPath = path.join(dir, MANIFEST_FILE);
    const manifestInfo = await stat(manifestPath).catch(() => null);
    if (!manifestInfo) throw new BackupError(`${file} ei ole Rengas-Kaarton varmuuskopio (manifest.json puuttuu). Mitään ei palautettu.`);
    if (manifestInfo.size > MANIFEST_MAX_BYTES) throw damaged(file, "manifest.json on liian suuri");
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(manifestPath, "utf8"));
    } catch {
      throw damaged(file, "manifest.json ei ole JSONia");
    }
    const result = manifestSchema.safeParse(parsed);
    if (!result.success) {
      const version = (parsed as { version?: unknown } | null)?.version;
      if ((parsed as { format?: unknown } | null)?.format === BACKUP_FORMAT && version !== BACKUP_FORMAT_VERSION) {
        throw new BackupError(`Varmuuskopion muotoa ${String(version)} tämä ohjelman versio ei tunne (tuettu: ${BACKUP_FORMAT_VERSION}).`);
      }
      throw damaged(file, "manifest.json ei vastaa muotoa");
    }
    const manifest = result.data;
    for (const [name, expected] of Object.entries(manifest.files)) {
      if (!KNOWN_FILES.has(name) || name === MANIFEST_FILE) throw damaged(file, `tuntematon osa ${name}`);
      const actual = await fileSha256(path.join(dir, name)).catch(() => null);
      if (!actual) throw damaged(file, `osa ${name} puuttuu`);
      if (actual.size !== expected.size || actual.sha256 !== expected.sha256) throw damaged(file, `osan ${name} tarkistussumma ei täsmää`);
    }
    if (!manifest.files[PART_FILES[manifest.database]]) throw damaged(file, "tietokannan vedos puuttuu");
    return { dir, manifest, part: (name) => path.join(dir, name), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
