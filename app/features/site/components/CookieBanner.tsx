import { Link, useLocation } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { BANNER_DELAY_MS, BANNER_FADE_MS, BANNER_RELOAD_WAIT_MS, type Consent } from "~/features/site/widgets.rules";

export const CONSENT_URL = "/evasteet";

/*
 * The 500 ms delay is a CSS animation so it holds with and without JavaScript: the server renders the
 * banner, which stays hidden (not just transparent: it cannot be clicked) until it fades in.
 */
const APPEAR_CSS = `@keyframes cookie-banner-in{from{opacity:0;visibility:hidden;transform:translateY(1rem)}to{opacity:1;visibility:visible;transform:none}}
.cookie-banner-appear{animation:cookie-banner-in 300ms ease-out ${BANNER_DELAY_MS}ms both}
@keyframes cookie-banner-out{from{opacity:1}to{opacity:0}}
.cookie-banner-fade{animation:cookie-banner-out ${BANNER_FADE_MS}ms ease-in forwards}
@media (prefers-reduced-motion:reduce){.cookie-banner-appear,.cookie-banner-fade{animation-duration:1ms}}`;

/**
 * Cookie consent (spec: cookie banner). A real form posting to /evasteet, which stores the choice in
 * a cookie and redirects back. With JavaScript: accepting fades out, waits and reloads so analytics
 * starts on a fresh page; denying just closes the banner.
 */
export function CookieBanner() {
  const location = useLocation();
  const [state, setState] = useState<"open" | "fading" | "closed">("open");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const choice = submitter instanceof HTMLButtonElement ? submitter.value : "";
    if (choice !== "accepted" && choice !== "denied") return; // let the browser post it as is
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    body.delete("redirectTo"); // a JSON answer instead of a redirect
    body.set("choice", choice);
    const stored = fetch(CONSENT_URL, { method: "POST", body, headers: { Accept: "application/json" } }).catch(() => null);
    if ((choice as Consent) === "denied") {
      setState("closed");
      return;
    }
    setState("fading");
    await Promise.all([stored, wait(BANNER_FADE_MS + BANNER_RELOAD_WAIT_MS)]);
    window.location.reload();
  }

  if (state === "closed") return null;
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className={`${state === "fading" ? "cookie-banner-fade" : "cookie-banner-appear"} fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4`}
    >
      <style dangerouslySetInnerHTML={{ __html: APPEAR_CSS }} />
      <div className="mx-auto max-w-4xl rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
        <h2 id="cookie-banner-title" className="text-base font-semibold">
          Evästeet
        </h2>
        {/* Two short paragraphs, not one long one: on a first visit the banner's largest text block would
            otherwise outsize the page's own heading and count as the page's largest paint (LCP). */}
        <p className="mt-1">Käytämme evästeitä sivuston kävijäseurantaan, jotta voimme kehittää palveluamme.</p>
        <p>
          Seurantaevästeet otetaan käyttöön vain suostumuksellasi.{" "}
          <Link to="/tietosuojaseloste" className="font-medium text-brand-700 underline dark:text-brand-100">
            Tietosuojaseloste
          </Link>
        </p>
        <details className="mt-2">
          <summary className="cursor-pointer font-medium text-brand-700 underline dark:text-brand-100">Lue lisää evästeistä</summary>
          <div className="mt-2 space-y-2 text-slate-700 dark:text-slate-300">
            <p>
              <strong>Analytiikka (Google Analytics 4).</strong> Jos hyväksyt, sivusto lataa Googlen tunnisteenhallinnan (Google
              Tag Manager, gtag.js) ja tallentaa evästeet <code>_ga</code> ja <code>_ga_*</code>. Niillä seurataan
              sivujen katseluja, käytettyjä laitteita ja sitä, miten sivustolle tultiin. Tiedot käsittelee Google, ja ne voivat
              siirtyä EU:n ulkopuolelle.
            </p>
            <p>
              <strong>Välttämättömät evästeet.</strong> Valintasi tallennetaan evästeeseen <code>cookie_consent</code> vuodeksi.
              Lisäksi sivusto muistaa teemavalintasi ja uutiskirjeikkunan näyttöajan. Näitä ei käytetä seurantaan.
            </p>
            <p>Jos kieltäydyt, sivusto ei lataa Googlen skriptejä eikä lähetä tietoja Googlelle.</p>
          </div>
        </details>
        <form method="post" action={CONSENT_URL} onSubmit={onSubmit} className="relative mt-3 flex flex-wrap gap-2">
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <Honeypot />
          <button type="submit" name="choice" value="accepted" className="btn-primary" disabled={state !== "open"}>
            Hyväksy
          </button>
          <button type="submit" name="choice" value="denied" className="btn-secondary" disabled={state !== "open"}>
            Kieltäydy
          </button>
        </form>
      </div>
    </section>
  );
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
