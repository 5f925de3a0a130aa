import { z } from "zod";
import { deleteExpiredSessions } from "~/services/admins.server";
import { purgeExpiredPersonalData } from "~/features/privacy/jobs.server";
import { purgeOldAuditEntries } from "~/features/audit/jobs.server";
import { runNightlyBackup } from "~/services/backup.server";
import { type NewsletterQueue, remindersTick, tick } from "./newsletters";

export const maintenancePayload = z.object({ task: z.enum(["expire-sessions", "purge-personal-data", "purge-audit-log", "newsletters", "backup"]) });
export type MaintenancePayload = z.infer<typeof maintenancePayload>;

/**
 * Housekeeping that needs no visitor: dead admin sessions, personal data past its retention time, audit
 * log entries older than 12 months, the newsletters' minute (due scheduled ones start, unfinished
 * sends resume; the tyre hotel's reminder rounds likewise) and the nightly backup (BACKUP_KEEP).
 */
export async function processMaintenance(payload: MaintenancePayload, queue: NewsletterQueue): Promise<void> {
  const { task } = maintenancePayload.parse(payload);
  if (task === "expire-sessions") await deleteExpiredSessions();
  if (task === "purge-personal-data") await purgeExpiredPersonalData();
  if (task === "purge-audit-log") await purgeOldAuditEntries(new Date());
  if (task === "newsletters") {
    await tick(queue);
    await remindersTick(queue);
  }
  if (task === "backup") await runNightlyBackup();
}
