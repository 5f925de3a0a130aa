import type { ReactNode } from "react";

/**
 * The box around a table that may be wider than a phone: it scrolls sideways inside itself. Keyboard
 * users can scroll it too, so it takes focus and has a name (axe 'scrollable-region-focusable');
 * `relative` keeps absolutely placed children (screen-reader-only captions and labels) inside its clip, so
 * they never widen the page.
 */
export function ScrollRegion({
  label,
  labelledBy,
  className = "",
  children,
}: {
  /** The region's name; or `labelledBy`, the id of the table's caption or heading. */
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`relative max-w-full overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </div>
  );
}
