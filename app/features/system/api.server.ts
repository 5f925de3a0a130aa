/**
 * The machine-facing side of issue 30: /readyz (is this process ready for traffic: the database and, when
 * configured, Redis answer) and the numbers /metrics reads (server/metrics.ts calls `metricsSnapshot`
 * through the server build's entry). No personal data and no secrets in either.
 */
import { type QueueCounts, jobsMode, liveWorkers, pingRedis, queueCounts } from "#jobs/queues";
import { withDeadline } from "~/lib/deadline";
import { type DatabaseGauges, databaseGauges, pingDatabase } from "./model.server";

/** A check of /readyz may take this long; a slower database or Redis counts as down. */
export const READY_DATABASE_MS = 2_000;
export const READY_REDIS_MS = 1_000;

export type Readiness = { status: "ok" | "unavailable"; checks: { database: "ok" | "failed"; redis?: "ok" | "failed" } };

const check = (work: Promise<unknown>, ms: number) =>
  withDeadline(work, ms, () => new Error("timeout")).then(
    () => "ok" as const,
    () => "failed" as const,
  );

/** GET /readyz: 200 with every check 'ok', or 503 naming the one that failed. Never cached. */
export async function readinessResponse(): Promise<Response> {
  const [database, redis] = await Promise.all([
    check(pingDatabase(), READY_DATABASE_MS),
    jobsMode() === "redis" ? check(pingRedis(READY_REDIS_MS), READY_REDIS_MS + 200) : Promise.resolve(undefined),
  ]);
  const checks: Readiness["checks"] = redis ? { database, redis } : { database };
  const ok = Object.values(checks).every((value) => value === "ok");
  const body: Readiness = { status: ok ? "ok" : "unavailable", checks };
  return Response.json(body, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}

export type MetricsSnapshot = {
  mode: "redis" | "in-process";
  /** null when Redis did not answer. */
  queues: QueueCounts[] | null;
  /** Live workers (heartbeats); null without Redis (the web process runs the jobs) or when Redis did not answer. */
  workers: number | null;
  /** null when the database did not answer. */
  database: DatabaseGauges | null;
};

/** The database's numbers are read at most this often, however often /metrics is scraped. */
export const DATABASE_GAUGES_MS = 30_000;
/** Queue counts and heartbeats (cheap, but Redis is asked once per this, not once per scrape). */
const QUEUE_GAUGES_MS = 5_000;

const loaded = new Map<string, { at: number; value: unknown }>();
const loading = new Map<string, Promise<unknown>>();

/** `load()`'s value, loaded again when older than `ms`; scrapes at the same moment share one load. */
async function cached<T>(slot: string, ms: number, load: () => Promise<T>): Promise<T> {
  const entry = loaded.get(slot);
  if (entry && Date.now() - entry.at < ms) return entry.value as T;
  const running = loading.get(slot);
  if (running) return running as Promise<T>;
  const pending = load()
    .then((value) => {
      loaded.set(slot, { at: Date.now(), value });
      return value;
    })
    .finally(() => loading.delete(slot));
  loading.set(slot, pending);
  return pending;
}

export async function metricsSnapshot(): Promise<MetricsSnapshot> {
  const mode = jobsMode();
  const [database, queues] = await Promise.all([
    cached("database", DATABASE_GAUGES_MS, () => withDeadline(databaseGauges(), 5_000, () => new Error("timeout")).catch(() => null)),
    cached("queues", QUEUE_GAUGES_MS, async () => {
      const [queues, workers] = await Promise.all([
        queueCounts().catch(() => null),
        mode === "redis" ? liveWorkers().then((list) => list.length, () => null) : Promise.resolve(null),
      ]);
      return { queues, workers };
    }),
  ]);
  return { mode, ...queues, database };
}
