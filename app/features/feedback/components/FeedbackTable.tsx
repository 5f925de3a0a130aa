import { Link } from "@remix-run/react";
import { Pager } from "~/components/ui/Pager";
import {
  FEEDBACK_ADMIN_TEXTS as T,
  FEEDBACK_PAGE_PARAM,
  type FeedbackSource,
  type PageWindow,
  SOURCE_LABELS,
  TONE_LABELS,
  feedbackRowTone,
  pageSearch,
} from "~/features/feedback/rules";
import { formatDateTimeNumeric } from "~/lib/format";
import { ScrollRegion } from "~/components/ui/ScrollRegion";

export type FeedbackRow = {
  id: number;
  createdAt: string;
  rating: number | null;
  comment: string;
  source: FeedbackSource;
  conversationId: string | null;
};

type Props = { entries: FeedbackRow[]; window: PageWindow; search: string };

// Tinted rows readable in both themes; the tone is also given as text (icon + sr-only words).
const ROW_CLASSES = {
  good: "bg-green-50 dark:bg-green-950/40",
  poor: "bg-red-50 dark:bg-red-950/40",
  fair: "",
  neutral: "",
} as const;

const cell = "px-3 py-2 align-top";

/**
 * The feedback, newest first, 50 a page: date, rating, comment, source and the linked conversation.
 * Paged with its own parameter (`palautesivu`), plain links, so it works without JavaScript.
 */
export function FeedbackTable({ entries, window, search }: Props) {
  return (
    <section aria-labelledby="feedback-list-title" className="card space-y-4">
      <h3 id="feedback-list-title" className="text-lg font-semibold">
        Palautteet
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{T.noFeedback}</p>
      ) : (
        <ScrollRegion label={T.feedbackTableLabel}>
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-slate-600 dark:text-slate-400">
              {window.pageCount > 1
                ? `Palautteet ${window.from}–${window.to} / ${window.total}, uusimmasta vanhimpaan.`
                : "Palautteet uusimmasta vanhimpaan."}{" "}
              Arvio 8 tai yli on merkitty vihreällä, 3 tai alle punaisella.
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
                <th scope="col" className={`${cell} font-medium`}>
                  Päivämäärä
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Arvio
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Kommentti
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Lähde
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Keskustelu
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {entries.map((entry) => {
                const tone = feedbackRowTone(entry.rating);
                return (
                  <tr key={entry.id} data-testid="feedback-row" data-tone={tone} className={ROW_CLASSES[tone]}>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>
                      <time dateTime={entry.createdAt}>{formatDateTimeNumeric(entry.createdAt)}</time>
                    </td>
                    <td className={`${cell} whitespace-nowrap font-semibold tabular-nums`}>
                      <RatingCell rating={entry.rating} tone={tone} />
                    </td>
                    <td className={`${cell} max-w-md whitespace-pre-line break-words`}>
                      {entry.comment.trim() ? entry.comment : <span className="italic text-slate-500 dark:text-slate-400">{T.noComment}</span>}
                    </td>
                    <td className={cell}>{SOURCE_LABELS[entry.source]}</td>
                    <td className={`${cell} break-all font-mono text-xs`}>
                      {entry.conversationId ? (
                        <Link
                          to={`/admin/palaute/${entry.conversationId}${search}`}
                          preventScrollReset
                          className="text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-red-300"
                        >
                          {entry.conversationId}
                        </Link>
                      ) : (
                        "–"
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pager
        page={window.page}
        pageCount={window.pageCount}
        href={(page) => `/admin/palaute${pageSearch(search, page, FEEDBACK_PAGE_PARAM)}`}
        texts={{ label: "Palautteiden sivut", previous: "Edellinen", next: "Seuraava", page: (page, count) => `Sivu ${page} / ${count}` }}
        testId="feedback-page"
        preventScrollReset
      />
    </section>
  );
}

function RatingCell({ rating, tone }: { rating: number | null; tone: ReturnType<typeof feedbackRowTone> }) {
  if (rating === null) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">Ei arviota</span>
      </>
    );
  }
  return (
    <>
      {tone === "good" ? (
        <span aria-hidden="true" className="mr-1 text-green-700 dark:text-green-400">
          ▲
        </span>
      ) : null}
      {tone === "poor" ? (
        <span aria-hidden="true" className="mr-1 text-red-700 dark:text-red-400">
          ▼
        </span>
      ) : null}
      {rating}/10
      {TONE_LABELS[tone] ? <span className="sr-only"> ({TONE_LABELS[tone]})</span> : null}
    </>
  );
}
