import { COMPETITOR_ADMIN_TEXTS as A } from "~/features/competitors/texts";
import { COMPETITOR_TEXTS as T, type PriceMethod } from "~/features/competitors/rules";
import { type PricePoint, priceDifference, formatEuros } from "~/features/competitors/prices.rules";
import { formatDecimal } from "~/lib/format";
import { PriceChart } from "./PriceChart";

export type PricePanelData = {
  id: number;
  name: string;
  productName: string;
  currentPrice: string | null;
  priceMethod: PriceMethod | null;
  ourPrice: string | null;
  ourProductLabel: string | null;
  history: PricePoint[];
};

/** The price histories under the table: one card per tracker that has found a price. */
export function PriceHistories({ trackers }: { trackers: PricePanelData[] }) {
  const priced = trackers.filter((tracker) => tracker.history.length > 0 || tracker.currentPrice !== null);
  return (
    <section aria-labelledby="competitor-prices-title" className="space-y-4">
      <h3 id="competitor-prices-title" className="text-xl font-bold">
        {T.history.heading}
      </h3>
      {priced.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{T.history.empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {priced.map((tracker) => (
            <PricePanel key={tracker.id} tracker={tracker} />
          ))}
        </ul>
      )}
    </section>
  );
}

const signed = (value: number, text: string) => `${value > 0 ? "+" : value < 0 ? "−" : ""}${text}`;

function PricePanel({ tracker }: { tracker: PricePanelData }) {
  const difference = priceDifference(tracker.ourPrice, tracker.currentPrice);
  const verdict = difference === null ? null : difference.euros < 0 ? T.history.cheaper : difference.euros > 0 ? T.history.dearer : T.history.same;
  return (
    <li className="card min-w-0 space-y-3" data-testid="competitor-prices">
      <h4 className="break-words font-semibold">
        {tracker.name} – {tracker.productName}
      </h4>
      <PriceChart name={tracker.name} points={tracker.history} />
      <dl className="grid grid-cols-[auto,1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">{T.history.theirs}:</dt>
        <dd data-testid="their-price">{tracker.currentPrice === null ? "–" : formatEuros(tracker.currentPrice)}</dd>
        {tracker.priceMethod ? (
          <>
            <dt className="font-medium">{T.history.method}:</dt>
            <dd data-testid="price-method">{T.priceMethods[tracker.priceMethod]}</dd>
          </>
        ) : null}
        {tracker.ourProductLabel ? (
          <>
            <dt className="font-medium">{A.linkedProduct}:</dt>
            <dd className="break-words">{tracker.ourProductLabel}</dd>
          </>
        ) : null}
        {tracker.ourPrice !== null ? (
          <>
            <dt className="font-medium">{T.history.ours}:</dt>
            <dd data-testid="our-price">{formatEuros(tracker.ourPrice)}</dd>
          </>
        ) : null}
        {difference ? (
          <>
            <dt className="font-medium">{T.history.difference}:</dt>
            <dd data-testid="price-difference">
              {signed(difference.euros, formatEuros(Math.abs(difference.euros)))} ({signed(difference.percent, `${formatDecimal(Math.abs(difference.percent))} %`)})
              {" – "}
              <strong>{verdict}</strong>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
