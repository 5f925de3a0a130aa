import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { TyreDrawerError, notFound } from "~/features/tyres/components/admin/DrawerError";
import { SaleForm } from "~/features/sales/components/SaleForm";
import { formatPrice } from "~/lib/price";
import { TYRE_ADMIN_TEXTS as T, amountInputValue, defaultSaleDuration, tyreListHref } from "~/features/tyres/admin.rules";
import { parseDatabaseId } from "~/lib/database-id";
import { getProductSale, saveSale } from "~/features/sales/model.server";
import { adminAction, adminLoader, type FormActionArgs } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseSaleForm } from "~/features/tyres/admin.schema.server";
import { helsinkiDay } from "~/lib/helsinki-time";

export const meta: MetaFunction = () => [{ title: `${T.drawers.createSale} – Ylläpito` }, { name: "robots", content: "noindex" }];

async function productOrNotFound(productId: string | undefined) {
  const id = parseDatabaseId(productId);
  const product = id === null ? null : await getProductSale(id);
  if (!product) throw notFound(T.errors.productNotFound);
  return product;
}

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => ({ product: await productOrNotFound(params.productId), today: helsinkiDay() }));

export const action = (args: ActionFunctionArgs) => adminAction(args, saveSaleAction);

async function saveSaleAction({ request, params, form }: FormActionArgs) {
  const product = await productOrNotFound(params.productId);
  const submission = parseSaleForm(requireForm(form), Number(product.price), helsinkiDay());
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: [T.toasts.saleCreateFailed] }) }, { status: 400 });
  }
  const value = submission.value;
  const result = await saveSale(product.id, value.isActive ? { ...value } : { isActive: false });
  if (!result.ok) {
    const fieldErrors = result.error === "price_above_price" ? { salePrice: [T.errors.salePrice.max(formatPrice(product.price))] } : undefined;
    return data({ result: submission.reply({ formErrors: [T.toasts.saleCreateFailed], fieldErrors }) }, { status: 409 });
  }
  const back = tyreListHref(new URL(request.url).search);
  return value.isActive
    ? redirectWithToast(back, { type: "success", message: T.toasts.saleCreated })
    : redirectWithToast(back, { type: "info", message: T.toasts.saleDeactivated });
}

export default function SaleRoute() {
  const { product, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const closeTo = tyreListHref(useLocation().search);
  const title = product.isActive ? T.drawers.editSale : T.drawers.createSale;
  return (
    <AdminDrawer title={title} closeTo={closeTo} keepSearch={false}>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        {product.manufacturer} {product.model} · {product.fullSize}
      </p>
      <SaleForm
        price={product.price}
        today={today}
        lastResult={actionData?.result}
        defaultValue={{
          // Opening the form means creating or editing a sale: it starts switched on.
          isActive: "on",
          salePrice: amountInputValue(product.salePrice),
          name: product.name ?? "",
          description: product.description ?? "",
          duration: defaultSaleDuration(product.endDate),
          endDate: product.endDate ?? "",
        }}
        cancelTo={closeTo}
      />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <TyreDrawerError title={T.drawers.createSale} />;
}
