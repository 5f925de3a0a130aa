/** The shop's opening hours as the admin saved them (Asetukset → Aukioloajat). */
import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { businessSettings } from "#db/schema";
import { contentChanged } from "~/services/content-version.server";
import { describeChange, noteChange } from "~/services/audit.server";
import { flattenForAudit } from "~/features/audit/rules";
import { type BusinessHours, DEFAULT_BUSINESS_HOURS, isDefaultHours } from "./rules";
import { businessHoursSchema } from "./schema";

export type BusinessSettings = {
  businessHours: BusinessHours;
  isModifiedFromDefault: boolean;
  lastModifiedDate: string | null;
};

/** The shop's opening hours; the defaults until an admin has saved any. */
export async function getBusinessSettings(): Promise<BusinessSettings> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  const parsed = businessHoursSchema.safeParse(row?.businessHours);
  return {
    businessHours: parsed.success ? parsed.data : DEFAULT_BUSINESS_HOURS,
    isModifiedFromDefault: row?.isModifiedFromDefault ?? false,
    lastModifiedDate: row?.lastModifiedDate?.toISOString() ?? null,
  };
}

export async function saveBusinessHours(hours: BusinessHours): Promise<BusinessSettings> {
  const businessHours = businessHoursSchema.parse(hours);
  const values = { businessHours, isModifiedFromDefault: !isDefaultHours(businessHours), lastModifiedDate: new Date() };
  const [before] = await db.select({ businessHours: businessSettings.businessHours }).from(businessSettings).where(eq(businessSettings.id, 1));
  await db
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessSettings.id, set: values });
  noteChange("business_settings", flattenForAudit(before?.businessHours ?? null), flattenForAudit(businessHours));
  describeChange("update", "Muutti aukioloaikoja", "business_settings");
  await contentChanged();
  return { ...values, lastModifiedDate: values.lastModifiedDate.toISOString() };
}
