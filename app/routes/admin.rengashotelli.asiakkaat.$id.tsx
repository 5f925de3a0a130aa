import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { CustomerFile } from "~/features/tyre-hotel/components/CustomerFile";
import { HotelPageError } from "~/features/tyre-hotel/components/HotelErrors";
import { loadCustomerPage } from "~/features/tyre-hotel/page.server";
import { HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.customer.name} – ${T.metaTitle}` : T.metaTitle },
  { name: "robots", content: "noindex" },
];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ params }) => loadCustomerPage(params.id));

/** The customer page; editing, deleting and adding a vehicle are drawers over it (nested routes). */
export default function HotelCustomerPage() {
  const file = useLoaderData<typeof loader>();
  return (
    <>
      <CustomerFile {...file} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <HotelPageError />;
}
