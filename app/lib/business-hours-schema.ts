import { z } from "zod";
import { type BusinessHours, WEEKDAYS, isValidTime } from "./business-hours";

/*
 * Kept apart from business-hours.ts so the footer and drawer, which only format hours, do not ship
 * zod to every visitor's browser.
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
