import { Link } from "@remix-run/react";

const PILL = "rounded-full px-4 py-2 text-sm font-semibold shadow-lg";

/**
 * Shown on public pages only to a logged-in admin: the way into the back-office, and the spec's drawer
 * link 'Aktiiviset kampanjat' (/admin/campaigns/active) to what the campaign box shows right now. Where
 * the campaign box is open (from `sm` up its list shows, up to 12rem under a 2.75rem title), the links
 * sit above it rather than over its rows (CSS only, so also without JavaScript).
 */
export function AdminButton() {
  return (
    <nav aria-label="Ylläpito" className="fixed bottom-20 right-4 z-40 flex flex-col items-end gap-2 sm:[body:has([data-section=campaigns])_&]:bottom-[16.5rem]">
      <Link
        to="/admin/campaigns/active"
        className={`${PILL} bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-100 dark:bg-slate-800 dark:text-white dark:ring-slate-600 dark:hover:bg-slate-700`}
        data-testid="admin-active-campaigns"
      >
        Aktiiviset kampanjat
      </Link>
      <Link
        to="/admin"
        className={`${PILL} bg-slate-900 text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900`}
        data-testid="admin-button"
      >
        Admin
      </Link>
    </nav>
  );
}
