import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { RecoveryCodes } from "~/features/account/components/RecoveryCodes";
import { TwoFactorSetup } from "~/features/account/components/TwoFactorSetup";
import { loadSetupPage, setupAction } from "~/features/account/page.server";
import { SETUP_TEXTS as S } from "~/features/account/texts";
import { LogoutButton } from "~/features/auth/components/LogoutButton";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: S.metaTitle }, { name: "robots", content: "noindex" }];

/** The secret and the recovery codes are on this page: never kept by a cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ admin }) => loadSetupPage(admin));

export const action = (args: ActionFunctionArgs) => adminAction(args, setupAction);

/**
 * Two-factor set-up. While the shop requires two-factor authentication and this account has none, every
 * admin page leads here (requireAdmin): the page says why and offers logging out instead.
 */
export default function TwoFactorSetupPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  if (actionData?.codes) {
    return (
      <section className="card mx-auto max-w-2xl space-y-4" aria-labelledby="setup-title">
        <h2 id="setup-title" className="text-2xl font-bold">
          {S.title}
        </h2>
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900 dark:bg-green-950 dark:text-green-100" data-testid="two-factor-enabled">
          {S.enabled}
        </p>
        <RecoveryCodes codes={actionData.codes} />
        <div className="flex flex-wrap gap-3 print:hidden">
          <Link to="/admin" className="btn-primary">
            {S.continue}
          </Link>
          <Link to="/admin/tili" className="btn-secondary">
            {S.backToAccount}
          </Link>
        </div>
      </section>
    );
  }

  const setup = actionData?.setup ?? page.setup;
  return (
    <section className="card mx-auto max-w-2xl space-y-4" aria-labelledby="setup-title">
      <h2 id="setup-title" className="text-2xl font-bold">
        {S.title}
      </h2>
      {page.mustSetUp ? (
        <div className="space-y-3 rounded-md bg-amber-50 px-3 py-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="two-factor-required">
          <p>{S.required}</p>
          <LogoutButton />
        </div>
      ) : null}
      {setup ? (
        <TwoFactorSetup setup={setup} lastResult={actionData?.result} cancelTo={page.mustSetUp ? null : "/admin/tili"} />
      ) : (
        <>
          <p>{S.alreadyOn}</p>
          <Link to="/admin/tili" className="btn-secondary">
            {S.backToAccount}
          </Link>
        </>
      )}
    </section>
  );
}
