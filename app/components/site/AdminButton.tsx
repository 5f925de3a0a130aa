import { Link } from "@remix-run/react";

/** Shown on public pages only to a logged-in admin. */
export function AdminButton() {
  return (
    <Link
      to="/admin"
      className="fixed bottom-20 right-4 z-40 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900"
      data-testid="admin-button"
    >
      Admin
    </Link>
  );
}
