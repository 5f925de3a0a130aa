import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { HotelDrawerError } from "~/features/tyre-hotel/components/HotelErrors";
import { removeSet, requireSet } from "~/features/tyre-hotel/sets.page.server";
import { SEASON_LABEL } from "~/features/tyre-hotel/rules";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.set.deleteHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const set = await requireSet(params.id);
    return { id: set.id, name: `#${set.id} ${set.registration} ${SEASON_LABEL[set.season]} ${set.size}` };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ params, form }) => {
    requireForm(form);
    return removeSet(params.id);
  });

export default function DeleteHotelSet() {
  const { id, name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.set.deleteHeading}
      closeTo={hotelPaths.set(id)}
      question={T.set.confirmDelete(name)}
      warning={T.set.deleteWarning}
      confirmLabel={T.confirmDelete}
      cancelLabel={T.cancel}
    />
  );
}

export function ErrorBoundary() {
  return <HotelDrawerError title={T.set.deleteHeading} failure={T.errors.delete} variant="dialog" />;
}
