import { Link } from "@remix-run/react";
import { COMPANY } from "~/lib/company";
import type { TyreSeason } from "~/lib/tyre-size";
import type { TyreProductItem, TyreSizeGroup, VehicleType } from "~/models/tyres.server";
import { TyreCard } from "./TyreCard";

const VEHICLE_TEXT: Record<VehicleType, string> = {
  henkilöauto: "Henkilöauto",
  suv: "SUV",
  pakettiauto: "Pakettiauto",
};

function SeasonList({ title, products, headingId }: { title: string; products: TyreProductItem[]; headingId: string }) {
  return (
    <div className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold">
        {title} <span className="font-normal text-slate-600 dark:text-slate-400">({products.length})</span>
      </h3>
      <ul aria-labelledby={headingId} className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <TyreCard product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TyreSizeSection({ size }: { size: TyreSizeGroup }) {
  const headingId = `size-${size.id}`;
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-8 dark:border-slate-800">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-2xl font-black">
        {size.fullSize}
        <span className="text-base font-medium text-slate-600 dark:text-slate-400">{VEHICLE_TEXT[size.vehicleType]}</span>
      </h2>
      {size.summer.length > 0 ? (
        <SeasonList title="Kesärenkaat" products={size.summer} headingId={`${headingId}-summer`} />
      ) : null}
      {size.winter.length > 0 ? (
        <SeasonList title="Talvirenkaat" products={size.winter} headingId={`${headingId}-winter`} />
      ) : null}
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
