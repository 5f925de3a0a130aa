import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TabLoadError } from "~/components/ui/TabLoadError";
import { ReminderRoundPage } from "~/features/tyre-hotel/components/ReminderRoundPage";
import { REMINDERS_ADMIN_PATH, REMINDER_TEXTS as T } from "~/features/tyre-hotel/reminders.rules";
import { adminLoader } from "~/services/guard.server";
import { loadRoundPage } from "~/features/tyre-hotel/reminders.page.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ params, request }) => loadRoundPage(params.id, new URL(request.url).searchParams));

/** A reminder round: who was reminded. Cancelling is a dialog over it (nested route). */
export default function ReminderRoundRoute() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <ReminderRoundPage {...page} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <TabLoadError title={T.title} message={T.errors.notFound} retryTo={REMINDERS_ADMIN_PATH} testId="reminder-round-error" />;
}
