import { Form, Link, useNavigation } from "@remix-run/react";
import { AdminTable } from "~/components/ui/AdminTable";
import type { AccountListItem } from "../rules";
import { ACCOUNTS_PATH, ACCOUNT_TEXTS as T } from "../texts";

/** A row's button that needs no confirmation: a small form posting its intent to the list's action. */
function RowAction({ id, intent, label, username }: { id: number; intent: "resend" | "enable"; label: string; username: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData?.get("id") === String(id);
  return (
    <Form method="post" action={ACCOUNTS_PATH} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn-secondary px-3 py-1" disabled={busy} aria-label={`${label} ${username}`}>
        {label}
      </button>
    </Form>
  );
}

const STATUS_STYLES: Record<AccountListItem["status"], string> = {
  active: "text-green-800 dark:text-green-300",
  invited: "text-amber-800 dark:text-amber-300",
  disabled: "text-slate-600 dark:text-slate-400",
};

/** The accounts: name, address, status, two-factor and last login, and what may be done to each. */
export function AccountList({ accounts }: { accounts: AccountListItem[] }) {
  const busy = useNavigation().state !== "idle";
  return (
    <AdminTable caption={T.caption} columns={[...T.columns]} minWidthClass="min-w-[52rem]" busy={busy}>
      {accounts.map((account) => (
        <tr key={account.id} data-testid="admin-account-row" data-account-id={account.id} className="border-b border-slate-200 align-top last:border-0 dark:border-slate-700">
          <td className="px-3 py-2 font-medium">
            {account.username}
            {account.isYou ? (
              <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-100">{T.you}</span>
            ) : null}
          </td>
          <td className="break-all px-3 py-2">{account.email ?? T.noEmail}</td>
          <td className={`px-3 py-2 ${STATUS_STYLES[account.status]}`} data-testid="admin-account-status">
            {account.statusText}
          </td>
          <td className="px-3 py-2">{account.twoFactor ? T.twoFactorOn : T.twoFactorOff}</td>
          <td className="whitespace-nowrap px-3 py-2">{account.lastLogin ?? T.neverLoggedIn}</td>
          <td className="px-3 py-2">
            {account.isYou ? null : (
              <div className="flex flex-wrap gap-2">
                {account.canResend ? <RowAction id={account.id} intent="resend" label={T.resendInvite} username={account.username} /> : null}
                {account.status === "disabled" ? (
                  <RowAction id={account.id} intent="enable" label={T.enable} username={account.username} />
                ) : (
                  <Link
                    to={`${ACCOUNTS_PATH}/${account.id}/poista-kaytosta`}
                    preventScrollReset
                    className="btn-secondary px-3 py-1"
                    aria-label={`${T.disable} ${account.username}`}
                  >
                    {T.disable}
                  </Link>
                )}
                <Link
                  to={`${ACCOUNTS_PATH}/${account.id}/poista`}
                  preventScrollReset
                  className="btn-secondary px-3 py-1 text-red-700 dark:text-red-300"
                  aria-label={`${T.delete} ${account.username}`}
                >
                  {T.delete}
                </Link>
              </div>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
