import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useProgressPolling } from "~/features/newsletters/components/NewsletterSection";
import { CompetitorTable } from "~/features/competitors/components/CompetitorTable";
import { PriceHistories } from "~/features/competitors/components/PricePanel";
import { COMPETITOR_TEXTS as T } from "~/features/competitors/rules";
import { loadCompetitorTab } from "~/features/competitors/page.server";
import { adminLoader } from "~/services/guard.server";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, async () => ({ trackers: await loadCompetitorTab() }));

/**
 * The tab 'Kilpailija-analyysi': the trackers' table, then each one's price history. The form, the
 * delete confirmation and the diff are child routes shown over it.
 */
export default function CompetitorTab() {
  const { trackers } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  // A check started elsewhere (the daily run, another admin) ends on its own: follow it with JavaScript.
  useProgressPolling(trackers.some((tracker) => tracker.busy));
  return (
    <>
      <div className="space-y-8">
        <AdminTabHeader title={T.title} intro={T.intro}>
          <Link to={`/admin/kilpailijat/uusi${search}`} className="btn-primary">
            {T.buttons.create}
          </Link>
        </AdminTabHeader>
        <CompetitorTable rows={trackers} search={search} />
        {trackers.length > 0 ? <PriceHistories trackers={trackers} /> : null}
      </div>
      <Outlet />
    </>
  );
}

/** The trackers could not be read (the database failed): the spec's message. */
export function ErrorBoundary() {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{T.title}</h2>
      <p role="alert" className="card font-medium text-red-800 dark:text-red-300">
        {T.errors.list}
      </p>
    </div>
  );
}
