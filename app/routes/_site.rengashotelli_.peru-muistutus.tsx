import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { consentByToken, withdrawConsentByToken } from "~/features/tyre-hotel/customer.model.server";
import { COMPANY } from "~/content/company";
import { requireForm } from "~/services/form.server";
import { type FormActionArgs, publicAction } from "~/services/guard.server";

export const meta: MetaFunction = () => [
  { title: "Peru rengashotellin muistutukset – Rengas-Kaarto" },
  // The address carries a personal token: out of search results and referrers.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

/** GET only looks the token up: mail scanners follow links, so withdrawing needs the confirm POST. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const customer = token === null ? null : await consentByToken(token);
  return { token: customer ? token : null, consent: customer?.consent ?? null };
}

type Result = { kind: "done"; message: string } | { kind: "error"; message: string };

const INVALID = `Peruutuslinkki on virheellinen. Voit perua muistutukset myös soittamalla meille: ${COMPANY.phone}.`;

export const action = (args: ActionFunctionArgs) => publicAction(args, withdraw, { rateLimit: { name: "reminder-unsubscribe", limit: 20, windowMs: 60_000 } });

async function withdraw({ request, form: posted }: FormActionArgs) {
  const form = requireForm(posted);
  // RFC 8058 one-click posted here too: the token is in the address.
  const token = form.get("List-Unsubscribe") === "One-Click" ? new URL(request.url).searchParams.get("token") : form.get("token");
  const result = await withdrawConsentByToken(token);
  if (result.status === "invalid") return data<Result>({ kind: "error", message: INVALID }, { status: 400 });
  return data<Result>({
    kind: "done",
    message: result.status === "withdrawn" ? "Rengashotellin muistutukset on peruttu. Emme enää lähetä sinulle kauden muistutuksia." : "Muistutukset oli jo peruttu.",
  });
}

/** 'Peru muistutukset': the reminder mail's unsubscribe link (a confirm button that works without JavaScript). */
export default function ReminderUnsubscribePage() {
  const { token, consent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <main>
      <PageHeader eyebrow="Rengashotelli" title="Peru kauden muistutukset" lead="Lähetämme renkaanvaihdon muistutuksen keväällä ja syksyllä, jos renkaasi ovat säilytyksessä meillä." />
      <div className="mx-auto max-w-xl px-4 pb-16 pt-4">
        {result?.kind === "done" ? (
          <div role="status" className="card mt-6 space-y-4" data-testid="reminder-unsubscribe-result">
            <p className="text-lg font-semibold text-green-700 dark:text-green-400">{result.message}</p>
            <p>Renkaasi pysyvät säilytyksessä kuten ennenkin.</p>
            <Link to="/" className="btn-primary">
              Etusivulle
            </Link>
          </div>
        ) : result?.kind === "error" || token === null ? (
          <p role="alert" className="mt-6 rounded-md border-l-4 border-red-600 bg-red-50 px-4 py-3 text-red-900 dark:bg-red-950 dark:text-red-100" data-testid="reminder-unsubscribe-error">
            {result?.message ?? INVALID}
          </p>
        ) : consent ? (
          <section aria-labelledby="confirm-title" className="card mt-6 space-y-4">
            <h2 id="confirm-title" className="text-xl font-semibold">
              Vahvista peruutus
            </h2>
            <p>Haluatko, ettemme enää lähetä sinulle rengashotellin kauden muistutuksia sähköpostilla?</p>
            <Form method="post" className="relative">
              <input type="hidden" name="token" value={token} />
              <Honeypot />
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? "Lähetetään..." : "Kyllä, peru muistutukset"}
              </button>
            </Form>
          </section>
        ) : (
          <p role="status" className="card mt-6" data-testid="reminder-unsubscribe-already">
            Muistutukset on jo peruttu.
          </p>
        )}
      </div>
    </main>
  );
}
