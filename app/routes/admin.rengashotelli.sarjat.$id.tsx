import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { HotelPageError } from "~/features/tyre-hotel/components/HotelErrors";
import { SetFilePage } from "~/features/tyre-hotel/components/SetFilePage";
import { handlePhotoUpload, loadSetPage } from "~/features/tyre-hotel/sets.page.server";
import { HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${T.set.heading(data.set.id)} ${data.set.registration} – ${T.metaTitle}` : T.metaTitle },
  { name: "robots", content: "noindex" },
];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ params }) => loadSetPage(params.id));

/** POST (multipart): a photo of the set. */
export const action = (args: ActionFunctionArgs) => adminAction(args, ({ request, params }) => handlePhotoUpload(request, params.id));

/** The set page; edit, check-out, check-in, delete and a photo's delete are drawers over it. */
export default function HotelSetPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <SetFilePage {...page} photoError={answer && "photoError" in answer ? answer.photoError : undefined} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <HotelPageError />;
}
