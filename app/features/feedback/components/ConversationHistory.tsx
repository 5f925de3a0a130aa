import { Link } from "@remix-run/react";
import { FEEDBACK_ADMIN_TEXTS as T, type PageWindow, pageSearch } from "~/features/feedback/rules";
import { formatDateTimeNumeric } from "~/lib/format";
import { ScrollRegion } from "~/components/ui/ScrollRegion";

export type ConversationRow = { conversationId: string; startedAt: string; userIp: string | null; messageCount: number };

type Props = { rows: ConversationRow[]; window: PageWindow; search: string };

const cell = "px-3 py-2 align-top";

/** The paged conversation list; the pager is plain links (?sivu=n) so it works without JavaScript. */
export function ConversationHistory({ rows, window, search }: Props) {
  return (
    <section aria-labelledby="conversations-title" className="card space-y-4">
      <h3 id="conversations-title" className="text-lg font-semibold">
        Keskusteluhistoria
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{T.noConversations}</p>
      ) : (
        <>
          <ScrollRegion label={T.conversationsTableLabel}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Keskustelut uusimmasta vanhimpaan, sivu {window.page} / {window.pageCount}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
                  <th scope="col" className={`${cell} font-medium`}>
                    Keskustelun tunnus
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Aloitettu
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    IP-osoite
                  </th>
                  <th scope="col" className={`${cell} text-right font-medium`}>
                    Viestit
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {rows.map((row) => (
                  <tr key={row.conversationId} data-testid="conversation-row">
                    <th scope="row" className={`${cell} break-all font-mono text-xs font-normal`}>
                      {row.conversationId}
                    </th>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>
                      <time dateTime={row.startedAt}>{formatDateTimeNumeric(row.startedAt)}</time>
                    </td>
                    <td className={`${cell} font-mono text-xs`}>{row.userIp ?? "–"}</td>
                    <td className={`${cell} text-right`}>
                      <Link
                        to={`/admin/palaute/${row.conversationId}${search}`}
                        preventScrollReset
                        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-red-300"
                      >
                        {row.messageCount} {row.messageCount === 1 ? "viesti" : "viestiä"}
                        <span className="sr-only">, avaa keskustelu {row.conversationId}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager window={window} search={search} />
        </>
      )}
    </section>
  );
}

function Pager({ window, search }: { window: PageWindow; search: string }) {
  const hasPrevious = window.page > 1;
  const hasNext = window.page < window.pageCount;
  const disabled = "btn-secondary pointer-events-none opacity-50";
  return (
    <nav aria-label="Keskusteluhistorian sivut" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="conversation-range">
        {T.showing(window.from, window.to, window.total)}
      </p>
      <div className="flex gap-2">
        {hasPrevious ? (
          <Link to={pageSearch(search, window.page - 1)} rel="prev" preventScrollReset className="btn-secondary">
            {T.previous}
          </Link>
        ) : (
          <span aria-disabled="true" className={disabled}>
            {T.previous}
          </span>
        )}
        {hasNext ? (
          <Link to={pageSearch(search, window.page + 1)} rel="next" preventScrollReset className="btn-secondary">
            {T.next}
          </Link>
        ) : (
          <span aria-disabled="true" className={disabled}>
            {T.next}
          </span>
        )}
      </div>
    </nav>
  );
}
