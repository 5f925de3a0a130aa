import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HotelPageError } from "~/features/tyre-hotel/components/HotelErrors";
import { OccupancyView } from "~/features/tyre-hotel/components/OccupancyView";
import { loadOccupancy } from "~/features/tyre-hotel/sets.page.server";
import { HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.places.title} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => loadOccupancy(new URL(request.url)));

/** 'Varastopaikat': the occupied places shelf by shelf (?hylly= for one shelf). */
export default function HotelPlaces() {
  return <OccupancyView {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <HotelPageError />;
}
