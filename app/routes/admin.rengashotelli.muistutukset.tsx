import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TabLoadError } from "~/components/ui/TabLoadError";
import { ReminderRoundsTab } from "~/features/tyre-hotel/components/ReminderRounds";
import { REMINDERS_ADMIN_PATH, REMINDER_TEXTS as T } from "~/features/tyre-hotel/reminders.rules";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { handleRoundForm, loadRemindersTab } from "~/features/tyre-hotel/reminders.page.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => loadRemindersTab());

/** POST 'Uusi muistutuskierros': a round per season and year, or the form again with its errors. */
export const action = (args: ActionFunctionArgs) => adminAction(args, ({ form }) => handleRoundForm(requireForm(form)));

/** Rengashotelli › Muistutukset: the season reminder's rounds. */
export default function ReminderRoundsRoute() {
  const { rounds, recipientsNow } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <ReminderRoundsTab rounds={rounds} recipientsNow={recipientsNow} lastResult={answer?.result} />;
}

export function ErrorBoundary() {
  return <TabLoadError title={T.title} message={T.errors.load} retryTo={REMINDERS_ADMIN_PATH} testId="reminders-error" />;
}
