import { formatFinnishNumber } from "~/lib/finnish-number";
import { formatDecimal } from "~/lib/format";

/** '4,7': the rating to one decimal in the Finnish format. */
export function formatRating(rating: number): string {
  return formatDecimal(rating, 1);
}

/** '123 arviota' (one review: '1 arvio'). */
export function formatReviewCount(count: number): string {
  return `${formatFinnishNumber(count)} ${count === 1 ? "arvio" : "arviota"}`;
}

/** Five stars, as many filled as the rating rounds to. Decorative: the caller states the rating in words. */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span aria-hidden="true" className={`inline-flex leading-none ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= filled ? "text-amber-400" : "text-slate-400 dark:text-slate-600"}>
          ★
        </span>
      ))}
    </span>
  );
}

/** The overall rating for the header strip: stars, '4,7' and '(123 arviota)'; nothing when there are no ratings. */
export function ReviewStars({ rating, count }: { rating: number; count: number }) {
  if (!count) return null;
  return (
    <span
      role="img"
      aria-label={`Arvio ${formatRating(rating)} / 5, ${formatReviewCount(count)}`}
      className="inline-flex items-center gap-1"
      data-testid="review-stars"
    >
      <Stars rating={rating} />
      <span className="font-semibold">{formatRating(rating)}</span>
      <span>({formatReviewCount(count)})</span>
    </span>
  );
}
