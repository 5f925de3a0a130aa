/**
 * Product photos on a phone (390 × 844 at 3× density, the worst case for image bytes; decision 0035):
 * a tyre without a photo keeps its price and 'Kysy tarjous' on the first screen; a tyre with one shows
 * its main picture from the srcset variants, at once and first, without moving the page; the search
 * results' thumbnails are a few kB each. With and without JavaScript where it is layout (the no-JS
 * browser sees the same server render and CSS).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { NO_JS_BROWSER, jsEnabled } from "./helpers";

const PHONE = { width: 390, height: 844 };
const SIZES = ["205/55R16", "195/65R15", "185/60R14"];
const main = (page: Page) => page.getByRole("main");

test.use({ viewport: PHONE, deviceScaleFactor: 3 });

/** Records the bytes of every library image the page loads (responses of /api/images/…). */
function imageBytes(page: Page) {
  const loaded: { url: string; bytes: number; type: string }[] = [];
  page.on("response", async (response) => {
    if (!response.url().includes("/api/images/")) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    loaded.push({ url: new URL(response.url()).pathname + new URL(response.url()).search, bytes: body.length, type: response.headers()["content-type"] ?? "" });
  });
  return loaded;
}

/** Starts observing layout shifts before the page's first paint; `cumulativeShift` reads their sum. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName)));
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);

/** A tyre page from the results of the first of SIZES that has a card of the kind asked for. */
async function tyrePage(page: Page, photo: boolean): Promise<string> {
  for (const size of SIZES) {
    await page.goto(`/renkaat?search=${encodeURIComponent(size)}`);
    const cards = main(page).getByTestId("tyre-card");
    await expect(cards.first()).toBeVisible();
    const thumbnail = page.getByTestId("tyre-card-thumbnail");
    const matching = cards.filter(photo ? { has: thumbnail } : { hasNot: thumbnail });
    if ((await matching.count()) > 0) return (await matching.first().getByTestId("tyre-card-link").getAttribute("href"))!;
  }
  throw new Error(`no tyre ${photo ? "with" : "without"} a photo in ${SIZES.join(", ")}`);
}

/** The element is inside the first screen and nothing fixed (header, dock, chat button) covers its centre. */
async function expectOnFirstScreen(target: Locator, name: string) {
  await expect(target, name).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.y, `${name} starts above the screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name} ends ${Math.round(box.y + box.height - PHONE.height)} px below the first screen`).toBeLessThanOrEqual(PHONE.height);
  const reached = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit === element || element.contains(hit);
  });
  expect(reached, `${name} is covered`).toBe(true);
}

test("without a photo, a small drawing: the price and 'Kysy tarjous' are on a phone's first screen", NO_JS_BROWSER, async ({ page }) => {
  const href = await tyrePage(page, false);
  if (jsEnabled()) await watchLayoutShifts(page);
  await page.goto(href);
  const placeholder = main(page).getByTestId("tyre-image-placeholder");
  await expect(placeholder).toContainText("Tuotekuva tulossa");
  const drawing = placeholder.locator("img");
  await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  expect((await drawing.boundingBox())!.height).toBeLessThanOrEqual(160);

  const box = main(page).getByTestId("tyre-price-box");
  await expectOnFirstScreen(box.getByTestId("tyre-price"), "the price");
  await expectOnFirstScreen(box.getByRole("link", { name: /^Kysy tarjous/ }), "'Kysy tarjous'");
  if (jsEnabled()) expect((await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.01);
});

test("with a photo, the main picture is a srcset variant, loaded at once and first, and nothing moves", NO_JS_BROWSER, async ({ page }) => {
  const href = await tyrePage(page, true);
  if (jsEnabled()) await watchLayoutShifts(page);
  const loaded = imageBytes(page);
  await page.goto(href, { waitUntil: "load" });

  const picture = main(page).getByTestId("tyre-main-image");
  await expect(picture).toHaveAttribute("srcset", /^\/api\/images\/\d+\?w=160 160w, .*\?w=960 960w$/);
  await expect(picture).toHaveAttribute("sizes", /384px/);
  await expect(picture).toHaveAttribute("loading", "eager");
  await expect(picture).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const shown = await picture.evaluate((image: HTMLImageElement) => ({ src: image.currentSrc, natural: image.naturalWidth, width: image.clientWidth, height: image.clientHeight }));
  // 358 CSS px at 3× wants 1074 px: the widest variant, never more than the stored 800.
  expect(shown.src).toMatch(/\/api\/images\/\d+\?w=960$/);
  expect(shown.natural).toBeLessThanOrEqual(960);
  expect(shown.height).toBe(shown.width);

  if (jsEnabled()) {
    const shifts = await layoutShifts(page);
    expect(shifts.filter((shift) => shift.sources.some((source) => source.includes("tyre-main-image")))).toEqual([]);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.01);
  }
  const total = loaded.reduce((sum, image) => sum + image.bytes, 0);
  test.info().annotations.push({ type: "tyre page images", description: loaded.map((image) => `${image.url} ${image.type} ${image.bytes} B`).join("; ") });
  expect(total).toBeLessThanOrEqual(150 * 1024);
});

test("the search results' thumbnails are variants of a few kB, within the first screen's image budget", NO_JS_BROWSER, async ({ page }) => {
  const loaded = imageBytes(page);
  await page.goto(`/renkaat?search=${encodeURIComponent("205/55R16")}`, { waitUntil: "load" });
  const thumbnail = main(page).getByTestId("tyre-card-thumbnail").first();
  await expect(thumbnail).toHaveAttribute("srcset", /\?w=160 160w, .*\?w=320 320w$/);
  await expect(thumbnail).toHaveAttribute("loading", "lazy");
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // 96 CSS px at 3× is 288: the 320 variant.
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\?w=320$/);
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
  test.info().annotations.push({ type: "result images", description: loaded.map((image) => `${image.url} ${image.type} ${image.bytes} B`).join("; ") });
  for (const image of loaded) expect(image.bytes, image.url).toBeLessThanOrEqual(8 * 1024);
  expect(loaded.reduce((sum, image) => sum + image.bytes, 0)).toBeLessThanOrEqual(150 * 1024);
});
