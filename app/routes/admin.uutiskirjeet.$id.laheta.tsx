import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { NewsletterDrawerError } from "~/features/newsletters/components/NewsletterDrawerError";
import { SendDialog } from "~/features/newsletters/components/SendDialog";
import { NEWSLETTER_ADMIN_TEXTS as T, PICKER_PARAMS, keptSearch } from "~/features/newsletters/rules";
import { normaliseSubscriberSearch, parseSubscriberPage } from "~/features/subscribers/admin.rules";
import { countActiveSubscribers, countCancelledDeliveries, listFailedDeliveries } from "~/features/newsletters/model.server";
import { listSubscribersForAdmin } from "~/features/subscribers/model.server";
import { adminAction, adminLoader, type FormActionArgs } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { MAX_SELECTED, sendStartedToast, sendTestNewsletter, startNewsletterSend } from "~/features/newsletters/page.server";
import { formValuesOf, requireNewsletter } from "~/features/newsletters/drawer.server";
import { redirectWithToast } from "~/services/toast.server";
import { sendSelectedSchema, sendTestSchema } from "~/features/newsletters/schema";
import { cancelSending } from "~/features/newsletters/deliveries.model.server";
import { parseDatabaseIds } from "~/lib/database-id";

export const meta: MetaFunction = () => [{ title: `${T.sendHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params, request }) => {
    const newsletter = await requireNewsletter(params.id);
    const url = new URL(request.url).searchParams;
    const query = { search: normaliseSubscriberSearch(url.get(PICKER_PARAMS.search)), page: parseSubscriberPage(url.get(PICKER_PARAMS.page)) };
    const hasFailures = newsletter.progress.failed > 0;
    const [activeCount, picker, failed, cancelled] = await Promise.all([
      countActiveSubscribers(),
      listSubscribersForAdmin(query, true),
      hasFailures ? listFailedDeliveries(newsletter.id) : Promise.resolve([]),
      hasFailures ? countCancelledDeliveries(newsletter.id) : Promise.resolve(0),
    ]);
    return {
      newsletter: { id: newsletter.id, subject: newsletter.subject, status: newsletter.status, progress: newsletter.progress },
      activeCount,
      picker,
      failed,
      cancelled,
    };
  });

export const action = (args: ActionFunctionArgs) => adminAction(args, sendAction, { form: { maxFields: MAX_SELECTED + 20 } });

/** 'Lähetä kaikille' refused (`error`), or the test's or the picker's Conform reply (`result`) and the test's notice. */
type SendAnswer = { intent: string; error?: string; notice?: string; result?: SubmissionResult<string[]> };

async function sendAction({ request, params, form }: FormActionArgs) {
  const fields = requireForm(form);
  const newsletter = await requireNewsletter(params.id);
  const back = `/admin/uutiskirjeet${keptSearch(new URL(request.url).search)}`;
  const intent = String(fields.get("intent") ?? "");

  if (intent === "test") {
    const submission = parseWithZod(fields, { schema: sendTestSchema });
    if (submission.status !== "success") return data<SendAnswer>({ intent, result: submission.reply() }, { status: 400 });
    const { testEmail } = submission.value;
    const sent = await sendTestNewsletter({ ...formValuesOf(newsletter), testEmail });
    return sent.ok
      ? data<SendAnswer>({ intent, notice: T.toasts.testSent(testEmail), result: submission.reply() })
      : data<SendAnswer>({ intent, result: submission.reply({ formErrors: [sent.message] }) }, { status: 502 });
  }
  if (intent === "cancel") {
    const cancelled = await cancelSending(newsletter.id);
    if (cancelled.ok) return redirectWithToast(back, { type: "success", message: T.toasts.sendCancelled(cancelled.cancelled) });
    return redirectWithToast(back, { type: "info", message: T.toasts.sendNotRunning });
  }
  if (intent === "selected") return sendToChosen(fields, newsletter.id, back);
  if (intent !== "all") return data<SendAnswer>({ intent, error: T.errors.send }, { status: 400 });
  try {
    const started = await startNewsletterSend(newsletter.id);
    if (started.ok) return redirectWithToast(back, sendStartedToast(started));
    return data<SendAnswer>({ intent, error: notStarted(started.error) }, { status: 409 });
  } catch (error) {
    console.error("Uutiskirjeen lähetyksen aloitus epäonnistui:", error);
    return data<SendAnswer>({ intent, error: T.errors.send }, { status: 500 });
  }
}

const notStarted = (error: string) =>
  error === "already_sent" ? T.send.alreadySent : error === "sending" ? T.send.sending : error === "no_recipients" ? T.toasts.sendNoRecipients : T.errors.notFound;

/** 'Lähetä valituille': the picker's Conform form; why it did not start is the reply's message. */
async function sendToChosen(fields: FormData, newsletterId: number, back: string) {
  const intent = "selected";
  const submission = parseWithZod(fields, { schema: sendSelectedSchema });
  if (submission.status !== "success") return data<SendAnswer>({ intent, result: submission.reply() }, { status: 400 });
  // Only ids count: a form of anything else has chosen no one.
  const chosen = parseDatabaseIds(fields.getAll("tilaaja"), MAX_SELECTED);
  if (chosen.length === 0) return data<SendAnswer>({ intent, result: submission.reply({ fieldErrors: { tilaaja: [T.errors.noneSelected] } }) }, { status: 400 });
  try {
    const started = await startNewsletterSend(newsletterId, chosen);
    if (started.ok) return redirectWithToast(back, sendStartedToast(started));
    return data<SendAnswer>({ intent, result: submission.reply({ formErrors: [notStarted(started.error)] }) }, { status: 409 });
  } catch (error) {
    console.error("Uutiskirjeen lähetyksen aloitus epäonnistui:", error);
    return data<SendAnswer>({ intent, result: submission.reply({ formErrors: [T.errors.sendSelected] }) }, { status: 500 });
  }
}

export default function SendNewsletter() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const closeTo = `/admin/uutiskirjeet${keptSearch(useLocation().search)}`;
  return (
    <AdminDrawer title={T.sendHeading} closeTo={closeTo} keepSearch={false}>
      <SendDialog {...loaded} answer={answer ?? null} closeTo={closeTo} />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <NewsletterDrawerError title={T.sendHeading} />;
}
