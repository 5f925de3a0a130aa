/**
 * Queue names, payloads and enqueueing. With REDIS_URL jobs go to BullMQ and `npm run worker` runs
 * them; without it the web process runs the same processors itself (like an "async" queue adapter),
 * newsletter deliveries through a small pump with the same concurrency and rate limit as a worker.
 */
import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { Redis, type RedisOptions } from "ioredis";
import { withDeadline } from "~/lib/deadline";
import { getEnv } from "~/services/env.server";
import { checkCompetitor } from "~/features/competitors/check.server";
import { CHECK_CONCURRENCY, type CheckDispatcher, type CompetitorPayload, inPool, processCompetitorJob } from "./processors/competitors";
import { type MaintenancePayload, processMaintenance } from "./processors/maintenance";
import {
  type AttemptContext,
  type Continue,
  DELIVERY_ATTEMPTS,
  DELIVERY_BACKOFF_MS,
  type DeliveryPayload,
  type NewsletterPayload,
  type NewsletterQueue,
  deliver,
  processNewsletterJob,
} from "./processors/newsletters";
import { SCHEDULES, nextPatternRun } from "./schedules";
import { releaseAllClaims } from "~/features/newsletters/deliveries.model.server";

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
export const deliveryJobOptions = (delivery: DeliveryPayload) => ({
  jobId: deliveryJobId(delivery),
  attempts: DELIVERY_ATTEMPTS,
  backoff: { type: "exponential" as const, delay: DELIVERY_BACKOFF_MS },
  removeOnComplete: true,
  removeOnFail: true,
});

const deliveryJobId = (delivery: DeliveryPayload) => `nl-${delivery.newsletterId}-${delivery.subscriberId}`;
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
        await target().addBulk(chunk.map((delivery) => ({ name: "deliver", data: delivery, opts: deliveryJobOptions(delivery) })));
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
  if (!redisUrl) return (ids) => inPool(ids, CHECK_CONCURRENCY, (id) => checkCompetitor(id));
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
    dispatch: (deliveries) => Promise.resolve(pump().add(deliveries)),
    startFanOut: (newsletterId) => enqueue("newsletters", "fan-out", { task: "fan-out", newsletterId, after: 0 }, { jobId: fanOutJobId(newsletterId) }),
    withdraw: (deliveries) => Promise.resolve(pump().remove(deliveries)),
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
  if (options.jobId) {
    if (inProcess.jobIds.has(options.jobId)) return;
    inProcess.jobIds.add(options.jobId);
  }
  const done = () => {
    if (options.jobId) inProcess.jobIds.delete(options.jobId);
  };
  // A continuation (the next step of a chain) waits its delay, and does not run once the jobs are stopped.
  const run = (data: unknown, delayMs: number): Promise<void> =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      if (delayMs > 0) timer.unref();
    })
      .then(() => processor(data, { token: randomUUID(), takeOver: false, finalAttempt: true }, newsletterQueue()))
      .then((result) => {
        if (result && !inProcess.stopped) track(run(result.again.data, result.again.delayMs));
        else done();
      })
      .catch((error: unknown) => {
        done();
        console.error(`Taustatyö ${name}/${jobName} epäonnistui:`, error);
      });
  track(run(payload, 0));
}

/*
 * On globalThis so a dev rebuild (a fresh module instance) neither starts a second set of timers nor
 * loses track of the jobs the previous instance started.
 */
const inProcess = ((globalThis as typeof globalThis & { __rengasJobs?: InProcessJobs }).__rengasJobs ??= {
  timers: [],
  running: new Set(),
  jobIds: new Set(),
  pump: undefined,
  stopped: false,
});
type InProcessJobs = {
  timers: NodeJS.Timeout[];
  running: Set<Promise<void>>;
  /** Ids of in-process jobs not yet done (a fan-out chain between its steps too). */
  jobIds: Set<string>;
  pump: DeliveryPump | undefined;
  stopped: boolean;
};

function track(run: Promise<void>): void {
  const tracked = run.finally(() => inProcess.running.delete(tracked));
  inProcess.running.add(tracked);
}

/**
 * Deliveries without Redis: at most MAIL_CONCURRENCY at once, started no faster than MAIL_RATE_PER_SECOND,
 * a delivery already queued or running is not queued twice, and a temporary failure is retried with the
 * worker's backoff. What is only queued here is lost on exit, which is fine: the rows stay pending and the
 * next tick hands them out again.
 */
class DeliveryPump {
  private readonly waiting: { delivery: DeliveryPayload; attempt: number }[] = [];
  private readonly known = new Set<string>();
  private active = 0;
  private nextStartAt = 0;
  private stopped = false;

  constructor(
    private readonly concurrency: number,
    private readonly perSecond: number,
  ) {}

  add(deliveries: DeliveryPayload[]): void {
    for (const delivery of deliveries) {
      const key = deliveryJobId(delivery);
      if (this.known.has(key)) continue;
      this.known.add(key);
      this.waiting.push({ delivery, attempt: 1 });
    }
    this.drain();
  }

  /** Takes deliveries that have not started yet out of the line. */
  remove(deliveries: DeliveryPayload[]): void {
    const keys = new Set(deliveries.map(deliveryJobId));
    for (let index = this.waiting.length - 1; index >= 0; index -= 1) {
      const key = deliveryJobId(this.waiting[index].delivery);
      if (!keys.has(key)) continue;
      this.waiting.splice(index, 1);
      this.known.delete(key);
    }
  }

  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
  }

  private drain(): void {
    while (!this.stopped && this.active < this.concurrency && this.waiting.length > 0) {
      const item = this.waiting.shift()!;
      this.active += 1;
      const now = Date.now();
      const delay = Math.max(0, this.nextStartAt - now);
      this.nextStartAt = Math.max(now, this.nextStartAt) + 1000 / this.perSecond;
      track(new Promise<void>((resolve) => setTimeout(resolve, delay)).then(() => this.run(item)));
    }
  }

  private async run(item: { delivery: DeliveryPayload; attempt: number }): Promise<void> {
    const key = deliveryJobId(item.delivery);
    let retry = false;
    try {
      if (!this.stopped) {
        await deliver(item.delivery, { token: randomUUID(), takeOver: false, finalAttempt: item.attempt >= DELIVERY_ATTEMPTS });
      }
    } catch (error) {
      retry = item.attempt < DELIVERY_ATTEMPTS && !this.stopped;
      if (!retry) console.error("Uutiskirjeen toimitus epäonnistui:", error);
    } finally {
      this.active -= 1;
      if (retry) {
        const backoff = DELIVERY_BACKOFF_MS * 2 ** (item.attempt - 1);
        setTimeout(() => {
          this.waiting.push({ delivery: item.delivery, attempt: item.attempt + 1 });
          this.drain();
        }, backoff).unref();
      } else {
        this.known.delete(key);
      }
      this.drain();
    }
  }
}

function pump(): DeliveryPump {
  if (!inProcess.pump) {
    const env = getEnv();
    inProcess.pump = new DeliveryPump(env.MAIL_CONCURRENCY, env.MAIL_RATE_PER_SECOND);
  }
  return inProcess.pump;
}

/**
 * Without Redis, runs the schedules as timers in this process, and resumes what a previous run left:
 * the first newsletter tick runs at once. With Redis the worker owns all of this.
 */
export function startInProcessJobs(): void {
  if (process.env.REDIS_URL || inProcess.timers.length > 0) return;
  inProcess.stopped = false;
  console.log("REDIS_URL puuttuu: taustatyöt ajetaan web-prosessissa.");
  for (const schedule of SCHEDULES) {
    const run = () => void enqueue(schedule.queue, schedule.name, schedule.data as never);
    if (schedule.pattern) scheduleByPattern(schedule.pattern, schedule.tz, run);
    else {
      const timer = setInterval(run, schedule.everyMs);
      timer.unref();
      inProcess.timers.push(timer);
    }
  }
  // The embedded database has one process: claims left by its previous run belong to nobody.
  const leftovers = getEnv().embedded ? releaseAllClaims() : Promise.resolve();
  track(
    leftovers
      .then(() => enqueue("maintenance", "newsletters", { task: "newsletters" }))
      .catch((error: unknown) => console.error("Uutiskirjeiden jatkaminen epäonnistui:", error)),
  );
}

/** Runs `run` at every time `pattern` (cron, in `tz`) names, as BullMQ's job scheduler would. */
function scheduleByPattern(pattern: string, tz: string | undefined, run: () => void): void {
  const arm = () => {
    const next = nextPatternRun(pattern, tz, new Date()).getTime();
    // Timers cannot wait longer than ~24.8 days; a daily pattern is far below that.
    const timer = setTimeout(() => {
      inProcess.timers.splice(inProcess.timers.indexOf(timer), 1);
      run();
      arm();
    }, Math.max(0, next - Date.now()));
    timer.unref();
    inProcess.timers.push(timer);
  };
  arm();
}

/** Stops the in-process schedules and waits (at most `waitMs`) for jobs already running to finish. */
export async function stopInProcessJobs(waitMs = 5_000): Promise<void> {
  for (const timer of inProcess.timers.splice(0)) clearTimeout(timer);
  inProcess.stopped = true;
  inProcess.jobIds.clear();
  inProcess.pump?.stop();
  inProcess.pump = undefined;
  if (inProcess.running.size === 0) return;
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...inProcess.running]),
    new Promise((resolve) => {
      timeout = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timeout);
}

/** Resolves once no in-process job or delivery is running or waiting (tests). */
export async function inProcessIdle(): Promise<void> {
  while (inProcess.running.size > 0) await Promise.allSettled([...inProcess.running]);
}

export async function closeQueues(): Promise<void> {
  await Promise.all([...queues.values()].map((q) => q.close()));
  queues.clear();
  connection?.disconnect();
  connection = undefined;
}
