import { useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { formatDate } from "~/lib/format";
import type { PublicCampaign } from "~/features/campaigns/model.server";
import { ArrowRightIcon, ChevronDownIcon, CloseIcon, TagIcon } from "~/components/ui/icons";
import { campaignsClosedCookie } from "./campaign-cookie";
import { withoutParam } from "~/features/homepage/components/urls";
import { CampaignModal } from "./CampaignModal";

export const CAMPAIGN_PARAM = "kampanja";

/**
 * The floating campaign list (bottom right). Without JavaScript a campaign is a link to ?kampanja=<id>
 * that the server renders open, and closing the box posts to /kampanjat/sulje; with JavaScript both
 * happen in place and the cookie is written here.
 */
export function CampaignBox({ campaigns }: { campaigns: PublicCampaign[] }) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [closed, setClosed] = useState(false);
  const [openId, setOpenId] = useState<number | null>(() => Number(searchParams.get(CAMPAIGN_PARAM)) || null);

  if (closed || campaigns.length === 0) return null;
  const selected = campaigns.find((campaign) => campaign._id === openId) ?? null;
  const here = withoutParam(location.pathname, location.search, CAMPAIGN_PARAM);

  const closeModal = () => {
    setOpenId(null);
    if (searchParams.has(CAMPAIGN_PARAM)) {
      setSearchParams((params) => {
        params.delete(CAMPAIGN_PARAM);
        return params;
      }, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <>
      <aside
        aria-labelledby="campaigns-title"
        className="fixed bottom-2 right-2 z-30 w-[min(20rem,calc(100vw-7.75rem))] sm:right-4 sm:w-[min(20rem,calc(100vw-9.5rem))] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
        data-section="campaigns"
        data-testid="campaign-box"
      >
        {/* On phones the list folds away behind the title: a checkbox, so it also works without JS. */}
        <input type="checkbox" id="campaigns-toggle" className="peer sr-only sm:hidden" />
        <div className="flex items-center justify-between bg-brand-600 py-1.5 pl-3 pr-1 text-white sm:pl-4 sm:pr-1.5 peer-focus-visible:ring-2 peer-focus-visible:ring-inset peer-focus-visible:ring-white peer-checked:[&_.campaigns-chevron]:rotate-180">
          <h2 id="campaigns-title" className="text-sm font-bold">
            <label htmlFor="campaigns-toggle" className="flex cursor-pointer items-center gap-1.5 sm:cursor-default sm:gap-2">
              <TagIcon className="h-4 w-4" />
              Kampanjat
              <span className="rounded-full bg-white/20 px-2 text-xs">{campaigns.length}</span>
              <ChevronDownIcon className="campaigns-chevron h-4 w-4 transition sm:hidden" />
            </label>
          </h2>
          <form
            method="post"
            action="/kampanjat/sulje"
            onSubmit={(event) => {
              event.preventDefault();
              document.cookie = campaignsClosedCookie();
              setClosed(true);
            }}
          >
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/15" data-testid="campaign-box-close">
              <CloseIcon className="h-4 w-4" />
              <span className="sr-only">Sulje kampanjat</span>
            </button>
          </form>
        </div>
        {/* At most 12 rem of campaigns (more scroll inside): the footer keeps that much room (Footer.tsx). */}
        <ul className="hidden max-h-48 divide-y divide-slate-100 overflow-y-auto peer-checked:block sm:block dark:divide-slate-800">
          {campaigns.map((campaign) => (
            <li key={campaign._id}>
              <a
                href={`${location.pathname}?${CAMPAIGN_PARAM}=${campaign._id}`}
                rel="nofollow"
                aria-haspopup="dialog"
                onClick={(event) => {
                  event.preventDefault();
                  setOpenId(campaign._id);
                }}
                className="group flex items-center gap-3 px-4 py-3 transition hover:bg-slate-50 dark:hover:bg-slate-800"
                data-testid="campaign-link"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-bold text-slate-900 dark:text-white">{campaign.name}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">Voimassa {formatDate(campaign.endDate)} asti</span>
                </span>
                <ArrowRightIcon className="h-4 w-4 shrink-0 text-brand-600 transition group-hover:translate-x-0.5 dark:text-red-400" />
              </a>
            </li>
          ))}
        </ul>
      </aside>
      {selected ? <CampaignModal campaign={selected} closeHref={here} onClose={closeModal} /> : null}
    </>
  );
}
