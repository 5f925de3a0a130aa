import { Link } from "@remix-run/react";
import type { ReminderRoundStatus, TyreSeason } from "#db/schema/enum-values";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";
import { AdminTable } from "~/components/ui/AdminTable";
import { Pager } from "~/components/ui/Pager";
import { formatDateTime } from "~/lib/format";
import { REMINDERS_ADMIN_PATH, REMINDER_STATUS_LABEL, ROUND_STATUS_LABEL, REMINDER_TEXTS as T, roundPath } from "../reminders.rules";

export type RoundPageProps = {
  round: {
    id: number;
    label: string;
    season: TyreSeason;
    sendAt: string | Date;
    status: ReminderRoundStatus;
    startedAt: string | Date | null;
    finishedAt: string | Date | null;
    counts: { total: number; sent: number; failed: number; skipped: number; pending: number };
  };
  reminded: {
    id: number;
    customerName: string;
    registration: string;
    size: string;
    brandModel: string | null;
    status: keyof typeof REMINDER_STATUS_LABEL;
    sentAt: string | Date | null;
    error: string | null;
  }[];
  paging: { page: number; pageCount: number; total: number };
  recipientsNow: number | null;
};

const PAGER_TEXTS = { label: "Muistutettujen sivut", previous: "Edellinen", next: "Seuraava", page: (page: number, count: number) => `Sivu ${page} / ${count}` };

/** A round's page: its state and counts, cancel and preview, and who was reminded (customer, set, status, sent at, error). */
export function ReminderRoundPage({ round, reminded, paging, recipientsNow }: RoundPageProps) {
  const cancellable = round.status === "scheduled" || round.status === "sending";
  return (
    <div className="space-y-6">
      <p>
        <Link to={REMINDERS_ADMIN_PATH} className="underline">
          {T.back}
        </Link>
      </p>
      <AdminTabHeader title={`${T.title}: ${round.label}`}>
        <a href={`${roundPath(round.id)}/esikatselu`} className="btn-secondary" data-testid="reminder-preview-link">
          {T.preview}
        </a>
        {cancellable ? (
          <Link to={`${roundPath(round.id)}/peru`} className="btn bg-red-600 text-white hover:bg-red-700" preventScrollReset data-testid="reminder-cancel-link">
            {T.cancel}
          </Link>
        ) : null}
      </AdminTabHeader>
      <dl className="card grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid="reminder-round-summary">
        <dt className="font-medium">{T.sendAt}</dt>
        <dd>{formatDateTime(round.sendAt)}</dd>
        <dt className="font-medium">Tila</dt>
        <dd data-testid="reminder-round-status">{ROUND_STATUS_LABEL[round.status]}</dd>
        <dt className="font-medium">Muistutuksia</dt>
        <dd data-testid="reminder-round-counts">
          {round.counts.total} (lähetetty {round.counts.sent}, epäonnistui {round.counts.failed}, ohitettu {round.counts.skipped}, odottaa {round.counts.pending})
        </dd>
        {recipientsNow !== null ? (
          <>
            <dt className="font-medium">Muistutettavia nyt</dt>
            <dd>{recipientsNow}</dd>
          </>
        ) : null}
      </dl>
      {reminded.length === 0 ? (
        <p className="card text-slate-600 dark:text-slate-400" data-testid="reminded-empty">
          {round.status === "scheduled" ? T.remindedEmpty : T.remindedNone}
        </p>
      ) : (
        <AdminTable caption={T.remindedCaption} columns={[...T.remindedColumns]} minWidthClass="min-w-[44rem]">
          {reminded.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800" data-testid="reminded-row">
              <td className="px-3 py-2 font-medium">{row.customerName}</td>
              <td className="px-3 py-2">{row.registration}</td>
              <td className="px-3 py-2">
                {row.size}
                {row.brandModel ? `, ${row.brandModel}` : ""}
              </td>
              <td className="px-3 py-2" data-testid="reminded-status">
                {REMINDER_STATUS_LABEL[row.status]}
              </td>
              <td className="px-3 py-2">{row.sentAt ? formatDateTime(row.sentAt) : "–"}</td>
              <td className="max-w-xs break-words px-3 py-2 text-xs">{row.error ?? ""}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pager page={paging.page} pageCount={paging.pageCount} href={(page) => `${roundPath(round.id)}?sivu=${page}`} texts={PAGER_TEXTS} />
    </div>
  );
}
