/**
 * Every public page once in the browser with JavaScript, checked for what only a running page shows.
 * One pass, because a page load is most of each check's cost (they were four passes of 24–66 s each):
 * - No Intl while a page loads and hydrates: the first Intl object costs the browser its ICU set-up,
 *   ~50 ms of one task (~200 ms on a throttled phone), so the site formats prices, numbers and dates in
 *   plain JavaScript (app/lib/finnish-number.ts, app/lib/helsinki-clock.ts). An init script wraps every
 *   Intl entry point before the page's own scripts and records each use (the calls still go through).
 * - No hydration mismatch (React logs them as errors 418/423/425) and no uncaught error.
 * - Nothing runs into the page's own Content-Security-Policy, with analytics accepted (its tags render).
 * - No sideways scroll from 320 to 768 px once the page's scripts have run (the widgets they add
 *   included; without JavaScript: tests/e2e/phone-layout.spec.ts).
 * - At 375 px every box that scrolls takes keyboard focus (axe's 'scrollable-region-focusable', run on
 *   the boxes that scroll: a page without one has nothing for the rule to check).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { JS_ONLY, hydrated } from "./helpers";
import { publicPagePaths } from "../support/public-pages";

declare global {
  interface Window {
    __intlCalls: string[];
    __cspViolations: string[];
  }
}

/** Runs in the page before any of its scripts: every Intl entry point records its use with the caller. */
function recordIntlUse() {
  const calls: string[] = [];
  window.__intlCalls = calls;
  const record = (name: string) => {
    // Line 0 is 'Error', 1 this function, 2 the wrapper, 3 the caller.
    const caller = (new Error().stack ?? "").split("\n")[3]?.trim() ?? "";
    calls.push(`${name} ${caller}`);
  };
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "Collator", "RelativeTimeFormat", "ListFormat", "Segmenter", "DisplayNames"]) {
    const original = intl[name];
    if (typeof original !== "function") continue;
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        record(`new Intl.${name}`);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, self, args) {
        record(`Intl.${name}()`);
        return Reflect.apply(target, self, args);
      },
    });
  }
  const wrapMethod = (owner: object, ownerName: string, method: string) => {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method];
    Object.defineProperty(owner, method, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        record(`${ownerName}.${method}`);
        return original.apply(this, args);
      },
    });
  };
  wrapMethod(Number.prototype, "Number.prototype", "toLocaleString");
  for (const method of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]) wrapMethod(Date.prototype, "Date.prototype", method);
  // Even without a locale, Chromium's localeCompare builds the default collator (~80 ms at 4x throttling);
  // toLocaleLowerCase/UpperCase cost nothing measurable and stay unwrapped.
  wrapMethod(String.prototype, "String.prototype", "localeCompare");
}

/** Runs in the page before any of its scripts: every Content-Security-Policy violation is recorded. */
function recordCspViolations() {
  const seen: string[] = [];
  window.__cspViolations = seen;
  document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
}

/** Marks every box that scrolls (either way) and returns how many: axe's rule then looks at those only. */
function markScrollingBoxes(): number {
  let count = 0;
  for (const element of document.querySelectorAll<HTMLElement>("body *")) {
    const style = getComputedStyle(element);
    const scrollsX = /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth;
    const scrollsY = /auto|scroll/.test(style.overflowY) && element.scrollHeight > element.clientHeight;
    if (scrollsX || scrollsY) {
      element.setAttribute("data-scrolling-box", "");
      count += 1;
    }
  }
  return count;
}

const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|423|425)/i;
const WIDTHS = [320, 360, 375, 414, 768];

test("every public page with JavaScript: no Intl, hydration error or CSP violation, no sideways scroll at 320–768 px, and its scrolling boxes take focus", JS_ONLY, async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  // Google's hosts are unreachable in tests; a refused request is a network error, not a CSP violation.
  await context.route((url) => /google/i.test(url.hostname), (route) => route.abort());
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: baseURL! }]);
  await page.addInitScript(recordIntlUse);
  await page.addInitScript(recordCspViolations);
  const pageErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) pageErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));

  const found = { intl: [] as string[], csp: [] as string[], tooWide: [] as string[], unfocusableScroll: [] as string[] };
  let scrollingBoxes = 0;
  for (const path of await publicPagePaths(baseURL!)) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await hydrated(page);
    found.intl.push(...(await page.evaluate(() => window.__intlCalls)).map((call) => `${path}: ${call}`));
    // The server renders the same page at every width: resize (a reflow, and the page's own listeners run).
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      if (scrollWidth > innerWidth) found.tooWide.push(`${path} at ${width} px: ${scrollWidth - innerWidth} px too wide`);
      const boxes = width === 375 ? await page.evaluate(markScrollingBoxes) : 0;
      scrollingBoxes += boxes;
      if (boxes > 0) {
        const results = await new AxeBuilder({ page }).include("[data-scrolling-box]").withRules(["scrollable-region-focusable"]).analyze();
        for (const violation of results.violations) found.unfocusableScroll.push(`${path}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      }
    }
    found.csp.push(...(await page.evaluate(() => window.__cspViolations)).map((violation) => `${path}: ${violation}`));
  }
  await expect(page.getByTestId("gtag-script")).toHaveCount(1);
  expect(found.intl, "Intl used while loading and hydrating").toEqual([]);
  expect(pageErrors, "hydration errors and uncaught errors").toEqual([]);
  expect(found.csp, "Content-Security-Policy violations").toEqual([]);
  expect(found.tooWide, "pages wider than the screen").toEqual([]);
  // The price tables scroll sideways on a phone: a pass that finds no scrolling box checked nothing.
  expect(scrollingBoxes, "scrolling boxes found at 375 px").toBeGreaterThan(0);
  expect(found.unfocusableScroll, "scrolling boxes that take no keyboard focus at 375 px").toEqual([]);
});
