// STUB (owned by the newsletter/consent work).
import type { SiteWidgetsData } from "~/lib/site-widgets";

export async function getSiteWidgetsData(_request: Request): Promise<SiteWidgetsData> {
  return { consent: null };
}
