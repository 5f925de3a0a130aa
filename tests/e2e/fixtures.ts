/**
 * `test` for every browser test: each Playwright worker starts its own production server on its own
 * database (tests/support/e2e-server.ts), and `baseURL` points at it. Workers never share data, so they
 * run in parallel and a test may change what it needs. Each worker also has its own fake competitor
 * site, started first so the server's crawler may fetch it (CRAWLER_ALLOWED_HOSTS).
 */
import { expect, test as base } from "@playwright/test";
import type { AppServer } from "../support/app-server";
import { startE2eServer } from "../support/e2e-server";
import { type FakeCompetitor, startFakeCompetitor } from "../support/fake-competitor";

export const test = base.extend<object, { app: AppServer; competitorSite: FakeCompetitor }>({
  competitorSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const site = await startFakeCompetitor();
      await provide(site);
      await site.close();
    },
    { scope: "worker" },
  ],
  app: [
    async ({ competitorSite }, provide) => {
      const app = await startE2eServer({ CRAWLER_ALLOWED_HOSTS: competitorSite.host });
      await provide(app);
      await app.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ app }, provide) => {
    await provide(app.url);
  },
});

export { expect };
