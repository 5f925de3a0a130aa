import { Form, Link } from "@remix-run/react";
import { COMPANY } from "~/content/company";
import type { TyreSeason } from "~/lib/tyre-size";
import type { TyreProductItem, TyreSizeGroup, VehicleType } from "~/features/tyres/model.server";
import { TyreCard } from "./TyreCard";

export const VEHICLE_TEXT: Record<VehicleType, string> = {
  henkilöauto: "Henkilöauto",
  suv: "SUV",
  pakettiauto: "Pakettiauto",
};

function SeasonList({
  title,
  products,
  headingId,
  fullSize,
  compare,
}: {
  title: string;
  products: TyreProductItem[];
  headingId: string;
  fullSize: string;
  compare: boolean;
}) {
  return (
    <div className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold">
        {title} <span className="font-normal text-slate-600 dark:text-slate-400">({products.length})</span>
      </h3>
      <ul aria-labelledby={headingId} className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <TyreCard product={product} fullSize={fullSize} compare={compare} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One size of the results. The section is a GET form to /renkaat/vertaa: the cards' 'Vertaa' boxes are
 * its fields, so choosing tyres to compare works without JavaScript (decision 0023).
 */
export function TyreSizeSection({ size }: { size: TyreSizeGroup }) {
  const headingId = `size-${size.id}`;
  const productCount = size.summer.length + size.winter.length;
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-8 dark:border-slate-800">
      <Form method="get" action="/renkaat/vertaa" aria-labelledby={headingId}>
        <input type="hidden" name="koko" value={size.fullSize} />
        <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-2xl font-black">
          {size.fullSize}
          <span className="text-base font-medium text-slate-600 dark:text-slate-400">{VEHICLE_TEXT[size.vehicleType]}</span>
        </h2>
        {productCount > 1 ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
            Valitse enintään kolme tämän koon rengasta ja vertaa niitä rinnakkain.
            <button type="submit" className="btn-secondary text-sm">
              Vertaa valittuja<span className="sr-only"> renkaita koossa {size.fullSize}</span>
            </button>
          </p>
        ) : null}
        {size.summer.length > 0 ? (
          <SeasonList title="Kesärenkaat" products={size.summer} headingId={`${headingId}-summer`} fullSize={size.fullSize} compare={productCount > 1} />
        ) : null}
        {size.winter.length > 0 ? (
          <SeasonList title="Talvirenkaat" products={size.winter} headingId={`${headingId}-winter`} fullSize={size.fullSize} compare={productCount > 1} />
        ) : null}
      </Form>
    </section>
  );
}

const SEASON_PARTITIVE: Record<TyreSeason, string> = { summer: "kesärenkaita", winter: "talvirenkaita" };

/** No results: say what was searched, how to reset, and that a phone call finds the tyres anyway. */
export function TyreEmptyState({ search, type }: { search: string; type: TyreSeason | null }) {
  const what = type ? SEASON_PARTITIVE[type] : "renkaita";
  return (
    <section aria-labelledby="tyres-empty" className="card mx-auto max-w-2xl text-center">
      <h2 id="tyres-empty" className="text-xl font-bold">
        Renkaita ei löytynyt
      </h2>
      <p className="mt-3">
        {search ? `Koolla ${search} ei löytynyt ${what}.` : `Valinnoillasi ei löytynyt ${what}.`} Tarkista rengaskoko,
        esimerkiksi 205/55R16, tai kysy meiltä: hankimme renkaat nopeasti.
      </p>
      <p className="mt-3">
        Soita{" "}
        <a href={COMPANY.phoneHref} className="font-semibold text-brand-700 underline dark:text-brand-100">
          {COMPANY.phone}
        </a>
      </p>
      <Link to="/renkaat" className="btn-primary mt-5">
        Tyhjennä haku ja rajaukset
      </Link>
    </section>
  );
}
