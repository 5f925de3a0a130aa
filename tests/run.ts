/**
 * `npm test`: every check, the cheap ones side by side first, then the suites that need the CPU to
 * themselves, and the time of each part at the end.
 *   1. typecheck, lint and the unit tests together (each mostly one core, none waits on another), and
 *      beside them the builds and database templates the later stages use (tests/support/prepare-run.ts);
 *   2. the vitest suites with servers and databases (HTTP, no-JS, integration);
 *   3. the browser tests (Playwright).
 * A failure in a stage stops the run after that stage, so a type error is reported in a minute, not after
 * the browsers. Arguments are not taken: run a part alone with its own script (test:unit, test:e2e...).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PREPARED_TEMPLATES_ENV } from "./support/database-templates";

type Part = { name: string; command: string; args: string[] };
type Result = { name: string; seconds: number; ok: boolean };

const npx = (name: string, ...args: string[]): Part => ({ name, command: "npx", args });
const vitest = (name: string, projects: string[]): Part =>
  npx(name, "vitest", "run", "--config", "tests/vitest.config.ts", ...projects.flatMap((project) => ["--project", project]));

const serverSuites = ["http", "nojs", "integration-pglite", ...(process.env.DATABASE_URL ? ["integration-postgres"] : [])];

// The run's database templates: made in the first stage, used by the suites after it, removed at the end.
const preparedTemplates = mkdtempSync(path.join(tmpdir(), "rengas-run-"));
process.env[PREPARED_TEMPLATES_ENV] = preparedTemplates;

const STAGES: Part[][] = [
  [
    npx("typecheck", "tsc", "--noEmit"),
    npx("lint", "eslint", "--max-warnings=0", "."),
    vitest("unit", ["unit"]),
    npx("builds and database templates", "tsx", "tests/support/prepare-run.ts", preparedTemplates),
  ],
  [vitest(`vitest (${serverSuites.join(", ")})`, serverSuites)],
  [npx("browser (Playwright)", "playwright", "test", "--config", "tests/playwright.config.ts")],
];

/** Runs `part`; with others beside it, its output is held and printed whole when it ends, so parts do not interleave. */
function run(part: Part, alone: boolean): Promise<Result> {
  const started = Date.now();
  const child = spawn(part.command, part.args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: process.env });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (!alone) process.stdout.write(`\n== ${part.name}\n${Buffer.concat(output).toString()}`);
      resolve({ name: part.name, seconds: (Date.now() - started) / 1000, ok: code === 0 });
    });
  });
}

const format = (seconds: number) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`;

const results: Result[] = [];
const runStarted = Date.now();
for (const stage of STAGES) {
  if (stage.length > 1) console.log(`\n== ${stage.map((part) => part.name).join(", ")} (side by side)`);
  results.push(...(await Promise.all(stage.map((part) => run(part, stage.length === 1)))));
  if (results.some((result) => !result.ok)) break;
}

rmSync(preparedTemplates, { recursive: true, force: true });

console.log("\n== npm test: time per part");
for (const result of results) console.log(`  ${result.ok ? "ok    " : "FAILED"} ${format(result.seconds).padStart(12)}  ${result.name}`);
console.log(`  whole run ${format((Date.now() - runStarted) / 1000)}`);
process.exit(results.every((result) => result.ok) && results.length === STAGES.flat().length ? 0 : 1);
