/**
 * The 'Järjestelmä' view's work with the real BullMQ worker (`jobs/worker.ts` as a process) on Postgres and
 * Redis (issue 30): the worker's heartbeat is seen and goes when it stops, the schedulers' next runs come
 * from BullMQ, a competitor check whose page answers 500 is a failed job with its error (never its data),
 * and 'Yritä uudelleen' puts it back in line: with the page fixed it completes and leaves the list.
 * Everything in Redis is under this file's own QUEUE_PREFIX and removed afterwards.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeQueues, enqueue, redisConnection } from "#jobs/queues";
import { createCompetitor, getCompetitor } from "~/features/competitors/model.server";
import { loadSystemPage, retryJob } from "~/features/system/page.server";
import { reloadEnv } from "~/services/env.server";
import { type FakeCompetitor, pages, startFakeCompetitor } from "../support/fake-competitor";
import { obliterateQueues } from "../support/queues";
import { ORIGIN } from "../support/requests";
import { type WorkerProcess, spawnWorker, stopWorker, until } from "../support/worker-process";

const redisUrl = process.env.REDIS_URL;
const skipReason = !redisUrl ? "REDIS_URL is not set" : !process.env.DATABASE_URL ? "DATABASE_URL is not set (workers share a database server)" : "";

describe.skipIf(Boolean(skipReason))(`Järjestelmä with the BullMQ worker${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  const prefix = `rengas-test-${randomBytes(5).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-system-"));
  const saved = { QUEUE_PREFIX: process.env.QUEUE_PREFIX };
  let site: FakeCompetitor;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    site = await startFakeCompetitor();
    // Queues an earlier file of this vitest worker opened keep their prefix (isolate: false): open new ones.
    await closeQueues();
    Object.assign(process.env, { QUEUE_PREFIX: prefix });
    reloadEnv();
    worker = spawnWorker({
      NODE_ENV: "test",
      DATABASE_URL: process.env.DATABASE_URL,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      PUBLIC_URL: ORIGIN,
      CRAWLER_ALLOWED_HOSTS: site.host,
      SCHEDULE_CHECK_MS: "600000",
      SMTP_URL: "",
      DATA_DIR: dataDir,
    });
  });

  afterAll(async () => {
    await stopWorker(worker);
    await closeQueues();
    if (redisUrl) {
      await obliterateQueues(redisUrl, prefix);
      const connection = redisConnection(redisUrl);
      const keys = await connection.keys(`${prefix}:worker:*`);
      if (keys.length > 0) await connection.del(...keys);
      await connection.quit();
    }
    await site?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    reloadEnv();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("shows the worker alive and the schedulers' next runs, lists a failed check and retries it until it completes", { timeout: 120_000 }, async () => {
    const view = await until("the worker's heartbeat", async () => {
      const data = await loadSystemPage();
      return data.workers.some((w) => w.alive) && data.schedules.every((s) => s.next !== null) ? data : undefined;
    }, 60_000);
    expect(view.mode).toBe("redis");
    expect(view.redisDown).toBe(false);
    expect(view.workers[0].pid).toBe(worker!.child.pid);
    const daily = view.schedules.find((schedule) => schedule.id === "competitors-daily")!;
    // 08:00 in Helsinki is 05:00 or 06:00 UTC.
    expect(new Date(daily.next!).getUTCHours()).toBeOneOf([5, 6]);
    expect(new Date(daily.next!).getUTCMinutes()).toBe(0);

    const tag = randomBytes(4).toString("hex");
    const product = `Nokian Hakkapeliitta R5 ${tag}`;
    site.setPage(`/tuote-${tag}`, pages.html("<h1>Palvelinvirhe</h1>", 500));
    const tracker = await createCompetitor({
      name: `Kilpailija ${tag}`,
      url: `${site.url}/tuote-${tag}`,
      productName: product,
      selector: null,
      trackingType: "full_page",
      notifyPriceIncrease: false,
      notifyPriceDecrease: true,
      emailRecipients: [`hinnat-${tag}@example.fi`],
      crawlTimeoutMs: 5000,
      retryAttempts: 1,
      status: "active",
      productId: null,
    });
    await enqueue("competitors", "check", { competitorId: tracker.id });

    const failed = await until("the failed check", async () => {
      const data = await loadSystemPage();
      return data.failures.find((failure) => failure.queue === "competitors" && failure.name === "check");
    }, 60_000);
    expect(failed.error).toMatch(/500/);
    expect(failed.attempts).toBe(1);
    expect(failed.failedAt).not.toBeNull();
    expect(JSON.stringify(await loadSystemPage())).not.toContain(`hinnat-${tag}@example.fi`);
    expect((await loadSystemPage()).queues.find((queue) => queue.queue === "competitors")?.failed).toBeGreaterThanOrEqual(1);

    site.setPage(`/tuote-${tag}`, pages.jsonLd({ name: product, price: "119.90" }));
    const form = new FormData();
    form.set("queue", failed.queue);
    form.set("id", failed.id);
    const answer = await retryJob(form);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/jarjestelma");

    await until("the retried check to complete", async () => ((await getCompetitor(tracker.id))?.currentPrice ? true : undefined), 30_000);
    const after = await loadSystemPage();
    expect(after.failures.some((failure) => failure.id === failed.id)).toBe(false);
    // A second retry of the same job finds nothing to retry.
    const again = await retryJob(form);
    expect(again.status).toBe(302);

    // Stopped, its heartbeat goes with it.
    await stopWorker(worker);
    worker = undefined;
    const stopped = await loadSystemPage();
    expect(stopped.workers).toEqual([]);
  });
});
