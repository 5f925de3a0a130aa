import { CronExpressionParser } from "cron-parser";
import type { QueueName } from "./queues";

/** The first time after `from` that a cron `pattern` names, read in `tz` (as BullMQ's scheduler reads it). */
export function nextPatternRun(pattern: string, tz: string | undefined, from: Date): Date {
  return CronExpressionParser.parse(pattern, { currentDate: from, tz }).next().toDate();
}

/**
 * Recurring jobs. With Redis they become BullMQ job schedulers (`pattern` in `tz` when given, else
 * `everyMs`); without it, in-process timers at the same times (`pattern` in `tz`, else every `everyMs`).
 */
export const SCHEDULES: {
  id: string;
  queue: QueueName;
  name: string;
  data: Record<string, unknown>;
  everyMs: number;
  pattern?: string;
  tz?: string;
}[] = [
  { id: "expire-sessions", queue: "maintenance", name: "expire-sessions", data: { task: "expire-sessions" }, everyMs: 60 * 60 * 1000 },
  {
    id: "purge-personal-data",
    queue: "maintenance",
    name: "purge-personal-data",
    data: { task: "purge-personal-data" },
    everyMs: 24 * 60 * 60 * 1000,
  },
  // The audit log keeps 12 months (decision 0037).
  {
    id: "purge-audit-log",
    queue: "maintenance",
    name: "purge-audit-log",
    data: { task: "purge-audit-log" },
    everyMs: 24 * 60 * 60 * 1000,
  },
  // Send dates are Helsinki wall-clock minutes; the dispatcher looks at the start of every one.
  {
    id: "newsletters",
    queue: "maintenance",
    name: "newsletters",
    data: { task: "newsletters" },
    everyMs: 60 * 1000,
    pattern: "* * * * *",
    tz: "Europe/Helsinki",
  },
  // A backup at night (Helsinki time); does nothing unless BACKUP_KEEP is set (app/services/backup.server.ts).
  {
    id: "backup",
    queue: "maintenance",
    name: "backup",
    data: { task: "backup" },
    everyMs: 24 * 60 * 60 * 1000,
    pattern: "30 3 * * *",
    tz: "Europe/Helsinki",
  },
  // Spec: every active competitor is checked daily at 8.00 (Finnish time, summer and winter alike).
  {
    id: "competitors-daily",
    queue: "competitors",
    name: "daily",
    data: { task: "daily" },
    everyMs: 24 * 60 * 60 * 1000,
    pattern: "0 8 * * *",
    tz: "Europe/Helsinki",
  },
];
