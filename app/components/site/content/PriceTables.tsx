import { RIM_SIZE_COLUMNS, type PriceItem, type RimSizeTable, formatEuro, formatPriceItem } from "./prices";

const tableClass = "w-full min-w-[32rem] border-collapse text-left";
const captionClass = "mb-3 text-left text-lg font-semibold text-slate-900 dark:text-slate-100";
const headCellClass =
  "border-b-2 border-slate-300 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200";
const rowHeadClass = "border-b border-slate-200 px-4 py-3 font-medium dark:border-slate-700";
const cellClass = "border-b border-slate-200 px-4 py-3 tabular-nums dark:border-slate-700";

function Note({ children }: { children?: string }) {
  return children ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{children}</p> : null;
}

/** Vehicle types down, rim sizes across; both header kinds carry a scope for screen readers. */
export function RimSizePriceTable({ table }: { table: RimSizeTable }) {
  return (
    <div>
      <div className="overflow-x-auto">
        <table className={tableClass} data-testid={`hinnat-${table.id}`}>
          <caption className={captionClass}>
            {table.caption} <span className="font-normal text-slate-600 dark:text-slate-400">({table.unit})</span>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={headCellClass}>
                Ajoneuvo
              </th>
              {RIM_SIZE_COLUMNS.map((column) => (
                <th key={column} scope="col" className={`${headCellClass} text-right`}>
                  Vanne {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.vehicle}>
                <th scope="row" className={rowHeadClass}>
                  {row.vehicle}
                </th>
                {row.prices.map((price, index) => (
                  <td key={RIM_SIZE_COLUMNS[index]} className={`${cellClass} text-right`}>
                    {formatEuro(price)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Note>{table.note}</Note>
    </div>
  );
}

/** A two-column list of services and prices. A price of zero reads 'Maksuton'. */
export function ServicePriceTable({ id, caption, items, note }: { id: string; caption: string; items: PriceItem[]; note?: string }) {
  return (
    <div>
      <div className="overflow-x-auto">
        <table className={tableClass} data-testid={`hinnat-${id}`}>
          <caption className={captionClass}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={headCellClass}>
                Palvelu
              </th>
              <th scope="col" className={`${headCellClass} text-right`}>
                Hinta
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.label}>
                <th scope="row" className={rowHeadClass}>
                  {item.label}
                </th>
                <td className={`${cellClass} whitespace-nowrap text-right`}>
                  {item.price === 0 ? "Maksuton" : formatPriceItem(item)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Note>{note}</Note>
    </div>
  );
}
