import type { TestProject } from "vitest/node";
import { type AppServer, startAppServer } from "./app-server";
import { SEEDED_PGLITE_TEMPLATE_ENV, sharedSeededPgliteTemplate } from "./database-templates";
import { ensureBuild } from "./ensure-build";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server the HTTP files share (those that need another configuration start their own). */
    sharedServer: { url: string; port: number };
    /** The seeded PGlite directory every server of the suite starts from (tests/support/http-setup.ts). */
    seededPgliteTemplate: string;
  }
}

let shared: AppServer | undefined;

/**
 * The HTTP suite tests the built server: build it once, seed one embedded database for all its servers
 * to copy, start the shared server, stop it at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuild();
  const seeded = sharedSeededPgliteTemplate();
  process.env[SEEDED_PGLITE_TEMPLATE_ENV] = seeded.template.dir;
  project.provide("seededPgliteTemplate", seeded.template.dir);
  shared = await startAppServer();
  project.provide("sharedServer", { url: shared.url, port: shared.port });
  return async () => {
    await shared?.stop();
    await seeded.remove();
  };
}
