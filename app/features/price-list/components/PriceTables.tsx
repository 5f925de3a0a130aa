import {
  PRICE_TABLES,
  RIM_SIZE_COLUMNS,
  type RimPriceTable,
  type RimTableKey,
  type ServicePriceTable as ServicePrices,
  type ServiceTableKey,
  formatCents,
  formatServicePrice,
} from "~/features/price-list/rules";
import { ScrollRegion } from "~/components/ui/ScrollRegion";

const tableClass = "w-full min-w-[32rem] border-collapse text-left";
const captionClass = "mb-3 text-left text-lg font-semibold text-slate-900 dark:text-slate-100";
const headCellClass =
  "border-b-2 border-slate-300 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200";
const rowHeadClass = "border-b border-slate-200 px-4 py-3 font-medium dark:border-slate-700";
const cellClass = "border-b border-slate-200 px-4 py-3 tabular-nums dark:border-slate-700";

function Note({ children }: { children?: string }) {
  return children ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{children}</p> : null;
}

/**
 * One rim-size table of the price list (tyre change, tyre fitting, tyre hotel): vehicle types down, rim
 * sizes across; both header kinds carry a scope for screen readers.
 */
export function RimSizePriceTable({ name, table, caption }: { name: RimTableKey; table: RimPriceTable; caption?: string }) {
  const fixed = PRICE_TABLES[name];
  const { rows, note } = table;
  return (
    <div>
      <ScrollRegion label={caption ?? fixed.caption}>
        <table className={tableClass} data-testid={`hinnat-${fixed.id}`}>
          <caption className={captionClass}>
            {caption ?? fixed.caption} <span className="font-normal text-slate-600 dark:text-slate-400">({fixed.unit})</span>
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
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={rowHeadClass}>
                  {row.label}
                </th>
                {row.prices.map((price, index) => (
                  <td key={RIM_SIZE_COLUMNS[index]} className={`${cellClass} text-right`}>
                    {formatCents(price)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Note>{note}</Note>
    </div>
  );
}

function ServiceRows({ rows }: { rows: ServicePrices["rows"] }) {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row" className={rowHeadClass}>
            {row.label}
          </th>
          <td className={`${cellClass} whitespace-nowrap text-right`}>{formatServicePrice(row)}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** A two-column list of services and prices. A price of zero reads 'Maksuton'. */
export function ServicePriceTable({ name, table, caption }: { name: ServiceTableKey; table: ServicePrices; caption?: string }) {
  const fixed = PRICE_TABLES[name];
  const { rows, note } = table;
  return (
    <div>
      <ScrollRegion label={caption ?? fixed.caption}>
        <table className={tableClass} data-testid={`hinnat-${fixed.id}`}>
          <caption className={captionClass}>{caption ?? fixed.caption}</caption>
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
          <ServiceRows rows={rows} />
        </table>
      </ScrollRegion>
      <Note>{note}</Note>
    </div>
  );
}
