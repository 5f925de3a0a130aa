/**
 * `npm run dev` beside a production build, as a newcomer meets it: the development server builds into
 * build/development and public/build-development, so the production build that `npm start` and the
 * test suites serve is left as it was (it used to be overwritten, and `npm start` then crashed with
 * `jsxDEV is not a function`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { collectOutput, freePort, startAppServer, waitForOutput } from "../support/app-server";
import { SEEDED_PGLITE_TEMPLATE_ENV, copyPgliteTemplate } from "../support/database-templates";

const PRODUCTION_SERVER_BUILD = path.resolve("build/server/index.js");
const hash = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

let dev: ChildProcess | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "rengas-dev-"));

afterAll(() => {
  // remix dev runs the server as its child: stop the whole group.
  if (dev?.pid && dev.exitCode === null && dev.signalCode === null) process.kill(-dev.pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("serves a development build without touching the production build", { timeout: 240_000 }, async () => {
    const before = hash(PRODUCTION_SERVER_BUILD);
    copyPgliteTemplate(process.env[SEEDED_PGLITE_TEMPLATE_ENV]!, dataDir);
    const [port, devPort] = [await freePort(), await freePort()];
    // NODE_ENV as remix dev sets it (the test runner's own is "test").
    const child = spawn("npm", ["run", "dev", "--", "--port", String(devPort)], {
      env: { ...process.env, NODE_ENV: "development", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    dev = child;
    const output = collectOutput(child);
    await waitForOutput(child, output, "kuuntelee", 180_000);
    const page = await fetch(`http://127.0.0.1:${port}/`).then((answer) => answer.text());
    expect(page).toContain("/build-development/");
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((resolve) => (child.exitCode === null && child.signalCode === null ? child.once("exit", resolve) : resolve(null)));

    expect(hash(PRODUCTION_SERVER_BUILD), "the production server build was rewritten").toBe(before);
    const production = await startAppServer();
    try {
      const home = await fetch(`${production.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("/build/");
    } finally {
      await production.stop();
    }
  });
});
