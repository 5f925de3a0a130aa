import { useFetcher } from "@remix-run/react";
import { COMPETITOR_TEXTS as T } from "~/features/competitors/rules";

/**
 * 'Tarkista nyt' of one row: a real form posting to /admin/kilpailijat/:id/tarkista. With JavaScript a
 * fetcher posts it, so only this row shows 'Tarkistetaan…' while the check runs; the action's redirect
 * then refreshes the tab and brings the toast. `busy`: a check of this tracker is already running.
 */
export function CheckButton({ id, name, busy, search }: { id: number; name: string; busy: boolean; search: string }) {
  const fetcher = useFetcher();
  const pending = busy || fetcher.state !== "idle";
  const text = pending ? T.checking : T.buttons.check;
  return (
    <fetcher.Form method="post" action={`/admin/kilpailijat/${id}/tarkista${search}`}>
      <button type="submit" className="btn-primary px-3 py-1 text-xs" disabled={pending} aria-label={`${text}: ${name}`} data-testid="check-button">
        {text}
      </button>
    </fetcher.Form>
  );
}
