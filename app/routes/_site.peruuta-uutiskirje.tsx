import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { findSubscriberByToken, unsubscribeByToken } from "~/features/subscribers/model.server";
import { parseUnsubscribeAddress, requestUnsubscribeLink } from "~/features/subscribers/page.server";
import { type FormActionArgs, publicAction } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Peruuta uutiskirje",
    description: "Peruuta Rengas-Kaarton uutiskirjeen tilaus.",
    path: "/peruuta-uutiskirje",
    origin: siteOrigin(matches),
  }),
  // Links carry a personal token: keep the page out of search results and the token out of referrers.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

/** A personal page (its token's subscription as it is now): kept by no cache, the page cache in front of Remix included. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** GET only looks the token up: mail scanners follow links, so cancelling needs the confirm POST. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token === null) return { token: null, subscriber: null };
  return { token, subscriber: await findSubscriberByToken(token) };
}

type ActionResult =
  /** Cancelled through a personal link. */
  | { kind: "done"; message: string }
  /** Asked by address: the link went to the address if it is subscribed; the page does not say which. */
  | { kind: "requested"; message: string }
  /** The personal link did not work. */
  | { kind: "error"; message: string }
  /** The address form was refused: Conform's result, with the address typed. */
  | { kind: "refused"; result: SubmissionResult<string[]> };

const TOO_MANY = "Liian monta yritystä. Yritä hetken päästä uudelleen.";

export const action = (args: ActionFunctionArgs) =>
  publicAction(args, handleUnsubscribe, { rateLimit: { name: "unsubscribe", limit: 10, windowMs: 60_000, message: TOO_MANY } }).catch(
    (thrown: unknown) => tooManyOnThePage(args.request, thrown),
  );

async function handleUnsubscribe({ request, form: posted }: FormActionArgs) {
  const form = requireForm(posted);
  // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to the link, token in the URL.
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const token = oneClick ? new URL(request.url).searchParams.get("token") : form.get("token");
  if (typeof token === "string" && token !== "") {
    const result = await unsubscribeByToken(token);
    if (result.status === "unsubscribed") return done(`Uutiskirjeen tilaus on peruttu. Osoitteeseen ${result.email} ei enää lähetetä uutiskirjeitämme.`);
    if (result.status === "already_unsubscribed") return done(`Tilaus oli jo peruttu. Osoitteeseen ${result.email} ei lähetetä uutiskirjeitämme.`);
    return data<ActionResult>({ kind: "error", message: INVALID_LINK }, { status: 400 });
  }
  // By address nothing is cancelled: whoever typed it, only the owner of the address gets the link.
  const submission = parseUnsubscribeAddress(form);
  if (submission.status !== "success") return data<ActionResult>({ kind: "refused", result: submission.reply() }, { status: 400 });
  const asked = await requestUnsubscribeLink(submission.value.email);
  if (asked.status === "invalid") {
    return data<ActionResult>({ kind: "refused", result: submission.reply({ fieldErrors: { email: [asked.message] } }) }, { status: 400 });
  }
  return data<ActionResult>({ kind: "requested", message: asked.message });
}

/** The per-client limit answers on the page, keeping what was typed, rather than on the error screen. */
async function tooManyOnThePage(request: Request, thrown: unknown) {
  if (!(thrown instanceof Response) || thrown.status !== 429) throw thrown;
  const form = await request.formData().catch(() => new FormData());
  const result: ActionResult =
    typeof form.get("email") === "string"
      ? { kind: "refused", result: parseUnsubscribeAddress(form).reply({ fieldErrors: { email: [TOO_MANY] } }) }
      : { kind: "error", message: TOO_MANY };
  return data<ActionResult>(result, { status: 429, headers: { "Retry-After": thrown.headers.get("Retry-After") ?? "60" } });
}

const INVALID_LINK = "Peruutuslinkki on virheellinen tai vanhentunut. Voit pyytää uuden linkin sähköpostiisi alla.";

function done(message: string) {
  return data<ActionResult>({ kind: "done", message });
}

export default function UnsubscribePage() {
  const { token, subscriber } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const tokenError = result?.kind === "error" ? result.message : null;
  const [form, fields] = useForm({ id: "unsubscribe", lastResult: result?.kind === "refused" ? result.result : undefined, shouldValidate: "onSubmit" });
  const emailError = fields.email.errors?.[0];

  return (
    <main>
      <PageHeader
        eyebrow="Uutiskirje"
        title="Peruuta uutiskirjeen tilaus"
        lead="Etkö halua enää uutiskirjettämme? Peruutus tulee voimaan heti, kun vahvistat sen henkilökohtaisella peruutuslinkilläsi."
      />
      <div className="mx-auto max-w-xl px-4 pb-16 pt-4">
        {result?.kind === "done" ? (
          <div role="status" className="card mt-6 space-y-4" data-testid="unsubscribe-result">
            <p className="text-lg font-semibold text-green-700 dark:text-green-400">{result.message}</p>
            <p>Voit tilata uutiskirjeen uudelleen milloin tahansa sivuston alaosasta.</p>
            <Link to="/" className="btn-primary">
              Etusivulle
            </Link>
          </div>
        ) : result?.kind === "requested" ? (
          <div role="status" className="card mt-6 space-y-4" data-testid="unsubscribe-result">
            <p className="text-lg font-semibold">{result.message}</p>
            <p>
              Tilaus pysyy voimassa, kunnes avaat linkin ja vahvistat peruutuksen. Jos viestiä ei näy muutaman minuutin kuluessa,
              tarkista roskapostikansio.
            </p>
            <Link to="/" className="btn-primary">
              Etusivulle
            </Link>
          </div>
        ) : (
          <>
            {token !== null && subscriber?.isSubscribed && !tokenError ? (
              <section aria-labelledby="confirm-title" className="card mt-6 space-y-4">
                <h2 id="confirm-title" className="text-xl font-semibold">
                  Vahvista peruutus
                </h2>
                <p>
                  Haluatko peruuttaa uutiskirjeen tilauksen osoitteelle <strong>{subscriber.email}</strong>?
                </p>
                <Form method="post" className="relative">
                  <input type="hidden" name="token" value={token} />
                  <Honeypot />
                  <button type="submit" className="btn-primary" disabled={busy}>
                    {busy ? "Lähetetään..." : "Kyllä, peruuta tilaus"}
                  </button>
                </Form>
              </section>
            ) : null}
            {token !== null && subscriber && !subscriber.isSubscribed ? (
              <p role="status" className="card mt-6">
                Osoitteen <strong>{subscriber.email}</strong> uutiskirjeen tilaus on jo peruttu.
              </p>
            ) : null}
            {(token !== null && !subscriber) || tokenError ? (
              <p role="alert" className="mt-6 rounded-md border-l-4 border-red-600 bg-red-50 px-4 py-3 text-red-900 dark:bg-red-950 dark:text-red-100">
                {tokenError ?? INVALID_LINK}
              </p>
            ) : null}

            <section aria-labelledby="by-email-title" className="mt-8 space-y-3">
              <h2 id="by-email-title" className="text-xl font-semibold">
                Peruuta sähköpostiosoitteella
              </h2>
              <p className="text-slate-700 dark:text-slate-300">
                Kirjoita osoite, johon uutiskirje tulee. Lähetämme siihen linkin, jolla vahvistat peruutuksen.
              </p>
              <Form method="post" {...getFormProps(form)} className="relative space-y-3" noValidate aria-label="Uutiskirjeen peruutus">
                <Honeypot />
                <div>
                  <label htmlFor={fields.email.id} className="mb-1 block text-sm font-medium">
                    Sähköpostiosoite
                  </label>
                  <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} required autoComplete="email" maxLength={254} className="field" />
                  {emailError ? (
                    <p id={fields.email.errorId} role="alert" className="field-error">
                      {emailError}
                    </p>
                  ) : null}
                </div>
                <button type="submit" className="btn-primary" disabled={busy}>
                  {busy ? "Lähetetään..." : "Lähetä peruutuslinkki"}
                </button>
              </Form>
            </section>
          </>
        )}
      </div>
    </main>
  );
}
