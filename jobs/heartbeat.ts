/**
 * The worker's sign of life: every HEARTBEAT_MS it writes `<prefix>:worker:<id>:heartbeat` to Redis with a
 * TTL of HEARTBEAT_TTL_MS, so a worker that died (or lost Redis) disappears from the list within a minute.
 * The admin's 'Järjestelmä' view and /metrics read them (readHeartbeats).
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Redis } from "ioredis";

export const HEARTBEAT_MS = 15_000;
export const HEARTBEAT_TTL_MS = 60_000;
/** At most this many workers are listed (a Redis shared by many would otherwise answer without end). */
const MAX_WORKERS = 50;

export type WorkerHeartbeat = {
  id: string;
  host: string;
  pid: number;
  startedAt: string;
  /** When this heartbeat was written (ISO). */
  at: string;
  /** Node.js version of the worker process. */
  node: string;
};

export const heartbeatKey = (prefix: string, id: string) => `${prefix}:worker:${id}:heartbeat`;

/**
 * Starts writing this process's heartbeat on `connection` (only while it is ready: during an outage
 * nothing piles up in its offline queue). The returned function stops it and removes the key.
 */
export function startHeartbeat(connection: Redis, prefix: string): () => Promise<void> {
  const id = randomBytes(6).toString("hex");
  const key = heartbeatKey(prefix, id);
  const startedAt = new Date().toISOString();
  const beat = () => {
    if (connection.status !== "ready") return;
    const value: WorkerHeartbeat = { id, host: hostname().slice(0, 100), pid: process.pid, startedAt, at: new Date().toISOString(), node: process.version };
    connection.set(key, JSON.stringify(value), "PX", HEARTBEAT_TTL_MS).catch(() => {});
  };
  beat();
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    if (connection.status === "ready") await connection.del(key).catch(() => 0);
  };
}

function parseHeartbeat(text: string | null): WorkerHeartbeat | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<WorkerHeartbeat>;
    if (typeof value.id !== "string" || typeof value.at !== "string" || Number.isNaN(Date.parse(value.at))) return null;
    return {
      id: value.id,
      host: String(value.host ?? ""),
      pid: Number(value.pid ?? 0),
      startedAt: String(value.startedAt ?? ""),
      at: value.at,
      node: String(value.node ?? ""),
    };
  } catch {
    return null;
  }
}

/** The heartbeats in Redis under `prefix` (live workers: expired ones are gone), newest first. */
export async function readHeartbeats(connection: Redis, prefix: string): Promise<WorkerHeartbeat[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, found] = await connection.scan(cursor, "MATCH", heartbeatKey(prefix, "*"), "COUNT", 200);
    cursor = next;
    keys.push(...found);
  } while (cursor !== "0" && keys.length < MAX_WORKERS);
  if (keys.length === 0) return [];
  const values = await connection.mget(...keys.slice(0, MAX_WORKERS));
  return values
    .map(parseHeartbeat)
    .filter((beat): beat is WorkerHeartbeat => beat !== null)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
