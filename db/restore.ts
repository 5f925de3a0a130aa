/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` back into an EMPTY database (the one
 * DATABASE_URL names, else a new PGlite database in DATA_DIR/pglite) and checks it against the backup's
 * manifest: the same number of rows in every table and the same bytes in every image. Refuses a database
 * that holds data and a damaged file, with a Finnish message and exit code 1 (app/services/backup-restore.server.ts).
 */
import { loadEnvFile } from "../app/services/env-file.server";
import { BackupError } from "../app/services/backup-archive.server";
import { restoreBackup } from "../app/services/backup-restore.server";

loadEnvFile();
const file = process.argv.slice(2).find((arg) => !arg.startsWith("--"));

async function main(): Promise<number> {
  if (!file) {
    console.error("Anna varmuuskopiotiedosto: npm run restore -- TIEDOSTO");
    return 1;
  }
  const result = await restoreBackup({ file, dataDir: process.env.DATA_DIR || "./data", databaseUrl: process.env.DATABASE_URL || undefined });
  for (const line of result.lines) (result.ok ? console.log : console.error)(line);
  return result.ok ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Palautus epäonnistui: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(code);
