import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TabLoadError } from "~/components/admin/TabLoadError";
import { QuoteRequestList } from "~/components/admin/quotes/QuoteRequestList";
import { QUOTE_ADMIN_PATH, QUOTE_ADMIN_TEXTS as T } from "~/lib/quote-request-admin";
import { adminLoader } from "~/services/guard.server";
import { loadQuoteRequestTab } from "~/services/quote-request-admin.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => loadQuoteRequestTab(new URL(request.url).searchParams));

/** The tab 'Tarjouspyynnöt': new or handled requests, newest first. The delete confirmation is a nested route. */
export default function QuoteRequestTab() {
  const tab = useLoaderData<typeof loader>();
  return (
    <>
      <QuoteRequestList {...tab} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <TabLoadError title={T.title} message={T.errors.load} retryTo={QUOTE_ADMIN_PATH} testId="quote-requests-error" />;
}
