/**
 * The public pages load and hydrate without touching Intl: the first Intl object of a page costs the
 * browser its ICU set-up, ~50 ms of one task (~200 ms on a throttled phone), so the site formats
 * prices, numbers and dates in plain JavaScript (app/lib/finnish-number.ts, app/lib/helsinki-clock.ts).
 * An init script wraps every Intl entry point before the page's own scripts and records each use.
 * Hydration stays free of mismatches too (React logs them as errors 418/423/425), and no page throws.
 */
import { expect, test } from "./fixtures";
import { JS_ONLY, hydrated } from "./helpers";
import { publicPagePaths } from "../support/public-pages";

declare global {
  interface Window {
    __intlCalls: string[];
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

const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|423|425)/i;

test.describe("public pages without Intl", JS_ONLY, () => {
  test("no public page uses Intl while it loads and hydrates, and none throws or logs a hydration error", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await page.addInitScript(recordIntlUse);
    const pageErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) pageErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));

    const intlUses: string[] = [];
    for (const path of await publicPagePaths(baseURL!)) {
      await page.goto(path);
      await hydrated(page);
      const calls = await page.evaluate(() => window.__intlCalls);
      intlUses.push(...calls.map((call) => `${path}: ${call}`));
    }
    expect(intlUses).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
