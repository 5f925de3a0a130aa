import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { CampaignTabError } from "~/features/campaigns/components/admin/CampaignTabError";
import { CampaignTabView } from "~/features/campaigns/components/admin/CampaignTabView";
import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";
import { loadCampaignTab } from "~/features/campaigns/page.server";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, async () => ({ campaigns: await loadCampaignTab() }));

/** The tab 'Kampanjat'. The form, the delete confirmation and the row actions are nested routes. */
export default function CampaignTab() {
  const { campaigns } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <CampaignTabView campaigns={campaigns} search={search}>
      <Outlet />
    </CampaignTabView>
  );
}

/** The campaigns could not be read (the database failed): the message and 'Yritä uudelleen'. */
export function ErrorBoundary() {
  return <CampaignTabError />;
}
