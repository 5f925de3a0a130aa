import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AdminDrawer } from "./AdminDrawer";

/**
 * A route-backed "really delete?" dialog: the question, an optional warning, and a POST to the route's
 * own action (so it works without JavaScript); the confirm button is disabled while the delete runs.
 */
export function ConfirmDeleteDialog({
  title,
  closeTo,
  question,
  warning,
  confirmLabel,
  cancelLabel,
}: {
  title: string;
  closeTo: string;
  question: string;
  warning?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminDrawer title={title} closeTo={closeTo} keepSearch={false} variant="dialog">
      <p className="break-words font-medium">{question}</p>
      {warning ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{warning}</p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {confirmLabel}
        </button>
        <Link to={closeTo} className="btn-secondary">
          {cancelLabel}
        </Link>
      </Form>
    </AdminDrawer>
  );
}
