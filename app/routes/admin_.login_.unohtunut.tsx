import { type ActionFunctionArgs, type HeadersFunction, type MetaFunction, data } from "@remix-run/node";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { requestPasswordReset } from "~/features/admins/page.server";
import { RESET_TEXTS as T } from "~/features/admins/texts";
import { requireForm } from "~/services/form.server";
import { publicAction } from "~/services/guard.server";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { FormErrors } from "~/components/ui/form/Field";

export const meta: MetaFunction = () => [{ title: "Unohtunut salasana – Ylläpito" }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers["Retry-After"] = retryAfter;
  return headers;
};

/** Requests per client address: a forgetful admin needs a few, a mailbox flooder gets no more (there is a per-account limit too). */
const RATE_LIMIT = { name: "password-reset", limit: 10, windowMs: 15 * 60 * 1000, message: T.tooMany };

export const action = (args: ActionFunctionArgs) =>
  publicAction(args, ({ form, ip }) => requestPasswordReset(requireForm(form), ip), { rateLimit: RATE_LIMIT }).catch(tooManyOnThePage);

/** Past the address's limit the page itself says so (with Retry-After), not an error page. */
function tooManyOnThePage(thrown: unknown) {
  if (!(thrown instanceof Response) || thrown.status !== 429) throw thrown;
  const retryAfter = thrown.headers.get("Retry-After");
  return data({ result: undefined, sent: false, tooMany: true }, { status: 429, headers: retryAfter ? { "Retry-After": retryAfter } : undefined });
}

/** 'Unohtuiko salasana?': the same answer for every name and address, whether an account has it or not. */
export default function ForgottenPasswordPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({ id: "password-reset", lastResult: actionData?.result, shouldValidate: "onSubmit" });
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <Form method="post" {...getFormProps(form)} className="card w-full max-w-sm space-y-4" aria-labelledby="reset-title">
        <h1 id="reset-title" className="text-2xl font-bold">
          {T.title}
        </h1>
        {actionData?.sent ? (
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900 dark:bg-green-950 dark:text-green-100" data-testid="reset-sent">
            {T.sent}
          </p>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{T.intro}</p>
        )}
        <FormErrors id={form.errorId} errors={actionData && "tooMany" in actionData ? [T.tooMany] : form.errors} />
        <Honeypot />
        <div>
          <label htmlFor={fields.identifier.id} className="mb-1 block text-sm font-medium">
            {T.field}
          </label>
          <input
            {...getInputProps(fields.identifier, { type: "text" })}
            key={fields.identifier.key}
            required
            maxLength={254}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className="field"
          />
          {fields.identifier.errors?.length ? (
            <p id={fields.identifier.errorId} className="field-error">
              {fields.identifier.errors.join(" ")}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? T.sending : T.submit}
        </button>
        <p className="text-xs text-slate-600 dark:text-slate-400">{T.noEmailHint}</p>
        <p className="text-center text-sm">
          <Link to="/admin/login" className="underline">
            {T.backToLogin}
          </Link>
        </p>
      </Form>
    </main>
  );
}
