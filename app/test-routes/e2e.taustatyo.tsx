import type { ActionFunctionArgs } from "@remix-run/node";
import { enqueue } from "#jobs/queues";
import { adminAction } from "~/services/guard.server";

/**
 * Starts the competitors' daily run now, as the 08:00 scheduler does (one check job per active tracker),
 * for the tests of the 'Järjestelmä' view: a check whose page fails becomes a failed job there. Only in
 * the test build (remix.config.js).
 */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async () => {
    await enqueue("competitors", "daily", { task: "daily" });
    return Response.json({ started: true });
  });
