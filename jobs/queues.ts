/**
 * Queue names, payloads and enqueueing. With REDIS_URL jobs go to BullMQ and `npm run worker` runs
 * them; without it the web process runs the same processors itself (like an "async" queue adapter,
 * jobs/in-process.ts), newsletter deliveries through a small pump with the same concurrency and rate
 * limit as a worker.
 */
import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { Redis, type RedisOptions } from "ioredis";
import { withDeadline } from "~/lib/deadline";
import { getEnv } from "~/services/env.server";
import { CHECK_CONCURRENCY, type CheckDispatcher, type CompetitorPayload, inPool, processCompetitorJob } from "./processors/competitors";
import { type MaintenancePayload, processMaintenance } from "./processors/maintenance";
import {
  type AttemptContext,
  type Continue,
  DELIVERY_ATTEMPTS,
  DELIVERY_BACKOFF_MS,
  type MailJob,
  type NewsletterPayload,
  type NewsletterQueue,
  deliveryJobId,
  processNewsletterJob,
} from "./processors/newsletters";
import { SCHEDULES } from "./schedules";
import { deliveryPump, runInProcess, startTimers, track } from "./in-process";
import { watchedRun } from "./job-status";

export { inProcessIdle, stopInProcessJobs } from "./in-process";
// The admin's Järjestelmä view, /readyz and /metrics look into the queues through these (inspect.ts).
export { type FailedJob, type QueueCounts, type ScheduleRun, failedJobs, jobsMode, liveWorkers, pingRedis, queueCounts, retryFailedJob, scheduleRuns } from "./inspect";
export type { WorkerHeartbeat } from "./heartbeat";
import { closeQueueMonitor } from "./inspect";
import { releaseAllClaims } from "~/features/newsletters/deliveries.model.server";
import { releaseAllReminderClaims } from "~/features/tyre-hotel/reminders.model.server";

export const QUEUE_NAMES = ["newsletters", "competitors", "maintenance"] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

type Payloads = { maintenance: MaintenancePayload; newsletters: NewsletterPayload; competitors: CompetitorPayload };

/**
 * Every processor gets the attempt (for claims and retries) and the newsletter queue; one that has more
 * to do later (a fan-out step) answers with the data and delay of its next run.
 */
export type Processor = (payload: unknown, attempt: AttemptContext, queue: NewsletterQueue) => Promise<Continue | undefined | void>;

export const processors: { [Q in QueueName]?: Processor } = {
  maintenance: (payload, _attempt, queue) => processMaintenance(payload as MaintenancePayload, queue),
  newsletters: processNewsletterJob,
  competitors: (payload) => processCompetitorJob(payload as CompetitorPayload, checkDispatcher()),
};

/**
 * BullMQ's options for a delivery job: its id makes a repeated fan-out add nothing while the job waits
 * or runs. A finished job is removed at once (the table keeps the outcome): BullMQ would ignore a job
 * re-added with the id of one it still keeps, so a row whose job failed without marking it (a database
 * outage, a job stalled twice) could never be handed out again by the minute's tick.
 */
export const deliveryJobOptions = (delivery: MailJob) => ({
  jobId: deliveryJobId(delivery),
  attempts: DELIVERY_ATTEMPTS,
  backoff: { type: "exponential" as const, delay: DELIVERY_BACKOFF_MS },
  removeOnComplete: true,
  removeOnFail: true,
});

/** One fan-out chain per newsletter: while its job waits, runs or is delayed between steps, another add is a no-op. */
export const fanOutJobId = (newsletterId: number) => `fanout-${newsletterId}`;

/** The worker's connections: BullMQ needs blocking commands to wait forever rather than fail after a few retries. */
export function redisConnection(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, ...options });
}

/**
 * How long a request waits for Redis to take a job. Queueing happens after the database has committed
 * the work (a send is already 'sending'), so an unreachable Redis must not hang the admin's request: the
 * minute's tick hands the work out once the queue is back.
 */
export const QUEUE_DEADLINE_MS = 3_000;

/** Redis did not take the job within QUEUE_DEADLINE_MS (down, unreachable, or not answering). */
export class QueueUnavailable extends Error {
  override name = "QueueUnavailable";
}

/** `work` on Redis, or QueueUnavailable after QUEUE_DEADLINE_MS or on any error of the connection. */
async function bounded<T>(work: Promise<T>): Promise<T> {
  try {
    return await withDeadline(work, QUEUE_DEADLINE_MS, () => new QueueUnavailable(`Redis did not answer within ${QUEUE_DEADLINE_MS} ms`));
  } catch (error) {
    throw error instanceof QueueUnavailable ? error : new QueueUnavailable(error instanceof Error ? error.message : String(error));
  }
}

const queues = new Map<QueueName, Queue>();
let connection: Redis | undefined;

/**
 * A queue to add jobs to. In a web process (a producer only) commands fail at once while Redis is
 * unreachable instead of queueing in memory, and a command without an answer fails after a few seconds.
 */
function queue(name: QueueName, redisUrl: string): Queue {
  let existing = queues.get(name);
  if (!existing) {
    connection ??= new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 5_000, commandTimeout: 5_000 });
    // Its errors are answered per request (QueueUnavailable); ioredis would print each one otherwise.
    connection.on("error", () => {});
    existing = new Queue(name, { connection, prefix: getEnv().QUEUE_PREFIX });
    existing.on("error", () => {});
    queues.set(name, existing);
  }
  return existing;
}

const BULK_CHUNK = 1000;

/** The newsletter queue on BullMQ (`target` is the worker's own queue, or this process's producer's). */
export function redisNewsletterQueue(target: () => Queue): NewsletterQueue {
  return {
    dispatch: async (deliveries) => {
      for (let start = 0; start < deliveries.length; start += BULK_CHUNK) {
        const chunk = deliveries.slice(start, start + BULK_CHUNK);
        await target().addBulk(chunk.map((delivery) => ({ name: delivery.task, data: delivery, opts: deliveryJobOptions(delivery) })));
      }
    },
    startFanOut: async (newsletterId) => {
      // First in line (lifo): a letter started during a long send queues its first window behind the long
      // letter's current window, not behind the window that letter's next step would add meanwhile.
      const options = { jobId: fanOutJobId(newsletterId), lifo: true, removeOnComplete: true, removeOnFail: true };
      await target().add("fan-out", { task: "fan-out", newsletterId, after: 0 }, options);
    },
    withdraw: async (deliveries) => {
      // A job already running keeps its lock and cannot be removed: it finds its row cancelled and does nothing.
      await Promise.all(deliveries.map((delivery) => target().remove(deliveryJobId(delivery)).catch(() => 0)));
    },
  };
}

/**
 * The daily run's checks: one BullMQ job per tracker (its id names the day, so a repeated run adds
 * nothing while that day's job waits) or, without Redis, CHECK_CONCURRENCY at a time in this process.
 */
function checkDispatcher(): CheckDispatcher {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    // Each check as a job of the 'competitors' queue: counted, and a failed one kept for 'Yritä uudelleen' (job-status.ts).
    const check = (data: unknown) => processCompetitorJob(data as CompetitorPayload, checkDispatcher());
    return (ids) => inPool(ids, CHECK_CONCURRENCY, (id) => watchedRun("competitors/check", check, { competitorId: id }, (again) => runInProcess("competitors/check", check, again)));
  }
  return async (ids) => {
    const day = new Date().toISOString().slice(0, 10);
    const jobs = ids.map((competitorId) => ({
      name: "check",
      data: { competitorId },
      opts: { jobId: `competitor-${competitorId}-${day}`, removeOnComplete: 1000, removeOnFail: 5000 },
    }));
    for (let start = 0; start < jobs.length; start += BULK_CHUNK) await queue("competitors", redisUrl).addBulk(jobs.slice(start, start + BULK_CHUNK));
  };
}

/**
 * The newsletter queue of this process: BullMQ with REDIS_URL (each call given up after QUEUE_DEADLINE_MS
 * with QueueUnavailable: a request must not hang on Redis), the in-process pump and chains without.
 */
export function newsletterQueue(): NewsletterQueue {
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const redis = redisNewsletterQueue(() => queue("newsletters", redisUrl));
    return {
      dispatch: (deliveries) => bounded(redis.dispatch(deliveries)),
      startFanOut: (newsletterId) => bounded(redis.startFanOut(newsletterId)),
      withdraw: (deliveries) => bounded(redis.withdraw(deliveries)),
    };
  }
  return {
    dispatch: (deliveries) => Promise.resolve(deliveryPump().add(deliveries)),
    startFanOut: (newsletterId) => enqueue("newsletters", "fan-out", { task: "fan-out", newsletterId, after: 0 }, { jobId: fanOutJobId(newsletterId) }),
    withdraw: (deliveries) => Promise.resolve(deliveryPump().remove(deliveries)),
  };
}

/**
 * Adds a job. With Redis, a request never waits on an unreachable Redis for more than QUEUE_DEADLINE_MS
 * (QueueUnavailable); without it the processor runs in this process, and a job that answers Continue
 * runs again after its delay, keeping its `jobId` taken until it is done.
 */
export async function enqueue<Q extends QueueName>(
  name: Q,
  jobName: string,
  payload: Payloads[Q],
  options: { jobId?: string } = {},
): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const added = queue(name, redisUrl).add(jobName, payload, {
      jobId: options.jobId,
      // A chain's job must be gone when it ends, or its id would block the next chain.
      ...(options.jobId?.startsWith("fanout-") ? { removeOnComplete: true, removeOnFail: true } : { removeOnComplete: 1000, removeOnFail: 5000 }),
    });
    await bounded(added);
    return;
  }
  const processor = processors[name];
  if (!processor) throw new Error(`No processor for queue ${name}`);
  runInProcess(`${name}/${jobName}`, (data) => processor(data, { token: randomUUID(), takeOver: false, finalAttempt: true }, newsletterQueue()), payload, options.jobId);
}

/**
 * Without Redis, runs the schedules as timers in this process, and resumes what a previous run left:
 * the first newsletter tick runs at once. With Redis the worker owns all of this.
 */
export function startInProcessJobs(): void {
  if (process.env.REDIS_URL) return;
  const started = startTimers(SCHEDULES.map((schedule) => ({ ...schedule, run: () => void enqueue(schedule.queue, schedule.name, schedule.data as never) })));
  if (!started) return;
  console.log("REDIS_URL puuttuu: taustatyöt ajetaan web-prosessissa.");
  // The embedded database has one process: claims left by its previous run belong to nobody.
  const leftovers = getEnv().embedded ? Promise.all([releaseAllClaims(), releaseAllReminderClaims()]) : Promise.resolve();
  track(
    leftovers
      .then(() => enqueue("maintenance", "newsletters", { task: "newsletters" }))
      .catch((error: unknown) => console.error("Uutiskirjeiden jatkaminen epäonnistui:", error)),
  );
}

export async function closeQueues(): Promise<void> {
  await Promise.all([...queues.values()].map((q) => q.close()));
  queues.clear();
  connection?.disconnect();
  connection = undefined;
  await closeQueueMonitor();
}
