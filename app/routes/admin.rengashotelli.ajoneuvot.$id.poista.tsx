import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { HotelDrawerError } from "~/features/tyre-hotel/components/HotelErrors";
import { removeVehicle, requireVehicle } from "~/features/tyre-hotel/page.server";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.vehicle.deleteHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const vehicle = await requireVehicle(params.id);
    return { customerId: vehicle.customerId, registration: vehicle.registration };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ params, form }) => {
    requireForm(form);
    return removeVehicle(params.id);
  });

export default function DeleteHotelVehicle() {
  const { customerId, registration } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.vehicle.deleteHeading}
      closeTo={hotelPaths.customer(customerId)}
      question={T.vehicle.confirmDelete(registration)}
      warning={T.vehicle.deleteWarning}
      confirmLabel={T.confirmDelete}
      cancelLabel={T.cancel}
    />
  );
}

export function ErrorBoundary() {
  return <HotelDrawerError title={T.vehicle.deleteHeading} failure={T.errors.delete} variant="dialog" />;
}
