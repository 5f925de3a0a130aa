/**
 * `npm run admin:reset -- USERNAME [--force]`: the operator's way back in when every password is lost.
 * Prints a one-time link (valid an hour) with which the account's password is chosen; a disabled
 * account is enabled again. Unknown username: a Finnish error and exit code 1.
 *
 * With the embedded database (no DATABASE_URL) the server must not be running: two processes on one
 * PGlite directory corrupt it. PGlite keeps a postmaster.pid file in its directory while it is open, so
 * the command refuses while that file exists; after a crash (the file left behind) `--force` runs anyway.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { loadEnvFile } from "../app/services/env-file.server";
import { operatorResetLink } from "../app/features/admins/operator.server";
import { formatDateTime } from "../app/lib/format";
import { closeDb, migrate } from "./client";

loadEnvFile();
const args = process.argv.slice(2);
const force = args.includes("--force");
const username = args.find((arg) => !arg.startsWith("--")) ?? "";

async function main(): Promise<number> {
  if (!username) {
    console.error("Anna käyttäjätunnus: npm run admin:reset -- KÄYTTÄJÄTUNNUS");
    return 1;
  }
  if (!process.env.DATABASE_URL) {
    const dir = path.resolve(process.env.DATA_DIR || "./data", "pglite");
    if (existsSync(path.join(dir, "postmaster.pid")) && !force) {
      console.error(
        [
          `Upotettu tietokanta (${dir}) on toisen prosessin käytössä: palvelin tai työprosessi on luultavasti käynnissä.`,
          "Kaksi prosessia samassa PGlite-hakemistossa rikkoo tietokannan. Pysäytä palvelin ja aja komento uudelleen.",
          "Jos palvelin ei ole käynnissä (se pysähtyi hallitsemattomasti ja jätti postmaster.pid-tiedoston), aja: npm run admin:reset -- KÄYTTÄJÄTUNNUS --force",
        ].join("\n"),
      );
      return 1;
    }
  }
  await migrate();
  const result = await operatorResetLink(username);
  if (!result.ok) {
    console.error(result.message);
    return 1;
  }
  if (result.reenabled) console.log(`Ylläpitäjä "${result.username}" oli poistettu käytöstä: tili otettiin uudelleen käyttöön.`);
  console.log(`Kertakäyttöinen linkki ylläpitäjän "${result.username}" salasanan asettamiseen (voimassa ${formatDateTime(result.expiresAt)} asti):`);
  console.log(result.link);
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error("Salasanalinkin luonti epäonnistui:", error);
} finally {
  await closeDb();
}
process.exit(code);
