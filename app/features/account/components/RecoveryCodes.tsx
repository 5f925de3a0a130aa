import { useHydrated } from "~/components/layout/header/useHydrated";
import { ACCOUNT_TEXTS as T } from "../texts";

/**
 * Recovery codes, shown once (right after they were made). 'Tulosta' needs JavaScript (window.print);
 * without it the note tells the admin to write them down.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="recovery-codes">
      <h3 id="recovery-codes-title" className="text-lg font-semibold">
        {T.codesTitle}
      </h3>
      <p className="text-sm">{T.codesNote}</p>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base sm:grid-cols-2" aria-label={T.codesTitle}>
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      {hydrated ? (
        <button type="button" className="btn-secondary print:hidden" onClick={() => window.print()}>
          {T.print}
        </button>
      ) : null}
    </section>
  );
}
