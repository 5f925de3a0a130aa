import type { QueueName } from "./queues";

/** Recurring jobs. With Redis they become BullMQ job schedulers; without it, in-process timers. */
export const SCHEDULES: {
  id: string;
  queue: QueueName;
  name: string;
  data: Record<string, unknown>;
  everyMs: number;
}[] = [
  { id: "expire-sessions", queue: "maintenance", name: "expire-sessions", data: { task: "expire-sessions" }, everyMs: 60 * 60 * 1000 },
  {
    id: "purge-personal-data",
    queue: "maintenance",
    name: "purge-personal-data",
    data: { task: "purge-personal-data" },
    everyMs: 24 * 60 * 60 * 1000,
  },
];
