/**
 * Builds the servers once when a build is missing or older than the sources, so the suites always test
 * the code in the tree, and a second suite in the same run reuses the build.
 * - "production": `npm run build`, what `npm start` serves; the HTTP suite tests it.
 * - "test": `npm run build:test`, the same app plus the test-only routes (app/test-routes) in folders of
 *   its own; the browser and no-JS suites drive it. It uses the production build's worker and crawler
 *   thread, so it needs that build too.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export type BuildFlavour = "production" | "test";

const SOURCES = ["app", "db", "jobs", "server", "public", "remix.config.js", "build-paths.js", "tailwind.config.ts", "package-lock.json"];
const OUTPUTS: Record<BuildFlavour, string[]> = {
  production: ["build/server/index.js", "build/http/index.js", "build/worker/index.js", "build/extract/thread.cjs"],
  test: ["build/test/server/index.js", "build/test/http/index.js"],
};
const SCRIPTS: Record<BuildFlavour, string> = { production: "build", test: "build:test" };
/** The client builds live in public/: they are outputs, not sources. */
const CLIENT_BUILDS = ["build", "build-development", "build-test"];

/** The built server of `flavour` that tests/support/app-server.ts starts. */
export const SERVER_ENTRY: Record<BuildFlavour, string> = { production: "build/http/index.js", test: "build/test/http/index.js" };

/** The newest modification time under `entry`, leaving out `skip`. */
function newestMtime(entry: string, skip: string[]): number {
  if (!existsSync(entry) || skip.includes(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child), skip));
  return newest;
}

export function buildIsCurrent(root = process.cwd(), flavour: BuildFlavour = "production"): boolean {
  const outputs = OUTPUTS[flavour].map((file) => path.join(root, file));
  if (!outputs.every(existsSync)) return false;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const skip = CLIENT_BUILDS.map((dir) => path.join(root, "public", dir));
  return SOURCES.every((source) => newestMtime(path.join(root, source), skip) <= built);
}

function runBuild(root: string, flavour: BuildFlavour): Promise<void> {
  // Whatever NODE_ENV the test runner set (vitest: "test"), the server is built as in production.
  const child = spawn("npm", ["run", SCRIPTS[flavour]], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run ${SCRIPTS[flavour]} failed`))));
  });
}

/** The builds this process started: two suites' global setups asking at once share one build. */
const started = ((globalThis as { __rengasTestBuilds?: Map<string, Promise<void>> }).__rengasTestBuilds ??= new Map());

/** Builds what is stale of `flavours`, side by side (the two builds write to different folders). */
export async function ensureBuild(flavours: BuildFlavour[] = ["production"], root = process.cwd()): Promise<void> {
  const needed = new Set<BuildFlavour>(flavours.includes("test") ? [...flavours, "production"] : flavours);
  const builds = [...needed].map((flavour) => {
    const key = `${root}:${flavour}`;
    if (!started.has(key) && !buildIsCurrent(root, flavour)) started.set(key, runBuild(root, flavour));
    return started.get(key);
  });
  await Promise.all(builds);
}
