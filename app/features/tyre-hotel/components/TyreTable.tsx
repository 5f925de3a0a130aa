import type { FieldMetadata } from "@conform-to/react";
import { type AnyField, controlProps, initialText } from "~/components/ui/form/Field";
import { TYRE_POSITIONS } from "~/features/tyre-hotel/rules";
import { REQUIRED_TYRE_ROWS, type TyreRowValues } from "~/features/tyre-hotel/schema";
import { HOTEL_TEXTS } from "~/features/tyre-hotel/texts";

const T = HOTEL_TEXTS.set;

type TyresField = FieldMetadata<TyreRowValues[], Record<string, unknown>, string[]>;

/**
 * The tyres of a set, one row per position: DOT week and tread depth. Four rows are shown; the spare and
 * an extra tyre fold out (a native <details>, so it works without JavaScript) and count only when filled.
 */
export function TyreTable({ field, first }: { field: TyresField; first: string | null }) {
  const rows = field.getFieldList();
  const extraOpen = rows.slice(REQUIRED_TYRE_ROWS).some((row) => {
    const set = row.getFieldset();
    return Boolean(initialText(set.dot as AnyField) || initialText(set.tread as AnyField) || set.dot.errors?.length || set.tread.errors?.length);
  });
  const renderRow = (row: (typeof rows)[number], index: number) => {
    const set = row.getFieldset();
    const label = TYRE_POSITIONS[index]?.label ?? "";
    const dot = set.dot as AnyField;
    const tread = set.tread as AnyField;
    return (
      <div key={row.key} className="grid grid-cols-[minmax(6rem,1fr)_minmax(5rem,1fr)_minmax(5rem,1fr)] items-start gap-2" data-testid="tyre-row">
        <input type="hidden" name={set.position.name} value={TYRE_POSITIONS[index]?.code ?? ""} form={field.formId} />
        <span className="pt-2 text-sm font-medium" id={`${row.id}-label`}>
          {label}
        </span>
        <div>
          <label htmlFor={dot.id} className="sr-only">
            {`${label}: ${T.tyreColumns.dot}`}
          </label>
          <input {...controlProps(dot, { autoFocus: first === dot.name })} key={dot.key} defaultValue={initialText(dot)} inputMode="numeric" maxLength={12} className="field" autoComplete="off" />
          {dot.errors?.length ? (
            <p id={dot.errorId} className="field-error">
              {dot.errors.join(" ")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={tread.id} className="sr-only">
            {`${label}: ${T.tyreColumns.tread}`}
          </label>
          <input {...controlProps(tread, { autoFocus: first === tread.name })} key={tread.key} defaultValue={initialText(tread)} inputMode="decimal" maxLength={8} className="field" autoComplete="off" />
          {tread.errors?.length ? (
            <p id={tread.errorId} className="field-error">
              {tread.errors.join(" ")}
            </p>
          ) : null}
        </div>
      </div>
    );
  };
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700" aria-describedby={`${field.id}-help`}>
      <legend className="px-1 text-sm font-semibold">{T.fields.tyres}</legend>
      <p id={`${field.id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
        {T.tyreHelp}
      </p>
      <div aria-hidden="true" className="grid grid-cols-[minmax(6rem,1fr)_minmax(5rem,1fr)_minmax(5rem,1fr)] gap-2 text-xs font-semibold text-slate-600 dark:text-slate-400">
        <span>{T.tyreColumns.position}</span>
        <span>{T.tyreColumns.dot}</span>
        <span>{T.tyreColumns.tread}</span>
      </div>
      {rows.slice(0, REQUIRED_TYRE_ROWS).map(renderRow)}
      <details open={extraOpen || undefined}>
        <summary className="cursor-pointer py-1 text-sm underline">{T.moreTyres}</summary>
        <div className="mt-2 space-y-2">{rows.slice(REQUIRED_TYRE_ROWS).map((row, index) => renderRow(row, index + REQUIRED_TYRE_ROWS))}</div>
      </details>
    </fieldset>
  );
}

/** The name of the first tyre field with an error ('tyres[2].dot'), for the focus. */
export function firstTyreError(field: TyresField): string | null {
  for (const row of field.getFieldList()) {
    const set = row.getFieldset();
    if (set.dot.errors?.length) return set.dot.name;
    if (set.tread.errors?.length) return set.tread.name;
  }
  return null;
}
