import { COMPANY } from "~/content/company";
import type { ReviewSummary } from "~/features/reviews/rules";
import { NewsletterForm } from "~/features/subscribers/components/NewsletterForm";
import { ReviewStars } from "~/features/reviews/components/ReviewStars";
import { ClockIcon, MailIcon, PhoneIcon } from "~/components/ui/icons";

/** The dark strip above the header on wide screens: newsletter, rating and the quick contact facts. */
export function TopStrip({ reviews }: { reviews: ReviewSummary }) {
  return (
    <div className="hidden h-10 bg-slate-900 text-sm text-slate-200 lg:block dark:bg-black" data-testid="header-top-strip">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-6 px-6">
        <div className="min-w-0 flex-1">
          <NewsletterForm variant="header" />
        </div>
        {reviews.user_ratings_total > 0 ? <ReviewStars rating={reviews.rating} count={reviews.user_ratings_total} /> : null}
        <a href={COMPANY.phoneHref} className="inline-flex items-center gap-1.5 hover:text-white">
          <PhoneIcon className="h-4 w-4 text-red-400" />
          {COMPANY.phone}
        </a>
        <a href={`mailto:${COMPANY.salesEmail}`} className="inline-flex items-center gap-1.5 hover:text-white">
          <MailIcon className="h-4 w-4 text-red-400" />
          {COMPANY.salesEmail}
        </a>
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon className="h-4 w-4 text-red-400" />
          {COMPANY.headerHoursText}
        </span>
      </div>
    </div>
  );
}
