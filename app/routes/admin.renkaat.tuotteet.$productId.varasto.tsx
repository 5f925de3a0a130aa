import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { TyreDrawerError, notFound } from "~/features/tyres/components/admin/DrawerError";
import { FieldError, SubmitButton } from "~/components/ui/form/Field";
import { TYRE_ADMIN_TEXTS as T, tyreListHref } from "~/features/tyres/admin.rules";
import { parseDatabaseId } from "~/lib/database-id";
import { getProductStock, setProductStock } from "~/features/tyres/admin.model.server";
import { type FormActionArgs, adminAction, adminLoader } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseStockForm } from "~/features/tyres/admin.schema.server";

export const meta: MetaFunction = () => [{ title: `${T.drawers.stock} – Ylläpito` }, { name: "robots", content: "noindex" }];

async function productOrNotFound(productId: string | undefined) {
  const id = parseDatabaseId(productId);
  const product = id === null ? null : await getProductStock(id);
  if (!product) throw notFound(T.errors.productNotFound);
  return product;
}

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, async ({ params }) => ({ product: await productOrNotFound(params.productId) }));

export const action = (args: ActionFunctionArgs) => adminAction(args, saveStock);

/**
 * The stock's own action (decision 0027): the list's stock cell posts here (a fetcher with JavaScript, a
 * plain form without), and this route's drawer is where an error is shown without JavaScript.
 */
async function saveStock({ request, params, form }: FormActionArgs) {
  const product = await productOrNotFound(params.productId);
  const fields = requireForm(form);
  const submission = parseStockForm(fields);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await setProductStock(product.id, submission.value.stock);
  if (!result.ok) throw notFound(T.errors.productNotFound);
  return redirectWithToast(tyreListHref(new URL(request.url).search, `#koko-${result.sizeId}`), {
    type: "success",
    message: T.toasts.stockUpdated(`${product.manufacturer} ${product.model}`, submission.value.stock),
  });
}

export default function StockRoute() {
  const { product } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { search } = useLocation();
  const closeTo = tyreListHref(search);
  const [form, fields] = useForm({
    id: "stock-drawer",
    lastResult: actionData?.result,
    defaultValue: { stock: String(product.stock) },
    shouldValidate: "onSubmit",
  });
  const invalid = Boolean(fields.stock.errors?.length);
  return (
    <AdminDrawer title={T.drawers.stock} closeTo={closeTo} keepSearch={false}>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        {product.manufacturer} {product.model} · {product.fullSize}
      </p>
      <Form method="post" action={`${useLocation().pathname}${search}`} {...getFormProps(form)} className="space-y-4" noValidate>
        <div>
          <label htmlFor={fields.stock.id} className="mb-1 block text-sm font-medium">
            {T.product.stock} (kpl)
          </label>
          <input
            {...getInputProps(fields.stock, { type: "number" })}
            key={fields.stock.key}
            inputMode="numeric"
            min={0}
            step={1}
            className="field w-32"
            autoFocus={invalid}
          />
          <FieldError field={fields.stock} />
        </div>
        <div className="flex flex-wrap gap-2">
          <SubmitButton label={T.buttons.save} />
          <Link to={closeTo} className="btn-secondary">
            {T.buttons.cancel}
          </Link>
        </div>
      </Form>
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <TyreDrawerError title={T.drawers.stock} />;
}
