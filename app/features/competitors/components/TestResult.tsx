import { COMPETITOR_TEXTS as T, type PriceMethod } from "~/features/competitors/rules";
import { formatEuros } from "~/features/competitors/prices.rules";

/** What 'Testaa' found on the typed page (services/competitor-form.server.ts TestOutcome). */
export type TestResultData =
  | { ok: true; price: string | null; priceMethod: PriceMethod | null; selectorMissed: boolean; excerpt: string }
  | { ok: false; error: string };

/**
 * The test's answer inside the form: the price and how it was found, or why the page could not be read.
 * The form's live region around it announces it.
 */
export function TestResult({ result }: { result: TestResultData }) {
  if (!result.ok) {
    return (
      <section aria-labelledby="competitor-test-title" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100" data-testid="competitor-test">
        <h3 id="competitor-test-title" className="font-semibold">
          {T.test.heading}
        </h3>
        <p className="break-words">
          {T.errors.check}: {result.error}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="competitor-test-title" className="space-y-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900" data-testid="competitor-test">
      <h3 id="competitor-test-title" className="font-semibold">
        {T.test.heading}
      </h3>
      {result.selectorMissed ? (
        <p className="rounded bg-amber-50 px-2 py-1 text-amber-900 dark:bg-amber-950 dark:text-amber-100">{T.test.selectorMissed}</p>
      ) : null}
      {result.price === null ? (
        <p>{T.test.noPrice}</p>
      ) : (
        <dl className="grid grid-cols-[auto,1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">{T.test.price}:</dt>
          <dd data-testid="competitor-test-price">{formatEuros(result.price)}</dd>
          {result.priceMethod ? (
            <>
              <dt className="font-medium">{T.test.method}:</dt>
              <dd data-testid="competitor-test-method">{T.priceMethods[result.priceMethod]}</dd>
            </>
          ) : null}
        </dl>
      )}
      {result.excerpt ? (
        <details>
          <summary className="cursor-pointer font-medium">{T.test.text}</summary>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-700 dark:text-slate-300">{result.excerpt}</p>
        </details>
      ) : null}
    </section>
  );
}
