/**
 * Phones: no public page scrolls sideways at 320–768 px without JavaScript (with it:
 * public-pages.spec.ts); a first visit shows one overlay at a time and nothing floating covers the main
 * heading; a failed image says 'Kuva ei latautunut'.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { NO_JS_BROWSER, NO_JS_ONLY, freezeTime, hydrated, jsEnabled } from "./helpers";
import { publicPagePaths } from "../support/public-pages";

const WIDTHS = [320, 360, 375, 414, 768];

// With JavaScript the same check runs in tests/e2e/public-pages.spec.ts, in its one pass over every page.
test("no public page is wider than the screen from 320 to 768 px", NO_JS_ONLY, async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const paths = await publicPagePaths(baseURL!);
  const tooWide: string[] = [];
  for (const path of paths) {
    // The server renders the same page at every width: load it once, then resize (a reflow).
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) tooWide.push(`${path} at ${width} px: ${scrollWidth - innerWidth} px too wide`);
    }
  }
  expect(tooWide).toEqual([]);
});

test("at the end of the home page nothing floating covers a footer link, from 320 to 1440 px", NO_JS_BROWSER, async ({ page }) => {
  for (const width of [320, 375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    if (jsEnabled()) await hydrated(page);
    await expect(page.getByTestId("campaign-box")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Every footer link in sight below the sticky header is itself what a tap at its centre reaches.
    const covered = await page.getByTestId("site-footer").evaluate((footer) => {
      const headerBottom = document.querySelector("[data-testid=site-header]")?.getBoundingClientRect().bottom ?? 0;
      return [...footer.querySelectorAll("a")].flatMap((link) => {
        const box = link.getBoundingClientRect();
        if (box.width === 0 || box.top < headerBottom || box.bottom > window.innerHeight) return [];
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit && (hit === link || link.contains(hit)) ? [] : [`${link.textContent?.trim()} under ${hit?.closest("[data-testid]")?.getAttribute("data-testid") ?? hit?.tagName}`];
      });
    });
    expect(covered, `${width} px`).toEqual([]);
  }
  await page.getByTestId("site-footer").getByRole("link", { name: "Tietosuojaseloste" }).click();
  await expect(page).toHaveURL(/\/tietosuojaseloste$/);
});

/** The boxes of everything fixed on the screen that overlaps the element (floating buttons, boxes, banners). */
function fixedOverlapping(page: Page, selector: string) {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) throw new Error(`no ${target}`);
    const box = element.getBoundingClientRect();
    const overlaps: string[] = [];
    for (const candidate of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(candidate);
      if (style.position !== "fixed" || style.display === "none" || style.visibility === "hidden") continue;
      const other = candidate.getBoundingClientRect();
      if (other.width === 0 || other.height === 0) continue;
      const overlap = Math.min(box.right, other.right) > Math.max(box.left, other.left) && Math.min(box.bottom, other.bottom) > Math.max(box.top, other.top);
      if (overlap) overlaps.push(candidate.outerHTML.slice(0, 120));
    }
    return overlaps;
  }, selector);
}

test.describe("a first visit on a phone", () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 375, height: 667 } });

  test("after the cookie choice nothing covers the main heading, and the campaign box stays folded", NO_JS_BROWSER, async ({ page }) => {
    // The newsletter popup waits for the cookie choice and then for its own delay: keep the clock still.
    if (jsEnabled()) await freezeTime(page);
    await page.goto("/");
    if (jsEnabled()) await hydrated(page);
    const banner = page.getByRole("region", { name: "Evästeet", exact: true });
    await banner.getByRole("button", { name: "Kieltäydy" }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const campaigns = page.getByTestId("campaign-box");
    await expect(campaigns).toBeVisible();
    await expect(campaigns.getByTestId("campaign-link").first()).toBeHidden();
    // The chat launcher appears with the cookie choice (without JavaScript after the reload).
    await expect(page.getByTestId("chat-launcher")).toBeVisible();
    expect(await fixedOverlapping(page, "h1")).toEqual([]);

    // At the end of the page the floating buttons have room of their own: the footer's last line is free.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await fixedOverlapping(page, "[data-testid=site-footer] > :last-child p:last-of-type")).toEqual([]);

    // The same on a search result: its heading is not covered.
    await page.goto("/renkaat?search=205/55R16");
    expect(await fixedOverlapping(page, "h1")).toEqual([]);
  });
});

/**
 * Scrolls the page from top to bottom, a screen at a time, and lists every floating control (anything
 * fixed and visible other than the header, the dock itself, dialogs and toasts) that reaches above the
 * dock: there it would sit on top of the page's headings and prices.
 */
function floatingAboveDock(page: Page, ignore: string) {
  return page.evaluate(async (ignored) => {
    const dock = document.querySelector("[data-testid=floating-dock]");
    if (!dock) throw new Error("no floating dock");
    const dockTop = dock.getBoundingClientRect().top;
    if (getComputedStyle(dock).backgroundColor.startsWith("rgba")) throw new Error("the dock lets the page show through");
    const found = new Set<string>();
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        if (element === dock || element.closest("header, [role=dialog], [role=status], [role=alert]") || (ignored && element.closest(ignored))) continue;
        const style = getComputedStyle(element);
        if (style.position !== "fixed" || style.display === "none" || style.visibility === "hidden") continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && box.top < dockTop - 1) found.add(element.outerHTML.slice(0, 120));
      }
    }
    return [...found];
  }, ignore);
}

for (const width of [320, 375, 1024]) {
  test(`at ${width} px the floating buttons stay in their dock at the foot of the screen while the page scrolls`, NO_JS_BROWSER, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 700 });
    await page.context().clearCookies({ name: "campaigns_closed" });
    for (const path of ["/", "/renkaat?search=205/55R16"]) {
      await page.goto(path);
      if (jsEnabled()) await hydrated(page);
      await expect(page.getByTestId("chat-launcher")).toBeVisible();
      // From 640 px the campaign box opens upward from the dock: the home page's one overlay, with its close button.
      expect(await floatingAboveDock(page, width >= 640 ? "[data-testid=campaign-box]" : "")).toEqual([]);
    }
  });
}

test("a failed image says 'Kuva ei latautunut', and a banner whose image is missing is not rendered", NO_JS_BROWSER, async ({ page }) => {
  const answer = await page.request.get("/api/images/987654321");
  expect(answer.status()).toBe(404);
  await page.goto("/e2e/kuvavirhe");
  await expect(page.getByRole("heading", { name: "Kuvat" })).toBeVisible();
  await expect(page.getByTestId("banner-top")).toHaveCount(0);
  if (jsEnabled()) {
    await hydrated(page);
    await expect(page.getByTestId("image-failed")).toHaveText(/^Kuva ei latautunut/);
    await expect(page.getByRole("img", { name: "Renkaat hyllyssä" })).toHaveCount(0);
  } else {
    // Without JavaScript the broken image draws the text itself (its ::after, rendered only when broken).
    const image = page.locator("img.img-fallback");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    expect(await image.evaluate((img) => getComputedStyle(img, "::after").content)).toBe('"Kuva ei latautunut"');
  }
});
