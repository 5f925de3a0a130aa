import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { RimDrawerError } from "~/features/rims/components/admin/RimDrawerError";
import { RimForm } from "~/features/rims/components/admin/RimForm";
import { RIMS_ADMIN_PATH, RIM_TEXTS } from "~/features/rims/rules";
import { adminAction, adminLoader } from "~/services/guard.server";
import { handleRimForm, requireRim, rimFormValuesOf, rimImageChoices, rimTabUrl } from "~/features/rims/page.server";

const T = RIM_TEXTS.admin;

export const meta: MetaFunction = () => [{ title: `${T.editHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const rim = await requireRim(params.id);
    return { values: rimFormValuesOf(rim), imageChoices: await rimImageChoices() };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ request, params }) => handleRimForm(request, await requireRim(params.id), rimTabUrl(request)));

export default function EditRim() {
  const { values, imageChoices } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const closeTo = `${RIMS_ADMIN_PATH}${useLocation().search}`;
  return (
    <AdminDrawer title={T.editHeading} closeTo={closeTo} keepSearch={false}>
      <RimForm mode="edit" defaultValue={values} lastResult={answer?.result} imageChoices={imageChoices} closeTo={closeTo} />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <RimDrawerError title={T.editHeading} message={T.errors.save} />;
}
