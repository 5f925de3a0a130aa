import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { GeneralErrorBoundary, thrownText } from "~/components/ui/GeneralErrorBoundary";
import { HOTEL_PATH, HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";

/** A register page that could not be shown: the 404's own text ('Asiakasta ei löytynyt'…) or the page's failure, and the way back. */
export function HotelPageError({ failure = T.errors.load }: { failure?: string }) {
  const box = (text: string) => (
    <div role="alert" className="card space-y-4" data-testid="hotel-error">
      <p className="font-medium text-red-800 dark:text-red-300">{text}</p>
      <a href={HOTEL_PATH} className="btn-primary inline-block">
        {T.back}
      </a>
    </div>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: ({ error }) => box(thrownText(error, failure)) }}
      defaultStatusHandler={() => box(failure)}
      unexpectedErrorHandler={() => box(failure)}
    />
  );
}

/** The error boundary of the register's drawers. */
export function HotelDrawerError({ title, failure, closeTo = HOTEL_PATH, variant }: { title: string; failure: string; closeTo?: string; variant?: "drawer" | "dialog" }) {
  return (
    <DrawerErrorBoundary
      title={title}
      closeTo={closeTo}
      keepSearch={false}
      variant={variant}
      notFound={(error) => thrownText(error, failure)}
      failure={failure}
      testId="hotel-dialog-error"
    />
  );
}
