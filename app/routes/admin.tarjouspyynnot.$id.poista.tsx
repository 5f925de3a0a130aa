import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { QUOTE_ADMIN_PATH, QUOTE_ADMIN_TEXTS as T } from "~/features/quotes/admin.rules";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { quoteTabUrl, removeQuoteRequest, requireQuoteRequestName } from "~/features/quotes/admin.page.server";
import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";

export const meta: MetaFunction = () => [{ title: `${T.deleteHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => ({ name: await requireQuoteRequestName(params.id) }));

/** POST: deletes the request and returns to the list it was opened from with 'Tarjouspyyntö poistettu'. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ request, params, form }) => {
    requireForm(form);
    return removeQuoteRequest(params.id, quoteTabUrl(request));
  });

export default function DeleteQuoteRequest() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.deleteHeading}
      closeTo={`${QUOTE_ADMIN_PATH}${useLocation().search}`}
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
      closeTo={QUOTE_ADMIN_PATH}
      notFound={T.errors.notFound}
      failure={T.errors.delete}
      testId="quote-dialog-error"
    />
  );
}
