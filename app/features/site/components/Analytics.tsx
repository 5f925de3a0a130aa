import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useNonce } from "~/components/ui/nonce";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Google Analytics 4, only after the visitor accepted cookies: without consent no script tag exists,
 * so the browser never contacts Google. Page views are sent by hand, one per route (the first
 * included), because Remix changes pages without reloading them.
 */
export function Analytics({ measurementId, consent }: { measurementId: string | null; consent: string | null }) {
  const enabled = consent === "accepted" && measurementId !== null;
  const location = useLocation();
  const nonce = useNonce();

  useEffect(() => {
    if (!enabled) return;
    window.gtag?.("event", "page_view", {
      page_location: window.location.href,
      page_path: `${location.pathname}${location.search}`,
      page_title: document.title,
    });
  }, [enabled, location.pathname, location.search]);

  if (!enabled) return null;
  // The id comes from the validated environment (G-XXXX); JSON.stringify keeps it a string literal anyway.
  const id = JSON.stringify(measurementId);
  const init =
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;" +
    `gtag('js',new Date());gtag('config',${id},{send_page_view:false});`;
  return (
    <>
      <script
        async
        nonce={nonce}
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
        data-testid="gtag-script"
      />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}
