import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TabLoadError } from "~/components/ui/TabLoadError";
import { QuoteRequestList } from "~/features/quotes/components/QuoteRequestList";
import { QUOTE_ADMIN_PATH, QUOTE_ADMIN_TEXTS as T } from "~/features/quotes/admin.rules";
import { adminLoader } from "~/services/guard.server";
import { loadQuoteRequestTab } from "~/features/quotes/admin.page.server";

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
