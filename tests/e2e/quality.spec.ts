/**
 * Cross-cutting quality of every public page: no serious or critical accessibility violation (axe),
 * and the first-load JavaScript budget of the home page.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, freezeTime, hydrated, seriousViolations } from "./helpers";

// Each audit only reads its page: they spread over all workers instead of keeping one busy at the end.
test.describe.configure({ mode: "parallel" });

const PUBLIC_PAGES = [
  "/",
  "/renkaat",
  "/renkaat?search=205%2F55R16",
  "/vanteet",
  "/rengashotelli",
  "/hinnasto",
  "/hyva-tietaa",
  "/rahoitus",
  "/ota-yhteytta",
  "/tietosuojaseloste",
  "/peruuta-uutiskirje",
  "/palvelut/tasapainoitus",
  "/palvelut/korjaustyot",
  "/artikkelit",
  "/artikkelit/milloin-talvirenkaat-alle",
  "/sivua-ei-ole",
];

/** The hydrated page, its delayed widgets (the cookie banner after 500 ms) shown before colours are measured. */
async function auditedPage(page: Page, path: string): Promise<Page> {
  await freezeTime(page);
  await page.goto(path);
  await hydrated(page);
  await page.clock.runFor(1000);
  await page.clock.resume(); // axe schedules its own work with timers
  return page;
}

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    test.slow(); // axe walks the whole page; on a busy machine that takes a while
    const target = await auditedPage(page, path);
    // The map embed is a third-party page (and unreachable in tests): not ours to audit.
    expect(await seriousViolations(target, { exclude: "iframe" })).toEqual([]);
  });
}

test("the home page loads at most 120 KB of JavaScript (gzip) on first load", async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().endsWith(".js")) scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({ type: "first-load JS", description: `${(total / 1024).toFixed(1)} KB` });
  expect(total).toBeLessThanOrEqual(120 * 1024);
});

test("no page runs into its own Content-Security-Policy, analytics accepted", JS_ONLY, async ({ page, context, baseURL }) => {
  test.slow();
  // Google's hosts are unreachable in tests; a refused request is a network error, not a CSP violation.
  await context.route((url) => /google/i.test(url.hostname), (route) => route.abort());
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: baseURL! }]);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const violations: string[] = [];
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await hydrated(page);
    violations.push(...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).map((v) => `${path}: ${v}`));
  }
  await expect(page.getByTestId("gtag-script")).toHaveCount(1);
  expect(violations).toEqual([]);
});
