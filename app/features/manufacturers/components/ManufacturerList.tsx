import { Link } from "@remix-run/react";
import { MANUFACTURER_TEXTS as T, websiteHost } from "~/features/manufacturers/rules";

export type ManufacturerListItem = {
  id: number;
  name: string;
  country: string | null;
  logoUrl: string | null;
  website: string | null;
  description: string;
  productCount: number;
};

type Props = {
  manufacturers: ManufacturerListItem[];
  /** Builds a link inside the manufacturers drawer that keeps the tab's query. */
  to: (path: string) => string;
};

/** The manufacturers with their count; each row links to its edit form and its delete confirmation. */
export function ManufacturerList({ manufacturers, to }: Props) {
  return (
    <section aria-labelledby="manufacturer-list-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="manufacturer-list-heading" className="text-lg font-semibold" data-testid="manufacturer-count">
          {T.count(manufacturers.length)}
        </h3>
        <Link to={to("/admin/renkaat/valmistajat/uusi")} preventScrollReset className="btn-primary">
          {T.add}
        </Link>
      </div>
      {manufacturers.length === 0 ? (
        <p className="card text-sm text-slate-600 dark:text-slate-400">{T.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {manufacturers.map((manufacturer) => (
            <li key={manufacturer.id} data-testid="manufacturer-row" className="flex flex-wrap items-start gap-3 px-4 py-3">
              {manufacturer.logoUrl ? (
                <img src={manufacturer.logoUrl} alt="" loading="lazy" className="h-8 w-16 shrink-0 object-contain" />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium">{manufacturer.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {[manufacturer.country, T.productCount(manufacturer.productCount)].filter(Boolean).join(" · ")}
                  {manufacturer.website ? (
                    <>
                      {" · "}
                      <a href={manufacturer.website} target="_blank" rel="noopener noreferrer" className="underline">
                        {websiteHost(manufacturer.website)}
                        <span className="sr-only"> (avautuu uuteen välilehteen)</span>
                      </a>
                    </>
                  ) : null}
                </p>
              </div>
              <div className="flex gap-2">
                <Link
                  to={to(`/admin/renkaat/valmistajat/${manufacturer.id}/muokkaa`)}
                  preventScrollReset
                  className="btn-secondary px-3 py-1"
                  aria-label={`${T.edit} ${manufacturer.name}`}
                >
                  {T.edit}
                </Link>
                <Link
                  to={to(`/admin/renkaat/valmistajat/${manufacturer.id}/poista`)}
                  preventScrollReset
                  className="btn-secondary px-3 py-1 text-red-700 dark:text-red-300"
                  aria-label={`${T.delete} ${manufacturer.name}`}
                >
                  {T.delete}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
