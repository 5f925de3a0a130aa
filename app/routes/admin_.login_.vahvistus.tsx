// The file is named `admin_.login_.…` so the page is not nested inside the login page (which has no Outlet).
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { type FormActionArgs, publicAction } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { SECOND_FACTOR_TEXTS, attemptSecondFactor, auditLogin } from "~/features/auth/page.server";
import { endSecondFactor, pendingSecondFactor, startAdminSession } from "~/services/session.server";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { FormErrors } from "~/components/ui/form/Field";

export const meta: MetaFunction = () => [{ title: "Vahvista kirjautuminen – Ylläpito" }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers["Retry-After"] = retryAfter;
  return headers;
};

/** Only between a right password and the code: without that step's cookie, back to the login page. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await pendingSecondFactor(request))) throw redirect("/admin/login");
  return null;
}

export const action = (args: ActionFunctionArgs) => publicAction(args, confirm);

async function confirm({ request, ip, form }: FormActionArgs & { ip: string }) {
  const pending = await pendingSecondFactor(request);
  if (!pending) return data({ error: SECOND_FACTOR_TEXTS.expired, expired: true }, { status: 401 });
  const code = String(requireForm(form).get("code") ?? "").slice(0, 100);
  const result = await attemptSecondFactor(pending, code, ip);
  if (!result.ok) {
    const headers = result.status === 429 ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return data({ error: result.message, expired: false }, { status: result.status, headers });
  }
  const session = await startAdminSession(request, { id: pending.adminId }, ip);
  await auditLogin({ id: pending.adminId, username: pending.username }, ip, result.usedRecoveryCode ? "salasana ja varakoodi" : "salasana ja todennussovellus");
  const headers = new Headers([
    ["Set-Cookie", session],
    ["Set-Cookie", await endSecondFactor()],
  ]);
  return redirect(pending.redirectTo, { headers });
}

export default function SecondFactorPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = actionData?.error ? [actionData.error] : undefined;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <Form method="post" className="card w-full max-w-sm space-y-4" aria-labelledby="second-factor-title" aria-describedby={errors ? "second-factor-errors" : undefined}>
        <h1 id="second-factor-title" className="text-2xl font-bold">
          Vahvista kirjautuminen
        </h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Kirjoita todennussovelluksesi näyttämä kuusinumeroinen koodi. Jos puhelin ei ole käsillä, kirjoita yksi varakoodeistasi.
        </p>
        <FormErrors id="second-factor-errors" errors={errors} />
        {actionData?.expired ? (
          <p>
            <Link to="/admin/login" className="underline">
              Takaisin kirjautumiseen
            </Link>
          </p>
        ) : null}
        <Honeypot />
        <div>
          <label htmlFor="code" className="mb-1 block text-sm font-medium">
            Vahvistuskoodi
          </label>
          <input
            id="code"
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            required
            autoFocus
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? "second-factor-errors" : undefined}
            className="field"
          />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Tarkistetaan..." : "Vahvista"}
        </button>
        <p className="text-center text-sm">
          <Link to="/admin/login" className="underline">
            Peruuta
          </Link>
        </p>
      </Form>
    </main>
  );
}
