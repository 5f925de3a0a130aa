/**
 * The register's settings (the one hotel_settings row): how many months a customer's data is kept after
 * the last check-out when nothing of theirs is stored. The privacy notice and the daily purge read it.
 */
import { sql } from "drizzle-orm";
import { db } from "#db/client";
import { hotelSettings } from "#db/schema";

export const DEFAULT_RETENTION_MONTHS = 24;

export type HotelSettings = { retentionMonths: number; updatedAt: Date | null };

export async function getHotelSettings(): Promise<HotelSettings> {
  const [row] = await db.select({ retentionMonths: hotelSettings.retentionMonths, updatedAt: hotelSettings.updatedAt }).from(hotelSettings).limit(1);
  return row ?? { retentionMonths: DEFAULT_RETENTION_MONTHS, updatedAt: null };
}

/** Saves the retention (1–120 months; the schema and a check constraint both bound it). */
export async function saveRetentionMonths(months: number): Promise<void> {
  await db
    .insert(hotelSettings)
    .values({ id: 1, retentionMonths: months })
    .onConflictDoUpdate({ target: hotelSettings.id, set: { retentionMonths: months, updatedAt: sql`now()` } });
}
