import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { TyreDrawerError } from "~/features/tyres/components/admin/DrawerError";
import { TYRE_ADMIN_TEXTS as T, tyreListHref } from "~/features/tyres/admin.rules";
import { parseDatabaseId } from "~/lib/database-id";
import { deleteSize } from "~/features/tyres/admin.model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { requireSize } from "~/features/tyres/admin.page.server";

export const meta: MetaFunction = () => [{ title: `${T.drawers.deleteSize} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, async ({ params }) => ({ size: await requireSize(params.sizeId) }));

export const action = (args: ActionFunctionArgs) => adminAction(args, deleteSizeAction);

/** Deletes the size and its tyres; any failure goes back to the list with 'Koon poistaminen epäonnistui: …'. */
async function deleteSizeAction({ request, params }: ActionFunctionArgs) {
  const back = tyreListHref(new URL(request.url).search);
  const id = parseDatabaseId(params.sizeId);
  try {
    const result = id === null ? ({ ok: false, error: "not_found" } as const) : await deleteSize(id);
    if (!result.ok) return redirectWithToast(back, { type: "error", message: T.toasts.sizeDeleteFailed(T.errors.sizeNotFound) });
    return redirectWithToast(back, { type: "success", message: `${T.toasts.sizeDeleted}: ${result.fullSize}` });
  } catch (error) {
    console.error("Deleting a tyre size failed", error);
    return redirectWithToast(back, { type: "error", message: T.toasts.sizeDeleteFailed("tietokantavirhe") });
  }
}

export default function DeleteSizeRoute() {
  const { size } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.drawers.deleteSize}
      question={T.confirm.deleteSize(size.fullSize)}
      warning={T.confirm.deleteSizeWarning(size.productCount)}
      confirmLabel={T.buttons.deleteSize}
      cancelLabel={T.buttons.cancel}
      pendingLabel={T.buttons.deleting}
      closeTo={tyreListHref(useLocation().search)}
    />
  );
}

export function ErrorBoundary() {
  return <TyreDrawerError title={T.drawers.deleteSize} />;
}
