import { Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { FEEDBACK_ADMIN_TEXTS as T } from "~/features/feedback/rules";

type Props = { closeHref: string; titleId: string; children: ReactNode };

/**
 * A side panel over the feedback tab. It is a nested route rendered on the server, so it opens and
 * closes with plain links; with JavaScript it also takes focus and closes on Escape.
 */
export function TranscriptDrawer({ closeHref, titleId, children }: Props) {
  const navigate = useNavigate();
  useEffect(() => {
    document.getElementById(titleId)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeHref, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeHref, navigate, titleId]);

  return (
    <div className="fixed inset-0 z-40 flex justify-end">
      {/* The backdrop is a mouse shortcut only; the 'Takaisin' link is the accessible way out. */}
      <Link to={closeHref} preventScrollReset aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-slate-900/50" />
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative h-full w-full max-w-2xl overflow-y-auto border-l border-slate-200 bg-slate-50 p-6 shadow-2xl dark:border-slate-700 dark:bg-slate-950"
      >
        <Link to={closeHref} preventScrollReset className="btn-secondary mb-6">
          <span aria-hidden="true">←</span> {T.back}
        </Link>
        {children}
      </section>
    </div>
  );
}
