import type { TestProject } from "vitest/node";
import type { AppServer } from "./app-server";
import { SEEDED_PGLITE_TEMPLATE_ENV, sharedSeededPgliteTemplate } from "./database-templates";
import { startE2eServer } from "./e2e-server";
import { ensureBuild } from "./ensure-build";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test build's server the no-JS files share (a file that changes shared settings starts its own). */
    nojsServer: { url: string; port: number };
  }
}

let shared: AppServer | undefined;

/**
 * The no-JS suite (tests/nojs) drives the test build as a browser with JavaScript off would
 * (tests/support/nojs-browser.ts): build it, seed one embedded database for its servers to copy, start
 * the shared server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuild(["test"]);
  const seeded = sharedSeededPgliteTemplate();
  process.env[SEEDED_PGLITE_TEMPLATE_ENV] = seeded.template.dir;
  project.provide("seededPgliteTemplate", seeded.template.dir);
  shared = await startE2eServer({}, "embedded");
  project.provide("nojsServer", { url: shared.url, port: shared.port });
  return async () => {
    await shared?.stop();
    await seeded.remove();
  };
}
