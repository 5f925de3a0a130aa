/**
 * A wide banner on a phone scrolls sideways once to show its hidden right part (after 800 ms, at most
 * 300 px) and comes back after 2 s; on a wide screen it fits and stays put. The test page renders the
 * home page's Banner component with a wide banner switched on (E2E_TEST_ROUTES only).
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, freezeTime, hydrated } from "./helpers";

const scrollLeft = (page: Page) =>
  page.getByTestId("banner-top").evaluate((box) => Math.round(box.scrollLeft));

test("the wide banner shows its image and link, with or without JavaScript", NO_JS_BROWSER, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/e2e/banneri");
  const image = page.getByRole("img", { name: "Talvirenkaat nyt – asennus ilman ajanvarausta" });
  await expect(image).toBeVisible();
  await expect(page.getByRole("link").filter({ has: image })).toHaveAttribute("href", "/renkaat?type=winter");
  // 180 px high on phones, so the 15:2 image overflows the screen and can be scrolled by hand.
  expect(await image.evaluate((img) => Math.round(img.getBoundingClientRect().height))).toBe(180);
});

test("on a phone it scrolls right by up to 300 px after 800 ms and back after 2 s", JS_ONLY, async ({ page }) => {
  // Instant scrolls (reduced motion) and a paused clock: only the page's own timers decide when.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await freezeTime(page);
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/e2e/banneri");
  await hydrated(page);
  await page.clock.runFor(799);
  expect(await scrollLeft(page)).toBe(0);
  await page.clock.runFor(1);
  await expect.poll(() => scrollLeft(page)).toBe(300);
  await page.clock.runFor(1999);
  expect(await scrollLeft(page)).toBe(300);
  await page.clock.runFor(1);
  await expect.poll(() => scrollLeft(page)).toBe(0);
});

test("on a wide screen the banner fits and does not move", JS_ONLY, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await freezeTime(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/e2e/banneri");
  await hydrated(page);
  await page.clock.runFor(5000);
  expect(await scrollLeft(page)).toBe(0);
});
