import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { TyreDrawerError, notFound } from "~/features/tyres/components/admin/DrawerError";
import { SizeForm } from "~/features/tyres/components/admin/SizeForm";
import { TYRE_ADMIN_TEXTS as T, tyreListHref } from "~/features/tyres/admin.rules";
import { parseDatabaseId } from "~/lib/database-id";
import { updateSize } from "~/features/tyres/admin.model.server";
import { adminAction, adminLoader, type FormActionArgs } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseSizeForm } from "~/features/tyres/admin.schema.server";
import { requireSize } from "~/features/tyres/admin.page.server";

export const meta: MetaFunction = () => [{ title: `${T.drawers.editSize} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, async ({ params }) => ({ size: await requireSize(params.sizeId) }));

export const action = (args: ActionFunctionArgs) => adminAction(args, updateSizeAction);

async function updateSizeAction({ request, params, form }: FormActionArgs) {
  const id = parseDatabaseId(params.sizeId);
  if (id === null) throw notFound(T.errors.sizeNotFound);
  const submission = parseSizeForm(requireForm(form));
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: [T.toasts.sizeActionFailed] }) }, { status: 400 });
  }
  const result = await updateSize(id, submission.value);
  if (!result.ok) {
    const message = result.error === "duplicate" ? T.errors.duplicateSize(result.fullSize) : T.errors.sizeNotFound;
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: result.error === "duplicate" ? 409 : 404 });
  }
  const back = tyreListHref(new URL(request.url).search, `#koko-${id}`);
  return redirectWithToast(back, { type: "success", message: T.toasts.sizeUpdated });
}

export default function EditSizeRoute() {
  const { size } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const closeTo = tyreListHref(useLocation().search);
  return (
    <AdminDrawer title={T.drawers.editSize} closeTo={closeTo} keepSearch={false}>
      <SizeForm
        // Saved values are new defaults: remount the form from them.
        key={`${size.width}/${size.aspect}/${size.diameter}/${size.vehicleType}`}
        lastResult={actionData?.result}
        defaultValue={{
          width: String(size.width),
          aspect: String(size.aspect),
          diameter: String(size.diameter),
          vehicleType: size.vehicleType,
        }}
        submitLabel={T.buttons.save}
        cancelTo={closeTo}
      />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <TyreDrawerError title={T.drawers.editSize} />;
}
