import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { CompetitorDrawerError } from "~/features/competitors/components/CompetitorDrawerError";
import { CompetitorForm } from "~/features/competitors/components/CompetitorForm";
import { COMPETITOR_TEXTS as T } from "~/features/competitors/rules";
import { listProductChoices } from "~/features/competitors/choices.model.server";
import { COMPETITOR_FORM_OPTIONS, formValuesOf, handleCompetitorForm, requireCompetitor, tabUrl } from "~/features/competitors/page.server";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.editHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const competitor = await requireCompetitor(params.id);
    return {
      values: formValuesOf(competitor),
      lastError: competitor.status === "error" ? competitor.lastError : null,
      productChoices: await listProductChoices(),
    };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(
    args,
    async ({ request, params, form }) => handleCompetitorForm(requireForm(form), await requireCompetitor(params.id), tabUrl(request)),
    COMPETITOR_FORM_OPTIONS,
  );

/** The edit drawer; an errored tracker shows the reason of its last failed check beside its status. */
export default function EditCompetitor() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const closeTo = `/admin/kilpailijat${useLocation().search}`;
  return (
    <AdminDrawer title={T.editHeading} closeTo={closeTo} keepSearch={false}>
      <CompetitorForm
        mode="edit"
        defaultValue={loaded.values}
        lastResult={answer?.result}
        test={answer?.test ?? null}
        productChoices={loaded.productChoices}
        lastError={loaded.lastError}
        closeTo={closeTo}
      />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <CompetitorDrawerError title={T.editHeading} message={T.errors.update} />;
}
