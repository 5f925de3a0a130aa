import { z } from "zod";
import { type BusinessHours, WEEKDAYS, isValidTime, normaliseTime } from "./rules";

/*
 * Kept apart from rules.ts so the footer and drawer, which only format hours, do not ship zod to every
 * visitor's browser.
 */
export const businessHoursEntrySchema = z.object({
  day: z.enum(WEEKDAYS),
  open: z.string().refine(isValidTime),
  close: z.string().refine(isValidTime),
  isClosed: z.boolean(),
});

/** The stored document: exactly seven entries, one per weekday, in order. */
export const businessHoursSchema: z.ZodType<BusinessHours> = z
  .array(businessHoursEntrySchema)
  .length(7)
  .refine((entries) => entries.every((entry, index) => entry.day === WEEKDAYS[index]), {
    message: "Viikonpäivät ovat väärässä järjestyksessä",
  });

/**
 * The admin's opening-hours form. The spec's normalisation (blank or '--:--' gives 09:00, '9' gives
 * 09:00, '9.30' and '9,30' give 09:30) applies here as well as when a field loses focus in the browser,
 * so a blank time saved with Enter or without JavaScript is 09:00, not an error. Conform turns a blank
 * field into `undefined`, so that is blank too; anything else that is not a string is refused.
 */
const timeField = (required: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? normaliseTime("") : typeof value === "string" ? normaliseTime(value) : value),
    z.string({ error: required }).refine(isValidTime, { message: "Anna aika muodossa HH:MM, esim. 09:00" }),
  );

const entrySchema = z.object({
  day: z.enum(WEEKDAYS),
  isClosed: z.boolean().default(false),
  open: z.unknown().optional(),
  close: z.unknown().optional(),
});

export const businessHoursFormSchema = z
  .object({ hours: z.array(entrySchema).length(7) })
  .transform((value, ctx): BusinessHours => {
    return value.hours.map((entry, index) => {
      const fallback = { open: "09:00", close: "17:00" };
      if (entry.isClosed) {
        // A closed day keeps whatever valid times it had, so reopening it restores them.
        const open = typeof entry.open === "string" ? normaliseTime(entry.open) : fallback.open;
        const close = typeof entry.close === "string" ? normaliseTime(entry.close) : fallback.close;
        return {
          day: entry.day,
          isClosed: true,
          open: isValidTime(open) ? open : fallback.open,
          close: isValidTime(close) ? close : fallback.close,
        };
      }
      const open = timeField("Aukeamisaika on pakollinen").safeParse(entry.open);
      const close = timeField("Sulkemisaika on pakollinen").safeParse(entry.close);
      if (!open.success) ctx.addIssue({ code: "custom", path: ["hours", index, "open"], message: open.error.issues[0].message });
      if (!close.success) ctx.addIssue({ code: "custom", path: ["hours", index, "close"], message: close.error.issues[0].message });
      if (open.success && close.success && close.data <= open.data) {
        ctx.addIssue({ code: "custom", path: ["hours", index, "close"], message: "Sulkemisajan täytyy olla aukeamisajan jälkeen" });
      }
      return {
        day: entry.day,
        isClosed: false,
        open: open.success ? open.data : fallback.open,
        close: close.success ? close.data : fallback.close,
      };
    });
  });
