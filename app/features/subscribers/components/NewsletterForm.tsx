import { useLocation } from "@remix-run/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { type SubscribeOutcome, newsletterResultText } from "~/features/subscribers/rules";

export const SUBSCRIBE_URL = "/api/subscribers/subscribe";

/**
 * Posts to the subscribe endpoint and reads its {message}. A plain fetch rather than a Remix fetcher:
 * the endpoint answers 400/429 for expected outcomes, which a fetcher would treat as route errors.
 */
export function useSubscribe() {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const send = useCallback(async (form: FormData): Promise<SubscribeOutcome> => {
    if (inFlight.current) return { ok: false, message: null };
    inFlight.current = true;
    setBusy(true);
    try {
      const response = await fetch(SUBSCRIBE_URL, { method: "POST", body: form, headers: { Accept: "application/json" } });
      const type = response.headers.get("content-type") ?? "";
      const message = type.includes("json")
        ? ((await response.json()) as { message?: unknown }).message
        : await response.text();
      return { ok: response.ok, message: typeof message === "string" ? message : null };
    } catch {
      return { ok: false, message: null };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, send };
}

const HEADER_MESSAGE_MS = 8000;

const LABELS = {
  header: "Uutiskirjeen tilaus (yläpalkki)",
  menu: "Uutiskirjeen tilaus (valikko)",
  footer: "Uutiskirjeen tilaus (alatunniste)",
} as const;

const STYLES = {
  header: {
    form: "flex items-center gap-1",
    input: "w-44 rounded border border-slate-600 bg-slate-800 px-2 py-0.5 text-xs text-white placeholder:text-slate-400 disabled:opacity-60",
    button: "rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50",
    // The strip is one line high: the result floats below it as a small bubble.
    message: "absolute left-0 top-full z-40 mt-1 w-80 rounded-md bg-slate-800 px-3 py-2 text-xs shadow-lg",
    ok: "text-green-300",
    error: "text-red-200",
  },
  menu: {
    form: "flex flex-col gap-2",
    input: "field",
    button: "btn-primary w-full",
    message: "text-sm",
    ok: "text-green-700 dark:text-green-400",
    error: "text-red-700 dark:text-red-400",
  },
  footer: {
    form: "flex flex-col gap-2 sm:flex-row",
    input: "block w-full rounded-md border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 disabled:opacity-60",
    button: "btn-primary shrink-0",
    message: "text-sm",
    ok: "text-green-400",
    error: "text-red-300",
  },
} as const;

/**
 * The newsletter sign-up of the header strip, the mobile menu and the footer. Without JavaScript it is
 * a plain form: the endpoint redirects back here with the result as a toast. With JavaScript the
 * result appears in a live region next to the field.
 */
export function NewsletterForm({ variant }: { variant: "header" | "menu" | "footer" }) {
  const location = useLocation();
  const { busy, send } = useSubscribe();
  const [email, setEmail] = useState("");
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // Server HTML keeps the button enabled: only once JavaScript runs can it re-enable itself.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The header's bubble covers the page below the strip, so it goes away by itself.
  useEffect(() => {
    if (variant !== "header" || !result) return;
    const timer = window.setTimeout(() => setResult(null), HEADER_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [variant, result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === "" || busy) return;
    const form = new FormData(event.currentTarget);
    form.delete("redirectTo"); // ask for JSON instead of a redirect
    form.set("email", email.trim());
    const outcome = await send(form);
    setResult({ ok: outcome.ok, text: newsletterResultText(outcome) });
    if (outcome.ok) setEmail("");
  }

  const style = STYLES[variant];
  const inputId = `newsletter-email-${variant}`;
  const messageId = `newsletter-message-${variant}`;
  return (
    <div className={variant === "header" ? "relative" : "space-y-2"}>
      <form
        method="post"
        action={SUBSCRIBE_URL}
        onSubmit={onSubmit}
        aria-label={LABELS[variant]}
        aria-describedby={result ? messageId : undefined}
        className={`relative ${style.form}`}
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <Honeypot />
        <label htmlFor={inputId} className="sr-only">
          Sähköpostiosoite
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          placeholder={variant === "header" ? "Tilaa uutiskirje: sähköposti" : "Sähköpostiosoitteesi"}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={busy}
          className={style.input}
        />
        <button type="submit" disabled={hydrated && (busy || email.trim() === "")} className={style.button}>
          {busy ? "Lähetetään..." : "Tilaa"}
        </button>
      </form>
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        data-testid={`newsletter-result-${variant}`}
        className={`${style.message} ${result?.ok ? style.ok : style.error} ${result ? "" : "sr-only"}`}
      >
        {result?.text ?? ""}
      </p>
    </div>
  );
}
