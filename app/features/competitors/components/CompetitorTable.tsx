import { Link } from "@remix-run/react";
import { COMPETITOR_ADMIN_TEXTS as A } from "~/features/competitors/texts";
import { COMPETITOR_TEXTS as T, type CompetitorStatus, type TrackingType } from "~/features/competitors/rules";
import { canShowDiff } from "~/features/competitors/diff.rules";
import { formatDateTime } from "~/lib/format";
import { AdminTable } from "~/components/ui/AdminTable";
import { CheckButton } from "./CheckButton";
import { CutText } from "./CutText";

export type CompetitorRowData = {
  id: number;
  name: string;
  url: string;
  productName: string;
  trackingType: TrackingType;
  status: CompetitorStatus;
  lastError: string | null;
  lastChecked: Date | string | null;
  lastChangedAt: Date | string | null;
  contentChanges: number;
  prices: number;
  busy: boolean;
};

const STATUS_STYLES: Record<CompetitorStatus, string> = {
  active: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  error: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  disabled: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

/** The trackers: one row each with its state and actions. On a phone the table scrolls inside its box. */
export function CompetitorTable({ rows, search }: { rows: CompetitorRowData[]; search: string }) {
  if (rows.length === 0) {
    return (
      <p className="card text-slate-600 dark:text-slate-400" data-testid="competitors-empty">
        {T.empty}
      </p>
    );
  }
  const { columns } = T;
  return (
    <AdminTable
      caption={T.title}
      columns={[columns.competitor, columns.trackingType, columns.latestChange, columns.status, columns.lastChecked, columns.actions]}
      minWidthClass="min-w-[56rem]"
    >
      {rows.map((row) => (
        <CompetitorRow key={row.id} row={row} search={search} />
      ))}
    </AdminTable>
  );
}

/** 'Viimeisin muutos': when a check last found a change; 'Ei vielä' before the first check. */
function latestChange(row: CompetitorRowData): string {
  if (row.lastChangedAt) return formatDateTime(row.lastChangedAt);
  return row.lastChecked ? T.noChange : T.never;
}

function CompetitorRow({ row, search }: { row: CompetitorRowData; search: string }) {
  const base = `/admin/kilpailijat/${row.id}`;
  const small = "btn-secondary px-3 py-1 text-xs";
  return (
    <tr className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="competitor-row">
      <th scope="row" className="max-w-[18rem] px-3 py-2 font-normal">
        <span className="block break-words font-semibold">{row.name}</span>
        <span className="block break-words text-slate-600 dark:text-slate-400">{row.productName}</span>
        <CutText text={row.url} href={row.url} className="text-xs" />
      </th>
      <td className="px-3 py-2">{T.trackingTypes[row.trackingType]}</td>
      <td className="whitespace-nowrap px-3 py-2" data-testid="latest-change">
        {latestChange(row)}
      </td>
      <td className="max-w-[16rem] px-3 py-2">
        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[row.status]}`} data-testid="competitor-status">
          {T.status[row.status]}
        </span>
        {row.status === "error" && row.lastError ? (
          <span className="mt-1 block text-xs text-red-800 dark:text-red-300" data-testid="competitor-error">
            <span className="sr-only">{A.errorReason}: </span>
            <CutText text={row.lastError} />
          </span>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-3 py-2" data-testid="last-checked" data-checked-at={row.lastChecked ? new Date(row.lastChecked).toISOString() : undefined}>
        {row.lastChecked ? formatDateTime(row.lastChecked) : T.never}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          <CheckButton id={row.id} name={row.name} busy={row.busy} search={search} />
          {canShowDiff(row.trackingType, { contentChanges: row.contentChanges, prices: row.prices }) ? (
            <Link to={`${base}/muutokset${search}`} className={small} aria-label={`${T.buttons.diff}: ${row.name}`}>
              {T.buttons.diff}
            </Link>
          ) : null}
          <Link to={`${base}/muokkaa${search}`} className={small} aria-label={`${T.buttons.edit}: ${row.name}`}>
            {T.buttons.edit}
          </Link>
          <Link to={`${base}/poista${search}`} className={small} aria-label={`${T.buttons.delete}: ${row.name}`}>
            {T.buttons.delete}
          </Link>
        </div>
      </td>
    </tr>
  );
}
