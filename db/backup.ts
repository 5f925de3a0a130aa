/**
 * `npm run backup [-- PATH]`: one backup file of the configured database (app/services/backup.server.ts),
 * by default DATA_DIR/backups/rengas-kaarto-YYYYMMDD-HHMMSS.tar (UTC); PATH may name a file or a folder.
 *
 * With the embedded database (no DATABASE_URL) the server must not be running: two processes on one
 * PGlite directory corrupt it, so the command refuses while DATA_DIR/pglite/postmaster.pid exists (PGlite
 * holds it while open). A running server backs itself up at night instead (BACKUP_KEEP). After a crash
 * that left the file behind, `--force` runs anyway. With Postgres it runs beside the server.
 */
import path from "node:path";
import { loadEnvFile } from "../app/services/env-file.server";
import { BackupError, backupTarget, createBackup, describeManifest, pgliteDir, pgliteExists, pgliteInUse } from "../app/services/backup.server";
import { closeDb, currentConnection } from "./client";

loadEnvFile();
const args = process.argv.slice(2);
const force = args.includes("--force");
const given = args.find((arg) => !arg.startsWith("--"));

async function main(): Promise<number> {
  const dataDir = process.env.DATA_DIR || "./data";
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) {
    const dir = pgliteDir(dataDir);
    if (pgliteInUse(dataDir) && !force) {
      console.error(
        [
          `Upotettu tietokanta (${dir}) on toisen prosessin käytössä: palvelin on luultavasti käynnissä.`,
          "Kaksi prosessia samassa PGlite-hakemistossa rikkoo tietokannan. Pysäytä palvelin ja aja komento uudelleen,",
          "tai anna käynnissä olevan palvelimen ottaa varmuuskopio itse joka yö (BACKUP_KEEP, ks. docs/operations.md).",
          "Jos palvelin ei ole käynnissä (se pysähtyi hallitsemattomasti ja jätti postmaster.pid-tiedoston), aja: npm run backup -- --force",
        ].join("\n"),
      );
      return 1;
    }
    if (!pgliteExists(dataDir)) {
      console.error(`Hakemistossa ${dir} ei ole tietokantaa: ei varmuuskopioitavaa. Tarkista DATA_DIR.`);
      return 1;
    }
  }
  const target = await backupTarget(dataDir, given, new Date());
  const result = await createBackup({ connection: currentConnection(), dataDir, databaseUrl, target });
  const megabytes = (result.size / (1024 * 1024)).toFixed(1).replace(".", ",");
  const shown = path.relative(process.cwd(), result.file);
  console.log(`Varmuuskopio kirjoitettu: ${shown.startsWith("..") || path.isAbsolute(shown) ? result.file : shown} (${megabytes} Mt; ${describeManifest(result.manifest)}).`);
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Varmuuskopiointi epäonnistui: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await closeDb().catch(() => {});
}
process.exit(code);
