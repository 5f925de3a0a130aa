import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { RimDrawerError } from "~/features/rims/components/admin/RimDrawerError";
import { RimForm } from "~/features/rims/components/admin/RimForm";
import { RIMS_ADMIN_PATH, RIM_TEXTS } from "~/features/rims/rules";
import { EMPTY_RIM_FORM } from "~/features/rims/schema";
import { adminAction, adminLoader } from "~/services/guard.server";
import { handleRimForm, rimImageChoices, rimTabUrl } from "~/features/rims/page.server";

const T = RIM_TEXTS.admin;

export const meta: MetaFunction = () => [{ title: `${T.createHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, async () => ({ imageChoices: await rimImageChoices() }));

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ request }) => handleRimForm(request, null, rimTabUrl(request)));

export default function CreateRim() {
  const { imageChoices } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const closeTo = `${RIMS_ADMIN_PATH}${useLocation().search}`;
  return (
    <AdminDrawer title={T.createHeading} closeTo={closeTo} keepSearch={false}>
      <RimForm mode="create" defaultValue={EMPTY_RIM_FORM} lastResult={answer?.result} imageChoices={imageChoices} closeTo={closeTo} />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <RimDrawerError title={T.createHeading} message={T.errors.save} />;
}
