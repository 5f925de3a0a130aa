import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { homepageSettings } from "#db/schema";
import { contentChanged } from "~/services/content-version.server";
import { describeChange, noteChange } from "~/services/audit.server";
import { flattenForAudit } from "~/features/audit/rules";
import { type HomepageSettings, defaultHomepageSettings, readHomepageSettings } from "./schema";

/** The homepage settings; every field that is missing or unreadable has its default. */
export async function getHomepageSettings(): Promise<HomepageSettings> {
  return (await getHomepageSettingsVersion()).settings;
}

/** The settings and when they last changed (the editor's forms start afresh when it changes). */
export async function getHomepageSettingsVersion(): Promise<{ settings: HomepageSettings; updatedAt: string | null }> {
  const [row] = await db.select().from(homepageSettings).where(eq(homepageSettings.id, 1));
  return { settings: readHomepageSettings(row?.settings), updatedAt: row?.updatedAt.toISOString() ?? null };
}

export type SettingsChange<E> = (current: HomepageSettings) => { ok: true; settings: HomepageSettings } | { ok: false; error: E };

/**
 * Changes the stored document: the row is locked while `change` turns the current settings into the
 * next ones, so two saves (two tabs, a form and a JSON call) never overwrite each other's fields.
 * `change` refusing leaves everything as it was; so does a change to what is already stored (`changed`
 * false: nothing is written and no cached page is thrown away).
 */
export async function changeHomepageSettings<E>(
  change: SettingsChange<E>,
): Promise<{ ok: true; settings: HomepageSettings; changed: boolean } | { ok: false; error: E }> {
  const outcome = await db.transaction(async (tx) => {
    await tx.insert(homepageSettings).values({ id: 1, settings: defaultHomepageSettings() }).onConflictDoNothing();
    const [row] = await tx.select().from(homepageSettings).where(eq(homepageSettings.id, 1)).for("update");
    const current = readHomepageSettings(row?.settings);
    const outcome = change(current);
    if (!outcome.ok) return outcome;
    const settings = readHomepageSettings(outcome.settings);
    if (isDeepStrictEqual(settings, current)) return { ok: true as const, settings, changed: false };
    await tx.update(homepageSettings).set({ settings, updatedAt: new Date() }).where(eq(homepageSettings.id, 1));
    noteChange("homepage_settings", flattenForAudit(current), flattenForAudit(settings));
    describeChange("update", "Muutti etusivun asetuksia", "homepage_settings");
    return { ok: true as const, settings, changed: true };
  });
  // After the commit: a page that reads again must see the new settings.
  if (outcome.ok && outcome.changed) await contentChanged();
  return outcome;
}
