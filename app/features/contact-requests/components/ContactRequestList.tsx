import { Link, useFetcher } from "@remix-run/react";
import { Pager } from "~/components/ui/Pager";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";
import {
  CONTACT_ADMIN_PATH,
  CONTACT_ADMIN_TEXTS as T,
  type ContactRequestView,
  type ContactStatusKey,
  contactAdminHref,
  contactConversationHref,
  contactDeleteHref,
} from "~/features/contact-requests/admin.rules";

type Props = {
  status: ContactStatusKey;
  requests: ContactRequestView[];
  counts: Record<ContactStatusKey, number>;
  page: number;
  pageCount: number;
};

/**
 * The tab 'Yhteydenotot': new / handled as two links with their counts, the requests as cards (they stack
 * on a phone, nothing scrolls sideways), the attached conversation behind a link that opens it in a drawer,
 * 'Merkitse käsitellyksi' / 'Palauta uudeksi' and 'Poista' (after a confirmation) per request, and the pager.
 */
export function ContactRequestList({ status, requests, counts, page, pageCount }: Props) {
  return (
    <div className="space-y-6">
      <AdminTabHeader title={T.title} intro={T.intro} />
      <nav aria-label={T.tabsLabel}>
        <ul className="flex flex-wrap gap-2">
          {(["new", "handled"] as const).map((key) => (
            <li key={key}>
              <Link
                to={contactAdminHref(key)}
                aria-current={key === status ? "page" : undefined}
                className={key === status ? "btn-primary" : "btn-secondary"}
                data-testid={`contact-tab-${key}`}
              >
                {T.tabs[key]} ({counts[key]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {requests.length === 0 ? (
        <p className="card text-slate-600 dark:text-slate-400" data-testid="contact-requests-empty">
          {T.empty[status]}
        </p>
      ) : (
        <ul className="space-y-4" aria-label={`${T.title}: ${T.tabs[status]}`}>
          {requests.map((request) => (
            <ContactRequestCard key={request.id} request={request} status={status} page={page} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} href={(n) => contactAdminHref(status, n)} texts={T.pager} testId="contact-requests-page" />
    </div>
  );
}

function ContactRequestCard({ request, status, page }: { request: ContactRequestView; status: ContactStatusKey; page: number }) {
  const headingId = `contact-request-${request.id}`;
  return (
    <li className="card min-w-0 space-y-3" aria-labelledby={headingId} data-testid="contact-request">
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
          <HandledButton id={request.id} name={request.name} handled={status === "handled"} back={contactAdminHref(status, page)} />
          <Link
            to={contactDeleteHref(request.id, status, page)}
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
        <dt className="font-medium">{T.conversation}</dt>
        <dd className="break-words" data-testid="contact-request-conversation">
          {request.conversationId ? (
            <Link to={contactConversationHref(request.id, status, page)} preventScrollReset className="underline" aria-label={`${T.showConversation}: ${request.name}`}>
              {T.showConversation}
            </Link>
          ) : (
            T.noConversation
          )}
        </dd>
      </dl>
      <div className="text-sm">
        <p className="font-medium">{T.message}</p>
        <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300" data-testid="contact-request-message">
          {request.message}
        </p>
      </div>
    </li>
  );
}

/** A real form posting to the request's own route; with JavaScript a fetcher, so only this button waits. */
function HandledButton({ id, name, handled, back }: { id: number; name: string; handled: boolean; back: string }) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const label = handled ? (pending ? T.markingNew : T.markNew) : pending ? T.markingHandled : T.markHandled;
  return (
    <fetcher.Form method="post" action={`${CONTACT_ADMIN_PATH}/${id}/tila`}>
      <input type="hidden" name="handled" value={handled ? "0" : "1"} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={handled ? "btn-secondary px-3 py-1 text-sm" : "btn-primary px-3 py-1 text-sm"} disabled={pending} aria-label={`${label}: ${name}`}>
        {label}
      </button>
    </fetcher.Form>
  );
}
