import type { TestProject } from "vitest/node";
import { type AppServer, startAppServer } from "./app-server";
import { ensureBuild } from "./ensure-build";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server the HTTP files share (those that need another configuration start their own). */
    sharedServer: { url: string; port: number };
  }
}

let shared: AppServer | undefined;

/** The HTTP suite tests the built server: build it once, start the shared server, stop it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  shared = await startAppServer();
  project.provide("sharedServer", { url: shared.url, port: shared.port });
  return async () => {
    await shared?.stop();
  };
}
