import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { MANUFACTURER_TEXTS as T } from "~/features/manufacturers/rules";

type Props = {
  manufacturer: { id: number; name: string; productCount: number };
  cancelTo: string;
};

/**
 * The delete confirmation: a page of its own (nested route) without JavaScript, an alert dialog that
 * takes focus with it. A manufacturer with products cannot be deleted, so none is offered then.
 */
export function DeleteManufacturer({ manufacturer, cancelTo }: Props) {
  const navigation = useNavigation();
  const cancelRef = useRef<HTMLAnchorElement>(null);
  // The safe choice gets the focus, as in a native confirm().
  useEffect(() => cancelRef.current?.focus(), [manufacturer.id]);
  const deleting = navigation.state === "submitting" && navigation.formAction?.endsWith("/poista");
  const blocked = manufacturer.productCount > 0;

  return (
    <section
      role="alertdialog"
      aria-labelledby="delete-manufacturer-heading"
      aria-describedby="delete-manufacturer-text"
      className="card space-y-4 border-red-300 dark:border-red-800"
    >
      <h3 id="delete-manufacturer-heading" className="text-lg font-semibold">
        {T.deleteTitle}
      </h3>
      <p id="delete-manufacturer-text" className="text-sm">
        {blocked ? T.hasProducts(manufacturer.productCount) : T.confirmDelete(manufacturer.name)}
      </p>
      <div className="flex flex-wrap gap-3">
        {blocked ? null : (
          <Form method="post" preventScrollReset>
            <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={deleting}>
              {deleting ? T.deleting : `${T.delete} ${manufacturer.name}`}
            </button>
          </Form>
        )}
        <Link ref={cancelRef} to={cancelTo} preventScrollReset className="btn-secondary">
          {blocked ? T.back : T.cancel}
        </Link>
      </div>
    </section>
  );
}
