import { Link } from "@remix-run/react";
import { brandLogo } from "~/content/brands";
import { discountPercent, formatMonthly, formatPrice, saleValidityText, toAmount } from "~/lib/price";
import { fittedSetPrice, setOfFourPrice, tyrePagePath } from "~/features/tyres/tyre-page.rules";
import { deliveryEstimateText, formatMarkings } from "~/lib/tyre-markings";
import type { TyreProductItem } from "~/features/tyres/model.server";
import { EuLabel } from "./EuLabel";
import { QuoteLink } from "~/features/quotes/components/QuoteLink";
import { ResponsiveImage } from "~/features/images/components/ResponsiveImage";

const SET_SIZE = 4;
const SEASON_TEXT = { summer: "Kesärengas", winter: "Talvirengas" } as const;
const WINTER_TYPE_TEXT = { studded: "Nastarengas", friction: "Kitkarengas" } as const;

/** The brand's logo on a white tile (its colours read the same in dark mode), or its name as a wordmark. */
function BrandMark({ name }: { name: string }) {
  const logo = brandLogo(name);
  // Decorative: the card's heading names the brand for screen readers.
  return logo ? (
    <div aria-hidden="true" className="flex h-10 w-28 items-center rounded bg-white px-2 ring-1 ring-slate-200 dark:ring-slate-700">
      <img src={logo} alt="" width={200} height={60} loading="lazy" className="h-auto max-h-8 w-full object-contain" />
    </div>
  ) : (
    <div
      aria-hidden="true"
      className="flex h-10 items-center text-sm font-black uppercase tracking-wider text-slate-700 dark:text-slate-200"
    >
      {name}
    </div>
  );
}

/** The set of four, and fitted by the shop when the price list has the fitting for this size. */
function SetPrices({ product, fittingCents }: { product: TyreProductItem; fittingCents: number | null }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      4 kpl <strong data-testid="tyre-set-price">{formatPrice(setOfFourPrice(product.currentPrice))}</strong>
      {/* Run-flat fitting costs extra by a note of the price list, which is free text: no fitted price. */}
      {fittingCents !== null && !product.markings.runFlat ? (
        <>
          {", asennettuna "}
          <strong data-testid="tyre-fitted-price">{formatPrice(fittedSetPrice(product.currentPrice, fittingCents))}</strong>
        </>
      ) : null}
    </p>
  );
}

function Price({ product }: { product: TyreProductItem }) {
  const { sale } = product;
  const financing = toAmount(product.financingPrice) ?? 0;
  return (
    <div>
      {sale.active && sale.salePrice !== null ? (
        <>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="sr-only">Tarjoushinta </span>
            <span data-testid="tyre-price" className="text-2xl font-black text-brand-600 dark:text-brand-500">
              {formatPrice(sale.salePrice)}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-400">/kpl</span>
            <del className="text-slate-500 dark:text-slate-400">
              <span className="sr-only">Normaalihinta </span>
              {formatPrice(product.price)}
            </del>
            {discountPercent(product.price, sale.salePrice) > 0 ? (
              <span className="rounded bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white">
                −{discountPercent(product.price, sale.salePrice)} %
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-100">
            {sale.name ? `${sale.name}: ` : null}
            {saleValidityText(sale.saleEndDate)}
          </p>
        </>
      ) : (
        <p className="flex items-baseline gap-x-2">
          <span data-testid="tyre-price" className="text-2xl font-black">
            {formatPrice(product.price)}
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-400">/kpl</span>
        </p>
      )}
      {financing > 0 ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">tai rahoituksella {formatMonthly(financing)}</p>
      ) : null}
    </div>
  );
}

/**
 * One tyre in the /renkaat results: its heading links to the tyre's page, the thumbnail shows when there
 * is one, and a 'Vertaa' box belongs to the size's compare form (TyreSizeSection) when one is given.
 * `fittingCents`: the price list's fitting of four tyres of this size, for the fitted price.
 */
export function TyreCard({
  product,
  fullSize,
  compare = true,
  fittingCents = null,
}: {
  product: TyreProductItem;
  fullSize: string;
  compare?: boolean;
  fittingCents?: number | null;
}) {
  const headingId = `tyre-${product.id}`;
  const inStock = product.stock > 0;
  const markings = formatMarkings(product.markings);
  // When fewer than a set are in stock, the rest comes from the supplier: say how soon.
  const delivery = product.deliveryDays ? deliveryEstimateText(product.deliveryDays.min, product.deliveryDays.max) : null;
  const name = `${product.manufacturer.name} ${product.model}`;
  const path = tyrePagePath({ id: product.id, fullSize, brand: product.manufacturer.name, model: product.model });
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col gap-4" data-testid="tyre-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <BrandMark name={product.manufacturer.name} />
          <h4 id={headingId} className="break-words text-lg font-bold leading-tight">
            <Link to={path} className="underline-offset-2 hover:underline focus-visible:underline" data-testid="tyre-card-link">
              <span className="sr-only">{product.manufacturer.name} </span>
              {product.model}
            </Link>
          </h4>
          <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{SEASON_TEXT[product.season]}</span>
            {product.winterType ? (
              <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-900 dark:bg-sky-900 dark:text-sky-100">
                {WINTER_TYPE_TEXT[product.winterType]}
              </span>
            ) : null}
            {markings ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800" data-testid="tyre-markings">
                <span className="sr-only">Kuormitus- ja nopeusluokka </span>
                {markings}
              </span>
            ) : null}
          </p>
        </div>
        {product.thumbnail ? (
          <ResponsiveImage
            src={product.thumbnail}
            alt={`${name}: renkaan kuva`}
            width={96}
            height={96}
            sizes="96px"
            widths={[160, 320]}
            className="h-24 w-24 shrink-0 rounded bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700"
            data-testid="tyre-card-thumbnail"
          />
        ) : null}
      </div>
      <EuLabel label={product.euLabel} />
      <div className="mt-auto flex flex-col gap-2">
        <Price product={product} />
        <SetPrices product={product} fittingCents={fittingCents} />
        <p
          className={`text-sm font-semibold ${inStock ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}`}
        >
          {inStock ? `Varastossa ${product.stock} kpl` : "Loppu varastosta"}
          {delivery && product.stock < SET_SIZE ? (
            <span className="block font-normal text-slate-700 dark:text-slate-300" data-testid="tyre-delivery">
              {delivery}
            </span>
          ) : null}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <QuoteLink productId={product.id} tyreName={`${name} ${fullSize}`} className="btn-secondary text-sm" />
          {compare ? (
            <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
              <input type="checkbox" name="id" value={product.id} className="h-5 w-5 accent-brand-600" data-testid="tyre-compare-checkbox" />
              Vertaa<span className="sr-only">: {name}</span>
            </label>
          ) : null}
        </div>
      </div>
    </article>
  );
}
