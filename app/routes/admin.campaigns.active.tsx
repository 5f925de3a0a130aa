import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TagIcon } from "~/components/ui/icons";
import { CampaignTabError } from "~/features/campaigns/components/admin/CampaignTabError";
import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";
import { loadRunningCampaigns } from "~/features/campaigns/page.server";
import { adminLoader } from "~/services/guard.server";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";

export const meta: MetaFunction = () => [{ title: `${T.activeHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, async () => ({ campaigns: await loadRunningCampaigns() }));

/**
 * /admin/campaigns/active, the drawer's 'Aktiiviset kampanjat' (spec section 1): the campaigns the site's
 * campaign box shows right now, by the same rule, each with its dates, discount, image and edit link.
 */
export default function ActiveCampaigns() {
  const { campaigns } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <AdminTabHeader title={T.activeHeading} intro={T.activeIntro}>
        <Link to="/admin/kampanjat" className="btn-secondary">
          {T.buttons.allCampaigns}
        </Link>
      </AdminTabHeader>
      {campaigns.length === 0 ? (
        <p className="card text-slate-600 dark:text-slate-400" data-testid="active-campaigns-empty">
          {T.activeEmpty}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {campaigns.map((campaign) => (
            <li key={campaign.id} className="card flex flex-col gap-3 p-0" data-testid="active-campaign">
              {campaign.imageUrl ? (
                <img src={campaign.imageUrl} alt="" className="aspect-[2/1] w-full rounded-t-lg bg-slate-100 object-cover dark:bg-slate-800" />
              ) : (
                <div className="flex aspect-[2/1] items-center justify-center rounded-t-lg bg-slate-200 dark:bg-slate-800" aria-hidden="true">
                  <TagIcon className="h-10 w-10 text-slate-500" />
                </div>
              )}
              <div className="flex flex-1 flex-col gap-2 px-4 pb-4">
                <h3 className="break-words text-lg font-semibold">{campaign.name}</h3>
                <p className="text-sm">
                  <span className="sr-only">Voimassa: </span>
                  {campaign.startDate} – {campaign.endDate}
                </p>
                <p className="text-sm">
                  {campaign.discount}
                  {campaign.discountCode ? ` · ${T.discount.code(campaign.discountCode)}` : ""}
                </p>
                <Link to={`/admin/kampanjat/${campaign.id}/muokkaa`} className="btn-secondary mt-auto self-start" aria-label={`${T.buttons.edit}: ${campaign.name}`}>
                  {T.buttons.edit}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <CampaignTabError title={T.activeHeading} retryTo="/admin/campaigns/active" />;
}
