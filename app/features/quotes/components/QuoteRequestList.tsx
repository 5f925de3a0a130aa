import { Link, useFetcher } from "@remix-run/react";
import { Pager } from "~/components/ui/Pager";
import { QUOTE_ADMIN_PATH, QUOTE_ADMIN_TEXTS as T, type QuoteRequestView, type QuoteStatusKey, quoteAdminHref, quoteDeleteHref } from "~/features/quotes/admin.rules";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";

type Props = {
  status: QuoteStatusKey;
  requests: QuoteRequestView[];
  counts: Record<QuoteStatusKey, number>;
  page: number;
  pageCount: number;
};

/**
 * The tab 'Tarjouspyynnöt': new / handled as two links with their counts, the requests as cards (they
 * stack on a phone, nothing scrolls sideways), 'Merkitse käsitellyksi' / 'Palauta uudeksi' and 'Poista'
 * (after a confirmation) per request, and the pager.
 */
export function QuoteRequestList({ status, requests, counts, page, pageCount }: Props) {
  return (
    <div className="space-y-6">
      <AdminTabHeader title={T.title} intro={`${T.intro} ${T.retention}`} />
      <nav aria-label={T.tabsLabel}>
        <ul className="flex flex-wrap gap-2">
          {(["new", "handled"] as const).map((key) => (
            <li key={key}>
              <Link
                to={quoteAdminHref(key)}
                aria-current={key === status ? "page" : undefined}
                className={key === status ? "btn-primary" : "btn-secondary"}
                data-testid={`quote-tab-${key}`}
              >
                {T.tabs[key]} ({counts[key]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {requests.length === 0 ? (
        <p className="card text-slate-600 dark:text-slate-400" data-testid="quote-requests-empty">
          {T.empty[status]}
        </p>
      ) : (
        <ul className="space-y-4" aria-label={`${T.title}: ${T.tabs[status]}`}>
          {requests.map((request) => (
            <QuoteRequestCard key={request.id} request={request} status={status} page={page} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} href={(n) => quoteAdminHref(status, n)} texts={T.pager} testId="quote-requests-page" />
    </div>
  );
}

function QuoteRequestCard({ request, status, page }: { request: QuoteRequestView; status: QuoteStatusKey; page: number }) {
  const headingId = `quote-request-${request.id}`;
  return (
    <li className="card min-w-0 space-y-3" aria-labelledby={headingId} data-testid="quote-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-lg font-semibold">
            {request.name}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {T.received} {request.receivedAt}
            {request.handledAt ? ` · ${T.handledAt(request.handledAt)}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <HandledButton id={request.id} name={request.name} handled={status === "handled"} back={quoteAdminHref(status, page)} />
          <Link
            to={quoteDeleteHref(request.id, status, page)}
            preventScrollReset
            className="btn-secondary px-3 py-1 text-sm"
            aria-label={`${T.delete}: ${request.name}`}
          >
            {T.delete}
          </Link>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {request.phone ? (
          <>
            <dt className="font-medium">{T.phone}</dt>
            <dd className="break-words">
              <a href={`tel:${request.phone.replace(/[^\d+]/g, "")}`} className="underline">
                {request.phone}
              </a>
            </dd>
          </>
        ) : null}
        {request.email ? (
          <>
            <dt className="font-medium">{T.email}</dt>
            <dd className="break-all">
              <a href={`mailto:${request.email}`} className="underline">
                {request.email}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="font-medium">{T.product}</dt>
        <dd className="break-words" data-testid="quote-request-product">
          {request.product || T.noProduct}
        </dd>
        <dt className="font-medium">{T.quantity}</dt>
        <dd>{T.pieces(request.quantity)}</dd>
        <dt className="font-medium">{T.fitting}</dt>
        <dd>{request.fitting ? T.yes : T.no}</dd>
      </dl>
      {request.message ? (
        <div className="text-sm">
          <p className="font-medium">{T.message}</p>
          <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{request.message}</p>
        </div>
      ) : null}
    </li>
  );
}

/** A real form posting to the request's own route; with JavaScript a fetcher, so only this button waits. */
function HandledButton({ id, name, handled, back }: { id: number; name: string; handled: boolean; back: string }) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const label = handled ? (pending ? T.markingNew : T.markNew) : pending ? T.markingHandled : T.markHandled;
  return (
    <fetcher.Form method="post" action={`${QUOTE_ADMIN_PATH}/${id}/tila`}>
      <input type="hidden" name="handled" value={handled ? "0" : "1"} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={handled ? "btn-secondary px-3 py-1 text-sm" : "btn-primary px-3 py-1 text-sm"} disabled={pending} aria-label={`${label}: ${name}`}>
        {label}
      </button>
    </fetcher.Form>
  );
}
