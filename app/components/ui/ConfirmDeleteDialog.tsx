import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AdminDrawer } from "./AdminDrawer";

/**
 * A route-backed "really delete?" dialog: the question, an optional warning and details, and a POST to
 * the route's own action (so it works without JavaScript). While the delete runs the confirm button is
 * disabled and says `pendingLabel`. Cancelling returns to the list without scrolling it to the top.
 */
export function ConfirmDeleteDialog({
  title,
  closeTo,
  question,
  warning,
  confirmLabel,
  cancelLabel,
  pendingLabel = "Poistetaan…",
  children,
}: {
  title: string;
  closeTo: string;
  question: string;
  warning?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pendingLabel?: string;
  children?: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminDrawer title={title} closeTo={closeTo} keepSearch={false} variant="dialog">
      <p className="break-words font-medium">{question}</p>
      {warning ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{warning}</p>
      ) : null}
      {children}
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700" disabled={busy} aria-disabled={busy || undefined}>
          {busy ? pendingLabel : confirmLabel}
        </button>
        <Link to={closeTo} preventScrollReset className="btn-secondary">
          {cancelLabel}
        </Link>
      </Form>
    </AdminDrawer>
  );
}
