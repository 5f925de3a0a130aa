/**
 * `npm run worker`: runs queued jobs from Redis. Needs REDIS_URL and DATABASE_URL; validates its
 * environment as the web process does, with the production rules unless NODE_ENV says otherwise.
 *
 * Redis is not trusted to keep anything: every SCHEDULE_CHECK_MS, and whenever the connection comes
 * back, the worker re-creates missing job schedulers and then runs the newsletters' tick at once, which
 * hands every unfinished send out again from the database (decision 0016).
 */
import { randomUUID } from "node:crypto";
import { DelayedError, type Job, Queue, Worker } from "bullmq";
import { closeDb, migrate } from "#db/client";
import { EnvFileError, loadEnvFile } from "~/services/env-file.server";
import { EnvError, type Env, getEnv } from "~/services/env.server";
import { closeBulkMailer } from "~/services/mail.server";
import { flushErrorReports } from "~/services/error-reporting.server";
import { closeExtractThreads } from "~/services/page-extract-pool.server";
import { QUEUE_NAMES, type QueueName, closeQueues, processors, redisConnection, redisNewsletterQueue } from "./queues";
import { CHECK_CONCURRENCY } from "./processors/competitors";
import { SCHEDULES } from "./schedules";
import { RedisOutageLog, redisRetryDelay } from "./redis-outage";
import { bullJobRun, isLastAttempt, logJob } from "./job-log";
import { startHeartbeat } from "./heartbeat";

function workerEnv(): Env {
  // A worker is a deployment: the production rules (PUBLIC_URL for the links in mail, …) unless told otherwise.
  process.env.NODE_ENV ??= "production";
  try {
    loadEnvFile();
    const env = getEnv();
    if (!env.REDIS_URL) throw new Error("REDIS_URL puuttuu: ilman Redistä taustatyöt ajetaan web-prosessissa, erillistä workeria ei tarvita.");
    if (env.embedded) throw new Error("Worker tarvitsee DATABASE_URL:n: upotettua PGlite-tietokantaa voi käyttää vain yksi prosessi.");
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
      throw new Error("Virheellinen ympäristömuuttuja:\n  PUBLIC_URL: pakollinen workerille tuotannossa (sähköpostien linkit)");
    }
    return env;
  } catch (error) {
    const known = error instanceof EnvError || error instanceof EnvFileError || error instanceof Error;
    console.error(known ? error.message : error);
    process.exit(1);
  }
}

const env = workerEnv();
const redisUrl = env.REDIS_URL!;

/** How often the worker makes sure its job schedulers exist (Redis may have lost them). */
const SCHEDULE_CHECK_MS = env.SCHEDULE_CHECK_MS;

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

const outage = new RedisOutageLog(redisUrl);
const connection = redisConnection(redisUrl, { retryStrategy: redisRetryDelay });
outage.watch(connection);
const scheduleQueues = new Map<QueueName, Queue>();
let workers: Worker[] = [];
let checkTimer: NodeJS.Timeout | undefined;
let stopHeartbeat: (() => Promise<void>) | undefined;
let stopping = false;

function queueFor(name: QueueName): Queue {
  let existing = scheduleQueues.get(name);
  if (!existing) {
    existing = new Queue(name, { connection, prefix: env.QUEUE_PREFIX });
    existing.on("error", (error) => outage.error(error));
    scheduleQueues.set(name, existing);
  }
  return existing;
}

let checking: Promise<void> | undefined;

/**
 * Creates the job schedulers Redis does not have (all of them at the first start, or after Redis lost its
 * data) and, when any was missing, runs the newsletters' tick now instead of at the next minute.
 */
function ensureSchedulers(): Promise<void> {
  checking ??= (async () => {
    const missing: string[] = [];
    for (const schedule of SCHEDULES) {
      const target = queueFor(schedule.queue);
      if (await target.getJobScheduler(schedule.id)) continue;
      const repeat = schedule.pattern ? { pattern: schedule.pattern, tz: schedule.tz } : { every: schedule.everyMs };
      await target.upsertJobScheduler(schedule.id, repeat, { name: schedule.name, data: schedule.data });
      missing.push(schedule.id);
    }
    if (missing.length === 0) return;
    if (workers.length > 0) console.log(`Redisistä puuttui ajastuksia (${missing.join(", ")}): luotu uudelleen, keskeneräiset lähetykset jatkuvat.`);
    await queueFor("maintenance").add("newsletters", { task: "newsletters" }, { removeOnComplete: 1000, removeOnFail: 5000 });
  })().finally(() => (checking = undefined));
  return checking;
}

async function start(): Promise<void> {
  await migrate();
  await ensureSchedulers();
  const newsletters = redisNewsletterQueue(() => queueFor("newsletters"));
  workers = QUEUE_NAMES.flatMap((name) => {
    const processor = processors[name];
    if (!processor) return [];
    const options = WORKER_OPTIONS[name] ?? { concurrency: 4 };
    const worker = new Worker(
      name,
      async (job, token) => {
        const result = await processor(job.data, attemptOf(job, token), newsletters);
        if (!result) return;
        // The next step of a chain (a newsletter's fan-out): the same job again later, with its new data.
        await job.updateData(result.again.data);
        await job.moveToDelayed(Date.now() + result.again.delayMs, token);
        throw new DelayedError();
      },
      { connection, prefix: env.QUEUE_PREFIX, ...options },
    );
    worker.on("error", (error) => outage.error(error));
    // One log line per job; a failure on its last attempt also goes to the error tracker (job-log.ts).
    worker.on("completed", (job) => logJob(bullJobRun(name, job)));
    worker.on("failed", (job, error) => logJob({ ...bullJobRun(name, job), error, final: isLastAttempt(job, error) }));
    return [worker];
  });
  // Every 15 s, for the admin's Järjestelmä view and /metrics (jobs/heartbeat.ts).
  stopHeartbeat = startHeartbeat(connection, env.QUEUE_PREFIX);
  checkTimer = setInterval(() => void ensureSchedulers().catch((error: unknown) => outage.error(error)), SCHEDULE_CHECK_MS);
  // Back from an outage: Redis may have come back empty.
  connection.on("ready", () => void ensureSchedulers().catch((error: unknown) => outage.error(error)));
  console.log(`Worker käynnissä: ${workers.map((w) => w.name).join(", ")}`);
}

/** `work`, or nothing after `ms` (a close that waits on Redis must not hold up the exit). */
const within = (ms: number, work: Promise<unknown>) => Promise.race([work.catch(() => {}), new Promise((resolve) => setTimeout(resolve, ms))]);

/** Jobs running at the signal get this long to finish; then the worker exits anyway (BullMQ retries them). */
const SHUTDOWN_DEADLINE_MS = 10_000;
const JOBS_DRAIN_MS = 6_000;

async function shutdown(signal: string, started: Promise<void>): Promise<void> {
  console.log(`${signal}: suljetaan worker, keskeneräiset työt saatetaan loppuun.`);
  setTimeout(() => {
    console.error(`Worker ei sulkeutunut ${SHUTDOWN_DEADLINE_MS} ms:ssa; lopetetaan.`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  clearInterval(checkTimer);
  // A start-up still waiting for Redis is abandoned; one about to finish gets a moment.
  await within(1_000, started);
  if (connection.status === "ready") {
    // Running jobs finish (up to JOBS_DRAIN_MS) and their locks are given back.
    await within(JOBS_DRAIN_MS, Promise.all(workers.map((worker) => worker.close())));
    await within(1_000, stopHeartbeat?.() ?? Promise.resolve());
    await within(1_000, Promise.all([...scheduleQueues.values()].map((queue) => queue.close())));
    await closeQueues();
    await within(1_000, connection.quit());
  }
  // Without Redis there is nothing to hand back: any wait on it would only hang.
  connection.disconnect();
  closeBulkMailer();
  await closeExtractThreads();
  await flushErrorReports(1_000);
  await closeDb();
  process.exit(0);
}

const started = start();
started.catch((error: unknown) => {
  if (stopping) return;
  console.error("Workerin käynnistys epäonnistui:", error);
  process.exit(1);
});
// Listening before the start-up finishes, so a signal at any moment gets a clean close (before its
// listener a SIGTERM kills the process outright). `on`, not `once`: a library's signal-exit hook
// re-raises a signal nobody else listens to any more, which would kill the process in the middle of its
// shutdown. A second signal is ignored.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void shutdown(signal, started);
  });
}
