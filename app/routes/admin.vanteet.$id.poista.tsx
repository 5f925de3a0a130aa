import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { RimDrawerError } from "~/features/rims/components/admin/RimDrawerError";
import { RIMS_ADMIN_PATH, RIM_TEXTS } from "~/features/rims/rules";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { removeRim, requireRim, rimTabUrl } from "~/features/rims/page.server";

const T = RIM_TEXTS.admin;

export const meta: MetaFunction = () => [{ title: `${T.deleteHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const rim = await requireRim(params.id);
    return { name: `${rim.brand} ${rim.model}` };
  });

/** POST: deletes the rim and goes back to the list with 'Vanne poistettu'. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ request, params, form }) => {
    requireForm(form);
    return removeRim(params.id, rimTabUrl(request));
  });

export default function DeleteRim() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.deleteHeading}
      closeTo={`${RIMS_ADMIN_PATH}${useLocation().search}`}
      question={T.confirmDelete(name)}
      confirmLabel={T.confirmDeleteButton}
      cancelLabel={T.cancel}
    />
  );
}

export function ErrorBoundary() {
  return <RimDrawerError title={T.deleteHeading} message={T.errors.delete} />;
}
