/** `npm run worker`: runs queued jobs from Redis. Needs REDIS_URL and, with more than one process, DATABASE_URL. */
import { randomUUID } from "node:crypto";
import { type Job, Queue, Worker } from "bullmq";
import { closeDb, migrate } from "#db/client";
import { getEnv } from "~/services/env.server";
import { closeBulkMailer } from "~/services/mail.server";
import { QUEUE_NAMES, type QueueName, closeQueues, processors, redisConnection, redisDispatcher } from "./queues";
import { CHECK_CONCURRENCY } from "./processors/competitors";
import { SCHEDULES } from "./schedules";

const env = getEnv();
if (!env.REDIS_URL) {
  console.error("REDIS_URL puuttuu: ilman Redistä taustatyöt ajetaan web-prosessissa, erillistä workeria ei tarvita.");
  process.exit(1);
}
if (env.embedded) {
  console.error("Worker tarvitsee DATABASE_URL:n: upotettua PGlite-tietokantaa voi käyttää vain yksi prosessi.");
  process.exit(1);
}

/**
 * Newsletter mails: MAIL_CONCURRENCY at a time per worker, and BullMQ's limiter (kept in Redis, so shared
 * by every worker) starts at most MAIL_RATE_PER_SECOND a second. Competitor checks: a few at a time.
 */
const WORKER_OPTIONS: { [Q in QueueName]?: { concurrency: number; limiter?: { max: number; duration: number } } } = {
  newsletters: { concurrency: env.MAIL_CONCURRENCY, limiter: { max: env.MAIL_RATE_PER_SECOND, duration: 1000 } },
  competitors: { concurrency: CHECK_CONCURRENCY },
};

/** BullMQ hands a job to one worker at a time (its lock): that worker may take over a claim left behind. */
const attemptOf = (job: Job, token: string | undefined) => ({
  token: token ?? randomUUID(),
  takeOver: true,
  finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
});

const connection = redisConnection(env.REDIS_URL);
let workers: Worker[] = [];

async function start(): Promise<void> {
  await migrate();
  const dispatch = redisDispatcher(env.REDIS_URL!);
  for (const schedule of SCHEDULES) {
    const queue = new Queue(schedule.queue, { connection, prefix: env.QUEUE_PREFIX });
    const repeat = schedule.pattern ? { pattern: schedule.pattern, tz: schedule.tz } : { every: schedule.everyMs };
    await queue.upsertJobScheduler(schedule.id, repeat, { name: schedule.name, data: schedule.data });
    await queue.close();
  }
  workers = QUEUE_NAMES.flatMap((name) => {
    const processor = processors[name];
    if (!processor) return [];
    const options = WORKER_OPTIONS[name] ?? { concurrency: 4 };
    return [new Worker(name, (job, token) => processor(job.data, attemptOf(job, token), dispatch), { connection, prefix: env.QUEUE_PREFIX, ...options })];
  });
  for (const worker of workers) {
    worker.on("failed", (job, error) => console.error(`Työ ${job?.queueName}/${job?.name} epäonnistui:`, error.message));
  }
  console.log(`Worker käynnissä: ${workers.map((w) => w.name).join(", ")}`);
}

/** Jobs running at the signal get this long to finish; then the worker exits anyway (BullMQ retries them). */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function shutdown(signal: string, started: Promise<void>): Promise<void> {
  console.log(`${signal}: suljetaan worker, keskeneräiset työt saatetaan loppuun.`);
  setTimeout(() => {
    console.error(`Worker ei sulkeutunut ${SHUTDOWN_DEADLINE_MS} ms:ssa; lopetetaan.`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  // A signal during start-up: let it finish, so that everything it opened is closed below.
  await started.catch(() => {});
  await Promise.all(workers.map((worker) => worker.close()));
  await closeQueues();
  closeBulkMailer();
  await connection.quit();
  await closeDb();
  process.exit(0);
}

const started = start();
// Listening before the start-up finishes, so a signal at any moment gets a clean close (before its
// listener a SIGTERM kills the process outright). `on`, not `once`: a library's signal-exit hook
// re-raises a signal nobody else listens to any more, which would kill the process in the middle of its
// shutdown. A second signal is ignored.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void shutdown(signal, started);
  });
}
await started;
