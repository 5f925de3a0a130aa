import AxeBuilder from "@axe-core/playwright";
import { type Cookie, type Page, expect, test } from "@playwright/test";

export const ADMIN = { username: "kaarto-admin", password: "e2e-salasana-Kaarto-2026" };

export const jsEnabled = () => test.info().project.name === "js";

/**
 * Marks a test of a JavaScript-only enhancement (documentation: the "no-js" project runs only NO_JS_BROWSER
 * tests). The flows they enhance are tested without JavaScript in tests/nojs or with NO_JS_BROWSER.
 */
export const JS_ONLY = { tag: "@js-only" } as const;

/**
 * Marks a test that also runs in the browser with JavaScript off (the "no-js" project): a no-JS check that
 * needs CSS or layout (widths, the dock, menus and modals without JS, image fallbacks, dark first paint),
 * or the one real-browser no-JS smoke test of its kind of form. Every other no-JS flow is tested in
 * tests/nojs with tests/support/nojs-browser.ts, which is cheaper and needs no CSS.
 */
export const NO_JS_BROWSER = { tag: "@no-js" } as const;

/**
 * A NO_JS_BROWSER check that the "js" project skips: pure CSS layout, or a check whose JavaScript half
 * runs elsewhere (public-pages.spec.ts checks every public page's width with JavaScript in its one pass).
 */
export const NO_JS_ONLY = { tag: ["@no-js", "@no-js-only"] };

export async function login(page: Page, username = ADMIN.username, password = ADMIN.password) {
  await page.goto("/admin/login");
  await page.getByLabel("Käyttäjätunnus").fill(username);
  await page.getByLabel("Salasana").fill(password);
  await page.getByRole("button", { name: "Kirjaudu sisään" }).click();
}

/** This worker's admin session: each Playwright worker has its own server (fixtures.ts). */
let workerAdminSession: Cookie | undefined;

/**
 * Opens the admin as a logged-in admin: the landing tab, or `landing` when given (straight there, without
 * rendering the long tyre tab first). The login form itself is tested in auth.spec.ts (with `login`);
 * other tests share one session per worker, logged in over HTTP, instead of a password check each.
 */
export async function loginAsAdmin(page: Page, landing?: string) {
  const context = page.context();
  if (workerAdminSession) {
    await context.addCookies([workerAdminSession]);
  } else {
    const answer = await context.request.post("/admin/login", {
      form: { username: ADMIN.username, password: ADMIN.password, redirectTo: "/admin" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    workerAdminSession = (await context.cookies()).find((cookie) => cookie.name.endsWith("admin_session"));
    expect(workerAdminSession).toBeDefined();
  }
  if (landing) {
    await page.goto(landing);
    return;
  }
  await page.goto("/admin");
  // The first available tab is the landing page.
  await expect(page).toHaveURL(/\/admin\/renkaat$/);
}

/** Waits until React has hydrated the page: every widget of the first render is listening. */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * Fake timers from the page's first script on, paused: the page's setTimeout and Date move only when the
 * test calls `page.clock.runFor`. Call before the first `goto`; with JavaScript off there is nothing to fake.
 */
export async function freezeTime(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/**
 * Waits until every running animation and transition of the page that ends has ended (not the endless
 * ones), at most 5 s: a paused one must not hold the test (the bound is Node's timer, not the page's,
 * which Playwright's clock may hold still).
 */
export async function animationsFinished(page: Page) {
  const finished = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  ).catch(() => undefined); // the page may navigate meanwhile
  let bound: NodeJS.Timeout | undefined;
  await Promise.race([finished, new Promise((resolve) => (bound = setTimeout(resolve, 5_000)))]);
  clearTimeout(bound);
}

/**
 * The serious and critical accessibility violations axe finds on the page (or inside `include`), one
 * line each with the offending elements. Only violations are collected: listing every passing node too
 * costs axe a quarter of its time on a big page and changes nothing found.
 */
export async function seriousViolations(
  page: Page,
  scope: { include?: string; exclude?: string; skipRules?: string[] } = {},
): Promise<string[]> {
  // A drawer or panel still fading in has its text at part opacity: axe would measure that contrast.
  await animationsFinished(page);
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  if (scope.skipRules?.length) builder = builder.disableRules(scope.skipRules);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}
