import type { QueueName } from "./queues";

/**
 * Recurring jobs. With Redis they become BullMQ job schedulers (`pattern` in `tz` when given, else
 * `everyMs`); without it, in-process timers every `everyMs`.
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
];
