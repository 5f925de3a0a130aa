import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { HotelDrawerError } from "~/features/tyre-hotel/components/HotelErrors";
import { removeCustomer, requireCustomer } from "~/features/tyre-hotel/page.server";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.customer.deleteHeading} – ${T.metaTitle}` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const customer = await requireCustomer(params.id);
    return { id: customer.id, name: customer.name };
  });

/** POST: deletes the customer with everything of theirs and goes to the register with 'Asiakas poistettu'. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ params, form }) => {
    requireForm(form);
    return removeCustomer(params.id);
  });

export default function DeleteHotelCustomer() {
  const { id, name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.customer.deleteHeading}
      closeTo={hotelPaths.customer(id)}
      question={T.customer.confirmDelete(name)}
      warning={T.customer.deleteWarning}
      confirmLabel={T.confirmDelete}
      cancelLabel={T.cancel}
    />
  );
}

export function ErrorBoundary() {
  return <HotelDrawerError title={T.customer.deleteHeading} failure={T.errors.delete} variant="dialog" />;
}
