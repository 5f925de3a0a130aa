import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { type FormActionArgs, publicAction } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { attemptLogin } from "~/features/auth/page.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { hasPendingForm } from "~/services/pending-form.server";
import { getAdmin, startAdminSession } from "~/services/session.server";
import { Honeypot } from "~/components/ui/form/Honeypot";

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

async function login({ request, ip, form: posted }: FormActionArgs & { ip: string }) {
  const form = requireForm(posted);
  const username = String(form.get("username") ?? "");
  const redirectTo = safeRedirectPath(form.get("redirectTo"), "/admin", { within: "/admin" });
  const password = String(form.get("password") ?? "");
  const result = await attemptLogin(request, { username, password }, ip);
  if (!result.ok) {
    const headers = result.status === 429 ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return data({ error: result.message, username }, { status: result.status, headers });
  }
  const cookie = await startAdminSession(request, result.admin, ip);
  return redirect(redirectTo, { headers: { "Set-Cookie": cookie } });
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const keptForm = useLoaderData<typeof loader>()?.keptForm ?? false;
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <Form method="post" className="card w-full max-w-sm space-y-4" aria-labelledby="login-title">
        <h1 id="login-title" className="text-2xl font-bold">
          Ylläpidon kirjautuminen
        </h1>
        {searchParams.get("vanhentunut") === "1" && !actionData?.error ? (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="session-expired">
            Kirjautuminen vanhentunut. Kirjaudu sisään uudelleen.
          </p>
        ) : null}
        {searchParams.get("vanhentunut") === "1" && keptForm ? (
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="form-kept">
            Lähettämäsi lomakkeen tiedot säilytettiin: ne palautetaan lomakkeelle, kun olet kirjautunut.
          </p>
        ) : null}
        {actionData?.error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {actionData.error}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/admin"} />
        <Honeypot />
        <div>
          <label htmlFor="username" className="mb-1 block text-sm font-medium">
            Käyttäjätunnus
          </label>
          <input
            id="username"
            name="username"
            required
            autoComplete="username"
            defaultValue={actionData?.username ?? ""}
            className="field"
          />
        </div>
        <div>
          <label htmlFor="password" className="mb-1 block text-sm font-medium">
            Salasana
          </label>
          <input id="password" name="password" type="password" required autoComplete="current-password" className="field" />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Kirjaudutaan..." : "Kirjaudu sisään"}
        </button>
      </Form>
    </main>
  );
}
