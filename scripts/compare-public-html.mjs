#!/usr/bin/env node
/**
 * Compares the public HTML of two builds of the site, e.g. before and after a refactoring:
 *   node scripts/compare-public-html.mjs <checkout-before> <checkout-after>
 * Each checkout must hold a production build (`npm run build`). Both are started on the embedded
 * database with fresh demo data, every page of the first one's sitemap (and the search, comparison,
 * quote, cancel and 404 pages) is fetched from both, and the answers are compared once the per-request
 * CSP nonce, the content-hashed asset names (and how the bundler chunks them) and the seeding's
 * timestamps are masked. Prints each page that differs with the first
 * differing lines; exits 1 when any does.
 *   --conform-forms also masks the attributes Conform derives on a form's tags (maskFormTag), to show
 *   that a form moved to Conform changed nothing a visitor reads or sends.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const conformForms = args.includes("--conform-forms");
const [before, after] = args.filter((arg) => !arg.startsWith("--"));
if (!before || !after) {
  console.error("usage: node scripts/compare-public-html.mjs <checkout-before> <checkout-after>");
  process.exit(2);
}

async function start(checkout, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "compare-html-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "compare-html-password",
    // Both answer with the same origin in canonical links and the sitemap.
    PUBLIC_URL: "https://www.example.fi",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ["build/http/index.js"], { cwd: checkout, env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) {
        // The demo data is seeded at start; the sitemap lists tyres once it is in.
        if ((await (await fetch(`${url}/sitemap.xml`)).text()).includes("/renkaat/")) break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => { child.kill("SIGTERM"); rmSync(dataDir, { recursive: true, force: true }); } };
}

/**
 * A form's tags as Conform's getFormProps/getInputProps write them, made comparable with hand-written
 * ones: the attributes it derives (ids from the form's id, labels' `for`, `form`, `novalidate`, an empty
 * `value`) dropped and the rest in one order. What a visitor reads and sends (names, types, texts) stays.
 */
const DERIVED = new Set(["id", "for", "form", "novalidate", "aria-describedby"]);
const maskFormTag = (tag) =>
  tag.replace(/^<(form|input|textarea|select|label|button)\b([^>]*?)(\/?)>$/, (_, name, attributes, selfClosing) => {
    const kept = [...attributes.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)]
      // an empty value and an input's type "text" are the defaults they state
      .filter(([, key, value]) => !DERIVED.has(key.toLowerCase()) && !(key === "value" && value === "") && !(name === "input" && key === "type" && value === "text"))
      .map(([whole]) => whole.trim())
      .sort();
    return `<${name} ${kept.join(" ")}${selfClosing}>`;
  });

const mask = (html) =>
  (conformForms ? html.replace(/<(?:form|input|textarea|select|label|button)\b[^>]*>/g, maskFormTag) : html)
    .replace(/nonce="[^"]*"/g, 'nonce="N"')
    .replace(/\/build\/[^"'\s)]+/g, "/build/X")
    .replace(/(<link rel="modulepreload" href="\/build\/X"\/>)+/g, "<link rel=modulepreload/>")
    .replace(/"nonce":"[^"]*"/g, '"nonce":"N"')
    // how the bundler splits shared code into chunks is not the page's content
    .replace(/"imports": \[[^\]]*\]/g, '"imports": []')
    // the build's version is a hash of the asset names
    .replace(/"version": "[0-9a-f]+"/g, '"version": "V"')
    // React's useId values (':R6j5:') number the component tree, not the page's content
    .replace(/:R[0-9A-Za-z]+:/g, ":R:")
    // each server seeds its demo data at its own start: the seconds of the rows' timestamps differ
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, "TIMESTAMP");

const [a, b] = [await start(before, 3411), await start(after, 3412)];
try {
  const sitemap = await (await fetch(`${a.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  const tyre = paths.find((p) => /^\/renkaat\/[^/]+\/[^/]+$/.test(p));
  paths.push("/renkaat?search=205/55R16", "/renkaat?search=225", "/peruuta-uutiskirje", "/ei-ole-olemassa", "/admin/login", "/robots.txt", "/sitemap.xml");
  if (tyre) paths.push(`/kysy-tarjous?rengas=${tyre.split("-").pop()}`);
  let differing = 0;
  for (const page of paths) {
    const [left, right] = await Promise.all([a, b].map(async (server) => {
      const answer = await fetch(server.url + page, { redirect: "manual" });
      return `${answer.status}\n${mask(await answer.text())}`;
    }));
    if (left === right) continue;
    differing++;
    let at = 0;
    while (left[at] === right[at]) at++;
    const around = (text) => JSON.stringify(text.slice(Math.max(0, at - 120), at + 120));
    console.log(`DIFFERS ${page} at character ${at}\n  before: ${around(left)}\n  after:  ${around(right)}`);
  }
  console.log(`${paths.length} pages compared, ${differing} differ`);
  process.exitCode = differing ? 1 : 0;
} finally {
  a.stop();
  b.stop();
}
