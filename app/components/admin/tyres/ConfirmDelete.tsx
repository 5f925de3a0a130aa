import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { TYRE_ADMIN_TEXTS as T } from "~/lib/tyre-admin";
import { AdminDrawer } from "../AdminDrawer";
import { SubmitButton } from "./FormParts";

/**
 * A delete confirmation: a dialog (a nested route, so a page of its own without JavaScript) with the
 * question, a warning and the confirm button posting to the route's action.
 */
export function ConfirmDelete({
  title,
  question,
  warning,
  confirmLabel,
  closeTo,
  children,
}: {
  title: string;
  question: string;
  warning: ReactNode;
  confirmLabel: string;
  closeTo: string;
  children?: ReactNode;
}) {
  return (
    <AdminDrawer title={title} closeTo={closeTo} keepSearch={false} variant="dialog">
      <p className="font-medium">{question}</p>
      <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{warning}</p>
      {children}
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <SubmitButton label={confirmLabel} pendingLabel={T.buttons.deleting} danger />
        <Link to={closeTo} preventScrollReset className="btn-secondary">
          {T.buttons.cancel}
        </Link>
      </Form>
    </AdminDrawer>
  );
}
