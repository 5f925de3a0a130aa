import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

// The servers, workers and scripts the tests start read no .env of the developer's: each test sets what it needs.
process.env.ENV_FILE = "";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Debian's Chromium, never a downloaded browser; flags keep it off the network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    // Nothing outside this machine: the map's and analytics' hosts fail at once instead of waiting on DNS.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
  ],
};

export default defineConfig({
  testDir: path.join(root, "tests/e2e"),
  outputDir: path.join(root, "test-results"),
  // Each worker has its own server and database (tests/e2e/fixtures.ts): files run side by side.
  fullyParallel: false,
  // Three, even on two cores: part of every test is waiting on a server or a page (12.7 min here, against
  // about 15 with two).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  globalSetup: path.join(root, "tests/support/e2e-global-setup.ts"),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Upper bounds for waiting on state, generous for a loaded machine (a password check alone is scrypt
  // with 128 MiB); a passing test never waits for them.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    locale: "fi-FI",
    timezoneId: "Europe/Helsinki",
    launchOptions: chromium,
    // Recording a trace (screenshots and DOM snapshots of every step) cost the browser most of its CPU
    // even for the tests that pass; a failing test's retry records one.
    trace: "on-first-retry",
    // A returning visitor by default: consent chosen and the newsletter popup just seen, so neither
    // overlay covers what a test clicks. The consent and newsletter specs start from an empty jar.
    storageState: {
      cookies: [
        { name: "cookie_consent", value: "denied", domain: "localhost", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" },
        { name: "newsletter_popup_last_shown", value: String(Date.now()), domain: "localhost", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" },
      ],
      origins: [],
    },
  },
  // Every test runs with JavaScript except those tagged @no-js-only (NO_JS_ONLY). Without it, only the
  // tests tagged @no-js (NO_JS_BROWSER, NO_JS_ONLY in tests/e2e/helpers.ts): what depends on CSS or
  // layout, and one real-browser smoke test per kind of form.
  // The other no-JS flows run in tests/nojs, through tests/support/nojs-browser.ts (decision 0031).
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only\b/ },
    { name: "no-js", use: { javaScriptEnabled: false }, grep: /@no-js\b/ },
  ],
});
