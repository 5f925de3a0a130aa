import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { TyreDrawerError, notFound } from "~/features/tyres/components/admin/DrawerError";
import { ProductForm } from "~/features/tyres/components/admin/ProductForm";
import { EMPTY_PRODUCT_FORM, productFormDefaults } from "~/features/tyres/components/admin/product-form-values";
import { useRestoredForm, withRestoredValues } from "~/components/ui/form/RestoredForm";
import { formatPrice } from "~/lib/price";
import { TYRE_ADMIN_TEXTS as T, drawerHref, sizeTitle, tyreListHref } from "~/features/tyres/admin.rules";
import { parseDatabaseId } from "~/lib/database-id";
import { loadImageChoices } from "~/features/images/model.server";
import { manufacturerNamesOrFallback } from "~/features/manufacturers/model.server";
import { getProductForEdit, updateProduct } from "~/features/tyres/admin.model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseProductUpdateForm } from "~/features/tyres/admin.schema.server";
import { readProductForm } from "~/features/tyres/product-form.server";

export const meta: MetaFunction = () => [{ title: `${T.drawers.editProduct} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadProduct);

async function loadProduct({ params }: LoaderFunctionArgs) {
  const id = parseDatabaseId(params.productId);
  const product = id === null ? null : await getProductForEdit(id);
  if (!product) throw notFound(T.errors.productNotFound);
  const [{ names }, imageChoices] = await Promise.all([manufacturerNamesOrFallback(), loadImageChoices("product")]);
  return { product, manufacturers: names, imageChoices };
}

export const action = (args: ActionFunctionArgs) => adminAction(args, updateProductAction);

async function updateProductAction({ request, params }: ActionFunctionArgs) {
  const id = parseDatabaseId(params.productId);
  if (id === null) throw notFound(T.errors.productNotFound);
  const { fields, images, imageErrors } = await readProductForm(request);
  const submission = parseProductUpdateForm(fields);
  const fail = (status: number, fieldErrors?: Record<string, string[]>, formError: string = T.toasts.productUpdateFailed) =>
    data({ result: submission.reply({ formErrors: [formError], fieldErrors }), images, imageErrors }, { status });
  if (submission.status !== "success" || Object.keys(imageErrors).length > 0) return fail(400);

  try {
    const result = await updateProduct(id, { ...submission.value, ...images });
    if (!result.ok) {
      switch (result.error) {
        case "duplicate":
          return fail(409, { model: [T.errors.duplicateProduct(`${submission.value.manufacturer} ${submission.value.model}`, result.fullSize)] });
        case "price_below_sale":
          return fail(409, { price: [T.errors.priceBelowSale(formatPrice(result.salePrice))] });
        default:
          return fail(404, undefined, `${T.toasts.productUpdateFailed}: ${T.errors.productNotFound}`);
      }
    }
    const message = result.manufacturerCreated
      ? `${T.toasts.productUpdated}. ${T.toasts.manufacturerAdded(result.manufacturer)}`
      : T.toasts.productUpdated;
    return redirectWithToast(tyreListHref(new URL(request.url).search, `#koko-${result.sizeId}`), { type: "success", message });
  } catch (error) {
    console.error("Updating a tyre product failed", error);
    return fail(500);
  }
}

export default function EditProductRoute() {
  const { product, manufacturers, imageChoices } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const restored = useRestoredForm();
  const { search } = useLocation();
  const closeTo = tyreListHref(search);
  return (
    <AdminDrawer title={T.drawers.editProduct} closeTo={closeTo} keepSearch={false}>
      <ProductForm
        key={product.updatedAt}
        mode="edit"
        lastResult={actionData?.result}
        defaultValue={withRestoredValues({ ...EMPTY_PRODUCT_FORM, ...productFormDefaults(product) }, restored)}
        sizeLabel={sizeTitle(product.fullSize, product.vehicleType)}
        manufacturers={manufacturers}
        images={actionData?.images ?? { thumbnail: product.thumbnail, pattern: product.pattern, gallery: product.gallery }}
        imageErrors={actionData?.imageErrors ?? {}}
        imageChoices={imageChoices}
        limited={{ originalPrice: product.originalPrice === null ? "–" : formatPrice(product.originalPrice), stock: String(product.stock) }}
        links={{
          stock: drawerHref(`tuotteet/${product.id}/varasto`, search),
          sale: { to: drawerHref(`tuotteet/${product.id}/tarjous`, search), label: product.saleIsActive ? T.buttons.editSale : T.buttons.createSale },
        }}
        cancelTo={closeTo}
      />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <TyreDrawerError title={T.drawers.editProduct} />;
}
