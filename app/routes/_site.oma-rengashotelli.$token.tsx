import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageErrorBoundary } from "~/components/layout/ErrorScreens";
import { CustomerView } from "~/features/tyre-hotel/components/CustomerView";
import { CUSTOMER_VIEW_HEADERS, loadCustomerView } from "~/features/tyre-hotel/customer.page.server";
import { CUSTOMER_VIEW_TEXTS } from "~/features/tyre-hotel/reminders.rules";

export const meta: MetaFunction = () => [
  { title: `${CUSTOMER_VIEW_TEXTS.title} – Rengas-Kaarto` },
  { name: "robots", content: "noindex, nofollow" },
  // The token is in this page's address: it goes to no other site.
  { name: "referrer", content: "no-referrer" },
];

export const headers: HeadersFunction = () => CUSTOMER_VIEW_HEADERS;

/** The customer's own view: a signed, expiring link from the season reminder; anything else is the 404 page. */
export const loader = ({ params }: LoaderFunctionArgs) => loadCustomerView(params.token);

export default function CustomerViewRoute() {
  return <CustomerView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PageErrorBoundary;
