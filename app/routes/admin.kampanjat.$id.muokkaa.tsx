import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { useRestoredForm, withRestoredValues } from "~/components/ui/form/RestoredForm";
import { CampaignDrawerError } from "~/features/campaigns/components/admin/CampaignDrawerError";
import { CampaignForm } from "~/features/campaigns/components/admin/CampaignForm";
import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";
import { campaignImageChoices, formValuesOf, handleCampaignForm, requireCampaign, tabUrl } from "~/features/campaigns/page.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.editHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const campaign = await requireCampaign(params.id);
    return { values: formValuesOf(campaign), imageChoices: await campaignImageChoices() };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ request, params }) => handleCampaignForm(request, await requireCampaign(params.id), tabUrl(request)));

export default function EditCampaign() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // Edits sent after the session had ended come back once (decision 0027).
  const restored = useRestoredForm();
  const closeTo = `/admin/kampanjat${useLocation().search}`;
  return (
    <AdminDrawer title={T.editHeading} closeTo={closeTo} keepSearch={false}>
      <CampaignForm mode="edit" defaultValue={withRestoredValues(loaded.values, restored)} lastResult={answer?.result} imageChoices={loaded.imageChoices} closeTo={closeTo} />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <CampaignDrawerError title={T.editHeading} message={T.errors.update} />;
}
