import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CustomerForm } from "~/features/tyre-hotel/components/CustomerForm";
import { HotelPageError } from "~/features/tyre-hotel/components/HotelErrors";
import { handleCustomerForm } from "~/features/tyre-hotel/page.server";
import { EMPTY_CUSTOMER_FORM } from "~/features/tyre-hotel/schema";
import { HOTEL_PATH, HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.customer.createHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => null);

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ form }) => handleCustomerForm(requireForm(form), null));

export default function NewHotelCustomer() {
  const answer = useActionData<typeof action>();
  return (
    <section className="card max-w-2xl space-y-4" aria-labelledby="new-customer-heading">
      <h2 id="new-customer-heading" className="text-xl font-bold">
        {T.customer.createHeading}
      </h2>
      <CustomerForm mode="create" defaultValue={EMPTY_CUSTOMER_FORM} lastResult={answer?.result} cancelTo={HOTEL_PATH} />
    </section>
  );
}

export function ErrorBoundary() {
  return <HotelPageError failure={T.errors.save} />;
}
