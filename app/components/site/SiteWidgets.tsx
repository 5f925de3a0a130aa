import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { SESSION_NOTICE_MS, type SiteWidgetsData } from "~/lib/site-widgets";
import { Analytics } from "./Analytics";
import { CookieBanner } from "./CookieBanner";
import { NewsletterPopup } from "./NewsletterPopup";

/** The floating parts of every public page: cookie banner, analytics, newsletter popup, session notice. */
export function SiteWidgets({ data }: { data: SiteWidgetsData }) {
  return (
    <>
      {data.consent === null ? <CookieBanner /> : null}
      <Analytics measurementId={data.gaMeasurementId} consent={data.consent} />
      <NewsletterPopup lastShown={data.popupLastShown} />
      {data.adminSessionExpired ? <SessionExpiredNotice /> : null}
    </>
  );
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
