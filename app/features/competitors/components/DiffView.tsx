import { COMPETITOR_TEXTS as T } from "~/features/competitors/rules";
import type { DiffLine, DiffSnapshot, DiffView as DiffViewData } from "~/features/competitors/diff.rules";
import { formatEuros } from "~/features/competitors/prices.rules";
import { formatDateTime } from "~/lib/format";

/**
 * The diff dialog's body in one of the spec's three states. Everything from the competitor's page is
 * rendered as React text, never as markup: a page's `<script>` or `<img onerror>` shows as characters.
 */
export function DiffView({ view }: { view: DiffViewData }) {
  if (view.state === "only-one") {
    return (
      <div className="space-y-3" data-testid="diff-state" data-state="only-one">
        <p>{T.diff.onlyOne}</p>
        {view.latest ? <Snapshot heading={T.diff.after} snapshot={view.latest} snippet={null} /> : null}
      </div>
    );
  }
  if (view.state === "no-change") {
    return (
      <div className="space-y-3" data-testid="diff-state" data-state="no-change">
        <p>{T.diff.noChange}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Snapshot heading={T.diff.before} snapshot={view.before} snippet={null} />
          <Snapshot heading={T.diff.after} snapshot={view.after} snippet={null} />
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4" data-testid="diff-state" data-state="changed">
      <p className="font-semibold text-amber-800 dark:text-amber-300">{T.diff.changed}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Snapshot heading={T.diff.before} snapshot={view.before} snippet={view.snippetBefore} testId="diff-before" />
        <Snapshot heading={T.diff.after} snapshot={view.after} snippet={view.snippetAfter} testId="diff-after" />
      </div>
      {view.lines.length > 0 ? <Lines lines={view.lines} /> : null}
    </div>
  );
}

function Snapshot({ heading, snapshot, snippet, testId }: { heading: string; snapshot: DiffSnapshot; snippet: string | null; testId?: string }) {
  return (
    <section className="min-w-0 rounded-md border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900" data-testid={testId}>
      <h3 className="mb-2 font-semibold">{heading}</h3>
      <dl className="grid grid-cols-[auto,1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">{T.diff.checkedAt}:</dt>
        <dd>{formatDateTime(snapshot.checkedAt)}</dd>
        <dt className="font-medium">{T.diff.price}:</dt>
        <dd data-testid="diff-price">{snapshot.price === null ? T.diff.noPrice : formatEuros(snapshot.price)}</dd>
        {snippet ? (
          <>
            <dt className="font-medium">{T.diff.snippet}:</dt>
            <dd className="break-words">{snippet}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

const LINE_STYLES: Record<DiffLine["kind"], { sign: string; label: string | null; className: string }> = {
  added: { sign: "+", label: T.diff.added, className: "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100" },
  removed: { sign: "−", label: T.diff.removed, className: "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100" },
  same: { sign: " ", label: null, className: "text-slate-600 dark:text-slate-400" },
};

/** The page text's changed lines with a little context; the sign is for the eye, the label for a screen reader. */
function Lines({ lines }: { lines: DiffLine[] }) {
  return (
    <section>
      <h3 className="mb-2 font-semibold">{T.diff.textDiff}</h3>
      <ol className="relative overflow-x-auto rounded-md border border-slate-200 font-mono text-xs dark:border-slate-700" data-testid="diff-lines">
        {lines.map((line, index) => {
          const style = LINE_STYLES[line.kind];
          return (
            <li key={index} className={`flex gap-2 whitespace-pre-wrap break-words px-2 py-0.5 ${style.className}`} data-kind={line.kind}>
              <span aria-hidden="true" className="w-3 shrink-0 select-none font-bold">
                {style.sign}
              </span>
              {style.label ? <span className="sr-only">{style.label}: </span> : null}
              <span className="min-w-0">{line.text}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
