import { Link } from "@remix-run/react";
import { Pager } from "~/components/ui/Pager";
import { RIMS_ADMIN_PATH, RIM_TEXTS, type RimView } from "~/features/rims/rules";
import { AdminTable } from "~/components/ui/AdminTable";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";

const T = RIM_TEXTS.admin;

/** The tab 'Vanteet': heading with 'Lisää vanne', the table (or 'Ei vanteita lisätty') and the pager. */
export function RimTab({ rims, total, page, pageCount, search }: { rims: RimView[]; total: number; page: number; pageCount: number; search: string }) {
  const { columns } = T;
  return (
    <div className="space-y-6">
      <AdminTabHeader title={T.title} intro={T.intro}>
        <Link to={`${RIMS_ADMIN_PATH}/uusi${search}`} className="btn-primary">
          {T.create}
        </Link>
      </AdminTabHeader>
      {rims.length === 0 ? (
        <p className="card text-slate-600 dark:text-slate-400" data-testid="rims-empty">
          {T.empty}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{RIM_TEXTS.count(rims.length, total)}</p>
          <AdminTable
            caption={T.title}
            columns={[columns.name, columns.size, columns.boltPattern, columns.offset, columns.price, columns.stock, columns.actions]}
            minWidthClass="min-w-[44rem]"
          >
            {rims.map((rim) => (
              <tr key={rim.id} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="rim-row">
                <th scope="row" className="max-w-[16rem] px-3 py-2 font-semibold">
                  <span className="flex items-center gap-2">
                    {rim.image ? <img src={rim.image} alt="" className="h-10 w-10 shrink-0 rounded object-contain" loading="lazy" /> : null}
                    <span className="break-words">{rim.name}</span>
                  </span>
                </th>
                <td className="whitespace-nowrap px-3 py-2">{rim.size}</td>
                <td className="whitespace-nowrap px-3 py-2">{rim.boltPattern}</td>
                <td className="whitespace-nowrap px-3 py-2">{rim.offset}</td>
                <td className="whitespace-nowrap px-3 py-2">{rim.price}</td>
                <td className="whitespace-nowrap px-3 py-2">{rim.stock ?? "–"}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <Link to={`${RIMS_ADMIN_PATH}/${rim.id}/muokkaa${search}`} className="btn-secondary px-3 py-1 text-xs" aria-label={`${T.edit}: ${rim.name}`}>
                      {T.edit}
                    </Link>
                    <Link to={`${RIMS_ADMIN_PATH}/${rim.id}/poista${search}`} className="btn-secondary px-3 py-1 text-xs" aria-label={`${T.delete}: ${rim.name}`}>
                      {T.delete}
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
      <Pager page={page} pageCount={pageCount} href={(n) => `${RIMS_ADMIN_PATH}${n > 1 ? `?sivu=${n}` : ""}`} texts={T.pager} testId="rims-page" />
    </div>
  );
}
