import { barPercent } from "~/features/feedback/rules";

/** A count with a decorative bar scaled to the largest count; the number carries the meaning. */
export function CountBar({ count, max, size, barClassName }: { count: number; max: number; size: "h-2" | "h-3"; barClassName: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="w-8 text-right tabular-nums">{count}</span>
      <span aria-hidden="true" className={`${size} flex-1 rounded bg-slate-100 dark:bg-slate-800`}>
        <span className={`block ${size} rounded ${barClassName}`} style={{ width: `${barPercent(count, max)}%` }} />
      </span>
    </div>
  );
}
