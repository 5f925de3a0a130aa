/**
 * Cross-cutting quality of the public pages: no serious or critical accessibility violation (axe), once
 * per page template, and the first-load JavaScript budget of the home page. What every public page is
 * checked for with JavaScript (Intl, hydration, CSP, widths, scrolling boxes) is public-pages.spec.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { freezeTime, hydrated, seriousViolations } from "./helpers";

// Each audit only reads its page: they spread over all workers instead of keeping one busy at the end.
test.describe.configure({ mode: "parallel" });

/**
 * One page per template: the tyre listing with a search's results (the same route and cards as the plain
 * listing), one service page (both are the same content blocks); the tyre page and the comparison are
 * audited in tyre-page.spec.ts.
 */
const AUDITED_PAGES = [
  "/",
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

for (const path of AUDITED_PAGES) {
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
