import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { HotelDrawerError } from "~/features/tyre-hotel/components/HotelErrors";
import { VehicleForm } from "~/features/tyre-hotel/components/VehicleForm";
import { handleVehicleForm, requireVehicle, vehicleFormValuesOf } from "~/features/tyre-hotel/page.server";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.vehicle.editHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const vehicle = await requireVehicle(params.id);
    return { customerId: vehicle.customerId, customerName: vehicle.customerName, values: vehicleFormValuesOf(vehicle) };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ params, form }) => {
    const checked = requireForm(form);
    const vehicle = await requireVehicle(params.id);
    return handleVehicleForm(checked, { customerId: vehicle.customerId, existing: vehicle });
  });

export default function EditHotelVehicle() {
  const { customerId, customerName, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminDrawer title={`${T.vehicle.editHeading}: ${customerName}`} closeTo={hotelPaths.customer(customerId)} keepSearch={false}>
      <VehicleForm mode="edit" defaultValue={values} lastResult={answer?.result} cancelTo={hotelPaths.customer(customerId)} />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <HotelDrawerError title={T.vehicle.editHeading} failure={T.errors.save} />;
}
