import { Link } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { ACCOUNTS_PATH, ACCOUNT_TEXTS as T } from "../texts";

type Kind = "disable" | "delete";

const DIALOG = {
  disable: { title: T.disableTitle, question: T.disableQuestion, warning: T.disableWarning, confirm: T.disable, pending: T.disabling },
  delete: { title: T.deleteTitle, question: T.deleteQuestion, warning: T.deleteWarning, confirm: T.confirmDelete, pending: "Poistetaan…" },
} as const;

/**
 * 'Poista käytöstä' and 'Poista' ask first (a page of their own without JavaScript, a dialog with it).
 * When the change is not possible (one's own account, the last active admin) the dialog says why and
 * offers no button; the action refuses it anyway.
 */
export function ConfirmAccountChange({ kind, username, blocked }: { kind: Kind; username: string; blocked: string | null }) {
  const dialog = DIALOG[kind];
  if (blocked) {
    return (
      <AdminDrawer title={dialog.title} closeTo={ACCOUNTS_PATH} keepSearch={false} variant="dialog">
        <p role="alert" className="text-sm" data-testid="account-change-blocked">
          {blocked}
        </p>
        <p className="mt-6">
          <Link to={ACCOUNTS_PATH} preventScrollReset className="btn-secondary">
            {T.back}
          </Link>
        </p>
      </AdminDrawer>
    );
  }
  return (
    <ConfirmDeleteDialog
      title={dialog.title}
      closeTo={ACCOUNTS_PATH}
      question={dialog.question(username)}
      warning={dialog.warning}
      confirmLabel={dialog.confirm}
      cancelLabel={T.cancel}
      pendingLabel={dialog.pending}
    />
  );
}

export function ConfirmAccountChangeError({ kind }: { kind: Kind }) {
  return <DrawerErrorBoundary title={DIALOG[kind].title} closeTo={ACCOUNTS_PATH} keepSearch={false} variant="dialog" notFound={T.errors.notFound} failure={T.errors.failed} />;
}
