import type { ActionFunctionArgs } from "@remix-run/node";
import { adminAction } from "~/services/guard.server";
import { clockOffsetMinutes, serverNow, setClockOffsetMinutes } from "~/services/clock.server";

/**
 * The server clock as if it read `minutes` later (serverNow in app/services/clock.server.ts), for the
 * browser test of scheduled articles: a scheduled one appears once the clock passes its time, with no
 * sleep. `minutes=0` puts the clock right. Only in the test build (remix.config.js).
 */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ form }) => {
    setClockOffsetMinutes(Number(form?.get("minutes") ?? 0) || 0);
    return Response.json({ now: serverNow().toISOString(), offsetMinutes: clockOffsetMinutes() });
  });
