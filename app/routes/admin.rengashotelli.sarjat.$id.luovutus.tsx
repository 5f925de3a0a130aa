import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { CheckOutForm } from "~/features/tyre-hotel/components/CheckInOutForms";
import { HotelDrawerError } from "~/features/tyre-hotel/components/HotelErrors";
import { handleCheckOut, nowForForm, requireSet } from "~/features/tyre-hotel/sets.page.server";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.set.checkOutHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params, admin }) => {
    const set = await requireSet(params.id);
    return { by: admin.username, id: set.id, stored: set.status === "stored", place: set.location, registration: set.registration, now: nowForForm() };
  });

/** Check-out: date (now by default) and the signed-in admin; the place is freed. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ params, form, admin }) => {
    const checked = requireForm(form);
    return handleCheckOut(checked, await requireSet(params.id), admin.username);
  });

export default function CheckOutHotelSet() {
  const { by, id, stored, place, registration, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminDrawer title={T.set.checkOutHeading} closeTo={hotelPaths.set(id)} keepSearch={false}>
      {stored ? (
        <>
          <p className="mb-4 text-sm">
            <span className="font-mono font-semibold">{registration}</span>, {T.set.place} {place}
          </p>
          <p className="mb-4 text-sm">{T.set.recordedBy(by)}</p>
          <CheckOutForm now={now} lastResult={answer?.result} cancelTo={hotelPaths.set(id)} />
        </>
      ) : (
        <p role="alert">{T.errors.alreadyOut}</p>
      )}
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <HotelDrawerError title={T.set.checkOutHeading} failure={T.errors.save} />;
}
