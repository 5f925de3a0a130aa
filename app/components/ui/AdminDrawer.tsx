import { Link, useLocation, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef } from "react";

export type AdminDrawerProps = {
  /** The dialog's heading; also its accessible name. */
  title: string;
  /**
   * Where closing goes, normally the tab under the drawer (e.g. '/admin/renkaat'). Without a query of its
   * own the current query string is kept, so the list behind keeps its filters and page.
   */
  closeTo: string;
  children: ReactNode;
  /** 'drawer' (default): a right-hand panel; 'dialog': a centred confirmation box. */
  variant?: "drawer" | "dialog";
  /** Keep the current query string on `closeTo` when it has none (default true). */
  keepSearch?: boolean;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A drawer or dialog over an admin tab, rendered by a nested route so it has a URL and opens and closes
 * with plain links without JavaScript. With JavaScript it takes focus, keeps Tab inside and closes on
 * Escape. Usage: `<AdminDrawer title="Lisää uusi rengaskoko" closeTo="/admin/renkaat">…</AdminDrawer>`.
 */
export function AdminDrawer({ title, closeTo, children, variant = "drawer", keepSearch = true }: AdminDrawerProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closeHref = keepSearch && !closeTo.includes("?") ? `${closeTo}${search}` : closeTo;

  useEffect(() => {
    // Focus the heading unless the route already focused a field (e.g. the first one with an error).
    if (!panel.current?.contains(document.activeElement)) heading.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return; // e.g. an open listbox closed itself
      if (event.key === "Escape") {
        navigate(closeHref, { preventScrollReset: true });
        return;
      }
      if (event.key !== "Tab" || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === heading.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeHref, navigate]);

  const dialog = variant === "dialog";
  return (
    <div className={`fixed inset-0 z-40 flex ${dialog ? "items-center justify-center p-4" : "justify-end"}`}>
      {/* The backdrop is a mouse shortcut only; the close link is the accessible way out. */}
      <Link to={closeHref} preventScrollReset aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-slate-900/50" />
      <section
        ref={panel}
        role={dialog ? "alertdialog" : "dialog"}
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="admin-drawer"
        className={
          dialog
            ? "relative max-h-full w-full max-w-lg overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
            : "relative h-full w-full max-w-2xl overflow-y-auto border-l border-slate-200 bg-slate-50 p-6 shadow-2xl dark:border-slate-700 dark:bg-slate-950"
        }
      >
        <div className="mb-6 flex items-start justify-between gap-4">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {title}
          </h2>
          <Link to={closeHref} preventScrollReset className="btn-secondary shrink-0" aria-label={`Sulje: ${title}`}>
            <span aria-hidden="true">×</span> Sulje
          </Link>
        </div>
        {children}
      </section>
    </div>
  );
}
