import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { CheckInForm } from "~/features/tyre-hotel/components/CheckInOutForms";
import { HotelDrawerError } from "~/features/tyre-hotel/components/HotelErrors";
import { tyreRowsOf } from "~/features/tyre-hotel/schema";
import { SET_FORM_LIMITS, handleCheckIn, nowForForm, requireSet } from "~/features/tyre-hotel/sets.page.server";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.set.checkInHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params, admin }) => {
    const set = await requireSet(params.id);
    return { by: admin.username, id: set.id, out: set.status === "out", registration: set.registration, values: { tyres: tyreRowsOf(set.tyres), location: "", at: nowForForm() } };
  });

/** Check-in again next season: new readings and a place; the signed-in admin is recorded. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(
    args,
    async ({ params, form, admin }) => {
      const checked = requireForm(form);
      return handleCheckIn(checked, await requireSet(params.id), admin.username);
    },
    { form: SET_FORM_LIMITS },
  );

export default function CheckInHotelSet() {
  const { by, id, out, registration, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminDrawer title={T.set.checkInHeading} closeTo={hotelPaths.set(id)} keepSearch={false}>
      {out ? (
        <>
          <p className="mb-4 font-mono text-sm font-semibold">{registration}</p>
          <p className="mb-4 text-sm">{T.set.recordedBy(by)}</p>
          <CheckInForm defaultValue={values} lastResult={answer?.result} cancelTo={hotelPaths.set(id)} />
        </>
      ) : (
        <p role="alert">{T.errors.alreadyStored}</p>
      )}
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <HotelDrawerError title={T.set.checkInHeading} failure={T.errors.save} />;
}
