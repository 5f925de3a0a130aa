import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LINK_PAGE_HEADERS, loadPasswordLink, setPasswordByLink } from "~/features/admins/page.server";
import { LINK_TEXTS as T, RESET_REQUEST_PATH } from "~/features/admins/texts";
import { requireForm } from "~/services/form.server";
import { publicAction } from "~/services/guard.server";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { FormErrors } from "~/components/ui/form/Field";

export const meta: MetaFunction = () => [
  { title: `${T.title} – Ylläpito` },
  { name: "robots", content: "noindex" },
  // The token is in this page's address: it goes to no other site.
  { name: "referrer", content: "no-referrer" },
];

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

export const loader = ({ params }: LoaderFunctionArgs) => loadPasswordLink(params.token);

/** The link itself is the credential; a guessed one is a 256-bit guess, the limit only spares the server. */
const RATE_LIMIT = { name: "password-link", limit: 20, windowMs: 15 * 60 * 1000 };

export const action = (args: ActionFunctionArgs) =>
  publicAction(args, ({ params, form, ip }) => setPasswordByLink(params.token, requireForm(form), ip), { rateLimit: RATE_LIMIT });

function ExpiredLink() {
  return (
    <div className="card w-full max-w-sm space-y-4" data-testid="password-link-expired">
      <h1 className="text-2xl font-bold">{T.expired}</h1>
      <p className="text-sm text-slate-700 dark:text-slate-300">{T.expiredHelp}</p>
      <p>
        <Link to={RESET_REQUEST_PATH} className="btn-primary inline-block">
          {T.requestNew}
        </Link>
      </p>
    </div>
  );
}

/** 'Aseta salasana': the page of a one-time link (an invitation, a reset or the first admin's set-up). */
export default function PasswordLinkPage() {
  const { link } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({ id: "password-link", lastResult: actionData?.result, shouldValidate: "onSubmit" });
  const expired = !link || actionData?.expired === true;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      {expired ? (
        <ExpiredLink />
      ) : (
        <Form method="post" {...getFormProps(form)} className="card w-full max-w-sm space-y-4" aria-labelledby="password-link-title">
          <h1 id="password-link-title" className="text-2xl font-bold">
            {link.heading}
          </h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">{T.intro(link.username)}</p>
          <FormErrors id={form.errorId} errors={form.errors} />
          <Honeypot />
          {/* For password managers: the account whose password this is. */}
          <input type="text" name="username" value={link.username} autoComplete="username" readOnly hidden />
          <div>
            <label htmlFor={fields.password.id} className="mb-1 block text-sm font-medium">
              {T.password}
            </label>
            <input
              {...getInputProps(fields.password, { type: "password", ariaDescribedBy: "password-link-help" })}
              key={fields.password.key}
              required
              minLength={12}
              maxLength={128}
              autoComplete="new-password"
              className="field"
            />
            <p id="password-link-help" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {T.passwordHelp}
            </p>
            {fields.password.errors?.length ? (
              <p id={fields.password.errorId} className="field-error">
                {fields.password.errors.join(" ")}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={fields.confirm.id} className="mb-1 block text-sm font-medium">
              {T.confirm}
            </label>
            <input {...getInputProps(fields.confirm, { type: "password" })} key={fields.confirm.key} required maxLength={128} autoComplete="new-password" className="field" />
            {fields.confirm.errors?.length ? (
              <p id={fields.confirm.errorId} className="field-error">
                {fields.confirm.errors.join(" ")}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? T.saving : T.submit}
          </button>
        </Form>
      )}
    </main>
  );
}
