import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { AdminDrawer } from "~/components/admin/AdminDrawer";
import { CompetitorDrawerError } from "~/components/admin/competitors/CompetitorDrawerError";
import { COMPETITOR_TEXTS as T } from "~/lib/competitors";
import { deleteTracker, requireCompetitor, tabUrl } from "~/services/competitor-form.server";
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
  const closeTo = `/admin/kilpailijat${useLocation().search}`;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminDrawer title={T.deleteHeading} closeTo={closeTo} keepSearch={false} variant="dialog">
      <p className="break-words font-medium">{T.confirmDelete(name)}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {T.buttons.confirmDelete}
        </button>
        <Link to={closeTo} className="btn-secondary">
          {T.buttons.cancel}
        </Link>
      </Form>
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <CompetitorDrawerError title={T.deleteHeading} message={T.errors.delete} />;
}
