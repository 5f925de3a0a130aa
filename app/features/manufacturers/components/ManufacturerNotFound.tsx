import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { MANUFACTURERS_PATH, MANUFACTURER_TEXTS as T } from "~/features/manufacturers/rules";
import { useTabLinks } from "./links";

/** Shown in place of a form when its manufacturer does not exist (deleted meanwhile, an old link). */
export function ManufacturerNotFound({ notFound }: { notFound: boolean }) {
  const to = useTabLinks();
  return (
    <section role="alert" className="card space-y-3">
      <h3 className="text-lg font-semibold">{notFound ? T.notFound : T.saveFailed}</h3>
      <Link to={to(MANUFACTURERS_PATH)} preventScrollReset className="btn-secondary">
        {T.back}
      </Link>
    </section>
  );
}

/** The error boundary of the edit and delete drawers: an unknown manufacturer, or the failure. */
export function ManufacturerErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => <ManufacturerNotFound notFound /> }}
      defaultStatusHandler={() => <ManufacturerNotFound notFound={false} />}
      unexpectedErrorHandler={() => <ManufacturerNotFound notFound={false} />}
    />
  );
}
