/**
 * The database connection: postgres.js when DATABASE_URL is set, otherwise PGlite (a real Postgres in
 * WASM) in DATA_DIR/pglite. Both are Drizzle databases over the same schema and migrations.
 */
import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Connection =
  | { kind: "postgres"; db: Database; client: postgres.Sql }
  | { kind: "pglite"; db: Database; client: PGlite };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

export function connect(options: { databaseUrl?: string; dataDir: string }): Connection {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    return { kind: "postgres", client, db: drizzlePostgres(client, { schema }) as unknown as Database };
  }
  const dir = path.resolve(options.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  return { kind: "pglite", client, db: drizzlePglite(client, { schema }) as unknown as Database };
}

/** Applies pending migrations. On a shared server an advisory lock keeps two processes from racing. */
export async function migrateConnection(connection: Connection): Promise<void> {
  if (connection.kind === "pglite") {
    await migratePglite(connection.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const lockId = 727_274; // any constant shared by every process of this app
  await connection.client`select pg_advisory_lock(${lockId})`;
  try {
    await migratePostgres(connection.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await connection.client`select pg_advisory_unlock(${lockId})`;
  }
}

export async function closeConnection(connection: Connection): Promise<void> {
  if (connection.kind === "postgres") await connection.client.end({ timeout: 5 });
  else await connection.client.close();
}

/*
 * Kept on globalThis: `remix dev` re-imports the server build on every change, and two PGlite
 * instances must never open the same data directory.
 */
const holder = globalThis as typeof globalThis & { __rengasDb?: Connection };

function connection(): Connection {
  // Read directly (not through env.server.ts) so scripts and the worker share this file unchanged.
  holder.__rengasDb ??= connect({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || "./data",
  });
  return holder.__rengasDb;
}

/** The app's database. Opened on first use. */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const target = connection().db as unknown as Record<PropertyKey, unknown>;
    const value = target[property];
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});

export function migrate(): Promise<void> {
  return migrateConnection(connection());
}

export async function closeDb(): Promise<void> {
  const closing = holder.__rengasDb;
  if (!closing) return;
  holder.__rengasDb = undefined;
  await closeConnection(closing);
}

export function databaseKind(): Connection["kind"] {
  return connection().kind;
}

/** The open connection's driver client, for what Drizzle cannot do: backups (app/services/backup.server.ts). */
export function currentConnection(): Connection {
  return connection();
}

/** The rows of a raw statement: postgres.js answers an array, PGlite an object holding `rows`. */
export async function queryRows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

export async function ping(): Promise<boolean> {
  await connection().db.execute(sql`select 1`);
  return true;
}

export { schema };

/**
 * Tells every process on the same database server that something changed (Postgres NOTIFY). PGlite is
 * one process, so there is nobody else to tell.
 */
export async function notifyProcesses(channel: string, payload: string): Promise<void> {
  const current = connection();
  if (current.kind === "postgres") await current.client.notify(channel, payload);
}

/**
 * Calls `onMessage` for every notification on `channel` (Postgres LISTEN), and `onListen` whenever
 * listening (re)starts, since notifications sent while the connection was down are lost. On Postgres they
 * come from every process on the server; on PGlite only from this process's own triggers, delivered before
 * the writing statement's promise resolves.
 */
export async function listenToProcesses(channel: string, onMessage: (payload: string) => void, onListen: () => void): Promise<void> {
  const current = connection();
  if (current.kind === "postgres") {
    await current.client.listen(channel, onMessage, onListen);
    return;
  }
  await current.client.listen(channel, onMessage);
  onListen();
}
