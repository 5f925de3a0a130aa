import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { REMINDERS_ADMIN_PATH, REMINDER_TEXTS as T, roundPath } from "~/features/tyre-hotel/reminders.rules";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { cancelRoundAndReturn, requireRound } from "~/features/tyre-hotel/reminders.page.server";

export const meta: MetaFunction = () => [{ title: `${T.cancelHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const round = await requireRound(params.id);
    return { id: round.id, label: round.label };
  });

/** POST: the round is cancelled; back to its page with 'Muistutuskierros peruttu'. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ params, form }) => {
    requireForm(form);
    return cancelRoundAndReturn(params.id);
  });

export default function CancelReminderRound() {
  const { id, label } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.cancelHeading}
      closeTo={roundPath(id)}
      question={T.confirmCancel(label)}
      confirmLabel={T.confirmCancelButton}
      cancelLabel={T.keep}
      pendingLabel="Perutaan…"
    />
  );
}

export function ErrorBoundary() {
  return <DrawerErrorBoundary title={T.cancelHeading} closeTo={REMINDERS_ADMIN_PATH} variant="dialog" notFound={T.errors.notFound} failure={T.errors.save} testId="reminder-cancel-error" />;
}
