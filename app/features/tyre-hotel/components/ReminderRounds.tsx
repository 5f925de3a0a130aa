import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReminderRoundStatus, TyreSeason } from "#db/schema/enum-values";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";
import { AdminTable } from "~/components/ui/AdminTable";
import { Field, FormErrors, SubmitButton, controlProps, firstInvalid, helpId, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { formatDateTime } from "~/lib/format";
import { ROUND_SEASON_LABEL, ROUND_STATUS_LABEL, REMINDER_TEXTS as T, roundPath } from "../reminders.rules";
import { ROUND_FORM_ORDER, type RoundFormValue, roundFormSchema } from "../reminders.schema";

export type RoundListItem = {
  id: number;
  label: string;
  season: TyreSeason;
  sendAt: string | Date;
  status: ReminderRoundStatus;
  counts: { total: number; sent: number; failed: number; skipped: number; pending: number };
};

const schema = roundFormSchema();

/** 'Uusi muistutuskierros': season and send time (Helsinki), posted to the tab's own action. */
export function ReminderRoundForm({ lastResult, recipientsNow }: { lastResult: SubmissionResult<string[]> | null | undefined; recipientsNow: Record<TyreSeason, number> }) {
  const [form, fields] = useSchemaForm<RoundFormValue>({ id: "reminder-round", schema, lastResult, defaultValue: { season: "", sendAt: "" } });
  const first = firstInvalid(fields, ROUND_FORM_ORDER);
  useFocusFirstInvalid(form.id, first, lastResult);
  return (
    <section aria-labelledby="reminder-round-title" className="card space-y-4">
      <h3 id="reminder-round-title" className="text-lg font-semibold">
        {T.newRound}
      </h3>
      <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" data-testid="reminder-round-form">
        <div className="sm:col-span-3">
          <FormErrors id={form.errorId} errors={form.errors} testId="reminder-round-errors" />
        </div>
        <Field field={fields.season} label={T.season}>
          <select {...controlProps(fields.season, { autoFocus: first === "season" })} key={fields.season.key} defaultValue={initialText(fields.season)} className="field">
            <option value="">Valitse…</option>
            {(Object.keys(ROUND_SEASON_LABEL) as TyreSeason[]).map((season) => (
              <option key={season} value={season}>
                {ROUND_SEASON_LABEL[season]} – nyt {recipientsNow[season]} muistutettavaa
              </option>
            ))}
          </select>
        </Field>
        <Field field={fields.sendAt} label={T.sendAt} help={T.sendAtHelp}>
          <input
            {...controlProps(fields.sendAt, { helpId: helpId(fields.sendAt), autoFocus: first === "sendAt" })}
            key={fields.sendAt.key}
            type="datetime-local"
            defaultValue={initialText(fields.sendAt)}
            className="field"
          />
        </Field>
        <div>
          <SubmitButton label={T.create} />
        </div>
      </Form>
    </section>
  );
}

/** The tab 'Muistutukset': the rounds (season, send time, status, counts) and the new round's form. */
export function ReminderRoundsTab({
  rounds,
  recipientsNow,
  lastResult,
}: {
  rounds: RoundListItem[];
  recipientsNow: Record<TyreSeason, number>;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  return (
    <div className="space-y-6">
      <AdminTabHeader title={T.title} intro={T.intro} />
      {rounds.length === 0 ? (
        <p className="card text-slate-600 dark:text-slate-400" data-testid="reminder-rounds-empty">
          {T.empty}
        </p>
      ) : (
        <AdminTable caption={T.roundsCaption} columns={[...T.columns]} minWidthClass="min-w-[40rem]">
          {rounds.map((round) => (
            <tr key={round.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800" data-testid="reminder-round-row">
              <td className="px-3 py-2 font-medium">{round.label}</td>
              <td className="px-3 py-2">{formatDateTime(round.sendAt)}</td>
              <td className="px-3 py-2" data-testid="reminder-round-status">
                {ROUND_STATUS_LABEL[round.status]}
              </td>
              <td className="px-3 py-2">{round.counts.sent}</td>
              <td className="px-3 py-2">{round.counts.failed}</td>
              <td className="px-3 py-2">{round.counts.pending}</td>
              <td className="px-3 py-2">
                <Link to={roundPath(round.id)} className="underline" aria-label={`${T.open}: ${round.label}`}>
                  {T.open}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ReminderRoundForm lastResult={lastResult} recipientsNow={recipientsNow} />
    </div>
  );
}
