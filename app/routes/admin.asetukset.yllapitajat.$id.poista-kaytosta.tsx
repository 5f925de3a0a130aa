import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmAccountChange, ConfirmAccountChangeError } from "~/features/admins/components/ConfirmAccountChange";
import { disableAction, loadConfirmation } from "~/features/admins/page.server";
import { ACCOUNT_TEXTS as T } from "~/features/admins/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.disableTitle} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ admin, params }) => loadConfirmation(admin, params.id, "disable"));

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ admin, params, form }) => {
    requireForm(form);
    return disableAction(admin, params.id);
  });

export default function DisableAdminRoute() {
  const { account, blocked } = useLoaderData<typeof loader>();
  return <ConfirmAccountChange kind="disable" username={account.username} blocked={blocked} />;
}

export function ErrorBoundary() {
  return <ConfirmAccountChangeError kind="disable" />;
}
