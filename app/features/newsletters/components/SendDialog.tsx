import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { type FormEvent, useId, useState } from "react";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { FormErrors, controlProps, initialText } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { Pager } from "~/components/ui/Pager";
import { NEWSLETTER_ADMIN_TEXTS as T, type NewsletterStatus, PICKER_PARAMS, canSend } from "~/features/newsletters/rules";
import type { SubscriberPage } from "~/features/subscribers/admin.rules";
import { sendSelectedSchema, sendTestSchema } from "~/features/newsletters/schema";
import { DeliveryProgressBar } from "./DeliveryProgressBar";
import { useProgressPolling } from "./NewsletterSection";

type Progress = { total: number; sent: number; failed: number; skipped: number; pending: number };

export type SendDialogProps = {
  newsletter: { id: number; subject: string; status: NewsletterStatus; progress: Progress };
  activeCount: number;
  picker: SubscriberPage;
  failed: { email: string; error: string | null }[];
  /** Recipients a cancelled send left without the letter. */
  cancelled: number;
  /** The action's answer: 'Lähetä kaikille' refused (`error`), or the test's or the picker's Conform reply (`result`) and the test's notice. */
  answer: { intent: string; error?: string; notice?: string; result?: SubmissionResult<string[]> } | null;
  closeTo: string;
};

/**
 * The send dialog: to every active subscriber, to the ones ticked in the picker, or a test to one
 * address. A newsletter being or already sent shows its progress and failed recipients instead.
 */
export function SendDialog({ newsletter, activeCount, picker, failed, cancelled, answer, closeTo }: SendDialogProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const sendable = canSend(newsletter.status);
  useProgressPolling(newsletter.status === "sending");
  const showProgress = newsletter.progress.total > 0;
  const errorFor = (intent: string) => (answer?.intent === intent ? answer.error : undefined);

  return (
    <div className="space-y-6">
      <p className="font-medium" data-testid="send-subject">
        {newsletter.subject}
      </p>
      {showProgress ? <DeliveryProgressBar progress={newsletter.progress} /> : null}
      {newsletter.status === "sent" ? <p role="status">{T.send.alreadySent}</p> : null}
      {newsletter.status === "sending" ? (
        <>
          <p role="status">
            {T.send.sending}{" "}
            <Link to="." className="underline" preventScrollReset>
              {T.buttons.refresh}
            </Link>
          </p>
          <CancelSend pending={newsletter.progress.pending} busy={busy} />
        </>
      ) : null}
      {cancelled > 0 ? <p data-testid="cancelled-count">{T.send.cancelledCount(cancelled)}</p> : null}
      {failed.length > 0 ? <FailedList failed={failed} /> : null}
      {errorFor("all") ? (
        <p role="alert" className="field-error">
          {errorFor("all")}
        </p>
      ) : null}

      {sendable ? (
        <>
          <SendToAll activeCount={activeCount} busy={busy} />
          <SubscriberPicker picker={picker} busy={busy} lastResult={answer?.intent === "selected" ? (answer.result ?? null) : null} />
        </>
      ) : null}
      <TestSend answer={answer?.intent === "test" ? answer : null} busy={busy} />
      <Link to={closeTo} className="btn-secondary inline-block">
        {T.buttons.cancel}
      </Link>
    </div>
  );
}

/** The query parameter that shows the cancel question: a link, so it works without JavaScript too. */
const CANCEL_PARAM = "keskeyta";

/** 'Keskeytä lähetys…' opens a question in place; only its own button stops the send. */
function CancelSend({ pending, busy }: { pending: number; busy: boolean }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const asking = params.get(CANCEL_PARAM) === "1";
  params.delete(CANCEL_PARAM);
  const without = params.toString() ? `?${params}` : "";
  params.set(CANCEL_PARAM, "1");
  if (!asking) {
    return (
      <Link to={`?${params}`} className="btn-secondary" preventScrollReset>
        {T.send.cancel}
      </Link>
    );
  }
  return (
    <Form method="post" replace className="space-y-3 rounded-md border border-red-200 p-3 dark:border-red-900" aria-labelledby="cancel-send-question">
      <p id="cancel-send-question" role="alert">
        {T.send.cancelQuestion(pending)}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="cancel" className="btn bg-red-600 text-white hover:bg-red-700" disabled={busy}>
          {T.send.cancelConfirm}
        </button>
        <Link to={without || "."} className="btn-secondary" preventScrollReset>
          {T.send.cancelKeep}
        </Link>
      </div>
    </Form>
  );
}

function FailedList({ failed }: { failed: SendDialogProps["failed"] }) {
  return (
    <section aria-labelledby="failed-title" className="rounded-md border border-red-200 p-3 dark:border-red-900">
      <h3 id="failed-title" className="mb-2 font-semibold text-red-800 dark:text-red-200">
        {T.progress.failedHeading}
      </h3>
      <ul className="space-y-1 text-sm" data-testid="failed-deliveries">
        {failed.map((row) => (
          <li key={row.email} className="break-words">
            <span className="font-medium">{row.email}</span>: {row.error ?? T.errors.unknown}
          </li>
        ))}
      </ul>
    </section>
  );
}

function confirmWith(message: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(message)) event.preventDefault();
  };
}

function SendToAll({ activeCount, busy }: { activeCount: number; busy: boolean }) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="send-all-title" className="space-y-2">
      <h3 id="send-all-title" className="font-semibold">
        {T.buttons.sendAll}
      </h3>
      <p className="text-sm" data-testid="active-count">
        {activeCount > 0 ? T.send.allCount(activeCount) : T.send.noSubscribers}
      </p>
      <Form method="post" preventScrollReset onSubmit={hydrated ? confirmWith(T.send.confirmAll(activeCount)) : undefined}>
        <button type="submit" name="intent" value="all" className="btn-primary" disabled={busy || activeCount === 0}>
          {T.buttons.sendAll}
        </button>
      </Form>
    </section>
  );
}

function SubscriberPicker({ picker, busy, lastResult }: { picker: SubscriberPage; busy: boolean; lastResult: SubmissionResult<string[]> | null }) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "newsletter-send-selected",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sendSelectedSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const errors = [...(fields.tilaaja.errors ?? []), ...(form.errors ?? [])];
  const { search } = useLocation();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const searchId = useId();
  const pageIds = picker.items.map((item) => item.id);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pageHref = (page: number) => {
    const params = new URLSearchParams(search);
    params.set(PICKER_PARAMS.page, String(page));
    return `?${params.toString()}`;
  };
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== PICKER_PARAMS.search && name !== PICKER_PARAMS.page);

  return (
    <section aria-labelledby="picker-title" className="space-y-3">
      <h3 id="picker-title" className="font-semibold">
        {T.buttons.selectSubscribers}
      </h3>
      <Form method="get" role="search" preventScrollReset className="flex flex-wrap items-end gap-2">
        {kept.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor={searchId} className="block text-sm font-medium">
            {T.send.searchLabel}
          </label>
          <input id={searchId} type="search" name={PICKER_PARAMS.search} defaultValue={picker.search} className="field mt-1" />
        </div>
        <button type="submit" className="btn-secondary">
          {T.send.search}
        </button>
      </Form>
      <Form
        method="post"
        preventScrollReset
        {...getFormProps(form)}
        onSubmit={(event) => {
          if (hydrated) confirmWith(T.send.confirmSelected(chosen.size))(event);
          if (!event.defaultPrevented) form.onSubmit(event);
        }}
        className="space-y-2"
      >
        {hydrated && pageIds.length > 0 ? (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={(event) => setChosen((current) => new Set(event.target.checked ? [...current, ...pageIds] : [...current].filter((id) => !pageIds.includes(id))))}
            />
            {T.buttons.selectAll}
          </label>
        ) : null}
        {picker.items.length === 0 ? (
          <p className="text-sm">{T.send.noSubscribers}</p>
        ) : (
          <ul className="max-h-72 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-700" data-testid="subscriber-picker">
            {picker.items.map((item) => (
              <li key={item.id}>
                <label className="flex items-center gap-2 text-sm has-[:checked]:font-semibold">
                  <input type="checkbox" name="tilaaja" value={item.id} checked={hydrated ? chosen.has(item.id) : undefined} onChange={(event) => toggle(item.id, event.target.checked)} />
                  <span className="break-all">{item.email}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <Pager page={picker.page} pageCount={picker.pageCount} href={pageHref} texts={T.send.pager} preventScrollReset />
        {/* Hidden tilaaja ids of other pages chosen with JavaScript travel along. */}
        {[...chosen].filter((id) => !pageIds.includes(id)).map((id) => (
          <input key={id} type="hidden" name="tilaaja" value={id} />
        ))}
        {errors.length ? (
          <p id={fields.tilaaja.errorId} role="alert" className="field-error">
            {errors.join(" ")}
          </p>
        ) : null}
        <button type="submit" name="intent" value="selected" className="btn-primary" disabled={busy || (hydrated && chosen.size === 0)}>
          {hydrated ? T.buttons.sendToN(chosen.size) : T.buttons.sendToChosen}
        </button>
      </Form>
    </section>
  );
}

function TestSend({ answer, busy }: { answer: SendDialogProps["answer"]; busy: boolean }) {
  const headingId = `${useId()}-title`;
  const [form, fields] = useSchemaForm({ id: "newsletter-send-test", schema: sendTestSchema, lastResult: answer?.result ?? null });
  const testEmail = fields.testEmail;
  const invalid = Boolean(testEmail.errors?.length);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold">
        {T.send.testHeading}
      </h3>
      {/* Its own form: Enter in the address sends the test. */}
      <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={testEmail.id} className="block text-sm font-medium">
            {T.fields.testEmail}
          </label>
          <input
            {...controlProps(testEmail, { autoFocus: invalid })}
            key={testEmail.key}
            type="email"
            defaultValue={initialText(testEmail)}
            autoComplete="email"
            className="field mt-1"
          />
        </div>
        <button type="submit" name="intent" value="test" className="btn-secondary" disabled={busy}>
          {T.buttons.testSend}
        </button>
      </Form>
      {invalid ? (
        <p id={testEmail.errorId} role="alert" className="field-error">
          {testEmail.errors?.join(" ")}
        </p>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      {answer?.notice ? (
        <p role="status" className="text-sm text-green-800 dark:text-green-300" data-testid="test-notice">
          {answer.notice}
        </p>
      ) : null}
    </section>
  );
}
