import { type ActionFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { SizeForm } from "~/features/tyres/components/admin/SizeForm";
import { DEFAULT_FILTERS, TYRE_ADMIN_PATH, TYRE_ADMIN_TEXTS as T, tyreAdminListSearch, tyreListHref } from "~/features/tyres/admin.rules";
import { createSize } from "~/features/tyres/admin.model.server";
import { adminAction, type FormActionArgs } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseSizeForm } from "~/features/tyres/admin.schema.server";

export const meta: MetaFunction = () => [{ title: `${T.drawers.createSize} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const action = (args: ActionFunctionArgs) => adminAction(args, createSizeAction);

async function createSizeAction({ form }: FormActionArgs) {
  const submission = parseSizeForm(requireForm(form));
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: [T.toasts.sizeActionFailed] }) }, { status: 400 });
  }
  const result = await createSize(submission.value);
  if (!result.ok) {
    const message = result.error === "duplicate" ? T.errors.duplicateSize(result.fullSize) : T.toasts.sizeActionFailed;
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 409 });
  }
  // The new size is shown on its own, ready for 'Lisää tuote tähän kokoon'.
  const search = tyreAdminListSearch({ ...DEFAULT_FILTERS, search: result.size.fullSize });
  return redirectWithToast(`${TYRE_ADMIN_PATH}${search}#koko-${result.size.id}`, { type: "success", message: T.toasts.sizeCreated });
}

export default function CreateSizeRoute() {
  const actionData = useActionData<typeof action>();
  const closeTo = tyreListHref(useLocation().search);
  return (
    <AdminDrawer title={T.drawers.createSize} closeTo={closeTo} keepSearch={false}>
      <SizeForm lastResult={actionData?.result} defaultValue={{}} submitLabel={T.size.create} cancelTo={closeTo} />
    </AdminDrawer>
  );
}
