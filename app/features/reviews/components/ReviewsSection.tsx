import { useState } from "react";
import { COMPANY } from "~/content/company";
import type { Review, ReviewSummary } from "~/features/reviews/rules";
import { Stars, formatRating, formatReviewCount } from "./ReviewStars";

/** Spec section 9: only the first four reviews are shown. */
const SHOWN_REVIEWS = 4;

/** Google's search results page for the shop, where every review can be read. */
export const ALL_REVIEWS_URL = `https://www.google.com/search?${new URLSearchParams({ q: `${COMPANY.name} ${COMPANY.town} arvostelut` })}`;

/** The home page's customer reviews; hidden when there are none (nothing is ever made up). */
export function ReviewsSection({ summary }: { summary: ReviewSummary }) {
  if (summary.reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-6xl px-4 py-12" data-testid="reviews-section">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reviews-title" className="text-2xl font-bold sm:text-3xl">
            Asiakkaidemme arviot
          </h2>
          <p className="mt-2 flex items-center gap-2 text-slate-700 dark:text-slate-300">
            <span className="text-3xl font-bold text-slate-900 dark:text-white">{formatRating(summary.rating)}</span>
            <Stars rating={summary.rating} className="text-2xl" />
            <span className="sr-only">/ 5,</span>
            <span>({formatReviewCount(summary.user_ratings_total)} Googlessa)</span>
          </p>
        </div>
        <a href={ALL_REVIEWS_URL} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          Lue kaikki arvostelut
        </a>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {summary.reviews.slice(0, SHOWN_REVIEWS).map((review) => (
          <li key={`${review.author_name}-${review.time}`} className="card flex flex-col gap-3">
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <>
      <div className="flex items-center gap-3">
        <AuthorPhoto review={review} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{review.author_name || "Google-käyttäjä"}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{review.relative_time_description}</p>
        </div>
      </div>
      <p className="flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="sr-only">Arvio {review.rating} / 5</span>
      </p>
      {review.text ? (
        <p className="overflow-hidden text-sm text-slate-700 [-webkit-box-orient:vertical] [-webkit-line-clamp:4] [display:-webkit-box] dark:text-slate-300">
          {review.text}
        </p>
      ) : null}
    </>
  );
}

/** The reviewer's photo from Google; if it does not load, the initial letter instead. */
function AuthorPhoto({ review }: { review: Review }) {
  const [failed, setFailed] = useState(false);
  if (!review.profile_photo_url || failed) {
    return (
      <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
        {(review.author_name || "?").charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={review.profile_photo_url}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="h-10 w-10 shrink-0 rounded-full object-cover"
    />
  );
}
