/**
 * Queue names, payloads and enqueueing. With REDIS_URL jobs go to BullMQ and `npm run worker` runs
 * them; without it the web process runs the same processors itself (like an "async" queue adapter),
 * newsletter deliveries through a small pump with the same concurrency and rate limit as a worker.
 */
import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { getEnv } from "~/services/env.server";
import { releaseAllClaims } from "~/models/newsletters.server";
import { checkCompetitor } from "~/services/competitor-check.server";
import { CHECK_CONCURRENCY, type CheckDispatcher, type CompetitorPayload, inPool, processCompetitorJob } from "./processors/competitors";
import { type MaintenancePayload, processMaintenance } from "./processors/maintenance";
import {
  type AttemptContext,
  DELIVERY_ATTEMPTS,
  DELIVERY_BACKOFF_MS,
  type DeliveryDispatcher,
  type DeliveryPayload,
  type NewsletterPayload,
  deliver,
  processNewsletterJob,
} from "./processors/newsletters";
import { SCHEDULES, nextPatternRun } from "./schedules";

export const QUEUE_NAMES = ["newsletters", "competitors", "maintenance"] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

type Payloads = { maintenance: MaintenancePayload; newsletters: NewsletterPayload; competitors: CompetitorPayload };

/** Every processor gets the attempt (for claims and retries) and the way to hand out deliveries. */
export type Processor = (payload: unknown, attempt: AttemptContext, dispatch: DeliveryDispatcher) => Promise<void>;

export const processors: { [Q in QueueName]?: Processor } = {
  maintenance: (payload, _attempt, dispatch) => processMaintenance(payload as MaintenancePayload, dispatch),
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
  jobId: `nl-${delivery.newsletterId}-${delivery.subscriberId}`,
  attempts: DELIVERY_ATTEMPTS,
  backoff: { type: "exponential" as const, delay: DELIVERY_BACKOFF_MS },
  removeOnComplete: true,
  removeOnFail: true,
});

export function redisConnection(url: string): Redis {
  // BullMQ needs blocking commands to wait forever rather than fail after a few retries.
  return new Redis(url, { maxRetriesPerRequest: null });
}

const queues = new Map<QueueName, Queue>();
let connection: Redis | undefined;

function queue(name: QueueName, redisUrl: string): Queue {
  let existing = queues.get(name);
  if (!existing) {
    connection ??= redisConnection(redisUrl);
    existing = new Queue(name, { connection, prefix: getEnv().QUEUE_PREFIX });
    queues.set(name, existing);
  }
  return existing;
}

const BULK_CHUNK = 1000;

/** Deliveries as BullMQ jobs, a thousand per round trip. */
export function redisDispatcher(redisUrl: string): DeliveryDispatcher {
  return async (deliveries) => {
    const target = queue("newsletters", redisUrl);
    for (let start = 0; start < deliveries.length; start += BULK_CHUNK) {
      const chunk = deliveries.slice(start, start + BULK_CHUNK);
      await target.addBulk(chunk.map((delivery) => ({ name: "deliver", data: delivery, opts: deliveryJobOptions(delivery) })));
    }
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

/** The dispatcher of this process: BullMQ with REDIS_URL, the in-process pump without. */
export function dispatcher(): DeliveryDispatcher {
  const redisUrl = process.env.REDIS_URL;
  return redisUrl ? redisDispatcher(redisUrl) : (deliveries) => Promise.resolve(pump().add(deliveries));
}

export async function enqueue<Q extends QueueName>(
  name: Q,
  jobName: string,
  payload: Payloads[Q],
  options: { jobId?: string } = {},
): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    await queue(name, redisUrl).add(jobName, payload, { jobId: options.jobId, removeOnComplete: 1000, removeOnFail: 5000 });
    return;
  }
  const processor = processors[name];
  if (!processor) throw new Error(`No processor for queue ${name}`);
  const attempt = { token: randomUUID(), takeOver: false, finalAttempt: true };
  track(
    new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => processor(payload, attempt, dispatcher()))
      .catch((error: unknown) => console.error(`Taustatyö ${name}/${jobName} epäonnistui:`, error)),
  );
}

/*
 * On globalThis so a dev rebuild (a fresh module instance) neither starts a second set of timers nor
 * loses track of the jobs the previous instance started.
 */
const inProcess = ((globalThis as typeof globalThis & { __rengasJobs?: InProcessJobs }).__rengasJobs ??= {
  timers: [],
  running: new Set(),
  pump: undefined,
});
type InProcessJobs = { timers: NodeJS.Timeout[]; running: Set<Promise<void>>; pump: DeliveryPump | undefined };

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
      const key = `${delivery.newsletterId}-${delivery.subscriberId}`;
      if (this.known.has(key)) continue;
      this.known.add(key);
      this.waiting.push({ delivery, attempt: 1 });
    }
    this.drain();
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
    const key = `${item.delivery.newsletterId}-${item.delivery.subscriberId}`;
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
  await connection?.quit();
  connection = undefined;
}
