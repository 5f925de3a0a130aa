import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { InviteForm } from "~/features/admins/components/InviteForm";
import { inviteAction } from "~/features/admins/page.server";
import { ACCOUNTS_PATH, ACCOUNT_TEXTS as T } from "~/features/admins/texts";
import { requireForm } from "~/services/form.server";
import { adminAction } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.inviteTitle} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ admin, form }) => inviteAction(admin, requireForm(form)));

export default function InviteAdminRoute() {
  const actionData = useActionData<typeof action>();
  return (
    <AdminDrawer title={T.inviteTitle} closeTo={ACCOUNTS_PATH} keepSearch={false}>
      <InviteForm lastResult={actionData?.result} />
    </AdminDrawer>
  );
}
