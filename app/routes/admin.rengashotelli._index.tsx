import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HotelPageError } from "~/features/tyre-hotel/components/HotelErrors";
import { RegisterSearch } from "~/features/tyre-hotel/components/RegisterSearch";
import { loadRegister } from "~/features/tyre-hotel/page.server";
import { HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => loadRegister(new URL(request.url)));

/** 'Rekisteri': search by registration, name or phone; without a query the latest sets checked in. */
export default function TyreHotelRegister() {
  const register = useLoaderData<typeof loader>();
  return <RegisterSearch {...register} />;
}

export function ErrorBoundary() {
  return <HotelPageError />;
}
