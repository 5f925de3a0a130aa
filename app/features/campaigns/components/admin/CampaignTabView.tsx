import { Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";
import type { CampaignRow } from "~/features/campaigns/page.server";
import { CampaignTable } from "./CampaignTable";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";

const TAB = "/admin/kampanjat";

/**
 * What the tab 'Kampanjat' shows: its heading, the create and 'Aktiiviset kampanjat' links and the table
 * (or 'Ei kampanjoita'). While a change of the tab submits or the tab reloads, it says 'Ladataan…' and
 * the table is marked busy. `children`: the nested route (a drawer or dialog) over it.
 */
export function CampaignTabView({ campaigns, search, children }: { campaigns: CampaignRow[]; search: string; children?: ReactNode }) {
  const navigation = useNavigation();
  const target = navigation.location?.pathname ?? "";
  const busy = navigation.state !== "idle" && (target === TAB || navigation.formAction?.startsWith(TAB) === true);
  return (
    <>
      <div className="space-y-6">
        <AdminTabHeader title={T.title} intro={T.intro}>
          <Link to="/admin/campaigns/active" className="btn-secondary">
            {T.buttons.activeList}
          </Link>
          <Link to={`${TAB}/uusi${search}`} className="btn-primary">
            {T.buttons.create}
          </Link>
        </AdminTabHeader>
        <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-brand-700 dark:text-brand-100" data-testid="campaigns-loading">
          {busy ? T.loading : ""}
        </p>
        <CampaignTable rows={campaigns} search={search} busy={busy} />
      </div>
      {children}
    </>
  );
}
