/**
 * The reminder round form 'Uusi muistutuskierros' (zod, for Conform in the browser and the action alike;
 * no server imports): the season the customers are reminded to fit, and the send time as a Helsinki
 * `datetime-local` value read by the one strict parser of send times (lib/helsinki-time.ts).
 */
import { z } from "zod";
import { TYRE_SEASONS } from "#db/schema/enum-values";
import { parseHelsinkiWallTime } from "~/lib/helsinki-time";
import { REMINDER_TEXTS } from "./reminders.rules";

const E = REMINDER_TEXTS.errors;

export const ROUND_FORM_ORDER = ["season", "sendAt"] as const;

/**
 * `now` (the server's): a send time must be later. Without it (the browser) only the format is checked.
 * Optional fields inside: Conform's parseWithZod turns an empty field into undefined.
 */
export function roundFormSchema(options: { now?: Date } = {}) {
  return z.object({
    season: z.preprocess((value) => (typeof value === "string" && (TYRE_SEASONS as readonly string[]).includes(value) ? value : undefined), z.enum(TYRE_SEASONS, { error: E.seasonRequired })),
    sendAt: z
      .string()
      .max(40, E.sendAtInvalid)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === "") {
          ctx.addIssue({ code: "custom", message: E.sendAtRequired });
          return z.NEVER;
        }
        const instant = parseHelsinkiWallTime(value, { strict: true });
        if (!instant) {
          ctx.addIssue({ code: "custom", message: E.sendAtInvalid });
          return z.NEVER;
        }
        if (options.now && instant.getTime() <= options.now.getTime()) {
          ctx.addIssue({ code: "custom", message: E.sendAtPast });
          return z.NEVER;
        }
        return instant;
      }),
  });
}

export type RoundFormValue = { season: string; sendAt: string };
