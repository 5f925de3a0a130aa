import { Form, Link } from "@remix-run/react";
import { COMPANY } from "~/content/company";
import type { TyreSeason } from "~/lib/tyre-size";
import type { TyreProductItem, TyreSizeGroup, VehicleType } from "~/features/tyres/model.server";
import { TyreCard } from "./TyreCard";
import { CompareBar, useCompareChoice } from "./CompareBar";

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
  fittingCents,
}: {
  title: string;
  products: TyreProductItem[];
  headingId: string;
  fullSize: string;
  compare: boolean;
  fittingCents: number | null;
}) {
  return (
    <div className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold">
        {title} <span className="font-normal text-slate-600 dark:text-slate-400">({products.length})</span>
      </h3>
      <ul aria-labelledby={headingId} className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <TyreCard product={product} fullSize={fullSize} compare={compare} fittingCents={fittingCents} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One size of the results. The section is a GET form to /renkaat/vertaa: the cards' 'Vertaa' boxes are
 * its fields, so choosing tyres to compare works without JavaScript (decision 0023). `fittingCents`: the
 * price list's fitting of four tyres of this size (null: no fitted price is shown).
 */
export function TyreSizeSection({ size, fittingCents = null }: { size: TyreSizeGroup; fittingCents?: number | null }) {
  const headingId = `size-${size.id}`;
  const productCount = size.summer.length + size.winter.length;
  const choice = useCompareChoice();
  return (
    <section aria-labelledby={headingId} className={`border-t border-slate-200 pt-8 dark:border-slate-800 ${choice.count > 0 ? "pb-24" : ""}`}>
      <Form method="get" action="/renkaat/vertaa" aria-labelledby={headingId} onChange={productCount > 1 ? choice.onChange : undefined}>
        <input type="hidden" name="koko" value={size.fullSize} />
        <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-2xl font-black">
          {size.fullSize}
          <span className="text-base font-medium text-slate-600 dark:text-slate-400">{VEHICLE_TEXT[size.vehicleType]}</span>
        </h2>
        {productCount > 1 ? (
          // The compare button is in the bar at the bottom (CompareBar), in reach wherever the visitor ticks.
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Merkitse enintään kolme tämän koon rengasta kohdasta Vertaa ja vertaa niitä rinnakkain.
          </p>
        ) : null}
        {size.summer.length > 0 ? (
          <SeasonList
            title="Kesärenkaat"
            products={size.summer}
            headingId={`${headingId}-summer`}
            fullSize={size.fullSize}
            compare={productCount > 1}
            fittingCents={fittingCents}
          />
        ) : null}
        {size.winter.length > 0 ? (
          <SeasonList
            title="Talvirenkaat"
            products={size.winter}
            headingId={`${headingId}-winter`}
            fullSize={size.fullSize}
            compare={productCount > 1}
            fittingCents={fittingCents}
          />
        ) : null}
        {productCount > 1 ? <CompareBar fullSize={size.fullSize} count={choice.count} notice={choice.notice} /> : null}
      </Form>
    </section>
  );
}

/** 'Soita 019 …': the empty results' way to a person. */
export function CallTheShop() {
  return (
    <p className="mt-3">
      Soita{" "}
      <a href={COMPANY.phoneHref} className="font-semibold text-brand-700 underline dark:text-brand-100">
        {COMPANY.phone}
      </a>
    </p>
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
      <CallTheShop />
      <Link to="/renkaat" className="btn-primary mt-5">
        Tyhjennä haku ja rajaukset
      </Link>
    </section>
  );
}
