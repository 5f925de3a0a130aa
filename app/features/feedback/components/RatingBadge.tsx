import { TONE_LABELS, ratingBadgeTone } from "~/features/feedback/rules";

const BADGE_CLASSES = {
  good: "bg-green-100 text-green-900 ring-green-600/30 dark:bg-green-900/50 dark:text-green-100 dark:ring-green-400/30",
  fair: "bg-yellow-100 text-yellow-900 ring-yellow-600/30 dark:bg-yellow-900/50 dark:text-yellow-100 dark:ring-yellow-400/30",
  poor: "bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-900/50 dark:text-red-100 dark:ring-red-400/30",
} as const;

/** A rating 0–10 in a coloured pill; the colour's meaning is also spelled out for screen readers. */
export function RatingBadge({ rating }: { rating: number }) {
  const tone = ratingBadgeTone(rating);
  return (
    <span
      data-tone={tone}
      className={`inline-flex min-w-[2.25rem] justify-center rounded-full px-2 py-0.5 text-sm font-semibold tabular-nums ring-1 ring-inset ${BADGE_CLASSES[tone]}`}
    >
      {rating}
      <span className="sr-only"> ({TONE_LABELS[tone]})</span>
    </span>
  );
}
