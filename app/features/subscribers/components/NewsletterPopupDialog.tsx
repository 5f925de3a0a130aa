import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { POPUP_AUTOCLOSE_MS, POPUP_FALLBACK_CLOSE_MS, newsletterResultText, popupEmailError } from "~/features/subscribers/rules";
import { useSubscribe } from "./NewsletterForm";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), [tabindex="0"]';

/** The newsletter popup itself (loaded on demand by NewsletterPopup): a labelled modal dialog. */
export default function NewsletterPopupDialog({ onClose }: { onClose: () => void }) {
  const { busy, send } = useSubscribe();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);

  // Focus moves into the dialog and returns where it was when the dialog closes.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
    return () => previous?.focus();
  }, []);

  // Success closes the window after 3 s; the 5 s timer is the spec's fallback.
  useEffect(() => {
    if (success === null) return;
    successHeading.current?.focus();
    const timers = [POPUP_AUTOCLOSE_MS, POPUP_FALLBACK_CLOSE_MS].map((ms) => window.setTimeout(onClose, ms));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [success, onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    // Keep Tab inside the dialog.
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[aria-hidden='true']"));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || !dialog.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = popupEmailError(email);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(null);
    const form = new FormData(event.currentTarget);
    form.set("email", email.trim());
    const outcome = await send(form);
    if (outcome.ok) setSuccess(newsletterResultText(outcome, "popup"));
    else setError(newsletterResultText(outcome, "popup"));
  }

  return (
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center bg-black/60 p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="newsletter-popup-title"
        aria-describedby="newsletter-popup-text"
        onKeyDown={onKeyDown}
        data-testid="newsletter-popup"
        className="relative w-full max-w-md rounded-lg bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Sulje uutiskirjeikkuna"
          className="absolute right-3 top-3 rounded-md px-2 text-2xl leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          ×
        </button>
        {success !== null ? (
          <div role="status" className="space-y-3 pr-6 text-center">
            <h2 id="newsletter-popup-title" ref={successHeading} tabIndex={-1} className="text-2xl font-bold text-green-700 dark:text-green-400">
              Tilaus vahvistettu!
            </h2>
            <p id="newsletter-popup-text">{success}</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">Tämä ikkuna sulkeutuu automaattisesti.</p>
          </div>
        ) : (
          <div className="space-y-4">
            <h2 id="newsletter-popup-title" className="pr-6 text-2xl font-bold">
              Tilaa uutiskirjeemme!
            </h2>
            <p id="newsletter-popup-text" className="text-slate-700 dark:text-slate-300">
              Saat ensimmäisten joukossa tietoa uusista tuotteista, ajankohtaisista tarjouksista ja hyödyllisiä rengasvinkkejä
              suoraan sähköpostiisi.
            </p>
            <form noValidate onSubmit={onSubmit} className="relative space-y-3" aria-label="Uutiskirjeen tilaus (ponnahdusikkuna)">
              <Honeypot />
              <div>
                <label htmlFor="newsletter-popup-email" className="mb-1 block text-sm font-medium">
                  Sähköpostiosoite
                </label>
                <input
                  ref={input}
                  id="newsletter-popup-email"
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  maxLength={254}
                  placeholder="nimi@esimerkki.fi"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  disabled={busy}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "newsletter-popup-error" : undefined}
                  className="field"
                />
                {error ? (
                  <p id="newsletter-popup-error" role="alert" className="field-error">
                    {error}
                  </p>
                ) : null}
              </div>
              <button type="submit" disabled={busy} className="btn-primary w-full">
                {busy ? "Käsitellään..." : "Tilaa uutiskirje"}
              </button>
            </form>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Voit peruuttaa tilauksen milloin tahansa. Emme luovuta sähköpostiosoitettasi kolmansille osapuolille.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
