import { expect, test } from "./fixtures";

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

test("the theme switch stores the choice in a cookie", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  const cookies = await context.cookies();
  const stored = cookies.find((c) => c.name === "theme")?.value ?? "";
  expect(JSON.parse(Buffer.from(decodeURIComponent(stored), "base64").toString("utf8"))).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
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
