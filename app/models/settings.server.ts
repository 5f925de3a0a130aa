import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { businessSettings, homepageSettings } from "#db/schema";
import { type BusinessHours, DEFAULT_BUSINESS_HOURS, isDefaultHours } from "~/lib/business-hours";
import { businessHoursSchema } from "~/lib/business-hours-schema";
import { type HomepageSettings, defaultHomepageSettings, homepageSettingsSchema } from "~/lib/homepage-settings";

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
  await db
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessSettings.id, set: values });
  return { ...values, lastModifiedDate: values.lastModifiedDate.toISOString() };
}

export async function getHomepageSettings(): Promise<HomepageSettings> {
  const [row] = await db.select().from(homepageSettings).where(eq(homepageSettings.id, 1));
  const parsed = homepageSettingsSchema.safeParse(row?.settings ?? {});
  return parsed.success ? parsed.data : defaultHomepageSettings();
}
