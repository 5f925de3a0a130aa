import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ChatLauncher } from "~/features/chat/components/ChatLauncher";
import { CHAT_PAGE } from "~/features/chat/components/open-chat";
import { SESSION_NOTICE_MS, type SiteWidgetsData } from "~/features/site/widgets.rules";
import { Analytics } from "./Analytics";
import { CONSENT_URL, CookieBanner } from "./CookieBanner";
import { NewsletterPopup } from "~/features/subscribers/components/NewsletterPopup";

/**
 * The floating parts of every public page: cookie banner, analytics, newsletter popup and Kaartobotti
 * (both once the visitor has made a cookie choice; the chat not on the chat page itself), session notice.
 */
export function SiteWidgets({ data }: { data: SiteWidgetsData }) {
  const consentChosen = useConsentChosen(data.consent !== null);
  const { pathname } = useLocation();
  // The chat page is the chat already: no floating one on top of it.
  const onChatPage = pathname === CHAT_PAGE;
  return (
    <>
      {data.consent === null ? <CookieBanner /> : null}
      <Analytics measurementId={data.gaMeasurementId} consent={data.consent} />
      <NewsletterPopup lastShown={data.popupLastShown} consentChosen={consentChosen} pathname={pathname} />
      {onChatPage ? null : <FloatingDock />}
      {consentChosen && !onChatPage ? <ChatLauncher /> : null}
      {data.adminSessionExpired ? <SessionExpiredNotice /> : null}
    </>
  );
}

/**
 * The strip at the foot of the screen where the floating buttons sit (the chat, on the home page also the
 * opening hours and the folded campaign box): opaque like the header, and the footer keeps room for it at
 * the end, so the buttons never sit on top of a heading or a price and nothing is out of reach.
 */
function FloatingDock() {
  return (
    <div
      aria-hidden="true"
      data-testid="floating-dock"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-20 h-16 border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgba(15,23,42,0.08)] dark:border-slate-800 dark:bg-slate-950"
    />
  );
}

/**
 * Whether the visitor has made a cookie choice. The banner stores a denial in place, without a reload
 * or a new loader run: its form being sent is the sign that the chat may show now.
 */
function useConsentChosen(chosenOnServer: boolean): boolean {
  const [chosenHere, setChosenHere] = useState(false);
  useEffect(() => {
    if (chosenOnServer || chosenHere) return;
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && new URL(event.target.action).pathname === CONSENT_URL) setChosenHere(true);
    };
    document.addEventListener("submit", onSubmit);
    return () => document.removeEventListener("submit", onSubmit);
  }, [chosenOnServer, chosenHere]);
  return chosenOnServer || chosenHere;
}

/** Spec section 4: a red notice when the admin session has ended; JavaScript removes it after 5 s. */
function SessionExpiredNotice() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), SESSION_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      role="alert"
      data-testid="session-expired"
      className="fixed left-1/2 top-4 z-[70] w-[min(28rem,calc(100%-2rem))] -translate-x-1/2 rounded-md border-l-4 border-red-700 bg-red-600 px-4 py-3 text-white shadow-lg"
    >
      <p className="font-semibold">Istunto päättynyt</p>
      <p className="text-sm">
        Admin-istuntosi on päättynyt.{" "}
        <Link to="/admin/login" className="underline">
          Kirjaudu sisään uudelleen.
        </Link>
      </p>
    </div>
  );
}
