/**
 * The house's import rule (eslint/layers.js) as `npm run lint` applies it: a planted wrong import in each
 * layer fails, and the imports the layout allows pass. Runs the project's own ESLint config on text
 * placed at a path in the tree, so a change to the config that lets a layer drift fails here.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((message) => message.ruleId === "house/layers").map((message) => message.message);
}

describe("the layers rule", { timeout: 60_000 }, () => {
  it.each([
    ["a service imports a feature", "app/services/planted.server.ts", 'import { listArticles } from "~/features/blog/model.server";\nvoid listArticles;'],
    ["a service imports a feature by a relative path", "app/services/planted.server.ts", 'import { BLOG_LIMITS } from "../features/blog/rules";\nvoid BLOG_LIMITS;'],
    ["a service imports a component", "app/services/planted.server.ts", 'import { Pager } from "~/components/ui/Pager";\nvoid Pager;'],
    ["lib imports a feature", "app/lib/planted.ts", 'import { BLOG_LIMITS } from "../features/blog/rules";\nvoid BLOG_LIMITS;'],
    ["lib imports content", "app/lib/planted.ts", 'import { COMPANY } from "~/content/company";\nvoid COMPANY;'],
    ["a feature's server file imports app/components", "app/features/blog/planted.server.ts", 'import { Pager } from "~/components/ui/Pager";\nvoid Pager;'],
    ["a feature imports another feature's page module", "app/features/blog/planted.ts", 'import { loadRimTab } from "~/features/rims/page.server";\nvoid loadRimTab;'],
    ["a feature imports a route", "app/features/blog/planted.ts", 'import { loader } from "~/routes/_site.hinnasto";\nvoid loader;'],
    ["a UI primitive imports the layout", "app/components/ui/Planted.tsx", 'import { Footer } from "~/components/layout/Footer";\nvoid Footer;'],
    ["the layout imports a feature's server code", "app/components/layout/Planted.tsx", 'import { listRims } from "~/features/rims/model.server";\nvoid listRims;'],
    ["the worker's code imports a route", "jobs/planted.ts", 'import { action } from "~/routes/admin.kuvat";\nvoid action;'],
  ])("refuses: %s", async (_case, filePath, source) => {
    expect(await layerErrors(filePath, source)).toHaveLength(1);
  });

  it.each([
    ["a route uses a feature's page module", "app/routes/planted.tsx", 'import { loadRimTab } from "~/features/rims/page.server";\nvoid loadRimTab;'],
    ["a feature uses another feature's model", "app/features/blog/planted.server.ts", 'import { listRims } from "~/features/rims/model.server";\nvoid listRims;'],
    ["a feature's component uses a UI primitive", "app/features/blog/components/Planted.tsx", 'import { Pager } from "~/components/ui/Pager";\nvoid Pager;'],
    ["a feature uses a service and lib", "app/features/blog/planted.server.ts", 'import { getEnv } from "~/services/env.server";\nimport { csvField } from "~/lib/csv";\nvoid getEnv; void csvField;'],
    ["a job uses a feature", "jobs/planted.ts", 'import { purgeExpiredPersonalData } from "~/features/privacy/jobs.server";\nvoid purgeExpiredPersonalData;'],
  ])("allows: %s", async (_case, filePath, source) => {
    expect(await layerErrors(filePath, source)).toEqual([]);
  });
});
