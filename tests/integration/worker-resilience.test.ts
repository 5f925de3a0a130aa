/**
 * The job worker as a real process (`jobs/worker.ts`, as `npm run worker` runs it) against Postgres and
 * Redis, when things go wrong: it refuses to start without the settings a deployment needs, waits out a
 * dead Redis with one line per attempt and stops cleanly, picks every send up again after Redis lost all
 * its data, shares the mail rate between newsletters, and takes a cancelled send's mail out of the queue.
 * Mail goes to a local SMTP sink; every recipient is counted.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { Queue } from "bullmq";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import { closeQueues, newsletterQueue, redisConnection } from "#jobs/queues";
import { createNewsletter, getNewsletter, startSending } from "~/features/newsletters/model.server";
import { reloadEnv } from "~/services/env.server";
import { waitForOutput } from "../support/app-server";
import { type WorkerProcess, spawnWorker, stopWorker, until } from "../support/worker-process";
import { obliterateQueues } from "../support/queues";
import { ORIGIN } from "../support/requests";
import { type SinkMessage, type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { CANCELLED_DELIVERY } from "~/features/newsletters/model.server";
import { cancelSending } from "~/features/newsletters/deliveries.model.server";

// Only on the Postgres project (tests/vitest.config.ts leaves it out of PGlite's): workers share a database.
const redisUrl = process.env.REDIS_URL;
const skipReason = redisUrl ? "" : "REDIS_URL is not set";
const RATE = 20;
/** Deletes every key matching ARGV[1] in one step (KEYS then DEL from a client would leave a gap). */
const WIPE_PREFIX = `local keys = redis.call("KEYS", ARGV[1])
for i = 1, #keys, 1000 do redis.call("DEL", unpack(keys, i, math.min(i + 999, #keys))) end
return #keys`;

describe.skipIf(Boolean(skipReason))(`the worker process${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  const prefix = `rengas-test-${randomBytes(5).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-resilience-"));
  const saved = { QUEUE_PREFIX: process.env.QUEUE_PREFIX, PUBLIC_URL: process.env.PUBLIC_URL, MAIL_RATE_PER_SECOND: process.env.MAIL_RATE_PER_SECOND };
  const workers: WorkerProcess[] = [];
  let sink: SmtpSink;

  function startWorker(env: Record<string, string | undefined> = {}): WorkerProcess {
    const worker = spawnWorker({
      NODE_ENV: "test",
      DATABASE_URL: process.env.DATABASE_URL,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      SMTP_URL: sink.url,
      PUBLIC_URL: ORIGIN,
      MAIL_CONCURRENCY: "4",
      MAIL_RATE_PER_SECOND: String(RATE),
      SCHEDULE_CHECK_MS: "2000",
      DATA_DIR: dataDir,
      ...env,
    });
    workers.push(worker);
    return worker;
  }

  async function stopWorkers(): Promise<void> {
    for (const worker of workers.splice(0)) await stopWorker(worker);
  }

  /** A letter and `count` new subscribers of its own (a send to them: `startSending(id, recipients)`). */
  async function letterTo(count: number, subject: string, status: "draft" | "scheduled" = "draft", sendDate = new Date()) {
    const tag = randomBytes(4).toString("hex");
    const rows = await queryRows<{ id: number }>(sql`
      insert into subscribers (email)
      select ${subject.toLowerCase()} || '-' || n || '.' || ${tag} || '@example.fi' from generate_series(1, ${count}::int) as n
      returning id`);
    const letter = await createNewsletter({ subject: `${subject} ${tag}`, content: "Talvirenkaat nyt.", heroImage: null, sendDate, status });
    return { ...letter, recipients: rows.map((row) => row.id) };
  }

  /** Recipients of `subject`, each with how many copies they got. */
  const copies = (subject: string) => {
    const counts = new Map<string, number>();
    for (const message of sink.messages.filter((m: SinkMessage) => m.subject === subject)) {
      for (const to of message.envelope.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  };
  const statusOf = async (id: number) => (await getNewsletter(id))?.status;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // This process starts the sends: into the worker's prefixed queues, at the worker's rate.
    Object.assign(process.env, { QUEUE_PREFIX: prefix, PUBLIC_URL: ORIGIN, MAIL_RATE_PER_SECOND: String(RATE) });
    reloadEnv();
  });

  afterEach(async () => {
    await stopWorkers();
    // The next test's letters go to its own subscribers only.
    await queryRows(sql`update subscribers set is_subscribed = false`);
  }, 60_000);

  afterAll(async () => {
    await closeQueues();
    if (redisUrl) await obliterateQueues(redisUrl, prefix);
    await sink?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    reloadEnv();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("refuses to start as a deployment without PUBLIC_URL, naming it in one line", async () => {
    const worker = startWorker({ NODE_ENV: undefined, PUBLIC_URL: undefined, SESSION_SECRET: "worker-test-secret-that-is-long-enough-42" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("PUBLIC_URL");
    expect(worker.output()).not.toMatch(/^\s+at /m);
    expect(worker.output().trim().split("\n").length).toBeLessThanOrEqual(3);
  });

  it("waits out a dead Redis with one line per attempt, and stops cleanly on SIGTERM", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));

    const worker = startWorker({ REDIS_URL: `redis://:salainen@127.0.0.1:${port}` });
    // Attempts after 1, 2 and 4 s: three lines, and nothing else but the start-up's.
    await until("three reconnection lines", () => ((worker.output().match(/Redis ei vastaa/g) ?? []).length >= 3 ? true : undefined), 30_000);
    const output = worker.output();
    expect(output).toContain(`Redis ei vastaa (redis://127.0.0.1:${port}: ECONNREFUSED); yritetään uudelleen`);
    expect(output).not.toContain("salainen");
    expect(output).not.toMatch(/^\s+at /m);
    expect(output.trim().split("\n").length).toBeLessThanOrEqual(6);

    worker.child.kill("SIGTERM");
    // Its own deadline would end it with 1 after 10 s.
    expect(await worker.exited).toBe(0);
  });

  it("after Redis lost all its data mid-send, resumes the send and starts a scheduled letter, nobody twice", { timeout: 200_000 }, async () => {
    const sending = await letterTo(100, "Kesken");
    const scheduled = await letterTo(20, "Ajastettu", "scheduled", new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(await startSending(sending.id, sending.recipients)).toEqual({ ok: true, recipients: 100 });
    const worker = startWorker();
    await waitForOutput(worker.child, worker.output, "Worker käynnissä", 60_000);
    await newsletterQueue().startFanOut(sending.id);
    await sink.waitUntil(() => copies(sending.subject).size >= 30, 60_000, "30 mails of the first letter");

    // Redis loses everything of this site at once, as a restart without persistence does (one script, so
    // no job the worker adds meanwhile is left half-deleted); then the scheduled letter falls due.
    const redis = redisConnection(redisUrl!);
    const deleted = Number(await redis.eval(WIPE_PREFIX, 0, `${prefix}:*`));
    expect(deleted).toBeGreaterThan(0);
    await redis.quit();
    const lostAt = Date.now();
    await queryRows(sql`update newsletters set send_date = now() where id = ${scheduled.id}`);

    // At worst the scheduler check runs between the two lines above and the next minute's tick starts the
    // scheduled letter: under 60 s plus about 10 s of mail at the rate. The deadline stays below the claim
    // lease (2 min), so a delivery left claimed by the loss would fail this test, not be waited out.
    await until("both letters to be sent", async () => ((await statusOf(sending.id)) === "sent" && (await statusOf(scheduled.id)) === "sent" ? true : undefined), 110_000);
    const resumedInMs = Date.now() - lostAt;
    console.log(`worker-resilience: both letters sent ${Math.round(resumedInMs / 1000)} s after Redis lost its data`);
    expect(worker.output()).toContain("Redisistä puuttui ajastuksia");
    // A scheduled letter goes to every active subscriber: both lists.
    for (const letter of [{ ...sending, count: 100 }, { ...scheduled, count: 120 }]) {
      const received = copies(letter.subject);
      expect(received.size, letter.subject).toBe(letter.count);
      expect([...received.values()].filter((count) => count > 1), `${letter.subject}: nobody twice`).toEqual([]);
    }
  });

  it("shares the rate: a letter started during a long send goes out within a window of it, not after it", { timeout: 120_000 }, async () => {
    const long = await letterTo(400, "Pitka");
    const short = await letterTo(10, "Lyhyt");
    const worker = startWorker();
    await waitForOutput(worker.child, worker.output, "Worker käynnissä", 60_000);
    await startSending(long.id, long.recipients);
    await newsletterQueue().startFanOut(long.id);
    await sink.waitUntil(() => copies(long.subject).size >= 40, 60_000, "40 mails of the long letter");

    const longBefore = copies(long.subject).size;
    await startSending(short.id, short.recipients);
    await newsletterQueue().startFanOut(short.id);
    await sink.waitUntil(() => copies(short.subject).size === 10, 60_000, "the short letter");
    const longMeanwhile = copies(long.subject).size - longBefore;
    console.log(`worker-resilience: ${longMeanwhile} mails of the long letter went out before the short one was done`);
    // The long letter had at most its window (2 s of mail at the rate) waiting when the short one started.
    expect(longMeanwhile).toBeLessThanOrEqual(2 * RATE + 20);
    expect(copies(long.subject).size).toBeLessThan(400);
  });

  it("takes a cancelled send's waiting mail out of the queue; the rest of the list is left unsent", { timeout: 120_000 }, async () => {
    const letter = await letterTo(300, "Peruttu");
    const worker = startWorker();
    await waitForOutput(worker.child, worker.output, "Worker käynnissä", 60_000);
    await startSending(letter.id, letter.recipients);
    await newsletterQueue().startFanOut(letter.id);
    await sink.waitUntil(() => copies(letter.subject).size >= 20, 60_000, "20 mails");

    const cancelled = await cancelSending(letter.id);
    expect(cancelled).toMatchObject({ ok: true });
    const queue = new Queue("newsletters", { connection: redisConnection(redisUrl!), prefix });
    const waitingOfLetter = async () =>
      (await queue.getJobs(["waiting", "prioritized", "delayed"])).filter((job) => job?.id?.startsWith(`nl-${letter.id}-`)).length;
    await until("the letter's waiting jobs to be withdrawn", async () => ((await waitingOfLetter()) === 0 ? true : undefined), 30_000);
    await queue.close();

    // Whatever was already being sent finishes (its row is marked sent); nothing else can start: every other row is cancelled.
    const progress = await until(
      "the mails in flight to finish",
      async () => {
        const now = (await getNewsletter(letter.id))!;
        return now.progress.pending === 0 && copies(letter.subject).size === now.progress.sent ? now : undefined;
      },
      30_000,
    );
    expect(progress.status).toBe("failed");
    expect(progress.progress.sent).toBeLessThan(300);
    expect(progress.progress.sent + progress.progress.failed).toBe(300);
    expect([...copies(letter.subject).values()].every((count) => count === 1)).toBe(true);
    const [{ cancelledRows }] = await queryRows<{ cancelledRows: number }>(sql`
      select count(*)::int as "cancelledRows" from newsletter_deliveries where newsletter_id = ${letter.id} and error = ${CANCELLED_DELIVERY}`);
    expect(cancelledRows).toBe(progress.progress.failed);
  });
});
