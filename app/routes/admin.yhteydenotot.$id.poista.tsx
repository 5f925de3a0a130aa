import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { CONTACT_ADMIN_PATH, CONTACT_ADMIN_TEXTS as T } from "~/features/contact-requests/admin.rules";
import { contactTabUrl, removeContactRequest, requireContactRequestName } from "~/features/contact-requests/admin.page.server";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.deleteHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => ({ name: await requireContactRequestName(params.id) }));

/** POST: deletes the request and returns to the list it was opened from with 'Yhteydenottopyyntö poistettu'. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ request, params, form }) => {
    requireForm(form);
    return removeContactRequest(params.id, contactTabUrl(request));
  });

export default function DeleteContactRequest() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.deleteHeading}
      closeTo={`${CONTACT_ADMIN_PATH}${useLocation().search}`}
      question={T.confirmDelete(name)}
      warning={T.deleteWarning}
      confirmLabel={T.confirmDeleteButton}
      cancelLabel={T.cancel}
    />
  );
}

export function ErrorBoundary() {
  return (
    <DrawerErrorBoundary
      title={T.deleteHeading}
      closeTo={CONTACT_ADMIN_PATH}
      notFound={T.errors.notFound}
      failure={T.errors.delete}
      testId="contact-dialog-error"
    />
  );
}
