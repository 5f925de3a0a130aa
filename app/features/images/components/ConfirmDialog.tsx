import { Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";

type Props = { closeHref: string; titleId: string; children: ReactNode };

/**
 * A confirmation over the library page. It is a nested route rendered on the server, so without
 * JavaScript it is a page of its own with a form and a way back; with JavaScript it behaves as a modal
 * dialog: it takes focus, keeps Tab inside and closes on Escape.
 */
export function ConfirmDialog({ closeHref, titleId, children }: Props) {
  const navigate = useNavigate();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = document.getElementById(`${titleId}-dialog`);
    document.getElementById(titleId)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeHref, { preventScrollReset: true });
      if (event.key !== "Tab" || !dialog) return;
      const focusable = dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, [tabindex='-1']");
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [closeHref, navigate, titleId]);

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center p-4">
      {/* The backdrop is a mouse shortcut only; 'Peruuta' is the accessible way out. */}
      <Link to={closeHref} preventScrollReset aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-slate-900/60" />
      <section
        id={`${titleId}-dialog`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
      >
        {children}
      </section>
    </div>
  );
}
