/**
 * The season reminder exactly once with real workers: two `jobs/worker.ts` processes on Redis and
 * Postgres run a reminder round of 1,500 stored sets; both are asked to start it at once, and one is
 * killed with SIGKILL mid-send and started again. Every set's customer gets its reminder; the only
 * reminders that may go out twice are those the dead worker had claimed but not yet marked when it died
 * (counted at the kill: the SMTP server had accepted them, the row still said pending), and such a copy
 * carries the same Message-ID ('<hr-round-set@host>'), so the customer's mailbox keeps one.
 *
 * As tests/integration/newsletter-workers.test.ts: each worker sends to an SMTP sink of its own, so the
 * test knows which worker sent what and can kill worker 1 the moment its sink accepts a message.
 * Skipped without REDIS_URL or without a Postgres server (workers cannot share an embedded database).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import { closeQueues, enqueue } from "#jobs/queues";
import { createRound } from "~/features/tyre-hotel/reminders.model.server";
import { reloadEnv } from "~/services/env.server";
import { waitForOutput } from "../support/app-server";
import { type WorkerProcess, spawnWorker, stopWorker, until } from "../support/worker-process";
import { ORIGIN } from "../support/requests";
import { obliterateQueues } from "../support/queues";
import { type SinkMessage, type SmtpSink, startSmtpSink } from "../support/smtp-sink";

const redisUrl = process.env.REDIS_URL;
const skipReason = !redisUrl ? "REDIS_URL is not set" : process.env.TEST_DATABASE !== "postgres" ? "needs a Postgres server (DATABASE_URL)" : "";

const SETS = 1500;
const MAIL_CONCURRENCY = 10;
/** Shared by both workers (BullMQ's limiter lives in Redis): about 10 s for the whole round. */
const MAIL_RATE_PER_SECOND = 150;
/** Worker 1 dies when its own sink has accepted this many: roughly a quarter of the round is sent. */
const KILL_AFTER = 200;

const intArray = (ids: number[]) => `{${ids.join(",")}}`;

describe.skipIf(Boolean(skipReason))(`tyre-hotel reminders with two workers on Redis and Postgres${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  const prefix = `rengas-test-${randomBytes(5).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-hotel-workers-"));
  const saved = { QUEUE_PREFIX: process.env.QUEUE_PREFIX, PUBLIC_URL: process.env.PUBLIC_URL };
  const workers: WorkerProcess[] = [];
  let sinks: SmtpSink[] = [];

  function startWorker(label: string, sink: SmtpSink): WorkerProcess {
    const worker = spawnWorker({
      NODE_ENV: "test",
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
    "reminds 1,500 sets exactly once, but for the reminders in flight when a worker is killed",
    async () => {
      const [sink1, sink2] = sinks;
      const tag = randomBytes(4).toString("hex");
      // 1,500 consenting customers, each with one stored winter set (and a summer set that is not reminded).
      await queryRows(sql`
        insert into hotel_customers (name, email, reminder_consent)
        select 'Asiakas ' || n, 'asiakas-' || n || '.' || ${tag} || '@example.fi', true from generate_series(1, ${SETS}::int) as n`);
      await queryRows(sql`
        insert into hotel_vehicles (customer_id, registration)
        select id, 'W' || id from hotel_customers where email like ${`%.${tag}@example.fi`}`);
      await queryRows(sql`
        insert into hotel_sets (vehicle_id, season, size, tyres, location, status)
        select v.id, s.season::tyre_season, '205/55R16', '[{"position":"VE","dot":"2224","treadMm":6}]'::jsonb, s.season || '/' || v.id, 'stored'
        from hotel_vehicles v cross join (values ('winter'), ('summer')) as s(season)`);
      const created = await createRound({ season: "winter", sendAt: new Date(Date.now() + 3_600_000) });
      if (!created.ok) throw new Error("round exists");
      const round = created.round;

      let worker1 = startWorker("worker-1", sink1);
      const worker2 = startWorker("worker-2", sink2);
      await Promise.all([worker1, worker2].map((worker) => waitForOutput(worker.child, worker.output, "Worker käynnissä", 60_000)));

      // The round's time comes; two ticks at once (either worker may run either): one starts the round.
      await queryRows(sql`update hotel_reminder_rounds set send_at = now() - interval '1 second' where id = ${round.id}`);
      await Promise.all([enqueue("maintenance", "newsletters", { task: "newsletters" }), enqueue("maintenance", "newsletters", { task: "newsletters" })]);

      await sink1.waitUntil((messages) => messages.length >= KILL_AFTER, 90_000, `${KILL_AFTER} mails at worker 1`);
      worker1.child.kill("SIGKILL");
      await worker1.exited;
      const sentAtKill = sink1.messages.length + sink2.messages.length;

      const inFlight = await queryRows<{ set_id: number; claim_token: string; email: string }>(sql`
        select r.set_id, r.claim_token, c.email
        from hotel_reminders r join hotel_customers c on c.id = r.customer_id
        where r.round_id = ${round.id} and r.status = 'pending' and r.claim_token is not null`);
      const sink2AtKill = sink2.messages.length;
      await sink2.waitUntil((messages) => messages.length >= sink2AtKill + 3 * MAIL_CONCURRENCY, 60_000, "worker 2 to go on");
      const now = await queryRows<{ set_id: number; claim_token: string | null }>(sql`
        select set_id, claim_token from hotel_reminders
        where round_id = ${round.id} and set_id = any(${intArray(inFlight.map((row) => row.set_id))}::int[])`);
      const deadClaims = inFlight.filter((row) => now.some((later) => later.set_id === row.set_id && later.claim_token === row.claim_token));

      worker1 = startWorker("worker-1-again", sink1);
      await waitForOutput(worker1.child, worker1.output, "Worker käynnissä", 60_000);

      // The dead worker's jobs come back once BullMQ sees them stalled (lock 30 s, checked every 30 s).
      await until(
        "the round to be sent",
        async () => {
          const [row] = await queryRows<{ status: string }>(sql`select status from hotel_reminder_rounds where id = ${round.id}`);
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
        `tyre-hotel-workers: ${sentAtKill} reminders sent at the kill; ${inFlight.length} in flight ` +
          `(${deadClaims.length} of them the killed worker's); afterwards ${counts.received} customers reached ` +
          `(0 missing: ${counts.received === SETS}), ${counts.twice} twice (same Message-ID), ${counts.more} more often`,
      );

      // Everyone got it, once per set; every message is the reminder with its own Message-ID.
      expect(counts.received).toBe(SETS);
      const ids = new Map<string, string>();
      for (const [to, messages] of received) {
        for (const message of messages) {
          expect(message.subject).toContain("Rengashotellissa");
          expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
          expect(message.headers["message-id"]).toMatch(new RegExp(`^<hr-${round.id}-\\d+@localhost>$`));
        }
        // A second copy is the same mail: the mailbox keeps one.
        expect(new Set(messages.map((message) => message.headers["message-id"])).size, to).toBe(1);
        ids.set(messages[0].headers["message-id"], to);
      }
      expect(ids.size).toBe(SETS);

      // Nobody twice but for the dead worker's reminders in flight; nobody three times.
      expect(counts.more).toBe(0);
      expect(deadClaims.length).toBeLessThanOrEqual(MAIL_CONCURRENCY);
      expect(counts.twice).toBeLessThanOrEqual(deadClaims.length);
      const deadAddresses = new Set(deadClaims.map((row) => row.email));
      for (const address of twice) expect(deadAddresses.has(address), `${address} got two mails`).toBe(true);

      // The table agrees: one row per set, all sent, the round done; the summer sets were not reminded.
      const [progress] = await queryRows<{ status: string; rows: number; sent: number; summer: number }>(sql`
        select o.status, count(r.id)::int as rows, (count(*) filter (where r.status = 'sent'))::int as sent,
          (count(*) filter (where s.season = 'summer'))::int as summer
        from hotel_reminder_rounds o join hotel_reminders r on r.round_id = o.id join hotel_sets s on s.id = r.set_id
        where o.id = ${round.id} group by o.status`);
      expect(progress).toEqual({ status: "sent", rows: SETS, sent: SETS, summer: 0 });
    },
    240_000,
  );
});
