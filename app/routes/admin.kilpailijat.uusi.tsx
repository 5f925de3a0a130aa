import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { CompetitorDrawerError } from "~/features/competitors/components/CompetitorDrawerError";
import { CompetitorForm } from "~/features/competitors/components/CompetitorForm";
import { COMPETITOR_TEXTS as T } from "~/features/competitors/rules";
import { EMPTY_COMPETITOR_FORM } from "~/features/competitors/schema";
import { listProductChoices } from "~/features/competitors/choices.model.server";
import { COMPETITOR_FORM_OPTIONS, handleCompetitorForm, tabUrl } from "~/features/competitors/page.server";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.createHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, async () => ({ productChoices: await listProductChoices() }));

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ request, form }) => handleCompetitorForm(requireForm(form), null, tabUrl(request)), COMPETITOR_FORM_OPTIONS);

export default function CreateCompetitor() {
  const { productChoices } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const closeTo = `/admin/kilpailijat${useLocation().search}`;
  return (
    <AdminDrawer title={T.createHeading} closeTo={closeTo} keepSearch={false}>
      <CompetitorForm
        mode="create"
        defaultValue={EMPTY_COMPETITOR_FORM}
        lastResult={answer?.result}
        test={answer?.test ?? null}
        productChoices={productChoices}
        lastError={null}
        closeTo={closeTo}
      />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <CompetitorDrawerError title={T.createHeading} message={T.errors.create} />;
}
