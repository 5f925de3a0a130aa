import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { catalogueVersion } from "#db/schema";

/*
 * Catalogue reads (the size list, search result pages) are the site's hottest queries, and the catalogue
 * changes only when an admin or an import writes it. The database bumps `catalogue_version` on every such
 * write (statement triggers, migration 0002), so each process keeps its results until the version moves:
 * one primary-key read per request instead of the search queries, and an edit anywhere is seen at once.
 */

const MAX_ENTRIES = 500;

let cachedVersion: number | undefined;
const entries = new Map<string, Promise<unknown>>();

export async function readCatalogueVersion(): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return Number(row?.version ?? 0);
}

/** The result of `read` for `key`, shared by concurrent callers and kept while the catalogue is unchanged. */
export async function cachedCatalogueRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const version = await readCatalogueVersion();
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
