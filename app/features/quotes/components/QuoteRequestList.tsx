import { RequestInbox } from "~/components/layout/admin/RequestInbox";
import { QUOTE_ADMIN_PATH, QUOTE_ADMIN_TEXTS as T, type QuoteRequestView, type QuoteStatusKey, quoteAdminHref, quoteDeleteHref } from "~/features/quotes/admin.rules";

type Props = {
  status: QuoteStatusKey;
  requests: QuoteRequestView[];
  counts: Record<QuoteStatusKey, number>;
  page: number;
  pageCount: number;
};

/** The tab 'Tarjouspyynnöt': the request inbox, each request with its product, quantity and fitting. */
export function QuoteRequestList(props: Props) {
  return (
    <RequestInbox
      {...props}
      texts={T}
      intro={`${T.intro} ${T.retention}`}
      kind="quote"
      listHref={quoteAdminHref}
      deleteHref={quoteDeleteHref}
      statusAction={(id) => `${QUOTE_ADMIN_PATH}/${id}/tila`}
      details={(request) => (
        <>
          <dt className="font-medium">{T.product}</dt>
          <dd className="break-words" data-testid="quote-request-product">
            {request.product || T.noProduct}
          </dd>
          <dt className="font-medium">{T.quantity}</dt>
          <dd>{T.pieces(request.quantity)}</dd>
          <dt className="font-medium">{T.fitting}</dt>
          <dd>{request.fitting ? T.yes : T.no}</dd>
        </>
      )}
    />
  );
}
