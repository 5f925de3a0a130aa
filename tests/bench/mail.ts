/**
 * `npm run bench:mail` (and the last part of `npm run bench`): one newsletter to 10,000 subscribers,
 * delivered over SMTP to the local sink (tests/support/smtp-sink.ts), measured two ways:
 * - embedded defaults: a process without REDIS_URL and DATABASE_URL (PGlite in a fresh DATA_DIR) that
 *   sends through the in-process pump, as the web process does on a site without Redis;
 * - Redis + Postgres: one, then two `jobs/worker.ts` processes on a fresh database of DATABASE_URL's
 *   server and Redis at REDIS_URL (skipped, with a note, when either is missing or does not answer).
 * Prints messages per second (first to last message at the sink), the recipients reached twice and not
 * at all, and the sending processes' CPU per message and peak memory (VmHWM: the most resident memory
 * one ever had). Prints figures; asserts nothing.
 *
 * BENCH_MAIL_SUBSCRIBERS (10000), BENCH_MAIL_CONCURRENCY (20) and BENCH_MAIL_RATE (2000 a second: above
 * what this machine reaches, so the limiter does not cap the figure) change the run; BENCH_MAIL_ONLY=embedded or =redis
 * runs one of the two; BENCH_MAIL_NODE_FLAGS adds node flags to the sending process (e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { collectOutput } from "../support/app-server";
import type { SmtpSink } from "../support/smtp-sink";

const SUBSCRIBERS = Number(process.env.BENCH_MAIL_SUBSCRIBERS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_MAIL_CONCURRENCY ?? 20);
const RATE = Number(process.env.BENCH_MAIL_RATE ?? 2000);
const ONLY = process.env.BENCH_MAIL_ONLY;
const ORIGIN = "http://127.0.0.1:3000";
/** Issue 32: with the relay not the limit, 300 mails/s from one worker and 500 from two; memory as before. */
const TARGET = { oneWorker: 300, twoWorkers: 500, memoryMb: 300 };
const CHILD_FLAG = "--embedded-sender";
const RESULT_MARK = "mail-bench-result ";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** Node flags for every sending process (BENCH_MAIL_NODE_FLAGS). */
const NODE_FLAGS = (process.env.BENCH_MAIL_NODE_FLAGS ?? "").split(" ").filter(Boolean);
/** tsx as a loader, not its CLI: the measured process is the sender itself, not a wrapper around it. */
const TSX_ARGS = [...NODE_FLAGS, "--import", "tsx"];

type SenderResult = { sendMs: number; cpuMs: number; peakRssDuringSend: number; vmHwm: number };

/** Peak and current resident memory of a process, in bytes (Linux). */
function processMemory(pid: number | "self"): { hwm: number; rss: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) * 1024;
    return { hwm: field("VmHWM"), rss: field("VmRSS") };
  } catch {
    return null;
  }
}

/** CPU time (user + system, all threads) a process has used so far, in ms (Linux; USER_HZ is 100). */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The newsletter and its recipients, in whatever database this process's db/client.ts opens. */
async function prepareNewsletter(): Promise<number> {
  const { sql } = await import("drizzle-orm");
  const { migrate, queryRows } = await import("#db/client");
  const { createNewsletter, startSending } = await import("~/features/newsletters/model.server");
  await migrate();
  await queryRows(sql`
    insert into subscribers (email)
    select 'tilaaja-' || n || '@example.fi' from generate_series(1, ${SUBSCRIBERS}::int) as n`);
  const letter = await createNewsletter({
    subject: "Talvirenkaat nyt tarjouksessa",
    content: [
      "# Kausi alkaa",
      "",
      "Varaa aika renkaiden vaihtoon ja katso [talvirenkaat](/renkaat). **Rengashotelli** säilyttää kesärenkaasi.",
      "",
      "- Kitkarenkaat alkaen 79 €",
      "- Nastarenkaat alkaen 89 €",
      "- Vaihtotyö 25 €",
    ].join("\n"),
    heroImage: "/api/images/1",
    sendDate: new Date(),
    status: "draft",
  });
  const started = await startSending(letter.id);
  if (!started.ok || started.recipients !== SUBSCRIBERS) throw new Error(`could not start the send: ${JSON.stringify(started)}`);
  return letter.id;
}

async function newsletterStatus(id: number): Promise<string> {
  const { sql } = await import("drizzle-orm");
  const { queryRows } = await import("#db/client");
  const [row] = await queryRows<{ status: string }>(sql`select status from newsletters where id = ${id}`);
  return row.status;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ------------------------------------------------------------------ the embedded sender (a child process)

async function embeddedSender(): Promise<void> {
  const newsletterId = await prepareNewsletter();
  const { inProcessIdle, newsletterQueue, stopInProcessJobs } = await import("#jobs/queues");
  const { closeBulkMailer } = await import("~/services/mail.server");
  const { closeDb } = await import("#db/client");
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await newsletterQueue().startFanOut(newsletterId);
  await inProcessIdle();
  // A retry waits on a timer the idle check does not see: the table says when the send is over.
  await until("the newsletter to be sent", async () => (await newsletterStatus(newsletterId)) !== "sending", 600_000);
  const sendMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const status = await newsletterStatus(newsletterId);
  if (status !== "sent") throw new Error(`the newsletter ended ${status}`);
  const result: SenderResult = { sendMs, cpuMs: (cpu.user + cpu.system) / 1000, peakRssDuringSend: peak, vmHwm: processMemory("self")?.hwm ?? NaN };
  console.log(RESULT_MARK + JSON.stringify(result));
  await stopInProcessJobs();
  closeBulkMailer();
  await closeDb();
}

// ------------------------------------------------------------------ the bench

type Figure = {
  setup: string;
  messages: number;
  distinct: number;
  /** Recipients the sink got more than one message for, and recipients it got none for. */
  duplicates: number;
  missing: number;
  seconds: number;
  perSecond: number;
  /** The sender's own CPU time per message: what one message costs it, however busy the machine is. */
  cpuMsPerMessage: number;
  peakMb: number;
  note?: string;
};


const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/** Times the sink's first and last (SUBSCRIBERS-th) message. */
function timeSink(sink: SmtpSink, timeoutMs: number) {
  const first = sink.waitFor(() => true, timeoutMs).then(() => performance.now());
  const last = sink.waitFor(() => sink.messages.length >= SUBSCRIBERS, timeoutMs).then(() => performance.now());
  // Either may reject when the run fails first; the caller awaits them only after a successful send.
  first.catch(() => undefined);
  last.catch(() => undefined);
  return { first, last };
}

function figureOf(setup: string, sink: SmtpSink, first: number, last: number, cpuMs: number, peakBytes: number, note?: string): Figure {
  const seconds = (last - first) / 1000;
  const distinct = new Set(sink.messages.map((message) => message.envelope.to.join(","))).size;
  return {
    setup,
    messages: sink.messages.length,
    distinct,
    duplicates: sink.messages.length - distinct,
    missing: SUBSCRIBERS - distinct,
    seconds,
    // N messages over the N − 1 gaps between the first and the last.
    perSecond: (sink.messages.length - 1) / seconds,
    cpuMsPerMessage: cpuMs / sink.messages.length,
    peakMb: peakBytes / 1024 / 1024,
    note,
  };
}

async function benchEmbedded(): Promise<Figure> {
  const { startSmtpSink } = await import("../support/smtp-sink");
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-mail-bench-"));
  const timing = timeSink(sink, 900_000);
  const child = spawn(process.execPath, [...TSX_ARGS, fileURLToPath(import.meta.url), CHILD_FLAG], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      REDIS_URL: "",
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      PUBLIC_URL: ORIGIN,
      MAIL_CONCURRENCY: String(CONCURRENCY),
      MAIL_RATE_PER_SECOND: String(RATE),
    },
  });
  const seen = collectOutput(child);
  await exited(child);
  try {
    const line = seen().split("\n").find((text) => text.startsWith(RESULT_MARK));
    if (child.exitCode !== 0 || !line) throw new Error(`the embedded sender failed (exit ${child.exitCode ?? child.signalCode}):\n${seen().slice(-4000)}`);
    const result = JSON.parse(line.slice(RESULT_MARK.length)) as SenderResult;
    const note =
      `send ${(result.sendMs / 1000).toFixed(1)} s from fan-out to 'sent'; peak RSS while sending ${(result.peakRssDuringSend / 1024 / 1024).toFixed(0)} MB ` +
      `(the peak before it is PGlite's first start and migrations in a fresh DATA_DIR)`;
    return figureOf("embedded: PGlite, in-process pump", sink, await timing.first, await timing.last, result.cpuMs, result.vmHwm, note);
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Why the Redis + Postgres run cannot happen here, or null when it can. */
async function unreachable(serverUrl: string | undefined, redisUrl: string | undefined): Promise<string | null> {
  if (!serverUrl || !redisUrl) return "set DATABASE_URL (a Postgres server) and REDIS_URL to measure it";
  const postgres = (await import("postgres")).default;
  const admin = postgres(serverUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch (error) {
    return `Postgres at DATABASE_URL does not answer (${(error as Error).message})`;
  } finally {
    await admin.end({ timeout: 1 });
  }
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at REDIS_URL does not answer (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

async function benchRedisPostgres(serverUrl: string, redisUrl: string, workerCount: number): Promise<Figure> {
  const postgres = (await import("postgres")).default;
  const databaseName = `rengas_mail_bench_${randomBytes(4).toString("hex")}`;
  const prefix = `rengas-mail-bench-${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  // This process prepares the send and enqueues the fan-out; db/client.ts and env.server.ts read these.
  Object.assign(process.env, { DATABASE_URL: databaseUrl.toString(), REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, PUBLIC_URL: ORIGIN });
  const { reloadEnv } = await import("~/services/env.server");
  reloadEnv();
  const { closeDb } = await import("#db/client");
  const { closeQueues, newsletterQueue } = await import("#jobs/queues");
  const { startSmtpSink } = await import("../support/smtp-sink");
  const { waitForOutput } = await import("../support/app-server");
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-mail-bench-"));
  const workers: ChildProcess[] = [];
  try {
    const newsletterId = await prepareNewsletter();
    // The worker as `npm run worker` runs it: the bundle `npm run build` writes (build first).
    if (!existsSync(path.join(root, "build/worker/index.js"))) throw new Error("build/worker/index.js puuttuu: aja ensin npm run build");
    const outputs: (() => string)[] = [];
    for (let index = 0; index < workerCount; index++) {
      const worker = spawn(process.execPath, [...NODE_FLAGS, "build/worker/index.js"], {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          SESSION_SECRET: "mail-bench-session-secret-long-enough-0123",
          DATA_DIR: dataDir,
          SMTP_URL: sink.url,
          MAIL_CONCURRENCY: String(CONCURRENCY),
          MAIL_RATE_PER_SECOND: String(RATE),
        },
      });
      workers.push(worker);
      outputs.push(collectOutput(worker));
      await waitForOutput(worker, outputs[index], "Worker käynnissä", 120_000);
    }
    const pids = workers.map((worker) => worker.pid!);
    const peakRss = pids.map(() => 0);
    const sampler = setInterval(() => pids.forEach((pid, index) => (peakRss[index] = Math.max(peakRss[index], processMemory(pid)?.rss ?? 0))), 100);
    const timing = timeSink(sink, 900_000);
    const cpuBefore = pids.map(processCpuMs);
    await newsletterQueue().startFanOut(newsletterId);
    await until("the newsletter to be sent", async () => {
      const exited = workers.findIndex((worker) => worker.exitCode !== null);
      if (exited !== -1) throw new Error(`a worker exited:\n${outputs[exited]().slice(-4000)}`);
      return (await newsletterStatus(newsletterId)) !== "sending";
    }, 900_000);
    clearInterval(sampler);
    const cpuMs = pids.reduce((sum, pid, index) => sum + processCpuMs(pid) - cpuBefore[index], 0);
    const hwm = Math.max(...pids.map((pid, index) => processMemory(pid)?.hwm ?? peakRss[index]));
    const status = await newsletterStatus(newsletterId);
    if (status !== "sent") throw new Error(`the newsletter ended ${status}:\n${outputs.map((output) => output().slice(-2000)).join("\n")}`);
    const note = `peak RSS sampled while sending ${peakRss.map((bytes) => (bytes / 1024 / 1024).toFixed(0)).join(" / ")} MB; cpu ms/msg is the workers' together`;
    const setup = `Redis + Postgres: ${workerCount === 1 ? "one worker" : `${workerCount} workers`}`;
    return figureOf(setup, sink, await timing.first, await timing.last, cpuMs, hwm, note);
  } finally {
    await Promise.all(
      workers.map(async (worker) => {
        if (worker.exitCode !== null || worker.signalCode !== null) return;
        worker.kill("SIGTERM");
        const killer = setTimeout(() => worker.kill("SIGKILL"), 15_000);
        await exited(worker);
        clearTimeout(killer);
      }),
    );
    await closeQueues();
    const { obliterateQueues } = await import("../support/queues");
    await obliterateQueues(redisUrl, prefix);
    await closeDb();
    await sink.close();
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function bench(): Promise<void> {
  console.log(`\nmail: one newsletter to ${SUBSCRIBERS} subscribers over SMTP to the local sink (MAIL_CONCURRENCY ${CONCURRENCY}, MAIL_RATE_PER_SECOND ${RATE})`);
  console.log(`load average at the start: ${loadAverage()}`);
  const serverUrl = process.env.DATABASE_URL || undefined;
  const redisUrl = process.env.REDIS_URL || undefined;
  const figures: Figure[] = ONLY === "redis" ? [] : [await benchEmbedded()];
  const skip = ONLY === "embedded" ? "BENCH_MAIL_ONLY=embedded" : await unreachable(serverUrl, redisUrl);
  if (!skip) {
    figures.push(await benchRedisPostgres(serverUrl!, redisUrl!, 1));
    figures.push(await benchRedisPostgres(serverUrl!, redisUrl!, 2));
  }

  const columns = ["messages", "twice", "missing", "seconds", "msg/s", "cpu ms/msg", "peak MB"];
  console.log(`\n${"setup".padEnd(36)} ${columns.map((name) => name.padStart(10)).join(" ")}`);
  for (const figure of figures) {
    const values = [figure.messages, figure.duplicates, figure.missing, figure.seconds.toFixed(1), figure.perSecond.toFixed(0), figure.cpuMsPerMessage.toFixed(2), figure.peakMb.toFixed(0)];
    console.log(`${figure.setup.padEnd(36)} ${values.map((value) => String(value).padStart(10)).join(" ")}`);
    if (figure.note) console.log(`${"".padEnd(36)}   ${figure.note}`);
  }
  if (skip) console.log(`${"Redis + Postgres: one and two workers".padEnd(36)} skipped: ${skip}`);
  console.log(
    `target: at least ${TARGET.oneWorker} msg/s with one worker and ${TARGET.twoWorkers} with two, none twice or missing, a sender's peak memory ` +
      `under ${TARGET.memoryMb} MB. seconds: first to last message at the sink; cpu ms/msg: the senders' own CPU time per message; ` +
      `peak MB: a sender's VmHWM. Load average at the end: ${loadAverage()} on ${os.availableParallelism()} cores.`,
  );
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(1)).join(", ");

if (process.argv.includes(CHILD_FLAG)) await embeddedSender();
else await bench();
