/**
 * GET /metrics in Prometheus's text format (prom-client), for the operator's scraper (issue 30):
 *
 * - `http_requests_total{method,route,status}` and `http_request_duration_seconds{method,route,status_class}`:
 *   every answer, labelled by the Remix route id that matches its path ('static' for files, 'other' for
 *   a path no route matches), never by the raw path, whose values are unbounded;
 * - `rengas_queue_jobs{queue,state}` (waiting/active/delayed/failed) from BullMQ, or from the in-process
 *   runner without Redis; `rengas_workers` (live heartbeats, with Redis);
 * - `rengas_newsletter_deliveries{status}`, `rengas_competitor_crawls_ok`, `rengas_competitor_trackers{status}`:
 *   read from the database at most every 30 s (they survive restarts and count every process's work);
 * - prom-client's defaults: event-loop lag, heap and resident memory, CPU, handles, GC.
 *
 * Who may read it: a request with `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time), or
 * a client whose trusted address (client-address.ts) is in METRICS_ALLOW_ADDRESSES. Anyone else gets the
 * same 404 as an unknown page, so the endpoint is not advertised. Unset both: always 404.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { getEnv } from "~/services/env.server";
import { clientAddress } from "./client-address";
import { routeMatcher } from "./request-log";

export const METRICS_PATH = "/metrics";

/** What the server build's entry gives (app/features/system/api.server.ts `metricsSnapshot`). */
type MetricsSnapshot = {
  mode: "redis" | "in-process";
  queues: { queue: string; waiting: number; active: number; delayed: number; failed: number }[] | null;
  workers: number | null;
  database: { deliveries: Record<string, number>; crawlsOk: number; trackers: Record<string, number> } | null;
};

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const QUEUE_STATES = ["waiting", "active", "delayed", "failed"] as const;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route (Remix route id) and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method, route and status class.",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queueJobs = new Gauge({ name: "rengas_queue_jobs", help: "Jobs per queue and state.", labelNames: ["queue", "state"] as const, registers: [registry] });
  const queueUp = new Gauge({ name: "rengas_queue_up", help: "1 when the queues' counts could be read (Redis answered, or jobs run in this process).", registers: [registry] });
  const inProcess = new Gauge({ name: "rengas_jobs_in_process", help: "1 when jobs run in the web process (no REDIS_URL), 0 with a separate worker.", registers: [registry] });
  const workers = new Gauge({ name: "rengas_workers", help: "Workers whose heartbeat is live in Redis (0 without Redis: the web process runs the jobs, see rengas_jobs_in_process).", registers: [registry] });
  const deliveries = new Gauge({
    name: "rengas_newsletter_deliveries",
    help: "Newsletter mails by delivery status (sent, failed, pending, skipped), from the database.",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  const crawlsOk = new Gauge({ name: "rengas_competitor_crawls_ok", help: "Competitor checks that read the page (snapshots kept), from the database.", registers: [registry] });
  const trackers = new Gauge({
    name: "rengas_competitor_trackers",
    help: "Competitor trackers by status (error: the latest check failed), from the database.",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  const databaseUp = new Gauge({ name: "rengas_database_gauges_up", help: "1 when the database's numbers could be read.", registers: [registry] });

  function apply(snapshot: MetricsSnapshot): void {
    inProcess.set(snapshot.mode === "in-process" ? 1 : 0);
    queueUp.set(snapshot.queues ? 1 : 0);
    queueJobs.reset();
    for (const queue of snapshot.queues ?? []) for (const state of QUEUE_STATES) queueJobs.set({ queue: queue.queue, state }, queue[state]);
    workers.reset();
    if (snapshot.workers !== null) workers.set(snapshot.workers);
    databaseUp.set(snapshot.database ? 1 : 0);
    if (snapshot.database) {
      deliveries.reset();
      for (const [status, count] of Object.entries(snapshot.database.deliveries)) deliveries.set({ status }, count);
      crawlsOk.set(snapshot.database.crawlsOk);
      trackers.reset();
      for (const [status, count] of Object.entries(snapshot.database.trackers)) trackers.set({ status }, count);
    }
  }

  return { registry, requests, duration, apply };
}

// One set per process (a dev rebuild re-creates the app, not the numbers).
const holder = globalThis as typeof globalThis & { __rengasMetrics?: ReturnType<typeof createMetrics> };
const metrics = () => (holder.__rengasMetrics ??= createMetrics());

/** The route label of a path: the matching Remix route's id, 'static' for a file, 'other' for no route. */
export function routeLabeler(build: Pick<ServerBuild, "routes" | "publicPath">): (path: string) => string {
  const routeOf = routeMatcher(build);
  return (path) => {
    if (path === METRICS_PATH) return "metrics";
    if (path.startsWith(build.publicPath) || /\.[^/]+$/.test(path)) return "static";
    return routeOf(path) ?? "other";
  };
}

/** Counts and times every answer. First in the chain, so refusals and static files are counted too. */
export function requestMetrics(build: Pick<ServerBuild, "routes" | "publicPath">) {
  const labelOf = routeLabeler(build);
  const { requests, duration } = metrics();
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    let counted = false;
    const done = () => {
      if (counted) return;
      counted = true;
      let route = "other";
      try {
        route = labelOf(decodeURIComponent(req.path));
      } catch {
        route = "other";
      }
      const method = METHODS.has(req.method) ? req.method : "OTHER";
      const status = res.statusCode;
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether `header` is `Bearer <token>`: both hashed first, so the comparison takes the same time whatever they hold. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(header ?? "");
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/** GET /metrics: the text format for an allowed scraper, 404 for everyone else. */
export function metricsEndpoint(build: ServerBuild) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const env = getEnv();
    const byToken = env.METRICS_TOKEN !== undefined && bearerMatches(req.headers.authorization, env.METRICS_TOKEN);
    const byAddress = !byToken && env.METRICS_ALLOW_ADDRESSES.includes(clientAddress(req));
    if (!byToken && !byAddress) {
      // The site's own 404 page, as for any address that is not a page.
      next();
      return;
    }
    const { registry, apply } = metrics();
    try {
      const snapshot = await (build.entry.module as { metricsSnapshot?: () => Promise<MetricsSnapshot> }).metricsSnapshot?.();
      if (snapshot) apply(snapshot);
      const body = await registry.metrics();
      res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(body) }).end(body);
    } catch (error) {
      next(error);
    }
  };
}
