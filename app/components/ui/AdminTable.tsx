import { type ReactNode, useId } from "react";

/**
 * An admin list as a table in a card that scrolls sideways inside itself on a phone. The card is a
 * focusable region named by the table's caption, so the keyboard can scroll it and a screen reader can
 * find it; `busy` dims it while the tab reloads after a change. `minWidthClass` is a Tailwind class
 * (written out in the caller, where Tailwind sees it).
 */
export function AdminTable({
  caption,
  columns,
  minWidthClass,
  busy = false,
  children,
}: {
  caption: string;
  columns: string[];
  minWidthClass: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    // `relative`: the screen-reader texts (absolutely positioned) stay inside the scroll box, not beyond the page's edge.
    <div
      className={`card relative max-w-full overflow-x-auto p-0 transition-opacity ${busy ? "opacity-60" : ""}`}
      role="region"
      aria-labelledby={captionId}
      aria-busy={busy || undefined}
      tabIndex={0}
    >
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
