import { type ChangeEvent, useCallback, useState } from "react";
import { COMPARE_MAX, COMPARE_TEXTS } from "~/features/tyres/compare.rules";

/**
 * The ticked 'Vertaa' boxes of one size's compare form: how many, and a fourth tick undone with the
 * reason said aloud (the server would show only three). Give `onChange` to the form.
 */
export function useCompareChoice() {
  const [count, setCount] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const onChange = useCallback((event: ChangeEvent<HTMLFormElement>) => {
    const box = event.target as unknown as HTMLInputElement;
    if (box.name !== "id" || box.type !== "checkbox") return;
    let ticked = event.currentTarget.querySelectorAll('input[name="id"]:checked').length;
    if (box.checked && ticked > COMPARE_MAX) {
      box.checked = false;
      ticked -= 1;
      setNotice(COMPARE_TEXTS.limitReached);
    } else {
      setNotice(null);
    }
    setCount(ticked);
  }, []);
  return { count, notice, onChange };
}

function CompareButton({ fullSize }: { fullSize: string }) {
  return (
    <button type="submit" className="btn-primary text-sm">
      Vertaa valittuja<span className="sr-only"> renkaita koossa {fullSize}</span>
    </button>
  );
}

/**
 * With JavaScript: a bar fixed to the bottom of the screen from the first ticked tyre, with the count
 * and the compare button, so the visitor need not scroll back to the top of the size. Without it (in
 * `noscript`): the same button sticks to the bottom of the size's section.
 */
export function CompareBar({ fullSize, count, notice }: { fullSize: string; count: number; notice: string | null }) {
  return (
    <>
      <noscript>
        <div className="sticky bottom-0 z-20 mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 py-3 dark:border-slate-800 dark:bg-slate-950/95">
          <span className="text-sm">Valitse enintään kolme rengasta.</span>
          <CompareButton fullSize={fullSize} />
        </div>
      </noscript>
      <div aria-live="polite" className={count > 0 || notice ? "fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-lg dark:border-slate-700 dark:bg-slate-950/95" : "sr-only"} data-testid="compare-bar">
        {count > 0 || notice ? (
          // Left room for the chat launcher, which sits in the bottom-left corner above the page.
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 pl-16 pr-4 lg:pl-52">
            <p className="text-sm font-semibold">
              {notice ? <span role="alert" className="block font-normal text-red-700 dark:text-red-400">{notice}</span> : null}
              Valittu {count}/{COMPARE_MAX} rengasta koossa {fullSize}
            </p>
            {count > 0 ? <CompareButton fullSize={fullSize} /> : null}
          </div>
        ) : null}
      </div>
    </>
  );
}
