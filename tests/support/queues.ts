/** Removes every key a test's queues left in Redis under its own QUEUE_PREFIX. */
import { Queue } from "bullmq";
import type { NewsletterQueue } from "#jobs/processors/newsletters";
import { QUEUE_NAMES, redisConnection } from "#jobs/queues";

export async function obliterateQueues(redisUrl: string, prefix: string): Promise<void> {
  const connection = redisConnection(redisUrl);
  for (const name of QUEUE_NAMES) {
    const queue = new Queue(name, { connection, prefix, skipMetasUpdate: true });
    await queue.obliterate({ force: true });
    await queue.close();
  }
  await connection.quit();
}

/** A newsletter queue for jobs that must not touch one (a competitor or maintenance job under test). */
export const NO_NEWSLETTERS: NewsletterQueue = {
  dispatch: () => Promise.reject(new Error("no newsletter queue in this test")),
  startFanOut: () => Promise.reject(new Error("no newsletter queue in this test")),
  withdraw: () => Promise.reject(new Error("no newsletter queue in this test")),
};
