import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { HotelDrawerError } from "~/features/tyre-hotel/components/HotelErrors";
import { SetForm } from "~/features/tyre-hotel/components/SetForm";
import { SET_FORM_LIMITS, handleSetEdit, requireSet, setFormValuesOf } from "~/features/tyre-hotel/sets.page.server";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.set.editHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const set = await requireSet(params.id);
    return { id: set.id, stored: set.status === "stored", values: setFormValuesOf(set) };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(
    args,
    async ({ params, form }) => {
      const checked = requireForm(form);
      return handleSetEdit(checked, await requireSet(params.id));
    },
    { form: SET_FORM_LIMITS },
  );

export default function EditHotelSet() {
  const { id, stored, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminDrawer title={T.set.editHeading} closeTo={hotelPaths.set(id)} keepSearch={false}>
      <SetForm mode="edit" withPlace={stored} defaultValue={values} lastResult={answer?.result} cancelTo={hotelPaths.set(id)} />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <HotelDrawerError title={T.set.editHeading} failure={T.errors.save} />;
}
