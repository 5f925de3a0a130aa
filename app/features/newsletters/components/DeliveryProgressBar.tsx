import { NEWSLETTER_ADMIN_TEXTS as T } from "~/features/newsletters/rules";

type Progress = { total: number; sent: number; failed: number; skipped: number; pending: number };

/** Sent / failed / total of a newsletter's deliveries, as a bar and as words (the words are what a screen reader gets). */
export function DeliveryProgressBar({ progress, compact = false }: { progress: Progress; compact?: boolean }) {
  const done = progress.sent + progress.failed + progress.skipped;
  const percent = progress.total === 0 ? 100 : Math.round((done / progress.total) * 100);
  return (
    <div className={compact ? "mt-1 min-w-[9rem]" : "space-y-1"} data-testid="delivery-progress">
      <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        <div className={`h-full ${progress.failed > 0 ? "bg-red-600" : "bg-green-600"}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-700 dark:text-slate-300">{T.progress.label(progress.sent, progress.failed, progress.total)}</p>
      {progress.skipped > 0 && !compact ? <p className="text-xs text-slate-600 dark:text-slate-400">{T.progress.skipped(progress.skipped)}</p> : null}
    </div>
  );
}
