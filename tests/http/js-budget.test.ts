/**
 * The JavaScript a first visit downloads (issue 32, decision 0040): the home page and a search result each
 * load at most 100 KB of scripts, compressed as served, in at most 15 files. Read from the production build
 * (`npm run build`): the manifest names the entry and each route's module with the chunks it imports, and
 * the page's <Scripts> emits a modulepreload for each of them (lazy route discovery inlines the manifest,
 * so the manifest file itself is not fetched). Static imports inside those files are followed too, so a
 * chunk the manifest did not list still counts. Dynamic imports (the chat panel, the compare table's
 * enhancements) load after an action and do not count. Sizes are the brotli files the build writes beside
 * each asset (server/precompress.ts), which the server sends as they are.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";

const BUILD = path.resolve("public/build");
const manifestFile = readdirSync(BUILD).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
if (!manifestFile) throw new Error("no manifest in public/build: run npm run build");
type Route = { id: string; module: string; imports?: string[] };
const manifest = JSON.parse(readFileSync(path.join(BUILD, manifestFile), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as {
  entry: { module: string; imports: string[] };
  routes: Record<string, Route>;
};

const BUDGET_BYTES = 100 * 1024;
const BUDGET_SCRIPTS = 15;

/** The routes each page matches: `/`, and a search result (`/renkaat?search=205/55R16`). */
const PAGES: Record<string, string[]> = {
  "/": ["root", "routes/_site", "routes/_site._index"],
  "/renkaat?search=205/55R16": ["root", "routes/_site", "routes/_site.renkaat"],
};

const file = (url: string) => path.join(BUILD, url.replace(/^\/build\//, ""));

/** The brotli size as served: the build's .br file, or brotli 11 when the build wrote none. */
function compressedSize(url: string): number {
  const br = `${file(url)}.br`;
  if (existsSync(br)) return readFileSync(br).byteLength;
  const bytes = readFileSync(file(url));
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
}

/** Static imports in a built module (`import{a}from"/build/…"`, `import"/build/…"`); not `import(…)`. */
function staticImports(url: string): string[] {
  const text = readFileSync(file(url), "utf8");
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*"(\/build\/[^"]+\.js)"/g)].map((match) => match[1]);
}

/** Every script a first load of the page fetches: the preloads <Scripts> emits and what they import. */
function scriptsOf(routeIds: string[]): string[] {
  const seen = new Set<string>();
  const queue = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    queue.push(...(route.imports ?? []), route.module);
  }
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(url));
  }
  return [...seen];
}

describe("first-load JavaScript budget", () => {
  for (const [page, routeIds] of Object.entries(PAGES)) {
    it(`${page} loads ≤ ${BUDGET_BYTES / 1024} KB of JavaScript in ≤ ${BUDGET_SCRIPTS} scripts`, () => {
      const scripts = scriptsOf(routeIds).map((url) => ({ url, bytes: compressedSize(url) }));
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const lines = [...scripts].sort((a, b) => b.bytes - a.bytes).map((script) => `  ${String(script.bytes).padStart(7)}  ${script.url}`);
      console.log(`${page}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB brotli\n${lines.join("\n")}`);
      expect(scripts.length, "scripts").toBeLessThanOrEqual(BUDGET_SCRIPTS);
      expect(total, "bytes (brotli)").toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
