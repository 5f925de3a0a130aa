import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { HotelDrawerError } from "~/features/tyre-hotel/components/HotelErrors";
import { removePhoto, requirePhoto } from "~/features/tyre-hotel/sets.page.server";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.set.deletePhotoHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ params }) => requirePhoto(params.id, params.photoId));

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ params, form }) => {
    requireForm(form);
    return removePhoto(params.id, params.photoId);
  });

export default function DeleteHotelPhoto() {
  const { setId, id } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.set.deletePhotoHeading}
      closeTo={`${hotelPaths.set(setId)}#kuvat`}
      question={T.set.confirmDeletePhoto}
      confirmLabel={T.confirmDelete}
      cancelLabel={T.cancel}
    >
      <img src={hotelPaths.photo(id)} alt="" className="mt-3 max-h-48 rounded" />
    </ConfirmDeleteDialog>
  );
}

export function ErrorBoundary() {
  return <HotelDrawerError title={T.set.deletePhotoHeading} failure={T.errors.delete} variant="dialog" />;
}
