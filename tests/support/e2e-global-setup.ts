import { SEEDED_PGLITE_TEMPLATE_ENV, makePgliteTemplate, makeServerTemplate } from "./database-templates";
import { SEEDED_POSTGRES_TEMPLATE_ENV } from "./e2e-server";
import { ensureBuild } from "./ensure-build";

/**
 * Browser tests drive the built server: build once, and seed one database for every worker's server to
 * copy (a PGlite directory; with DATABASE_URL also a database on that server). Playwright hands the
 * environment set here to its workers.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await ensureBuild(["test"]);
  const pglite = makePgliteTemplate(true);
  process.env[SEEDED_PGLITE_TEMPLATE_ENV] = pglite.template.dir;
  const removals = [pglite.remove];
  if (process.env.DATABASE_URL) {
    const server = await makeServerTemplate(process.env.DATABASE_URL, true);
    removals.push(server.remove);
    process.env[SEEDED_POSTGRES_TEMPLATE_ENV] = JSON.stringify(server.template);
  }
  return async () => {
    for (const remove of removals) await remove();
  };
}
