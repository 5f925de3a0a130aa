import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { HotelDrawerError } from "~/features/tyre-hotel/components/HotelErrors";
import { VehicleForm } from "~/features/tyre-hotel/components/VehicleForm";
import { handleVehicleForm, requireCustomer } from "~/features/tyre-hotel/page.server";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.vehicle.createHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const customer = await requireCustomer(params.id);
    return { customerId: customer.id };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ params, form }) => {
    const checked = requireForm(form);
    const customer = await requireCustomer(params.id);
    return handleVehicleForm(checked, { customerId: customer.id, existing: null });
  });

export default function NewHotelVehicle() {
  const { customerId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminDrawer title={T.vehicle.createHeading} closeTo={hotelPaths.customer(customerId)} keepSearch={false}>
      <VehicleForm mode="create" defaultValue={{ registration: "", makeModel: "" }} lastResult={answer?.result} cancelTo={hotelPaths.customer(customerId)} />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <HotelDrawerError title={T.vehicle.createHeading} failure={T.errors.save} />;
}
