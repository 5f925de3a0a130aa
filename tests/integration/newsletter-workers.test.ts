/**
 * Exactly once with real workers: two `jobs/worker.ts` processes on Redis and Postgres send a newsletter
 * to 2,000 subscribers; one is killed with SIGKILL mid-send and started again. Every subscriber gets the
 * newsletter, and the only ones who may get it twice are those whose delivery the dead worker had claimed
 * but not yet marked when it died (counted at the kill; at most its MAIL_CONCURRENCY).
 *
 * Each worker sends to an SMTP sink of its own, so the test knows which worker sent what and can kill
 * worker 1 the moment its sink accepts a message: the worst moment, between the SMTP reply and the mark.
 * BullMQ hands the dead worker's jobs to a live one once their locks expire (30 s by default).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import { closeQueues, newsletterQueue } from "#jobs/queues";
import { createNewsletter, startSending } from "~/features/newsletters/model.server";
import { reloadEnv } from "~/services/env.server";
import { waitForOutput } from "../support/app-server";
import { type WorkerProcess, spawnWorker, stopWorker, until } from "../support/worker-process";
import { ORIGIN } from "../support/requests";
import { obliterateQueues } from "../support/queues";
import { type SinkMessage, type SmtpSink, startSmtpSink } from "../support/smtp-sink";

// The integration-pglite project leaves this file out (tests/vitest.config.ts); without Redis it is skipped.
const redisUrl = process.env.REDIS_URL;
const skipReason = redisUrl ? "" : "REDIS_URL is not set";

const SUBSCRIBERS = 2000;
const MAIL_CONCURRENCY = 10;
/** Shared by both workers (BullMQ's limiter lives in Redis): about 13 s for the whole list. */
const MAIL_RATE_PER_SECOND = 150;
/** Worker 1 dies when its own sink has accepted this many: roughly a quarter of the list is sent. */
const KILL_AFTER = 250;

const intArray = (ids: number[]) => `{${ids.join(",")}}`;

describe.skipIf(Boolean(skipReason))(`two workers on Redis and Postgres${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  const prefix = `rengas-test-${randomBytes(5).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-workers-"));
  const saved = { QUEUE_PREFIX: process.env.QUEUE_PREFIX, PUBLIC_URL: process.env.PUBLIC_URL };
  const workers: WorkerProcess[] = [];
  let sinks: SmtpSink[] = [];

  function startWorker(label: string, sink: SmtpSink): WorkerProcess {
    const worker = spawnWorker({
      NODE_ENV: "test",
      // The fresh database database-setup.ts made for this file.
      DATABASE_URL: process.env.DATABASE_URL,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      SMTP_URL: sink.url,
      PUBLIC_URL: ORIGIN,
      MAIL_CONCURRENCY: String(MAIL_CONCURRENCY),
      MAIL_RATE_PER_SECOND: String(MAIL_RATE_PER_SECOND),
      DATA_DIR: path.join(dataDir, label),
    });
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    sinks = [await startSmtpSink(), await startSmtpSink()];
    // This process only enqueues the fan-out: into the workers' prefixed queues.
    process.env.QUEUE_PREFIX = prefix;
    process.env.PUBLIC_URL = ORIGIN;
    reloadEnv();
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => stopWorker(worker)));
    await closeQueues();
    if (redisUrl) await obliterateQueues(redisUrl, prefix);
    await Promise.all(sinks.map((sink) => sink.close()));
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    reloadEnv();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(
    "sends to 2,000 subscribers exactly once, but for the deliveries in flight when a worker is killed",
    async () => {
      const [sink1, sink2] = sinks;
      const tag = randomBytes(4).toString("hex");
      await queryRows(sql`
        insert into subscribers (email)
        select 'tilaaja-' || n || '.' || ${tag} || '@example.fi' from generate_series(1, ${SUBSCRIBERS}::int) as n`);
      const letter = await createNewsletter({
        subject: `Talvirenkaat ${tag}`,
        content: "# Kausi alkaa\n\nVaraa aika renkaiden vaihtoon.",
        heroImage: null,
        sendDate: new Date(),
        status: "draft",
      });
      expect(await startSending(letter.id)).toEqual({ ok: true, recipients: SUBSCRIBERS });

      let worker1 = startWorker("worker-1", sink1);
      const worker2 = startWorker("worker-2", sink2);
      await Promise.all([worker1, worker2].map((worker) => waitForOutput(worker.child, worker.output, "Worker käynnissä", 60_000)));

      await newsletterQueue().startFanOut(letter.id);

      // Killed in the same turn as its sink accepts a message: that one is sent but very likely unmarked.
      await sink1.waitFor(() => sink1.messages.length >= KILL_AFTER, 90_000);
      worker1.child.kill("SIGKILL");
      await worker1.exited;
      const sentAtKill = sink1.messages.length + sink2.messages.length;

      // In flight at the kill: claimed before SMTP, not yet marked (both workers' claims).
      const inFlight = await queryRows<{ subscriber_id: number; claim_token: string; email: string }>(sql`
        select d.subscriber_id, d.claim_token, s.email
        from newsletter_deliveries d join subscribers s on s.id = d.subscriber_id
        where d.newsletter_id = ${letter.id} and d.status = 'pending' and d.claim_token is not null`);
      // Worker 2 goes on; once it has sent a few rounds more, the claims still unchanged are the dead one's.
      const sink2AtKill = sink2.messages.length;
      await sink2.waitFor(() => sink2.messages.length >= sink2AtKill + 3 * MAIL_CONCURRENCY, 60_000);
      // (BullMQ's token names a worker's slot, reused job after job: a row is the dead one's only if its
      // claim is unchanged.)
      const now = await queryRows<{ subscriber_id: number; claim_token: string | null }>(sql`
        select subscriber_id, claim_token from newsletter_deliveries
        where newsletter_id = ${letter.id} and subscriber_id = any(${intArray(inFlight.map((row) => row.subscriber_id))}::int[])`);
      const deadClaims = inFlight.filter((row) => now.some((later) => later.subscriber_id === row.subscriber_id && later.claim_token === row.claim_token));

      worker1 = startWorker("worker-1-again", sink1);
      await waitForOutput(worker1.child, worker1.output, "Worker käynnissä", 60_000);

      // Nobody marks the dead worker's rows until BullMQ sees its jobs stalled (lock 30 s, checked every 30 s).
      await until(
        "the newsletter to be sent",
        async () => {
          const [row] = await queryRows<{ status: string }>(sql`select status from newsletters where id = ${letter.id}`);
          return row.status === "sending" ? undefined : row.status;
        },
        150_000,
      );

      const received = new Map<string, SinkMessage[]>();
      for (const message of [...sink1.messages, ...sink2.messages]) {
        expect(message.envelope.to).toHaveLength(1);
        const to = message.envelope.to[0];
        received.set(to, [...(received.get(to) ?? []), message]);
      }
      const twice = [...received].filter(([, messages]) => messages.length === 2).map(([to]) => to);
      const counts = { received: received.size, twice: twice.length, more: [...received.values()].filter((m) => m.length > 2).length };
      console.log(
        `newsletter-workers: ${sentAtKill} mails sent at the kill; ${inFlight.length} deliveries in flight ` +
          `(${deadClaims.length} of them the killed worker's); afterwards ${counts.received} addresses reached, ` +
          `${counts.twice} twice, ${counts.more} more often`,
      );

      // Everyone got it; every message is this newsletter to one of its subscribers.
      const [{ total, addresses }] = await queryRows<{ total: number; addresses: string[] }>(sql`
        select count(*)::int as total, array_agg(email) as addresses from subscribers where email like ${`%.${tag}@example.fi`}`);
      expect(total).toBe(SUBSCRIBERS);
      expect(counts.received).toBe(SUBSCRIBERS);
      for (const address of addresses) expect(received.get(address)?.length ?? 0, address).toBeGreaterThanOrEqual(1);
      for (const messages of received.values()) for (const message of messages) expect(message.subject).toBe(letter.subject);

      // Nobody twice but for the dead worker's deliveries in flight; nobody three times.
      expect(counts.more).toBe(0);
      expect(deadClaims.length).toBeLessThanOrEqual(MAIL_CONCURRENCY);
      expect(new Set(deadClaims.map((row) => row.claim_token.split(":")[0])).size).toBeLessThanOrEqual(1); // one worker's
      expect(counts.twice).toBeLessThanOrEqual(deadClaims.length);
      expect(counts.twice).toBeLessThanOrEqual(inFlight.length);
      expect(counts.twice).toBeLessThanOrEqual(MAIL_CONCURRENCY);
      const deadAddresses = new Set(deadClaims.map((row) => row.email));
      for (const address of twice) expect(deadAddresses.has(address), `${address} got two mails`).toBe(true);

      // The table agrees: all sent, and the dead worker's rows were taken over by a second attempt.
      const [progress] = await queryRows<{ status: string; sent: number; other: number }>(sql`
        select n.status,
          (count(*) filter (where d.status = 'sent'))::int as sent,
          (count(*) filter (where d.status <> 'sent'))::int as other
        from newsletters n join newsletter_deliveries d on d.newsletter_id = n.id
        where n.id = ${letter.id} group by n.status`);
      expect(progress).toEqual({ status: "sent", sent: SUBSCRIBERS, other: 0 });
      if (deadClaims.length > 0) {
        const retaken = await queryRows<{ attempts: number }>(sql`
          select attempts from newsletter_deliveries
          where newsletter_id = ${letter.id} and subscriber_id = any(${intArray(deadClaims.map((row) => row.subscriber_id))}::int[])`);
        expect(retaken.map((row) => row.attempts).every((attempts) => attempts >= 2)).toBe(true);
      }
    },
    240_000,
  );
});
