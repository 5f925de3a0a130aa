import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HotelPageError } from "~/features/tyre-hotel/components/HotelErrors";
import { SwapListView } from "~/features/tyre-hotel/components/SwapListView";
import { loadSwapList } from "~/features/tyre-hotel/sets.page.server";
import { HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.swapList.title} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => loadSwapList(new URL(request.url)));

/** 'Vaihtolista': the season's stored sets to swap, by place (?kausi=talvi|kesa). */
export default function HotelSwapList() {
  return <SwapListView {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <HotelPageError />;
}
