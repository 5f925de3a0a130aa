import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HotelPageError } from "~/features/tyre-hotel/components/HotelErrors";
import { SetForm } from "~/features/tyre-hotel/components/SetForm";
import { requireVehicle } from "~/features/tyre-hotel/page.server";
import { EMPTY_SET_FORM } from "~/features/tyre-hotel/schema";
import { SET_FORM_LIMITS, handleNewSet } from "~/features/tyre-hotel/sets.page.server";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.set.createHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

const vehicleOf = (request: Request) => requireVehicle(new URL(request.url).searchParams.get("ajoneuvo"));

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ request }) => {
    const vehicle = await vehicleOf(request);
    return { customerId: vehicle.customerId, customerName: vehicle.customerName, registration: vehicle.registration };
  });

/** Check-in of a new set for ?ajoneuvo=ID; the admin who does it is recorded. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(
    args,
    async ({ request, form, admin }) => {
      const checked = requireForm(form);
      const vehicle = await vehicleOf(request);
      return handleNewSet(checked, vehicle.id, admin.username);
    },
    { form: SET_FORM_LIMITS },
  );

export default function NewHotelSet() {
  const { customerId, customerName, registration } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="card max-w-3xl space-y-4" aria-labelledby="new-set-heading">
      <div>
        <h2 id="new-set-heading" className="text-xl font-bold">
          {T.set.createHeading}
        </h2>
        <p className="text-sm">
          <span className="font-mono font-semibold">{registration}</span>, {customerName}
        </p>
      </div>
      <SetForm mode="create" withPlace defaultValue={EMPTY_SET_FORM} lastResult={answer?.result} cancelTo={hotelPaths.customer(customerId)} />
    </section>
  );
}

export function ErrorBoundary() {
  return <HotelPageError failure={T.errors.save} />;
}
