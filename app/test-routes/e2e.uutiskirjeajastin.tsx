import type { ActionFunctionArgs } from "@remix-run/node";
import { tick } from "#jobs/processors/newsletters";
import { newsletterQueue } from "#jobs/queues";
import { adminAction } from "~/services/guard.server";

/**
 * The newsletters' minute as if the clock read `minutes` later, for the browser test of scheduling: it
 * runs the same tick the scheduler runs every minute (due newsletters start, deliveries go out through
 * the in-process pump). Only in the test build (remix.config.js).
 */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ form }) => {
    const minutes = Math.min(Math.max(Number(form?.get("minutes") ?? 0) || 0, 0), 60 * 24 * 366);
    const { started } = await tick(newsletterQueue(), new Date(Date.now() + minutes * 60_000));
    return Response.json({ started });
  });
