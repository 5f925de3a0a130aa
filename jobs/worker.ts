/** `npm run worker`: runs queued jobs from Redis. Needs REDIS_URL and, with more than one process, DATABASE_URL. */
import { Queue, Worker } from "bullmq";
import { closeDb, migrate } from "#db/client";
import { getEnv } from "~/services/env.server";
import { QUEUE_NAMES, closeQueues, processors, redisConnection } from "./queues";
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

await migrate();
const connection = redisConnection(env.REDIS_URL);

for (const schedule of SCHEDULES) {
  const queue = new Queue(schedule.queue, { connection });
  await queue.upsertJobScheduler(schedule.id, { every: schedule.everyMs }, { name: schedule.name, data: schedule.data });
  await queue.close();
}

const workers = QUEUE_NAMES.flatMap((name) => {
  const processor = processors[name] as ((payload: unknown) => Promise<void>) | undefined;
  if (!processor) return [];
  return [new Worker(name, (job) => processor(job.data), { connection, concurrency: 4 })];
});
for (const worker of workers) {
  worker.on("failed", (job, error) => console.error(`Työ ${job?.queueName}/${job?.name} epäonnistui:`, error.message));
}
console.log(`Worker käynnissä: ${workers.map((w) => w.name).join(", ")}`);

/** Jobs running at the signal get this long to finish; then the worker exits anyway (BullMQ retries them). */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function shutdown(signal: string): Promise<void> {
  console.log(`${signal}: suljetaan worker, keskeneräiset työt saatetaan loppuun.`);
  setTimeout(() => {
    console.error(`Worker ei sulkeutunut ${SHUTDOWN_DEADLINE_MS} ms:ssa; lopetetaan.`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  await Promise.all(workers.map((worker) => worker.close()));
  await closeQueues();
  await connection.quit();
  await closeDb();
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
