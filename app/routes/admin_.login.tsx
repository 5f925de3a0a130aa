import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { type FormActionArgs, publicAction } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { attemptLogin, auditLogin } from "~/features/auth/page.server";
import { loginSchema } from "~/features/auth/schema";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { hasPendingForm } from "~/services/pending-form.server";
import { getAdmin, startAdminSession, startSecondFactor } from "~/services/session.server";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { FormErrors } from "~/components/ui/form/Field";

export const meta: MetaFunction = () => [{ title: "Kirjaudu – Ylläpito" }, { name: "robots", content: "noindex" }];

/** A refused login page says when to try again: the action's Retry-After reaches the document too. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect("/admin");
  // A form sent after the session ended was kept: say it comes back after logging in.
  return { keptForm: await hasPendingForm(request) };
}

export const action = (args: ActionFunctionArgs) => publicAction(args, login);

async function login({ request, ip, form }: FormActionArgs & { ip: string }) {
  const submission = parseWithZod(requireForm(form), { schema: loginSchema });
  // The password never comes back in the page.
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const { username, password } = submission.value;
  const redirectTo = safeRedirectPath(submission.value.redirectTo, "/admin", { within: "/admin" });
  const result = await attemptLogin(request, { username, password }, ip);
  if (!result.ok) {
    const headers = result.status === 429 ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return data({ result: submission.reply({ formErrors: [result.message], hideFields: ["password"] }) }, { status: result.status, headers });
  }
  if (result.admin.twoFactor) {
    const pending = await startSecondFactor({ adminId: result.admin.id, username: result.admin.username, redirectTo });
    return redirect("/admin/login/vahvistus", { headers: { "Set-Cookie": pending } });
  }
  const cookie = await startAdminSession(request, result.admin, ip);
  await auditLogin(result.admin, ip, "salasana");
  return redirect(redirectTo, { headers: { "Set-Cookie": cookie } });
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const keptForm = useLoaderData<typeof loader>()?.keptForm ?? false;
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({ id: "login", lastResult: actionData?.result, shouldValidate: "onSubmit" });
  const refused = Boolean(form.errors?.length);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <Form method="post" {...getFormProps(form)} className="card w-full max-w-sm space-y-4" aria-labelledby="login-title">
        <h1 id="login-title" className="text-2xl font-bold">
          Ylläpidon kirjautuminen
        </h1>
        {searchParams.get("vanhentunut") === "1" && !refused ? (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="session-expired">
            Kirjautuminen vanhentunut. Kirjaudu sisään uudelleen.
          </p>
        ) : null}
        {searchParams.get("vanhentunut") === "1" && keptForm ? (
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="form-kept">
            Lähettämäsi lomakkeen tiedot säilytettiin: ne palautetaan lomakkeelle, kun olet kirjautunut.
          </p>
        ) : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/admin"} />
        <Honeypot />
        <div>
          <label htmlFor={fields.username.id} className="mb-1 block text-sm font-medium">
            Käyttäjätunnus
          </label>
          <input {...getInputProps(fields.username, { type: "text" })} key={fields.username.key} required autoComplete="username" className="field" />
        </div>
        <div>
          <label htmlFor={fields.password.id} className="mb-1 block text-sm font-medium">
            Salasana
          </label>
          <input {...getInputProps(fields.password, { type: "password" })} key={fields.password.key} required autoComplete="current-password" className="field" />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Kirjaudutaan..." : "Kirjaudu sisään"}
        </button>
        <p className="text-center text-sm">
          <Link to="/admin/login/unohtunut" className="underline">
            Unohtuiko salasana?
          </Link>
        </p>
      </Form>
    </main>
  );
}
