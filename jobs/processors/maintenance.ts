import { z } from "zod";
import { deleteExpiredSessions } from "~/models/admins.server";
import { purgeExpiredPersonalData } from "~/models/retention.server";

export const maintenancePayload = z.object({ task: z.enum(["expire-sessions", "purge-personal-data"]) });
export type MaintenancePayload = z.infer<typeof maintenancePayload>;

/** Housekeeping that needs no visitor: dead admin sessions, and personal data past its retention time. */
export async function processMaintenance(payload: MaintenancePayload): Promise<void> {
  const { task } = maintenancePayload.parse(payload);
  if (task === "expire-sessions") await deleteExpiredSessions();
  if (task === "purge-personal-data") await purgeExpiredPersonalData();
}
