import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { AdminButton } from "~/components/site/AdminButton";
import { Footer } from "~/components/site/Footer";
import { Header } from "~/components/site/Header";
import { getBusinessSettings } from "~/models/settings.server";
import type { loader as rootLoader } from "~/root";

export async function loader() {
  const settings = await getBusinessSettings().catch((error: unknown) => {
    console.error("Failed to load business hours", error);
    return null;
  });
  return { hours: settings?.businessHours ?? null };
}

export function useSiteData() {
  return useRouteLoaderData<typeof loader>("routes/_site");
}

export default function SiteLayout() {
  const site = useSiteData();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="flex min-h-screen flex-col">
      <Header theme={root?.theme ?? "light"} />
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer hours={site?.hours ?? null} />
      {root?.isAdmin ? <AdminButton /> : null}
    </div>
  );
}
