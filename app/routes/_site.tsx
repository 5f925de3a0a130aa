import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { AdminButton } from "~/components/layout/AdminButton";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { ShopJsonLd } from "~/components/layout/ShopJsonLd";
import { SiteWidgets } from "~/features/site/components/SiteWidgets";
import { NavigationProgress } from "~/components/ui/NavigationProgress";
import { NO_REVIEWS } from "~/features/reviews/rules";
import { cachedBusinessSettings, cachedReviewSummary } from "~/features/site/content-cache.server";
import { clearExpiredAdminCookie, getSiteWidgetsData } from "~/features/site/widgets.server";
import type { loader as rootLoader } from "~/root";

/**
 * Data every public page shares: opening hours, review summary, widget state. Loaded once per page, from
 * memory while the content is unchanged (features/site/content-cache.server.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [settings, reviews, widgets] = await Promise.all([
    cachedBusinessSettings().catch((error: unknown) => {
      console.error("Failed to load business hours", error);
      return null;
    }),
    cachedReviewSummary().catch(() => NO_REVIEWS),
    getSiteWidgetsData(request),
  ]);
  const body = { hours: settings?.businessHours ?? null, hoursModified: settings?.isModifiedFromDefault ?? false, reviews, widgets };
  // A dead admin cookie is cleared on the page that shows the "Istunto päättynyt" notice, so it shows once.
  if (!widgets.adminSessionExpired) return body;
  return data(body, { headers: clearExpiredAdminCookie().map((cookie): [string, string] => ["Set-Cookie", cookie]) });
}

export function useSiteData() {
  return useRouteLoaderData<typeof loader>("routes/_site");
}

export default function SiteLayout() {
  const site = useSiteData();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="flex min-h-screen flex-col">
      <NavigationProgress />
      <Header reviews={site?.reviews ?? NO_REVIEWS} />
      <div id="sisalto" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </div>
      <Footer hours={site?.hours ?? null} />
      {site ? <SiteWidgets data={site.widgets} /> : null}
      <ShopJsonLd hours={site?.hours ?? null} origin={root?.origin ?? ""} />
      {root?.isAdmin ? <AdminButton /> : null}
    </div>
  );
}
