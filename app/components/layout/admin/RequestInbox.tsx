import type { ReactNode } from "react";
import { Link, useFetcher } from "@remix-run/react";
import { Pager } from "~/components/ui/Pager";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";
import type { InboxStatus } from "~/lib/inbox-query";

export type { InboxStatus };

/** A visitor's request as an inbox shows it (dates already in Finnish). */
export type InboxRequest = {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
  receivedAt: string;
  handledAt: string | null;
};

export type InboxTexts = {
  title: string;
  tabs: Record<InboxStatus, string>;
  tabsLabel: string;
  empty: Record<InboxStatus, string>;
  received: string;
  phone: string;
  email: string;
  message: string;
  handledAt: (at: string) => string;
  markHandled: string;
  markingHandled: string;
  markNew: string;
  markingNew: string;
  delete: string;
  pager: Parameters<typeof Pager>[0]["texts"];
};

type Props<R extends InboxRequest> = {
  texts: InboxTexts;
  intro: string;
  /** 'quote', 'contact': the test ids' and headings' prefix. */
  kind: string;
  status: InboxStatus;
  requests: R[];
  counts: Record<InboxStatus, number>;
  page: number;
  pageCount: number;
  listHref: (status: InboxStatus, page?: number) => string;
  deleteHref: (id: number, status: InboxStatus, page: number) => string;
  /** The route that marks one request handled or new again. */
  statusAction: (id: number) => string;
  /** The request's own rows of the details list (product, conversation...), after the contacts. */
  details: (request: R, status: InboxStatus, page: number) => ReactNode;
};

/**
 * A tab of visitors' requests (Tarjouspyynnöt, Yhteydenotot): new / handled as two links with their
 * counts, the requests as cards (they stack on a phone, nothing scrolls sideways), 'Merkitse
 * käsitellyksi' / 'Palauta uudeksi' and 'Poista' (after a confirmation) per request, and the pager.
 */
export function RequestInbox<R extends InboxRequest>(props: Props<R>) {
  const { texts: T, intro, kind, status, requests, counts, page, pageCount, listHref } = props;
  return (
    <div className="space-y-6">
      <AdminTabHeader title={T.title} intro={intro} />
      <nav aria-label={T.tabsLabel}>
        <ul className="flex flex-wrap gap-2">
          {(["new", "handled"] as const).map((key) => (
            <li key={key}>
              <Link
                to={listHref(key)}
                aria-current={key === status ? "page" : undefined}
                className={key === status ? "btn-primary" : "btn-secondary"}
                data-testid={`${kind}-tab-${key}`}
              >
                {T.tabs[key]} ({counts[key]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {requests.length === 0 ? (
        <p className="card text-slate-600 dark:text-slate-400" data-testid={`${kind}-requests-empty`}>
          {T.empty[status]}
        </p>
      ) : (
        <ul className="space-y-4" aria-label={`${T.title}: ${T.tabs[status]}`}>
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} {...props} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} href={(n) => listHref(status, n)} texts={T.pager} testId={`${kind}-requests-page`} />
    </div>
  );
}

function RequestCard<R extends InboxRequest>({ request, texts: T, kind, status, page, listHref, deleteHref, statusAction, details }: Props<R> & { request: R }) {
  const headingId = `${kind}-request-${request.id}`;
  return (
    <li className="card min-w-0 space-y-3" aria-labelledby={headingId} data-testid={`${kind}-request`}>
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
          <HandledButton texts={T} action={statusAction(request.id)} name={request.name} handled={status === "handled"} back={listHref(status, page)} />
          <Link
            to={deleteHref(request.id, status, page)}
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
        {details(request, status, page)}
      </dl>
      {request.message ? (
        <div className="text-sm">
          <p className="font-medium">{T.message}</p>
          <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300" data-testid={`${kind}-request-message`}>
            {request.message}
          </p>
        </div>
      ) : null}
    </li>
  );
}

/** A real form posting to the request's own route; with JavaScript a fetcher, so only this button waits. */
function HandledButton({ texts: T, action, name, handled, back }: { texts: InboxTexts; action: string; name: string; handled: boolean; back: string }) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const label = handled ? (pending ? T.markingNew : T.markNew) : pending ? T.markingHandled : T.markHandled;
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="handled" value={handled ? "0" : "1"} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={handled ? "btn-secondary px-3 py-1 text-sm" : "btn-primary px-3 py-1 text-sm"} disabled={pending} aria-label={`${label}: ${name}`}>
        {label}
      </button>
    </fetcher.Form>
  );
}
