import { defineConfig } from "drizzle-kit";

// Generation only needs the schema; migrations are applied by the app (db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
