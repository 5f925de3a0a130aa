import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { AccountList } from "~/features/admins/components/AccountList";
import { TwoFactorSetting } from "~/features/admins/components/TwoFactorSetting";
import { accountListAction, loadAccounts } from "~/features/admins/page.server";
import { ACCOUNTS_PATH, ACCOUNT_TEXTS as T } from "~/features/admins/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ admin }) => loadAccounts(admin));

/** The buttons of a row that need no confirmation (resend an invitation, enable) and the two-factor requirement. */
export const action = (args: ActionFunctionArgs) => adminAction(args, ({ admin, form }) => accountListAction(admin, requireForm(form)));

/** Asetukset › Ylläpitäjät: the accounts, and above them the open invitation form or confirmation (nested routes). */
export default function AdminAccountsRoute() {
  const { accounts, requireTwoFactor, withoutTwoFactor } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Outlet />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="admin-account-count">
          Ylläpitäjiä: {accounts.length}
        </p>
        <Link to={`${ACCOUNTS_PATH}/kutsu`} preventScrollReset className="btn-primary">
          {T.invite}
        </Link>
      </div>
      <AccountList accounts={accounts} />
      <TwoFactorSetting key={String(requireTwoFactor)} required={requireTwoFactor} withoutTwoFactor={withoutTwoFactor} />
    </div>
  );
}
