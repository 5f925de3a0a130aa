/**
 * Queue names, payloads and enqueueing. With REDIS_URL jobs go to BullMQ and `npm run worker` runs
 * them; without it the web process runs the same processors itself (like an "async" queue adapter).
 */
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { type MaintenancePayload, processMaintenance } from "./processors/maintenance";
import { SCHEDULES } from "./schedules";

export const QUEUE_NAMES = ["newsletters", "competitors", "maintenance"] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

type Payloads = { maintenance: MaintenancePayload; newsletters: never; competitors: never };

export const processors: { [Q in QueueName]?: (payload: Payloads[Q]) => Promise<void> } = {
  maintenance: processMaintenance,
};

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
    existing = new Queue(name, { connection });
    queues.set(name, existing);
  }
  return existing;
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
  const processor = processors[name] as ((payload: Payloads[Q]) => Promise<void>) | undefined;
  if (!processor) throw new Error(`No processor for queue ${name}`);
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => processor(payload))
    .catch((error: unknown) => console.error(`Taustatyö ${name}/${jobName} epäonnistui:`, error))
    .finally(() => inProcess.running.delete(run));
  inProcess.running.add(run);
}

/*
 * On globalThis so a dev rebuild (a fresh module instance) neither starts a second set of timers nor
 * loses track of the jobs the previous instance started.
 */
const inProcess = ((globalThis as typeof globalThis & { __rengasJobs?: InProcessJobs }).__rengasJobs ??= {
  timers: [],
  running: new Set(),
});
type InProcessJobs = { timers: NodeJS.Timeout[]; running: Set<Promise<void>> };

/** Without Redis, runs the schedules as timers in this process. With Redis the worker owns them. */
export function startInProcessJobs(): void {
  if (process.env.REDIS_URL || inProcess.timers.length > 0) return;
  console.log("REDIS_URL puuttuu: taustatyöt ajetaan web-prosessissa.");
  for (const schedule of SCHEDULES) {
    const timer = setInterval(() => {
      void enqueue(schedule.queue, schedule.name, schedule.data as never);
    }, schedule.everyMs);
    timer.unref();
    inProcess.timers.push(timer);
  }
}

/** Stops the in-process schedules and waits (at most `waitMs`) for jobs already running to finish. */
export async function stopInProcessJobs(waitMs = 5_000): Promise<void> {
  for (const timer of inProcess.timers.splice(0)) clearInterval(timer);
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

export async function closeQueues(): Promise<void> {
  await Promise.all([...queues.values()].map((q) => q.close()));
  queues.clear();
  await connection?.quit();
  connection = undefined;
}
