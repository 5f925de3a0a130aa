import { quoteHref } from "~/features/quotes/rules";

export const QUOTE_TEXT = "Kysy tarjous / varaa renkaat";

/** The quote request form for one tyre (/kysy-tarjous, decision 0022); a plain link, so it works without JS. */
export function QuoteLink({ productId, tyreName, className = "btn-primary" }: { productId: number; tyreName: string; className?: string }) {
  return (
    <a href={quoteHref({ kind: "tyre", id: productId })} className={className} data-testid="tyre-quote-link">
      {QUOTE_TEXT}
      <span className="sr-only">: {tyreName}</span>
    </a>
  );
}
