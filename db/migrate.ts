/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { closeDb, databaseKind, migrate } from "./client";

await migrate();
console.log(`Migraatiot ajettu (${databaseKind()}).`);
await closeDb();
