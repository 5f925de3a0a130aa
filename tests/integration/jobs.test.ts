/**
 * The maintenance job through the real queue: BullMQ on Redis when REDIS_URL is set (CI), the
 * in-process runner otherwise (a newcomer's machine). Either way the processor deletes dead sessions.
 */
import { randomBytes } from "node:crypto";
import { Queue, QueueEvents, Worker } from "bullmq";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { adminSessions } from "#db/schema";
import { closeQueues, enqueue, processors, redisConnection } from "#jobs/queues";
import { createAdmin, createSession } from "~/services/admins.server";
import { NO_NEWSLETTERS } from "../support/queues";

async function sessionCount(adminId: number) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(adminSessions).where(sql`${adminSessions.adminId} = ${adminId}`);
  return row.count;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterAll(() => closeQueues());

describe("maintenance job", () => {
  it("deletes expired admin sessions and keeps live ones", async () => {
    const admin = await createAdmin(`huolto-${randomBytes(3).toString("hex")}`, "salasana-huolto-1");
    await createSession(admin.id, { ip: "127.0.0.1", userAgent: null });
    await createSession(admin.id, { ip: "127.0.0.1", userAgent: null });
    await db.execute(sql`update admin_sessions set expires_at = now() - interval '1 minute'
      where admin_id = ${admin.id} and token_hash = (select min(token_hash) from admin_sessions where admin_id = ${admin.id})`);
    expect(await sessionCount(admin.id)).toBe(2);

    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) {
      await enqueue("maintenance", "expire-sessions", { task: "expire-sessions" });
      await waitFor(async () => (await sessionCount(admin.id)) === 1);
      return;
    }
    // A queue of this test's own, so a running worker elsewhere cannot take the job.
    const queueName = `maintenance-test-${randomBytes(4).toString("hex")}`;
    const connection = redisConnection(redisUrl);
    const queue = new Queue(queueName, { connection });
    const events = new QueueEvents(queueName, { connection: redisConnection(redisUrl) });
    const worker = new Worker(queueName, (job) => processors.maintenance!(job.data, { token: "t", takeOver: true, finalAttempt: true }, NO_NEWSLETTERS), { connection: redisConnection(redisUrl) });
    try {
      await events.waitUntilReady();
      const job = await queue.add("expire-sessions", { task: "expire-sessions" });
      await job.waitUntilFinished(events, 10_000);
      expect(await sessionCount(admin.id)).toBe(1);
    } finally {
      await worker.close();
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await connection.quit();
    }
  });
});
