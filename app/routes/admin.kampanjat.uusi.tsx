import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { useRestoredForm, withRestoredValues } from "~/components/ui/form/RestoredForm";
import { CampaignDrawerError } from "~/features/campaigns/components/admin/CampaignDrawerError";
import { CampaignForm } from "~/features/campaigns/components/admin/CampaignForm";
import { CAMPAIGN_TEXTS as T, EMPTY_CAMPAIGN_FORM } from "~/features/campaigns/rules";
import { campaignImageChoices, handleCampaignForm, tabUrl } from "~/features/campaigns/page.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.createHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, async () => ({ imageChoices: await campaignImageChoices() }));

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ request }) => handleCampaignForm(request, null, tabUrl(request)));

export default function CreateCampaign() {
  const { imageChoices } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // Edits sent after the session had ended come back once (decision 0027).
  const restored = useRestoredForm();
  const closeTo = `/admin/kampanjat${useLocation().search}`;
  return (
    <AdminDrawer title={T.createHeading} closeTo={closeTo} keepSearch={false}>
      <CampaignForm mode="create" defaultValue={withRestoredValues(EMPTY_CAMPAIGN_FORM, restored)} lastResult={answer?.result} imageChoices={imageChoices} closeTo={closeTo} />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <CampaignDrawerError title={T.createHeading} message={T.errors.create} />;
}
