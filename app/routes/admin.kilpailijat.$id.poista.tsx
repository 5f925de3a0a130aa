import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { CompetitorDrawerError } from "~/features/competitors/components/CompetitorDrawerError";
import { COMPETITOR_TEXTS as T } from "~/features/competitors/rules";
import { deleteTracker, requireCompetitor, tabUrl } from "~/features/competitors/page.server";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.deleteHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const competitor = await requireCompetitor(params.id);
    return { name: competitor.name };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ request, params, form }) => {
    requireForm(form);
    return deleteTracker(params.id, tabUrl(request));
  });

export default function DeleteCompetitor() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.deleteHeading}
      closeTo={`/admin/kilpailijat${useLocation().search}`}
      question={T.confirmDelete(name)}
      confirmLabel={T.buttons.confirmDelete}
      cancelLabel={T.buttons.cancel}
    />
  );
}

export function ErrorBoundary() {
  return <CompetitorDrawerError title={T.deleteHeading} message={T.errors.delete} />;
}
