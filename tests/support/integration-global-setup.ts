import type { TestProject } from "vitest/node";
import { type DatabaseTemplate, makePgliteTemplate, makeServerTemplate } from "./database-templates";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated, empty database every integration test file copies (tests/support/database-setup.ts). */
    databaseTemplate: DatabaseTemplate;
  }
}

/** Migrates one template database for the project's run: PGlite, or the server of the project's DATABASE_URL. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env?.DATABASE_URL || undefined;
  const { template, remove } = serverUrl ? await makeServerTemplate(serverUrl, false) : makePgliteTemplate(false);
  project.provide("databaseTemplate", template);
  return remove;
}
