import { Link, useFetcher } from "@remix-run/react";
import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";
import type { CampaignRow } from "~/features/campaigns/page.server";
import { AdminTable } from "~/components/ui/AdminTable";

const STATUS_STYLES = {
  active: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  inactive: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
} as const;

/**
 * The campaigns: name, description, start, end, status and actions (spec). On a phone the table scrolls
 * inside its own box; `busy` dims it while the tab reloads after a change.
 */
export function CampaignTable({ rows, search, busy = false }: { rows: CampaignRow[]; search: string; busy?: boolean }) {
  if (rows.length === 0) {
    return (
      <p className="card text-slate-600 dark:text-slate-400" data-testid="campaigns-empty">
        {T.empty}
      </p>
    );
  }
  const { columns } = T;
  return (
    <AdminTable
      caption={T.title}
      columns={[columns.name, columns.description, columns.startDate, columns.endDate, columns.status, columns.actions]}
      minWidthClass="min-w-[52rem]"
      busy={busy}
    >
      {rows.map((row) => (
        <CampaignTableRow key={row.id} row={row} search={search} />
      ))}
    </AdminTable>
  );
}

function CampaignTableRow({ row, search }: { row: CampaignRow; search: string }) {
  const base = `/admin/kampanjat/${row.id}`;
  const small = "btn-secondary px-3 py-1 text-xs";
  return (
    <tr className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="campaign-row">
      <th scope="row" className="max-w-[14rem] px-3 py-2 font-normal">
        <span className="block break-words font-semibold">{row.name}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {row.discount}
          {row.discountCode ? ` · ${T.discount.code(row.discountCode)}` : ""}
        </span>
      </th>
      <td className="max-w-[18rem] px-3 py-2">
        <span className="line-clamp-3 break-words text-slate-700 dark:text-slate-300">{row.description}</span>
      </td>
      <td className="whitespace-nowrap px-3 py-2" data-testid="campaign-start">
        {row.startDate}
      </td>
      <td className="whitespace-nowrap px-3 py-2" data-testid="campaign-end">
        {row.endDate}
      </td>
      <td className="px-3 py-2">
        <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[row.status]}`} data-testid="campaign-status">
          {T.status[row.status]}
        </span>
        {row.note ? (
          <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400" data-testid="campaign-note">
            {row.note}
          </span>
        ) : null}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          <Link to={`${base}/muokkaa${search}`} className={small} aria-label={`${T.buttons.edit}: ${row.name}`}>
            {T.buttons.edit}
          </Link>
          <SwitchButton id={row.id} name={row.name} isActive={row.isActive} search={search} />
          <Link to={`${base}/poista${search}`} className={small} aria-label={`${T.buttons.delete}: ${row.name}`}>
            {T.buttons.delete}
          </Link>
        </div>
      </td>
    </tr>
  );
}

/**
 * 'Aktivoi' or 'Poista käytöstä': a real form posting to the row's nested route. With JavaScript a
 * fetcher posts it, so only this button shows it is working; the action's redirect brings the toast.
 */
function SwitchButton({ id, name, isActive, search }: { id: number; name: string; isActive: boolean; search: string }) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const text = isActive ? (pending ? T.buttons.deactivating : T.buttons.deactivate) : pending ? T.buttons.activating : T.buttons.activate;
  return (
    <fetcher.Form method="post" action={`/admin/kampanjat/${id}/${isActive ? "poista-kaytosta" : "aktivoi"}${search}`}>
      <button type="submit" className="btn-secondary px-3 py-1 text-xs" disabled={pending} aria-label={`${text}: ${name}`}>
        {text}
      </button>
    </fetcher.Form>
  );
}
