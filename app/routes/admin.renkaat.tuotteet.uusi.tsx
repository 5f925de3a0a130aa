import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { useRestoredForm, withRestoredValues } from "~/components/ui/form/RestoredForm";
import { ProductForm } from "~/features/tyres/components/admin/ProductForm";
import { EMPTY_PRODUCT_FORM } from "~/features/tyres/components/admin/product-form-values";
import { SIZE_PARAM, TYRE_ADMIN_TEXTS as T, tyreListHref } from "~/features/tyres/admin.rules";
import { parseDatabaseId } from "~/lib/database-id";
import { loadImageChoices } from "~/features/images/model.server";
import { manufacturerNamesOrFallback } from "~/features/manufacturers/model.server";
import { createProduct, listSizeOptions, sizeIdOf } from "~/features/tyres/admin.model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseProductCreateForm } from "~/features/tyres/admin.schema.server";
import { readProductForm } from "~/features/tyres/product-form.server";

export const meta: MetaFunction = () => [{ title: `${T.drawers.createProduct} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadForm);

async function loadForm({ request }: LoaderFunctionArgs) {
  const [sizes, { names }, imageChoices] = await Promise.all([listSizeOptions(), manufacturerNamesOrFallback(), loadImageChoices("product")]);
  // '?koko=<id>' (from 'Lisää tuote tähän kokoon') preselects the size.
  const wanted = parseDatabaseId(new URL(request.url).searchParams.get(SIZE_PARAM) ?? undefined);
  const preselectedSize = sizes.find((size) => size.id === wanted);
  return { sizes, manufacturers: names, imageChoices, preselected: preselectedSize ? String(preselectedSize.id) : "", preselectedSize: preselectedSize?.fullSize ?? "" };
}

export const action = (args: ActionFunctionArgs) => adminAction(args, createProductAction);

async function createProductAction({ request }: ActionFunctionArgs) {
  const { fields, images, imageErrors } = await readProductForm(request);
  const submission = parseProductCreateForm(fields);
  const fail = (status: number, fieldErrors?: Record<string, string[]>) =>
    data({ result: submission.reply({ formErrors: [T.toasts.productCreateFailed], fieldErrors }), images, imageErrors }, { status });
  if (submission.status !== "success" || Object.keys(imageErrors).length > 0) return fail(400);

  // The size field's text ('205/55R16') names the size; an id (an older form, a script) still works.
  const { size, sizeId: givenId, ...value } = submission.value;
  const sizeId = givenId ?? (size ? await sizeIdOf(size) : null);
  if (sizeId === null) return fail(404, { size: [T.errors.sizeUnknown(size ?? "")] });

  try {
    const result = await createProduct({ ...value, sizeId, ...images });
    if (!result.ok) {
      if (result.error === "duplicate") {
        const name = `${submission.value.manufacturer} ${submission.value.model}`;
        return fail(409, { model: [T.errors.duplicateProduct(name, result.fullSize)] });
      }
      return fail(404, { sizeId: [T.errors.sizeNotFound] });
    }
    const message = result.manufacturerCreated
      ? `${T.toasts.productCreated}. ${T.toasts.manufacturerAdded(result.manufacturer)}`
      : T.toasts.productCreated;
    return redirectWithToast(tyreListHref(new URL(request.url).search, `#koko-${result.sizeId}`), { type: "success", message });
  } catch (error) {
    console.error("Creating a tyre product failed", error);
    return fail(500);
  }
}

export default function CreateProductRoute() {
  const { sizes, manufacturers, imageChoices, preselectedSize } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const restored = useRestoredForm();
  const closeTo = tyreListHref(useLocation().search);
  return (
    <AdminDrawer title={T.drawers.createProduct} closeTo={closeTo} keepSearch={false}>
      <ProductForm
        mode="create"
        lastResult={actionData?.result}
        defaultValue={withRestoredValues({ ...EMPTY_PRODUCT_FORM, size: preselectedSize }, restored)}
        sizes={sizes}
        manufacturers={manufacturers}
        images={actionData?.images ?? { thumbnail: null, pattern: null, gallery: [] }}
        imageErrors={actionData?.imageErrors ?? {}}
        imageChoices={imageChoices}
        cancelTo={closeTo}
      />
    </AdminDrawer>
  );
}
