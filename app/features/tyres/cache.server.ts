import { eq } from "drizzle-orm";
import { databaseKind, db, listenToProcesses } from "#db/client";
import { catalogueVersion } from "#db/schema";

/*
 * Catalogue reads (the size list, search result pages) are the site's hottest queries, and the catalogue
 * changes only when an admin or an import writes it. The database bumps `catalogue_version` on every such
 * write (statement triggers, migration 0002), so each process keeps its results until the version moves,
 * and an edit anywhere is seen at once.
 *
 * On Postgres a request reads the version (one primary-key read). On the embedded PGlite, where a query
 * runs on the web process's own thread, the trigger's notification (migration 0009) is delivered before
 * the writing statement returns, so the process keeps the version in memory and reads it only as a
 * backstop, once a second at most (decision 0028).
 */

const MAX_ENTRIES = 500;
const CHANNEL = "rengas_catalogue_changed";
const EMBEDDED_RECHECK_MS = 1000;

let cachedVersion: number | undefined;
const entries = new Map<string, Promise<unknown>>();

export async function readCatalogueVersion(): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return Number(row?.version ?? 0);
}

/**
 * On PGlite, a number that moves whenever this process hears of a catalogue change: a notification, or a
 * recheck that finds a different version than the last one (so a recheck racing a write can only add a
 * needless move, never hide one).
 */
const embedded = {
  listening: undefined as Promise<void> | undefined,
  heard: false,
  generation: 0,
  lastRead: undefined as number | undefined,
  checkedAt: 0,
  checking: undefined as Promise<number> | undefined,
};

function embeddedGeneration(): Promise<number> | number {
  embedded.listening ??= listenToProcesses(
    CHANNEL,
    () => {
      embedded.generation += 1;
    },
    () => {
      embedded.heard = true;
    },
  ).catch((error: unknown) => {
    console.error("Listening for catalogue changes failed; the version is read on every request", error);
  });
  if (embedded.heard && Date.now() - embedded.checkedAt < EMBEDDED_RECHECK_MS) return embedded.generation;
  embedded.checking ??= readCatalogueVersion()
    .then((version) => {
      if (version !== embedded.lastRead) {
        embedded.lastRead = version;
        embedded.generation += 1;
      }
      embedded.checkedAt = Date.now();
      return embedded.generation;
    })
    .finally(() => {
      embedded.checking = undefined;
    });
  return embedded.checking;
}

/** A number that changes whenever the catalogue does, as cheaply as the database allows. */
export function currentCatalogueVersion(): Promise<number> | number {
  return databaseKind() === "pglite" ? embeddedGeneration() : readCatalogueVersion();
}

/** The result of `read` for `key`, shared by concurrent callers and kept while the catalogue is unchanged. */
export async function cachedCatalogueRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const version = await currentCatalogueVersion();
  if (version !== cachedVersion) {
    entries.clear();
    cachedVersion = version;
  }
  const hit = entries.get(key) as Promise<T> | undefined;
  if (hit) {
    // Re-inserting moves the key to the end, so eviction drops the least recently used one.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const pending = read();
  entries.set(key, pending);
  pending.catch(() => entries.delete(key));
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return pending;
}
