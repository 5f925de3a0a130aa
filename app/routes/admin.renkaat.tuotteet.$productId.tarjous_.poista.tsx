import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { TyreDrawerError, notFound } from "~/features/tyres/components/admin/DrawerError";
import { formatPrice } from "~/lib/price";
import { TYRE_ADMIN_TEXTS as T, tyreListHref } from "~/features/tyres/admin.rules";
import { parseDatabaseId } from "~/lib/database-id";
import { getProductSale, removeSale } from "~/features/sales/model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";

/*
 * /admin/renkaat/tuotteet/:productId/tarjous/poista. The `tarjous_` segment keeps this dialog out of the
 * sale form's route (it is a sibling over the tab, not a child of the sale drawer).
 */

export const meta: MetaFunction = () => [{ title: `${T.drawers.removeSale} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadSale);

async function loadSale({ params }: LoaderFunctionArgs) {
  const id = parseDatabaseId(params.productId);
  const product = id === null ? null : await getProductSale(id);
  if (!product) throw notFound(T.errors.productNotFound);
  return { product };
}

export const action = (args: ActionFunctionArgs) => adminAction(args, removeSaleAction);

async function removeSaleAction({ request, params }: ActionFunctionArgs) {
  const search = new URL(request.url).search;
  const id = parseDatabaseId(params.productId);
  try {
    const result = id === null ? ({ ok: false, error: "not_found" } as const) : await removeSale(id);
    if (!result.ok) {
      const reason = result.error === "no_sale" ? T.errors.noSale : T.errors.productNotFound;
      return redirectWithToast(tyreListHref(search), { type: "error", message: `${T.toasts.saleRemoveFailed}: ${reason}` });
    }
    return redirectWithToast(tyreListHref(search), { type: "success", message: T.toasts.saleRemoved });
  } catch (error) {
    console.error("Removing a sale failed", error);
    return redirectWithToast(tyreListHref(search), { type: "error", message: T.toasts.saleRemoveFailed });
  }
}

export default function RemoveSaleRoute() {
  const { product } = useLoaderData<typeof loader>();
  const name = `${product.manufacturer} ${product.model}`;
  return (
    <ConfirmDeleteDialog
      title={T.drawers.removeSale}
      question={T.confirm.removeSale(name)}
      warning={
        product.salePrice === null
          ? T.confirm.removeSaleWarning
          : `${T.confirm.removeSaleWarning} ${formatPrice(product.salePrice)} → ${formatPrice(product.price)}`
      }
      confirmLabel={T.buttons.removeSale}
      cancelLabel={T.buttons.cancel}
      pendingLabel={T.buttons.deleting}
      closeTo={tyreListHref(useLocation().search)}
    />
  );
}

export function ErrorBoundary() {
  return <TyreDrawerError title={T.drawers.removeSale} />;
}
