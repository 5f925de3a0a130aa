import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useParams } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { CustomerForm } from "~/features/tyre-hotel/components/CustomerForm";
import { HotelDrawerError } from "~/features/tyre-hotel/components/HotelErrors";
import { customerFormValuesOf, handleCustomerForm, requireCustomer } from "~/features/tyre-hotel/page.server";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.customer.editHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const customer = await requireCustomer(params.id);
    return { id: customer.id, values: customerFormValuesOf(customer) };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ params, form }) => {
    const checked = requireForm(form);
    return handleCustomerForm(checked, await requireCustomer(params.id));
  });

export default function EditHotelCustomer() {
  const { id, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminDrawer title={T.customer.editHeading} closeTo={hotelPaths.customer(id)} keepSearch={false}>
      <CustomerForm mode="edit" defaultValue={values} lastResult={answer?.result} cancelTo={hotelPaths.customer(id)} />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  const { id } = useParams();
  return <HotelDrawerError title={T.customer.editHeading} failure={T.errors.save} closeTo={id ? `/admin/rengashotelli/asiakkaat/${id}` : undefined} />;
}
