import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { TyreDrawerError, notFound } from "~/features/tyres/components/admin/DrawerError";
import { TYRE_ADMIN_TEXTS as T, tyreListHref } from "~/features/tyres/admin.rules";
import { parseDatabaseId } from "~/lib/database-id";
import { deleteProduct } from "~/features/tyres/admin.model.server";
import { getProductSale } from "~/features/sales/model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: `${T.drawers.deleteProduct} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadProduct);

async function loadProduct({ params }: LoaderFunctionArgs) {
  const id = parseDatabaseId(params.productId);
  const product = id === null ? null : await getProductSale(id);
  if (!product) throw notFound(T.errors.productNotFound);
  return { product: { manufacturer: product.manufacturer, model: product.model, fullSize: product.fullSize } };
}

export const action = (args: ActionFunctionArgs) => adminAction(args, deleteProductAction);

/** Deletes the product; a failure goes back to the list with 'Tuotteen poistaminen epäonnistui: {reason}'. */
async function deleteProductAction({ request, params }: ActionFunctionArgs) {
  const search = new URL(request.url).search;
  const id = parseDatabaseId(params.productId);
  try {
    const result = id === null ? ({ ok: false } as const) : await deleteProduct(id);
    if (!result.ok) {
      return redirectWithToast(tyreListHref(search), { type: "error", message: T.toasts.productDeleteFailed(T.errors.productNotFound) });
    }
    return redirectWithToast(tyreListHref(search, `#koko-${result.sizeId}`), { type: "success", message: T.toasts.productDeleted });
  } catch (error) {
    console.error("Deleting a tyre product failed", error);
    return redirectWithToast(tyreListHref(search), { type: "error", message: T.toasts.productDeleteFailed("tietokantavirhe") });
  }
}

export default function DeleteProductRoute() {
  const { product } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.drawers.deleteProduct}
      question={T.confirm.deleteProduct(`${product.manufacturer} ${product.model}`, product.fullSize)}
      warning={T.confirm.deleteProductWarning}
      confirmLabel={T.buttons.delete}
      cancelLabel={T.buttons.cancel}
      pendingLabel={T.buttons.deleting}
      closeTo={tyreListHref(useLocation().search)}
    />
  );
}

export function ErrorBoundary() {
  return <TyreDrawerError title={T.drawers.deleteProduct} />;
}
