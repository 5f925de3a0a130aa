import { z } from "zod";
import { deleteExpiredSessions } from "~/models/admins.server";

export const maintenancePayload = z.object({ task: z.enum(["expire-sessions"]) });
export type MaintenancePayload = z.infer<typeof maintenancePayload>;

/** Housekeeping that needs no visitor: for now, forget admin sessions past their timeouts. */
export async function processMaintenance(payload: MaintenancePayload): Promise<void> {
  const { task } = maintenancePayload.parse(payload);
  if (task === "expire-sessions") await deleteExpiredSessions();
}
