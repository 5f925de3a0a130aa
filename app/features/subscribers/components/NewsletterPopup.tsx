import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { POPUP_COOKIE, POPUP_DELAY_MS, parseLastShown, popupAllowedOn, popupCookieAssignment, shouldShowPopup } from "~/features/subscribers/rules";
import { readCookie } from "~/features/site/widgets.rules";

// The dialog's code is fetched only for visitors who will see it, after the page has loaded.
const loadDialog = () => import("./NewsletterPopupDialog");
// A chunk that fails to download (offline, new deploy) must not crash the page: then no popup.
const NewsletterPopupDialog = lazy(() =>
  loadDialog().catch(() => ({ default: (_props: { onClose: () => void }) => null as JSX.Element | null })),
);

/** How long before the popup opens its code starts downloading, so it is ready on time. */
const PRELOAD_LEAD_MS = 1500;

function recordShown() {
  document.cookie = popupCookieAssignment(Date.now(), window.location.protocol === "https:");
}

/** The visitor is typing or choosing in a field: a dialog that took the focus now would take their input. */
function visitorIsBusy(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement || (active instanceof HTMLElement && active.isContentEditable);
}

/**
 * The newsletter popup's timing: on a first visit it opens 5 s after load; afterwards only when more
 * than 7 days have passed since it was last shown. Showing and closing record the time in a cookie.
 * One overlay at a time: until the visitor has made the cookie choice the popup waits, and its 5 s start
 * from that choice. It never interrupts a purchase or a task: it does not open on the pages where a
 * visitor searches, compares or fills a form (popupAllowedOn), and not while they are typing in a field
 * (then it waits another 5 s). It needs JavaScript; without it the header and footer forms serve.
 */
export function NewsletterPopup({ lastShown, consentChosen, pathname }: { lastShown: number | null; consentChosen: boolean; pathname: string }) {
  const [open, setOpen] = useState(false);
  // Only the value at page load matters: the timer runs once per page load, not per revalidation.
  const lastShownAtLoad = useRef(lastShown);
  const allowed = popupAllowedOn(pathname);

  useEffect(() => {
    if (!consentChosen || !allowed) return;
    // The browser's cookie is the freshest record (another tab may have shown the popup meanwhile).
    const recorded = parseLastShown(readCookie(document.cookie, POPUP_COOKIE)) ?? lastShownAtLoad.current;
    if (!shouldShowPopup(recorded, Date.now())) return;
    const preload = window.setTimeout(() => void loadDialog().catch(() => {}), POPUP_DELAY_MS - PRELOAD_LEAD_MS);
    let show: number;
    const showWhenIdle = () => {
      if (visitorIsBusy()) {
        show = window.setTimeout(showWhenIdle, POPUP_DELAY_MS);
        return;
      }
      recordShown();
      setOpen(true);
    };
    show = window.setTimeout(showWhenIdle, POPUP_DELAY_MS);
    return () => {
      window.clearTimeout(preload);
      window.clearTimeout(show);
    };
  }, [consentChosen, allowed]);

  const close = useCallback(() => {
    recordShown();
    setOpen(false);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupDialog onClose={close} />
    </Suspense>
  );
}
