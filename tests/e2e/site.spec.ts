import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { NO_JS_BROWSER } from "./helpers";

test("the home page is Finnish, has the spec's metadata and the default hero texts", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page.locator('meta[name="geo.region"]')).toHaveAttribute("content", "FI-01");
  await expect(page.locator('meta[name="geo.position"]')).toHaveAttribute("content", /^\d+\.\d+;\d+\.\d+$/);
  await expect(page).toHaveTitle(/Rengas-Kaarto/);
  await expect(page.getByText("Uudet renkaat, ilman ajanvarausta!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Luotettavaa Rengaspalvelua" })).toBeVisible();
});

test("an unknown path gets the Finnish 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/ei-ole-olemassa/mitaan");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Sivua ei löytynyt" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Etusivulle" })).toBeVisible();
  await page.getByRole("link", { name: "Etusivulle" }).click();
  await expect(page).toHaveURL(/\/$/);
});

/** The page's background: white in the light palette, slate-950 in the dark one. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const LIGHT = "rgb(255, 255, 255)";
const DARK = "rgb(2, 6, 23)";

test("the theme switch stores the choice in a cookie", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  const toggle = page.getByTestId("theme-toggle").getByRole("button");
  await expect(toggle).toHaveAccessibleName("Tumma teema");
  await toggle.click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  const cookies = await context.cookies();
  const stored = cookies.find((c) => c.name === "theme")?.value ?? "";
  expect(JSON.parse(Buffer.from(decodeURIComponent(stored), "base64").toString("utf8"))).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await background(page)).toBe(DARK);
  await expect(toggle).toHaveAccessibleName("Vaalea teema");
  await toggle.click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect.poll(() => background(page)).toBe(LIGHT);
});

test.describe("with the OS in dark mode", () => {
  test.use({ colorScheme: "dark" });

  test("the first paint is dark until the visitor chooses, and the choice then wins", NO_JS_BROWSER, async ({ page }) => {
    await page.goto("/");
    expect(await background(page)).toBe(DARK);
    const toggle = page.getByTestId("theme-toggle").getByRole("button");
    await expect(toggle).toHaveAccessibleName("Vaalea teema");
    // An icon, not an emoji a phone without an emoji font shows as a box.
    await expect(toggle.locator("svg")).toHaveCount(1);
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/light/);
    await expect.poll(() => background(page)).toBe(LIGHT);
    await expect(toggle).toHaveAccessibleName("Tumma teema");
  });
});

test("a crash shows the error screen, and 'Päivitä sivu' reloads the page", async ({ page }) => {
  const response = await page.goto("/e2e/kaatuminen");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "Jotain meni pieleen" })).toBeVisible();
  await expect(page.getByText("Sivulla tapahtui virhe. Yritä päivittää sivu.")).toBeVisible();
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith("/e2e/kaatuminen"));
  await page.getByRole("link", { name: "Päivitä sivu" }).click();
  await reload;
  await expect(page.getByRole("heading", { name: "Jotain meni pieleen" })).toBeVisible();
  // Not a dead end: the logo and 'Etusivulle' lead home.
  await expect(page.getByRole("link", { name: "Rengas-Kaarto – etusivu" })).toBeVisible();
  await page.getByRole("link", { name: "Etusivulle" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Luotettavaa Rengaspalvelua" })).toBeVisible();
});
