import { Link, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { formatDateTime } from "~/lib/format";
import { NEWSLETTER_ADMIN_TEXTS as T, type NewsletterStatus, canSend, statusLabel } from "~/features/newsletters/rules";
import { DeliveryProgressBar } from "./DeliveryProgressBar";
import { ScrollRegion } from "~/components/ui/ScrollRegion";

export type NewsletterRowData = {
  id: number;
  subject: string;
  sendDate: Date | string | null;
  status: NewsletterStatus;
  sentAt: Date | string | null;
  progress: { total: number; sent: number; failed: number; skipped: number; pending: number };
};

/** How often the table refreshes itself while a newsletter is being sent (JavaScript only). */
export const PROGRESS_POLL_MS = 2000;

const STATUS_STYLES: Record<NewsletterStatus, string> = {
  draft: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  scheduled: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  sending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  sent: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** Re-reads the tab while anything is sending, so the progress moves without a reload. */
export function useProgressPolling(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

/** The newsletters of the tab: table, status, live progress and the row actions. */
export function NewsletterSection({ newsletters }: { newsletters: NewsletterRowData[] }) {
  const { search } = useLocation();
  const sending = newsletters.some((newsletter) => newsletter.status === "sending");
  useProgressPolling(sending);

  return (
    <section aria-labelledby="newsletters-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletters-title" className="text-2xl font-bold">
          {T.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {sending ? (
            <Link to={`/admin/uutiskirjeet${search}`} className="btn-secondary" preventScrollReset>
              {T.buttons.refresh}
            </Link>
          ) : null}
          <Link to={`/admin/uutiskirjeet/uusi${search}`} className="btn-primary">
            {T.buttons.create}
          </Link>
        </div>
      </div>

      {newsletters.length === 0 ? (
        <p className="card text-slate-600 dark:text-slate-400" data-testid="newsletters-empty">
          {T.empty}
        </p>
      ) : (
        <ScrollRegion label={T.title} className="card p-0">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{T.title}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">{T.columns.subject}</th>
                <th scope="col" className="px-3 py-2">{T.columns.sendDate}</th>
                <th scope="col" className="px-3 py-2">{T.columns.status}</th>
                <th scope="col" className="px-3 py-2">{T.columns.sentAt}</th>
                <th scope="col" className="px-3 py-2">{T.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {newsletters.map((newsletter) => (
                <NewsletterRow key={newsletter.id} newsletter={newsletter} search={search} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

function NewsletterRow({ newsletter, search }: { newsletter: NewsletterRowData; search: string }) {
  const base = `/admin/uutiskirjeet/${newsletter.id}`;
  const { status, progress } = newsletter;
  const showProgress = status === "sending" || status === "failed" || (status === "sent" && progress.total > 0);
  return (
    <tr className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="newsletter-row">
      <th scope="row" className="max-w-[16rem] break-words px-3 py-2 font-medium">
        {newsletter.subject}
      </th>
      <td className="whitespace-nowrap px-3 py-2">{newsletter.sendDate ? formatDateTime(newsletter.sendDate) : "–"}</td>
      <td className="px-3 py-2">
        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`} data-testid="newsletter-status">
          {statusLabel(status)}
        </span>
        {showProgress ? <DeliveryProgressBar progress={progress} compact /> : null}
      </td>
      <td className="whitespace-nowrap px-3 py-2">{newsletter.sentAt ? formatDateTime(newsletter.sentAt) : "–"}</td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          {canSend(status) ? (
            <Link to={`${base}/laheta${search}`} className="btn-primary px-3 py-1 text-xs">
              {status === "failed" ? T.buttons.details : T.buttons.send}
            </Link>
          ) : status === "sending" ? (
            <Link to={`${base}/laheta${search}`} className="btn-secondary px-3 py-1 text-xs">
              {T.buttons.details}
            </Link>
          ) : (
            <>
              <button type="button" disabled className="btn-primary cursor-not-allowed px-3 py-1 text-xs opacity-50">
                {T.buttons.send}
              </button>
              {progress.failed > 0 ? (
                <Link to={`${base}/laheta${search}`} className="btn-secondary px-3 py-1 text-xs">
                  {T.buttons.details}
                </Link>
              ) : null}
            </>
          )}
          <Link to={`${base}/muokkaa${search}`} className="btn-secondary px-3 py-1 text-xs" aria-label={`${T.buttons.edit}: ${newsletter.subject}`}>
            {T.buttons.edit}
          </Link>
          {status === "sending" ? null : (
            <Link to={`${base}/poista${search}`} className="btn-secondary px-3 py-1 text-xs" aria-label={`${T.buttons.delete}: ${newsletter.subject}`}>
              {T.buttons.delete}
            </Link>
          )}
        </div>
      </td>
    </tr>
  );
}
