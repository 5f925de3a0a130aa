import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { CampaignDrawerError } from "~/features/campaigns/components/admin/CampaignDrawerError";
import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";
import { removeCampaign, requireCampaign, tabUrl } from "~/features/campaigns/page.server";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.deleteHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const campaign = await requireCampaign(params.id);
    return { name: campaign.name };
  });

/** POST: deletes the campaign and goes back to the tab with 'Kampanja poistettu'. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ request, params, form }) => {
    requireForm(form);
    return removeCampaign(params.id, tabUrl(request));
  });

export default function DeleteCampaign() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.deleteHeading}
      closeTo={`/admin/kampanjat${useLocation().search}`}
      question={T.confirmDelete(name)}
      confirmLabel={T.buttons.confirmDelete}
      cancelLabel={T.buttons.cancel}
    />
  );
}

export function ErrorBoundary() {
  return <CampaignDrawerError title={T.deleteHeading} message={T.errors.delete} />;
}
