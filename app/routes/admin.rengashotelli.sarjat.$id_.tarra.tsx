import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HotelPageError } from "~/features/tyre-hotel/components/HotelErrors";
import { SetLabelSheet } from "~/features/tyre-hotel/components/SetLabelSheet";
import { loadLabel } from "~/features/tyre-hotel/sets.page.server";
import { HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? T.label.title(data.id) : T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ params }) => loadLabel(params.id));

/** The printable label of a set (print CSS: only the label prints). */
export default function HotelSetLabel() {
  const label = useLoaderData<typeof loader>();
  return <SetLabelSheet label={label} />;
}

export function ErrorBoundary() {
  return <HotelPageError />;
}
