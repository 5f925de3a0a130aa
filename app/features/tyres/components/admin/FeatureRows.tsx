import { useEffect, useRef, useState } from "react";
import { TYRE_ADMIN_TEXTS as T } from "~/features/tyres/admin.rules";
import { useHydrated } from "~/components/layout/header/useHydrated";

type Row = { key: number; value: string };

/** Blank rows offered without JavaScript, where rows cannot be added. */
const SPARE_ROWS_WITHOUT_JS = 3;

/**
 * The features as rows of one input each, all named `features` (the server trims them, splits comma
 * lists and drops blanks). Without JavaScript a few blank rows follow the stored ones; with JavaScript
 * rows are added and removed, and the last remaining row cannot be removed.
 */
export function FeatureRows({ name, defaultValue, form }: { name: string; defaultValue: string[]; form?: string }) {
  const hydrated = useHydrated();
  const nextKey = useRef(0);
  const makeRows = (values: string[]) => values.map((value) => ({ key: nextKey.current++, value }));
  const [rows, setRows] = useState<Row[]>(() => makeRows([...defaultValue, ...Array<string>(SPARE_ROWS_WITHOUT_JS).fill("")]));
  const focusKey = useRef<number | null>(null);

  useEffect(() => {
    // With JavaScript the spare blank rows go: the stored features, or one empty row.
    setRows((current) => {
      const filled = current.filter((row) => row.value.trim() !== "");
      return filled.length > 0 ? filled : current.slice(0, 1);
    });
  }, []);

  useEffect(() => {
    if (focusKey.current === null) return;
    document.getElementById(`feature-${focusKey.current}`)?.focus();
    focusKey.current = null;
  }, [rows]);

  const update = (key: number, value: string) => setRows((current) => current.map((row) => (row.key === key ? { ...row, value } : row)));
  const add = () => {
    const row = { key: nextKey.current++, value: "" };
    focusKey.current = row.key;
    setRows((current) => [...current, row]);
  };
  const remove = (key: number) =>
    setRows((current) => {
      if (current.length <= 1) return current;
      const index = current.findIndex((row) => row.key === key);
      const next = current.filter((row) => row.key !== key);
      focusKey.current = next[Math.max(0, index - 1)].key;
      return next;
    });

  return (
    <fieldset className="space-y-2" aria-describedby="features-help">
      <legend className="mb-1 text-sm font-medium">{T.product.features}</legend>
      <p id="features-help" className="text-xs text-slate-600 dark:text-slate-400">
        {T.product.featuresHelp}
      </p>
      <ul className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex gap-2" data-testid="feature-row">
            <input
              id={`feature-${row.key}`}
              name={name}
              form={form}
              type="text"
              value={row.value}
              onChange={(event) => update(row.key, event.target.value)}
              aria-label={T.product.feature(index + 1)}
              maxLength={300}
              className="field"
            />
            {hydrated ? (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => remove(row.key)}
                disabled={rows.length <= 1}
                aria-label={T.product.removeFeature(index + 1)}
              >
                −
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {hydrated ? (
        <button type="button" className="btn-secondary" onClick={add}>
          + {T.product.addFeature}
        </button>
      ) : null}
    </fieldset>
  );
}
