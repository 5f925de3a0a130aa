/**
 * Cookie consent and analytics: nothing from Google without consent, the gtag tags after it (without
 * JavaScript: tests/nojs/consent.test.ts). The e2e server sets GA_MEASUREMENT_ID=G-TEST123; Google's hosts are blocked in the tests.
 * Also the session-expiry notice, the other server-driven widget.
 */
import { type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { freezeTime, hydrated, login } from "./helpers";

// These tests set the widget cookies themselves: start from an empty jar even if the config presets one.
test.use({ storageState: { cookies: [], origins: [] } });

const GTAG = 'script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]';

/** Blocks every Google host and returns the list of requests that tried to reach one. */
async function watchGoogle(page: Page, context: BrowserContext): Promise<string[]> {
  const attempts: string[] = [];
  page.on("request", (request) => {
    if (/google/i.test(new URL(request.url()).hostname)) attempts.push(request.url());
  });
  await context.route((url) => /google/i.test(url.hostname), (route) => route.abort());
  return attempts;
}

const banner = (page: Page) => page.getByRole("region", { name: "Evästeet", exact: true });

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "cookie_consent");
}

test("the banner asks on a first visit; denying keeps Google out on every later page", async ({ page, context }) => {
  const google = await watchGoogle(page, context);
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Tietosuojaseloste" })).toHaveAttribute("href", "/tietosuojaseloste");
  await expect(banner(page).getByText(/Google Tag Manager/)).toBeHidden();
  await banner(page).getByText("Lue lisää evästeistä").click(); // a <details>: opens without JavaScript too
  await expect(banner(page).getByText(/Google Tag Manager/)).toBeVisible();
  await expect(page.locator(GTAG)).toHaveCount(0);

  await banner(page).getByRole("button", { name: "Kieltäydy" }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(async () => (await consentCookie(context))?.value).toBe("denied");
  const stored = await consentCookie(context);
  expect(stored!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000); // about a year

  for (const path of ["/renkaat", "/hinnasto", "/"]) {
    await page.goto(path);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    await expect(page.locator(GTAG)).toHaveCount(0);
  }
  expect(google).toEqual([]);
});

test("accepting stores the choice and only then renders the analytics tags", async ({ page, context }) => {
  await watchGoogle(page, context);
  await page.goto("/hinnasto");
  await expect(page.locator(GTAG)).toHaveCount(0);
  await banner(page).getByRole("button", { name: "Hyväksy" }).click();

  // The banner fades and the page reloads.
  await expect(page.locator(GTAG)).toHaveCount(1);
  await expect(page).toHaveURL(/\/hinnasto$/);
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  expect((await consentCookie(context))?.value).toBe("accepted");

  // A page view for the loaded page and one for each client-side navigation.
  const pageViews = () =>
    page.evaluate(() => {
      const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
      return layer.filter((entry) => entry[0] === "event" && entry[1] === "page_view").map((entry) => (entry[2] as { page_path: string }).page_path);
    });
  await expect.poll(pageViews).toEqual(["/hinnasto"]);
  await page.getByRole("link", { name: "Vanteet", exact: true }).first().click();
  await expect(page).toHaveURL(/\/vanteet$/);
  await expect.poll(pageViews).toEqual(["/hinnasto", "/vanteet"]);
});

test("a public page tells an admin whose session has ended", async ({ page, context, baseURL }) => {
  // Its own session through the form: this test logs out, which would end the worker's shared one.
  await login(page);
  await expect(page).toHaveURL(/\/admin\/renkaat$/);
  const sessionCookie = (await context.cookies()).find((cookie) => cookie.name.endsWith("admin_session"));
  expect(sessionCookie).toBeDefined();
  await page.getByRole("button", { name: "Kirjaudu ulos" }).first().click();
  await expect(page).toHaveURL(/\/admin\/login/);

  // The browser still holds the old cookie, as after an idle timeout.
  await context.addCookies([sessionCookie!, { name: "cookie_consent", value: "denied", url: baseURL! }]);
  await freezeTime(page);
  await page.goto("/");
  const notice = page.getByTestId("session-expired");
  await expect(notice).toContainText("Istunto päättynyt");
  await expect(notice).toContainText("Admin-istuntosi on päättynyt. Kirjaudu sisään uudelleen.");
  // Shown for 5 s (spec).
  await hydrated(page);
  await page.clock.runFor(4900);
  await expect(notice).toBeVisible();
  await page.clock.runFor(100);
  await expect(notice).toBeHidden();
});
