import { Link, useLocation } from "@remix-run/react";
import { Logo } from "./header/Logo";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";

/**
 * The crash screen of the spec. The site layout did not render, so a bar with the logo and a link home
 * keeps it from being a dead end. The reload link works without JavaScript too.
 */
export function ErrorScreen({ reloadHref }: { reloadHref: string }) {
  return (
    <>
      <header className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl items-center px-4 py-3 lg:px-6">
          <Logo className="h-8 w-auto sm:h-11" />
        </div>
      </header>
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-3xl font-bold">Jotain meni pieleen</h1>
        <p>Sivulla tapahtui virhe. Yritä päivittää sivu.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <a
            href={reloadHref}
            className="btn-primary"
            onClick={(event) => {
              event.preventDefault();
              window.location.reload();
            }}
          >
            Päivitä sivu
          </a>
          <a href="/" className="btn-secondary">
            Etusivulle
          </a>
        </div>
      </main>
    </>
  );
}

export function NotFoundScreen() {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="text-3xl font-bold">Sivua ei löytynyt</h1>
      <p>Etsimääsi sivua ei ole olemassa tai se on siirretty. Tarkista osoite tai palaa etusivulle.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Etusivulle
        </Link>
        <Link to="/renkaat" className="btn-secondary">
          Selaa renkaita
        </Link>
      </div>
    </main>
  );
}

/**
 * A request we refused (400, 403, 413, 415, 429) with a reason in Finnish: say it, and offer the way back
 * to the form, whose browser history still holds what was typed.
 */
export function RequestErrorScreen({ message }: { message: string }) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Pyyntöä ei voitu käsitellä</h1>
      <p role="alert">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href="/"
          className="btn-primary"
          onClick={(event) => {
            if (window.history.length > 1) {
              event.preventDefault();
              window.history.back();
            }
          }}
        >
          Palaa takaisin
        </a>
        <Link to="/" className="btn-secondary">
          Etusivulle
        </Link>
      </div>
    </main>
  );
}

/** A page's error boundary: its own 404 (an unknown article or tyre) as the 404 page, anything else as the crash screen. */
export function PageErrorBoundary() {
  const location = useLocation();
  const crash = <ErrorScreen reloadHref={`${location.pathname}${location.search}`} />;
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <NotFoundScreen /> }} defaultStatusHandler={() => crash} unexpectedErrorHandler={() => crash} />;
}
