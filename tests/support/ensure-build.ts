/**
 * Builds the production server once when the build is missing or older than the sources, so the HTTP and
 * browser suites always test the code in the tree, and a second suite in the same run reuses the build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "db", "jobs", "server", "public", "remix.config.js", "tailwind.config.ts", "package-lock.json"];
const OUTPUTS = ["build/server/index.js", "build/http/index.js", "build/worker/index.js", "build/extract/thread.cjs"];

/** The newest modification time under `entry`, leaving out `skip` (the client builds live in public/). */
function newestMtime(entry: string, skip: string[]): number {
  if (!existsSync(entry) || skip.includes(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child), skip));
  return newest;
}

export function buildIsCurrent(root = process.cwd()): boolean {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every(existsSync)) return false;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const skip = [path.join(root, "public", "build"), path.join(root, "public", "build-development")];
  return SOURCES.every((source) => newestMtime(path.join(root, source), skip) <= built);
}

export function ensureBuild(root = process.cwd()): void {
  if (buildIsCurrent(root)) return;
  // Whatever NODE_ENV the test runner set (vitest: "test"), the server is built as in production.
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error("npm run build failed");
}
