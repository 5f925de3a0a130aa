import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { PasswordForm } from "~/features/account/components/PasswordForm";
import { SessionList } from "~/features/account/components/SessionList";
import { TwoFactorSection } from "~/features/account/components/TwoFactorSection";
import { accountAction, loadAccountPage } from "~/features/account/page.server";
import { ACCOUNT_TEXTS as T } from "~/features/account/texts";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

/** New recovery codes are in an answer: never kept by a cache. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers["Retry-After"] = retryAfter;
  return headers;
};

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ admin }) => loadAccountPage(admin));

export const action = (args: ActionFunctionArgs) => adminAction(args, accountAction);

/** 'Oma tili': the admin's own password, two-factor authentication and sessions. */
export default function AccountPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // A new location (the redirect after a change) starts the forms afresh: typed passwords do not stay.
  const { key } = useLocation();
  const resultOf = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold">{T.title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{T.intro(page.username)}</p>
      </div>
      <section className="card space-y-4" aria-labelledby="password-title">
        <h3 id="password-title" className="text-lg font-semibold">
          {T.passwordTitle}
        </h3>
        <PasswordForm key={key} lastResult={resultOf("change-password")} minLength={page.passwordMinLength} />
      </section>
      <section className="card space-y-4" aria-labelledby="two-factor-title">
        <h3 id="two-factor-title" className="text-lg font-semibold">
          {T.twoFactorTitle}
        </h3>
        <TwoFactorSection
          twoFactor={page.twoFactor}
          recoveryLeft={page.recoveryLeft}
          recoveryLow={page.recoveryLow}
          requiredByShop={page.requiredByShop}
          newCodes={actionData?.intent === "renew-codes" ? actionData.codes : null}
          disableResult={resultOf("disable-two-factor")}
          setupPath={page.setupPath}
        />
      </section>
      <section className="card space-y-4" aria-labelledby="sessions-title">
        <div>
          <h3 id="sessions-title" className="text-lg font-semibold">
            {T.sessionsTitle}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{T.sessionsIntro}</p>
        </div>
        <SessionList sessions={page.sessions} />
      </section>
    </div>
  );
}
