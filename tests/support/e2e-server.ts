/**
 * The test build's server a Playwright worker or a no-JS test file drives: its own port and its own fresh database (a new
 * PGlite directory, or, when DATABASE_URL is set, a new database on that server seeded like the embedded
 * one), so workers run side by side without seeing each other's changes.
 */
import { type AppServer, TEST_ADMIN, freePort, startAppServer } from "./app-server";
import { type DatabaseTemplate, createDatabaseFrom } from "./database-templates";

export const E2E_ADMIN = TEST_ADMIN;

/** Set by tests/support/e2e-global-setup.ts when DATABASE_URL is set: the seeded database on that server. */
export const SEEDED_POSTGRES_TEMPLATE_ENV = "RENGAS_TEST_SEEDED_POSTGRES";

/** A fresh copy of the run's seeded database on the server of DATABASE_URL (the server seeds only PGlite by itself). */
async function freshServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = JSON.parse(process.env[SEEDED_POSTGRES_TEMPLATE_ENV] ?? "null") as DatabaseTemplate | null;
  if (template?.kind !== "postgres") throw new Error("no seeded Postgres template: tests/support/e2e-global-setup.ts makes it");
  return createDatabaseFrom(template, "rengas_e2e");
}

/** The finance partner's form in the browser tests (unset, the site links to /rahoitus instead). */
export const E2E_FINANCE_APPLICATION_URL = "https://rahoitus.example.fi/hakemus?kauppias=rengaskaarto";

/**
 * The test build's server as the browser and no-JS suites drive it. `extraEnv`: the caller's own settings
 * on top of the defaults (e.g. CRAWLER_ALLOWED_HOSTS for its fake sites). `database`: "auto" is a copy of
 * the run's seeded database on DATABASE_URL's server when that is set, "embedded" always PGlite.
 */
export async function startE2eServer(extraEnv: Record<string, string> = {}, database: "auto" | "embedded" = "auto"): Promise<AppServer> {
  const port = await freePort();
  const serverDatabase = database === "auto" && process.env.DATABASE_URL ? await freshServerDatabase() : null;
  const app = await startAppServer(port, {
    DATABASE_URL: serverDatabase?.url ?? "",
    SESSION_SECRET: "e2e-session-secret-that-is-long-enough-1234",
    PUBLIC_URL: `http://localhost:${port}`,
    GA_MEASUREMENT_ID: "G-TEST123", // analytics tags render after consent; the tests block Google's hosts
    FINANCE_APPLICATION_URL: E2E_FINANCE_APPLICATION_URL,
    ...extraEnv,
  }, "test");
  return {
    ...app,
    stop: async () => {
      await app.stop();
      await serverDatabase?.drop();
    },
  };
}
