/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { loadEnvFile } from "../app/services/env-file.server";
import { closeDb, databaseKind, migrate } from "./client";

loadEnvFile();
await migrate();
console.log(`Migraatiot ajettu (${databaseKind()}).`);
await closeDb();
