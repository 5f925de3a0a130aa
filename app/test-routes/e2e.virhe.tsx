import type { ActionFunctionArgs } from "@remix-run/node";
import { enqueue } from "#jobs/queues";
import { adminAction } from "~/services/guard.server";

/**
 * Errors on purpose, for the test of the logs and the error tracker (tests/http/observability-logs.test.ts):
 * GET throws in the loader; POST (an admin's) queues a maintenance job with a task no processor knows, so
 * the in-process job runner sees it fail. Only in the test build (remix.config.js).
 */
export function loader(): never {
  throw new Error("Tarkoituksellinen lataajan virhe");
}

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async () => {
    await enqueue("maintenance", "rikki", { task: "rikki" } as never);
    return Response.json({ queued: true });
  });
