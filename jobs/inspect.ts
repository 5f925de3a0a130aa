/**
 * A look into the job queues for the admin's 'Järjestelmä' view, /readyz and /metrics: counts per queue,
 * live workers (their heartbeats), the schedulers' next runs, the last failed jobs and retrying one.
 * With REDIS_URL it asks BullMQ over a connection of its own that fails fast (a view must not hang on an
 * unreachable Redis); without it, it reads the in-process runner's own counts (job-status.ts).
 * Never returns a job's data (it may hold e-mail addresses): only queue, id, name, times and the error.
 */
import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import { withDeadline } from "~/lib/deadline";
import { getEnv } from "~/services/env.server";
import { type WorkerHeartbeat, readHeartbeats } from "./heartbeat";
import { deliveryPumpCounts } from "./in-process";
import { inProcessActive, inProcessFailedCount, inProcessFailures, retryInProcessFailure } from "./job-status";
import { QUEUE_NAMES, type QueueName } from "./queues";
import { SCHEDULES, nextPatternRun } from "./schedules";

export type QueueCounts = { queue: QueueName; waiting: number; active: number; delayed: number; failed: number };

export type FailedJob = { queue: QueueName; id: string; name: string; failedAt: Date | null; attempts: number; error: string };

export type ScheduleRun = { id: string; queue: QueueName; name: string; pattern: string | null; everyMs: number; next: Date | null };

/** How long one look into Redis may take before the answer is "unreachable". */
const REDIS_DEADLINE_MS = 2_000;
/** Failed jobs read per queue (BullMQ keeps up to 5,000). */
const FAILED_PER_QUEUE = 50;
/** A failed job's error is cut here; the view cuts it further. */
const ERROR_CHARS = 2_000;

export class QueueMonitorUnavailable extends Error {
  override name = "QueueMonitorUnavailable";
}

type Monitor = { url: string; connection: Redis; queues: Map<QueueName, Queue> };

// On globalThis: the HTTP layer's bundle (/metrics) and the Remix build share one connection, closed once.
const holder = globalThis as typeof globalThis & { __rengasQueueMonitor?: Monitor };

/** Whether jobs go through Redis (BullMQ and `npm run worker`) or run in this process. */
export const jobsMode = (): "redis" | "in-process" => (process.env.REDIS_URL ? "redis" : "in-process");

function monitor(): Monitor | null {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  if (holder.__rengasQueueMonitor?.url === url) return holder.__rengasQueueMonitor;
  holder.__rengasQueueMonitor?.connection.disconnect();
  const connection = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: REDIS_DEADLINE_MS, commandTimeout: REDIS_DEADLINE_MS });
  // Each look answers its own failure (QueueMonitorUnavailable); ioredis would print every reconnect otherwise.
  connection.on("error", () => {});
  holder.__rengasQueueMonitor = { url, connection, queues: new Map() };
  return holder.__rengasQueueMonitor;
}

function bullQueue(target: Monitor, name: QueueName): Queue {
  let existing = target.queues.get(name);
  if (!existing) {
    existing = new Queue(name, { connection: target.connection, prefix: getEnv().QUEUE_PREFIX });
    existing.on("error", () => {});
    target.queues.set(name, existing);
  }
  return existing;
}

/** The connection once it is ready (a first look right after start waits for it), within the deadline. */
async function ready(target: Monitor, ms: number): Promise<Redis> {
  const { connection } = target;
  if (connection.status === "ready") return connection;
  if (connection.status === "end") connection.connect().catch(() => {});
  await withDeadline(
    new Promise<void>((resolve) => connection.once("ready", () => resolve())),
    ms,
    () => new QueueMonitorUnavailable(`Redis ei vastannut ${ms} ms:ssa`),
  );
  return connection;
}

/** `look` on Redis within REDIS_DEADLINE_MS, or QueueMonitorUnavailable. */
async function onRedis<T>(target: Monitor, look: (connection: Redis) => Promise<T>, ms = REDIS_DEADLINE_MS): Promise<T> {
  const started = Date.now();
  try {
    const connection = await ready(target, ms);
    return await withDeadline(look(connection), Math.max(1, ms - (Date.now() - started)), () => new QueueMonitorUnavailable(`Redis ei vastannut ${ms} ms:ssa`));
  } catch (error) {
    throw error instanceof QueueMonitorUnavailable ? error : new QueueMonitorUnavailable(error instanceof Error ? error.message : String(error));
  }
}

/** PING to Redis within `ms`; rejects when Redis is not configured-and-answering. For /readyz. */
export async function pingRedis(ms: number): Promise<void> {
  const target = monitor();
  if (!target) throw new QueueMonitorUnavailable("REDIS_URL puuttuu");
  const answer = await onRedis(target, (connection) => connection.ping(), ms);
  if (answer !== "PONG") throw new QueueMonitorUnavailable("Redis vastasi oudosti");
}

/** Waiting, running, delayed and failed jobs of every queue. */
export async function queueCounts(): Promise<QueueCounts[]> {
  const target = monitor();
  if (!target) {
    const pump = deliveryPumpCounts();
    return QUEUE_NAMES.map((queue) => ({
      queue,
      waiting: queue === "newsletters" ? pump.waiting : 0,
      active: inProcessActive(queue) + (queue === "newsletters" ? pump.active : 0),
      delayed: 0,
      failed: inProcessFailedCount(queue),
    }));
  }
  return onRedis(target, () =>
    Promise.all(
      QUEUE_NAMES.map(async (queue) => {
        const counts = await bullQueue(target, queue).getJobCounts("waiting", "prioritized", "waiting-children", "active", "delayed", "failed");
        const count = (state: string) => counts[state] ?? 0;
        return {
          queue,
          waiting: count("waiting") + count("prioritized") + count("waiting-children"),
          active: count("active"),
          delayed: count("delayed"),
          failed: count("failed"),
        };
      }),
    ),
  );
}

/** Live workers (heartbeats younger than their TTL), newest first; none without Redis. */
export async function liveWorkers(): Promise<WorkerHeartbeat[]> {
  const target = monitor();
  if (!target) return [];
  return onRedis(target, (connection) => readHeartbeats(connection, getEnv().QUEUE_PREFIX));
}

/**
 * Every schedule with its next run: BullMQ's own `next` with Redis (null when the worker has not created
 * the scheduler yet), the next time of its cron pattern without (an every-N-ms timer has no fixed time).
 */
export async function scheduleRuns(now = new Date()): Promise<ScheduleRun[]> {
  const base = SCHEDULES.map((schedule) => ({
    id: schedule.id,
    queue: schedule.queue,
    name: schedule.name,
    pattern: schedule.pattern ?? null,
    everyMs: schedule.everyMs,
  }));
  const target = monitor();
  if (!target) {
    return SCHEDULES.map((schedule, index) => ({ ...base[index], next: schedule.pattern ? nextPatternRun(schedule.pattern, schedule.tz, now) : null }));
  }
  const queues = [...new Set(base.map((schedule) => schedule.queue))];
  const found = await onRedis(target, () => Promise.all(queues.map((queue) => bullQueue(target, queue).getJobSchedulers(0, 99))));
  const next = new Map(found.flat().map((scheduler) => [scheduler.key, scheduler.next]));
  return base.map((schedule) => {
    const at = next.get(schedule.id);
    return { ...schedule, next: typeof at === "number" ? new Date(at) : null };
  });
}

/** The last `limit` failed jobs of all queues, newest first. */
export async function failedJobs(limit = 20): Promise<FailedJob[]> {
  const target = monitor();
  if (!target) {
    return inProcessFailures()
      .slice(0, limit)
      .map((failure) => ({
        queue: failure.queue as QueueName,
        id: failure.id,
        name: failure.name,
        failedAt: failure.failedAt,
        attempts: failure.attempts,
        error: failure.error,
      }));
  }
  const perQueue = await onRedis(target, () =>
    Promise.all(
      QUEUE_NAMES.map(async (queue) => {
        const jobs = await bullQueue(target, queue).getFailed(0, Math.min(limit, FAILED_PER_QUEUE) - 1);
        return jobs.map((job) => ({
          queue,
          id: String(job.id ?? ""),
          name: job.name,
          failedAt: job.finishedOn ? new Date(job.finishedOn) : null,
          attempts: job.attemptsMade,
          error: (job.failedReason ?? "").slice(0, ERROR_CHARS),
        }));
      }),
    ),
  );
  return perQueue
    .flat()
    .filter((job) => job.id !== "")
    .sort((a, b) => (b.failedAt?.getTime() ?? 0) - (a.failedAt?.getTime() ?? 0))
    .slice(0, limit);
}

/**
 * Puts a failed job back in line (BullMQ `job.retry()`), or runs an in-process failure again. False when
 * there is no such failed job (retried already, removed, or an id that was never one).
 */
export async function retryFailedJob(queue: QueueName, id: string): Promise<boolean> {
  const target = monitor();
  if (!target) return retryInProcessFailure(queue, id);
  return onRedis(target, async () => {
    const job = await Job.fromId(bullQueue(target, queue), id);
    if (!job || !(await job.isFailed())) return false;
    await job.retry("failed");
    return true;
  });
}

/** Closes the monitor's connection (the web process's shutdown). */
export async function closeQueueMonitor(): Promise<void> {
  const target = holder.__rengasQueueMonitor;
  holder.__rengasQueueMonitor = undefined;
  if (!target) return;
  await Promise.all([...target.queues.values()].map((queue) => queue.close().catch(() => {})));
  target.connection.disconnect();
}
