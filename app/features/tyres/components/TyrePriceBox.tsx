import { discountPercent, formatMonthly, formatPrice, saleValidityText, toAmount } from "~/lib/price";
import { fittedSetPrice, setOfFourPrice, tyreName } from "~/features/tyres/tyre-page.rules";
import { deliveryEstimateText } from "~/lib/tyre-markings";
import { PRICE_TABLES } from "~/features/price-list/rules";
import type { TyrePageProduct } from "~/features/tyres/tyre-page.model.server";
import { QuoteLink } from "~/features/quotes/components/QuoteLink";

/**
 * Price per tyre, for four and fitted (when the price list has the fitting for this size), the sale with
 * its end date, financing per month, stock with the delivery time, and the ask-for-it link.
 */
export function TyrePriceBox({ tyre, fittingCents = null }: { tyre: TyrePageProduct; fittingCents?: number | null }) {
  const { sale } = tyre;
  const onSale = sale.active && sale.salePrice !== null;
  const financing = toAmount(tyre.financingPrice) ?? 0;
  const discount = onSale ? discountPercent(tyre.price, sale.salePrice!) : 0;
  const inStock = tyre.stock > 0;
  const delivery = tyre.deliveryDays ? deliveryEstimateText(tyre.deliveryDays.min, tyre.deliveryDays.max) : null;
  return (
    <section aria-labelledby="tyre-price-heading" className="card flex flex-col gap-3" data-testid="tyre-price-box">
      <h2 id="tyre-price-heading" className="sr-only">
        Hinta ja saatavuus
      </h2>
      {onSale ? (
        <p className="rounded bg-brand-600 px-2 py-1 text-sm font-bold text-white" data-testid="tyre-sale">
          {sale.name ? `${sale.name}: ` : "Tarjous: "}
          {saleValidityText(sale.saleEndDate)}
          {discount > 0 ? ` (−${discount} %)` : null}
        </p>
      ) : null}
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{onSale ? "Tarjoushinta " : "Hinta "}</span>
        <span data-testid="tyre-price" className={`text-3xl font-black ${onSale ? "text-brand-600 dark:text-brand-500" : ""}`}>
          {formatPrice(tyre.currentPrice)}
        </span>
        <span className="text-slate-600 dark:text-slate-400">/kpl</span>
        {onSale ? (
          <del className="text-slate-500 dark:text-slate-400">
            <span className="sr-only">Normaalihinta </span>
            {formatPrice(tyre.price)}
          </del>
        ) : null}
      </p>
      <p className="text-lg">
        4 kpl <strong data-testid="tyre-set-price">{formatPrice(setOfFourPrice(tyre.currentPrice))}</strong>
        {fittingCents !== null && !tyre.markings.runFlat ? (
          <span className="block text-base text-slate-700 dark:text-slate-300">
            Asennettuna <strong data-testid="tyre-fitted-price">{formatPrice(fittedSetPrice(tyre.currentPrice, fittingCents))}</strong>{" "}
            <a href={`/hinnasto#${PRICE_TABLES.tyreFitting.id}`} className="text-sm underline underline-offset-2">
              rengastyö hinnaston mukaan
            </a>
          </span>
        ) : null}
      </p>
      {financing > 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="tyre-financing">
          tai rahoituksella {formatMonthly(financing)} / rengas, 4 kpl {formatMonthly(setOfFourPrice(financing))}
        </p>
      ) : null}
      {onSale && sale.description ? <p className="text-sm text-slate-700 dark:text-slate-300">{sale.description}</p> : null}
      <p
        data-testid="tyre-stock"
        className={`font-semibold ${inStock ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}`}
      >
        {inStock ? `Varastossa ${tyre.stock} kpl` : delivery ? "Loppu varastosta" : "Loppu varastosta – kysy toimitusaikaa"}
        {delivery && tyre.stock < 4 ? (
          <span className="block font-normal text-slate-700 dark:text-slate-300" data-testid="tyre-delivery">
            {inStock ? `Loput: ${delivery.charAt(0).toLowerCase()}${delivery.slice(1)}` : delivery}
          </span>
        ) : null}
      </p>
      <QuoteLink productId={tyre.id} tyreName={`${tyreName(tyre)} ${tyre.fullSize}`} className="btn-primary justify-center text-center" />
    </section>
  );
}
