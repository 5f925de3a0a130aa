// STUB (owned by the newsletter/consent work): cookie banner, analytics, newsletter popup, session notice.
import type { SiteWidgetsData } from "~/lib/site-widgets";

export function SiteWidgets({ data: _data }: { data: SiteWidgetsData }) {
  return null;
}
