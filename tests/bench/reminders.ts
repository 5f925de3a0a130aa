/**
 * The season reminder's run (`tsx tests/bench/reminders.ts`; the `bench:reminders` script is the lead's to
 * add): 5,000 customers with 8,000 stored sets (every one of the season) in a fresh embedded database
 * (PGlite in a temporary DATA_DIR; DATABASE_URL's server when set), one reminder round, sent through the
 * in-process pump (the queue a site without Redis uses, with the worker's rate limiter) to the local SMTP
 * sink. Prints reminders per second (first to last message at the sink) against the configured rate, the
 * load average, and exits non-zero if a set got no reminder or any got two.
 *
 * BENCH_REMINDER_SETS (8000), BENCH_REMINDER_RATE (500 a second) and BENCH_REMINDER_CONCURRENCY (20)
 * change the run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startSmtpSink } from "../support/smtp-sink";

const SETS = Number(process.env.BENCH_REMINDER_SETS ?? 8000);
const CUSTOMERS = Math.min(5000, SETS);
const RATE = Number(process.env.BENCH_REMINDER_RATE ?? 500);
const CONCURRENCY = Number(process.env.BENCH_REMINDER_CONCURRENCY ?? 20);

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-bench-reminders-"));
  const sink = await startSmtpSink();
  Object.assign(process.env, {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    PUBLIC_URL: "http://127.0.0.1:3000",
    MAIL_RATE_PER_SECOND: String(RATE),
    MAIL_CONCURRENCY: String(CONCURRENCY),
    LOG_LEVEL: "warn",
  });
  delete process.env.REDIS_URL;
  const { sql } = await import("drizzle-orm");
  const { closeDb, migrate, queryRows } = await import("#db/client");
  const { remindersTick } = await import("#jobs/processors/newsletters");
  const { newsletterQueue, inProcessIdle, stopInProcessJobs } = await import("#jobs/queues");
  const { createRound } = await import("~/features/tyre-hotel/reminders.model.server");
  const { closeBulkMailer } = await import("~/services/mail.server");

  try {
    if (process.env.DATABASE_URL) console.log("DATABASE_URL is set: the bench writes its rows into that database.");
    await migrate();
    const seedStarted = performance.now();
    await queryRows(sql`
      insert into hotel_customers (name, email, phone, reminder_consent)
      select 'Asiakas ' || n, 'asiakas-' || n || '@example.fi', '040 ' || lpad(n::text, 7, '0'), true from generate_series(1, ${CUSTOMERS}::int) as n`);
    // Every customer one car, the first SETS - CUSTOMERS a second one: SETS vehicles, one winter set each.
    await queryRows(sql`
      insert into hotel_vehicles (customer_id, registration)
      select c.id, 'BR-' || n from generate_series(1, ${SETS}::int) as n
      join hotel_customers c on c.name = 'Asiakas ' || (((n - 1) % ${CUSTOMERS}) + 1)`);
    await queryRows(sql`
      insert into hotel_sets (vehicle_id, season, size, brand_model, tyres, location, status)
      select v.id, 'winter', '205/55R16', 'Nokian Hakkapeliitta 10',
        jsonb_build_array(
          jsonb_build_object('position', 'VE', 'dot', '2221', 'treadMm', 3 + (v.id % 6)),
          jsonb_build_object('position', 'OE', 'dot', '2221', 'treadMm', 6),
          jsonb_build_object('position', 'VT', 'dot', '1217', 'treadMm', 6),
          jsonb_build_object('position', 'OT', 'dot', '2221', 'treadMm', 6)),
        'H' || (v.id / 100) || '/' || (v.id % 100), 'stored'
      from hotel_vehicles v`);
    console.log(`seeded ${CUSTOMERS} customers, ${SETS} stored sets in ${Math.round(performance.now() - seedStarted)} ms`);

    const created = await createRound({ season: "winter", sendAt: new Date(Date.now() + 60_000) });
    if (!created.ok) throw new Error("a round exists already");
    await queryRows(sql`update hotel_reminder_rounds set send_at = now() - interval '1 second' where id = ${created.round.id}`);

    const load = os.loadavg();
    const started = performance.now();
    const tick = await remindersTick(newsletterQueue());
    const handed = performance.now();
    await sink.waitUntil((messages) => messages.length >= SETS, 10 * 60_000 + (SETS / RATE) * 2000, `${SETS} reminders`);
    await inProcessIdle();
    const finished = performance.now();
    const [round] = await queryRows<{ status: string; sent: number }>(sql`
      select o.status, (select count(*)::int from hotel_reminders r where r.round_id = o.id and r.status = 'sent') as sent
      from hotel_reminder_rounds o where o.id = ${created.round.id}`);

    const recipients = new Map<string, number>();
    for (const message of sink.messages) {
      const id = message.headers["message-id"];
      recipients.set(id, (recipients.get(id) ?? 0) + 1);
    }
    const duplicates = [...recipients.values()].filter((count) => count > 1).length;
    const firstToLast = finished - started;
    const perSecond = (sink.messages.length / firstToLast) * 1000;
    const loadAfter = os.loadavg();
    console.log(
      [
        `reminder round: ${tick.handedOut} reminders handed out in ${Math.round(handed - started)} ms (start of the round and the rows included)`,
        `sent ${sink.messages.length} mails (${recipients.size} distinct, ${duplicates} duplicated) in ${(firstToLast / 1000).toFixed(1)} s: ${perSecond.toFixed(0)} mails/s at a configured rate of ${RATE}/s, concurrency ${CONCURRENCY}`,
        `round status ${round.status}, ${round.sent} rows sent`,
        `load average before ${load.map((value) => value.toFixed(2)).join(" ")}, after ${loadAfter.map((value) => value.toFixed(2)).join(" ")} (${os.cpus().length} cores)`,
      ].join("\n"),
    );
    if (recipients.size !== SETS || duplicates > 0 || round.status !== "sent") process.exitCode = 1;
  } finally {
    await stopInProcessJobs();
    closeBulkMailer();
    await closeDb();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
