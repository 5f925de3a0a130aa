/**
 * `npm run test:coverage`: line coverage of `app/` in the built server while the suites that drive it run
 * (HTTP and no-JS suites, browser tests). V8 records every process the tests start (NODE_V8_COVERAGE);
 * tests/support/server-coverage.ts keeps the two server bundles (production and test build), maps them
 * back to `app/` through the builds' source maps and writes `coverage/` (HTML, coverage-summary.json).
 *
 * The unit and integration suites call app modules in their own process, not the built server: they are
 * not counted here; this is what a client from outside reaches. The builds are made anew with source maps
 * first (the next `npm test` rebuilds without). Arguments go to Playwright (a spec name measures a part);
 * `COVERAGE_RAW=dir` only reports an earlier run's raw data, built in the current folder.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureBuild } from "./support/ensure-build";
import { reportCoverage, serverCoverage } from "./support/server-coverage";

const root = process.cwd();
let raw = process.env.COVERAGE_RAW;
let failures = 0;

if (!raw) {
  raw = path.join(root, "coverage-raw");
  for (const dir of ["build", "public/build", "public/build-test", "coverage", raw]) rmSync(path.resolve(root, dir), { recursive: true, force: true });
  process.env.BUILD_SOURCEMAP = "1";
  await ensureBuild(["test"]);
  mkdirSync(raw, { recursive: true });
  const run = (command: string, args: string[]) => {
    console.log(`\n== ${command} ${args.join(" ")}`);
    return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, NODE_V8_COVERAGE: raw } }).status ?? 1;
  };
  failures = [
    run("npx", ["vitest", "run", "--config", "tests/vitest.config.ts", "--project", "http", "--project", "nojs"]),
    run("npx", ["playwright", "test", "--config", "tests/playwright.config.ts", ...process.argv.slice(2)]),
  ].filter((status) => status !== 0).length;
}

const pct = reportCoverage(await serverCoverage(raw, root), root);
console.log(`\nLine coverage of app/ in the built server: ${pct} % (coverage/index.html)`);
if (failures > 0) console.log(`${failures} suite(s) had failing tests: the figure counts what ran.`);
process.exit(failures === 0 ? 0 : 1);
