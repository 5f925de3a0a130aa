import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { CompetitorDrawerError } from "~/features/competitors/components/CompetitorDrawerError";
import { DiffView } from "~/features/competitors/components/DiffView";
import { COMPETITOR_TEXTS as T } from "~/features/competitors/rules";
import { loadDiff } from "~/features/competitors/page.server";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.diffHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ params }) => loadDiff(params.id));

/** 'Näytä muutokset': the latest two checks of a tracker side by side, with the page text's changes. */
export default function CompetitorDiff() {
  const { name, productName, view } = useLoaderData<typeof loader>();
  const closeTo = `/admin/kilpailijat${useLocation().search}`;
  return (
    <AdminDrawer title={T.diffHeading} closeTo={closeTo} keepSearch={false}>
      <p className="mb-4 break-words text-sm text-slate-600 dark:text-slate-400">
        {name} – {productName}
      </p>
      <DiffView view={view} />
      <Link to={closeTo} className="btn-secondary mt-6 inline-block">
        {T.buttons.close}
      </Link>
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <CompetitorDrawerError title={T.diffHeading} message={T.errors.diff} />;
}
