/**
 * The operator's view (decision 0038): a server of its own (the test build, for its route that throws on
 * purpose) with LOG_LEVEL=info and SENTRY_DSN pointing at a fake tracker. One request, one job and one
 * thrown error each leave their JSON log line; the loader error and a failed job reach the tracker with
 * stack traces, and so does an error a browser reports; and the whole log, and everything the tracker
 * received, carry no e-mail address, password, session cookie or token this run used.
 */
import { randomBytes } from "node:crypto";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, TEST_ADMIN, startAppServer } from "../support/app-server";
import { ensureBuild } from "../support/ensure-build";
import { type FakeSentry, startFakeSentry } from "../support/fake-sentry";
import { formPost, jsonPost } from "../support/http-client";
import { adminSession, asClient, clientAddress, postLogin } from "../support/http-session";
import { type WorkerProcess, spawnWorker, stopWorker, until } from "../support/worker-process";
import { emptyServerDatabase } from "../support/server-database";
import { obliterateQueues } from "../support/queues";

type LogLine = { level: string; msg: string; time: string; requestId?: string; [key: string]: unknown };

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

let app: AppServer;
let tracker: FakeSentry;
let session = "";
/** Secrets this run puts in front of the server: none may come out in its log. */
const secrets: string[] = [];

function logLines(): LogLine[] {
  return app
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Waits until a log line `match` accepts has been written (a job's line comes after its request's answer). */
async function lineWhere(match: (line: LogLine) => boolean, timeoutMs = 20_000): Promise<LogLine> {
  try {
    return await until("the log line", async () => logLines().find(match), timeoutMs);
  } catch {
    throw new Error(`no such log line; the log:\n${app.output().slice(-4000)}`);
  }
}

beforeAll(async () => {
  await ensureBuild(["test"]);
  tracker = await startFakeSentry();
  app = await startAppServer(undefined, { LOG_LEVEL: "info", SENTRY_DSN: tracker.dsn, SENTRY_RELEASE: "testi-1" }, "test");
  session = await adminSession(app.url);
  secrets.push(TEST_ADMIN.password, session.split("=").slice(1).join("="));
});

afterAll(async () => {
  await app?.stop();
  await tracker?.close();
});

describe("the request log", () => {
  it("writes one line per request with its id, which the answer carries as X-Request-Id", async () => {
    const response = await fetch(`${app.url}/hinnasto?haku=matti.virtanen@example.fi`, { headers: asClient("198.18.7.9") });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f]{16}$/);
    const line = await lineWhere((entry) => entry.msg === "request" && entry.requestId === requestId);
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/hinnasto", route: "routes/_site.hinnasto", status: 200, client: "198.18.7.9" });
    expect(line.durationMs).toBeTypeOf("number");
    expect(line.durationMs as number).toBeGreaterThan(0);
    // Exactly one line for it.
    expect(logLines().filter((entry) => entry.msg === "request" && entry.requestId === requestId)).toHaveLength(1);
  });

  it("keeps a proxy's safe request id and replaces one that is not", async () => {
    const kept = await fetch(`${app.url}/healthz`, { headers: { "X-Request-Id": "lb-7f3a-0001" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a-0001");
    const replaced = await fetch(`${app.url}/healthz`, { headers: { "X-Request-Id": "matti@example.fi" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f]{16}$/);
  });

  it("masks the token of a password link in the logged path", async () => {
    const token = randomBytes(32).toString("base64url");
    secrets.push(token);
    const response = await fetch(`${app.url}/admin/salasana/${token}`);
    const requestId = response.headers.get("x-request-id");
    const line = await lineWhere((entry) => entry.msg === "request" && entry.requestId === requestId);
    expect(line.path).toBe("/admin/salasana/[token]");
    expect(line.route).toBe("routes/admin_.salasana.$token");
  });
});

describe("the job log", () => {
  it("has the line of the job the server ran at its start (the newsletters' minute, in-process)", async () => {
    const line = await lineWhere((entry) => entry.msg === "job" && entry.job === "newsletters");
    expect(line).toMatchObject({ level: "info", queue: "maintenance", attempt: 1, result: "completed" });
    expect(line.durationMs).toBeTypeOf("number");
    expect(line.jobId).toBeTypeOf("string");
  });

  it("logs a failed job with its error and stack and reports it to the tracker", async () => {
    const response = await formPost(`${app.url}/e2e/virhe`, {}, { Cookie: session });
    expect(response.status).toBe(200);
    const line = await lineWhere((entry) => entry.msg === "job" && entry.job === "rikki");
    expect(line).toMatchObject({ level: "error", queue: "maintenance", attempt: 1, result: "failed" });
    expect(line.error).toBeTypeOf("string");
    expect((line.err as { stack: string }).stack).toMatch(/\n\s+at /);

    const event = await tracker.waitFor((item) => item.tags?.job === "rikki");
    expect(event).toMatchObject({ platform: "node", level: "error", environment: "production", release: "testi-1" });
    expect(event.tags).toMatchObject({ queue: "maintenance", job: "rikki" });
    const exception = event.exception.values.at(-1)!;
    expect(exception.type).toBe("ZodError");
    expect(exception.stacktrace?.frames.length).toBeGreaterThan(0);
    expect(exception.stacktrace?.frames.some((frame) => frame.filename.includes("build/") && frame.lineno! > 0)).toBe(true);
  });
});

describe("a thrown error", () => {
  it("is logged with its stack and the request's id, and reaches the tracker with a stack trace", async () => {
    const response = await fetch(`${app.url}/e2e/virhe?sahkoposti=liisa@example.fi`);
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id");
    const error = await lineWhere((entry) => entry.msg === "route error" && entry.requestId === requestId);
    expect(error).toMatchObject({ level: "error", method: "GET", path: "/e2e/virhe" });
    const err = error.err as { type: string; message: string; stack: string };
    expect(err.message).toBe("Tarkoituksellinen lataajan virhe");
    expect(err.stack).toMatch(/\n\s+at /);
    const request = await lineWhere((entry) => entry.msg === "request" && entry.requestId === requestId);
    expect(request).toMatchObject({ status: 500, path: "/e2e/virhe", route: "test-routes/e2e.virhe" });

    const event = await tracker.waitFor((item) => item.exception.values.at(-1)?.value === "Tarkoituksellinen lataajan virhe");
    expect(event).toMatchObject({ platform: "node", level: "error", request: { url: "/e2e/virhe", method: "GET" } });
    expect(event.tags).toMatchObject({ request_id: requestId, source: "remix" });
    const frames = event.exception.values.at(-1)!.stacktrace!.frames;
    expect(frames.length).toBeGreaterThan(0);
    // Oldest call first: the loader that threw is the last frame.
    expect(frames.at(-1)?.function).toMatch(/^loader/);
  });

  it("an error a browser reports goes to the log and to the tracker, scrubbed", async () => {
    const stack = "TypeError: a is undefined\n    at laske (http://localhost/build/routes/_site.hinnasto-ABC123.js?token=1234:10:5)\n    at http://localhost/build/entry.client.js:2:7";
    const response = await jsonPost(
      `${app.url}/api/client-errors`,
      { type: "TypeError", message: "a is undefined for pekka.asiakas@example.fi", stack, path: "/hinnasto" },
      asClient(clientAddress()),
    );
    expect(response.status).toBe(204);
    const event = await tracker.waitFor((item) => item.platform === "javascript");
    expect(event.exception.values[0]).toMatchObject({ type: "TypeError", value: "a is undefined for [email]" });
    expect(event.exception.values[0].stacktrace?.frames).toEqual([
      expect.objectContaining({ filename: "/build/entry.client.js", lineno: 2, colno: 7 }),
      expect.objectContaining({ filename: "/build/routes/_site.hinnasto-ABC123.js", function: "laske", lineno: 10, colno: 5 }),
    ]);
    expect(event.request?.url).toBe("/hinnasto");
    await lineWhere((entry) => entry.msg === "client error" && entry.type === "TypeError");
  });

  it("a malformed browser report is a Finnish 400, and the endpoint is rate-limited per address", async () => {
    const client = asClient(clientAddress());
    const bad = await jsonPost(`${app.url}/api/client-errors`, { type: "", message: 5 }, client);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("väärässä muodossa");
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      statuses.push((await jsonPost(`${app.url}/api/client-errors`, { type: "Error", message: `toistuva ${index}` }, client)).status);
    }
    expect(statuses.slice(0, 9).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("personal data", () => {
  it("never appears in the log or in what the tracker received", async () => {
    // A login with an e-mail as its name, a newsletter subscription, an unsubscribe link with its token.
    const login = await postLogin(app.url, { username: "maija.meikalainen@example.fi", password: "Väärä-salasana-123456", redirectTo: "/admin" }, asClient(clientAddress()));
    expect(login.status).toBeGreaterThanOrEqual(400);
    secrets.push("Väärä-salasana-123456");
    const subscribe = await jsonPost(`${app.url}/api/subscribers/subscribe`, { email: "uutiset.tilaaja@example.fi" }, asClient(clientAddress()));
    expect(subscribe.status).toBeLessThan(300);
    const unsubscribeToken = randomBytes(32).toString("hex");
    secrets.push(unsubscribeToken);
    expect((await fetch(`${app.url}/peruuta-uutiskirje?token=${unsubscribeToken}`)).status).toBeLessThan(500);
    // The admin's own requests carry the session cookie.
    expect((await fetch(`${app.url}/admin/renkaat`, { headers: { Cookie: session } })).status).toBe(200);
    await lineWhere((entry) => entry.msg === "request" && entry.path === "/admin/renkaat" && entry.status === 200);

    const log = app.output();
    const everything = `${log}\n${tracker.rawBodies.join("\n")}`;
    expect(log.length).toBeGreaterThan(1000);
    expect(everything.match(EMAIL)?.[0]).toBeUndefined();
    for (const secret of secrets) expect(everything.includes(secret), `a secret of ${secret.length} characters`).toBe(false);
    expect(tracker.refused).toEqual([]);
    // Every JSON line parses and has the fields an operator filters on.
    for (const line of logLines()) expect(line).toMatchObject({ level: expect.any(String), msg: expect.any(String), time: expect.any(String) });
  });
});

const serverDatabase = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!serverDatabase || !redisUrl)("the worker (Postgres and Redis)", () => {
  const prefix = `obs${randomBytes(4).toString("hex")}`;
  let worker: WorkerProcess | undefined;
  let database: Awaited<ReturnType<typeof emptyServerDatabase>> | undefined;
  let databaseUrl = "";

  beforeAll(async () => {
    database = await emptyServerDatabase(serverDatabase!, "rengas_obs");
    databaseUrl = database.url;
  });

  afterAll(async () => {
    await stopWorker(worker);
    await obliterateQueues(redisUrl!, prefix);
    await database?.drop();
  });

  it("logs a job that fails on its last attempt with its stack and reports it to the tracker", async () => {
    worker = spawnWorker({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      SESSION_SECRET: "observability-worker-secret-long-enough-1",
      PUBLIC_URL: "http://localhost",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      SENTRY_DSN: tracker.dsn,
      SENTRY_RELEASE: "",
    });
    await until("the worker to start", () => (worker!.output().includes("Worker käynnissä") ? true : undefined), 60_000);
    const connection = new Redis(redisUrl!, { maxRetriesPerRequest: null });
    const queue = new Queue("maintenance", { connection, prefix });
    const job = await queue.add("rikki-worker", { task: "rikki" }, { attempts: 2, backoff: { type: "fixed", delay: 100 } });
    await queue.close();
    await connection.quit();

    const event = await tracker.waitFor((item) => item.tags?.job === "rikki-worker");
    expect(event.tags).toMatchObject({ queue: "maintenance", job_id: job.id, attempt: "2" });
    const frames = event.exception.values.at(-1)!.stacktrace!.frames;
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.some((frame) => frame.filename.includes("jobs/processors/maintenance"))).toBe(true);
    // Two lines: the first attempt's (retried, a warning) and the last one's (an error with the stack); one report.
    const lines = worker.output().split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as LogLine).filter((line) => line.job === "rikki-worker");
    expect(lines.map((line) => [line.level, line.attempt, line.result])).toEqual([
      ["warn", 1, "failed"],
      ["error", 2, "failed"],
    ]);
    expect((lines[1].err as { stack: string }).stack).toMatch(/\n\s+at /);
    expect(tracker.events.filter((item) => item.tags?.job === "rikki-worker")).toHaveLength(1);
    expect(worker.output().match(EMAIL)?.[0]).toBeUndefined();
  });
});
