/** Reading a database row's id from a URL or a form. No I/O. */

/** The largest value of Postgres' integer column: a larger id is no row's and must not reach a query. */
export const MAX_DATABASE_ID = 2_147_483_647;

/**
 * A row's id as the site writes it ('12'): decimal digits without a sign, spaces or leading zeros, from 1
 * to `MAX_DATABASE_ID`. Anything else is null, which a route answers with 404 and a form drops.
 */
export function parseDatabaseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_DATABASE_ID ? id : null;
}

/** The ids among repeated fields or parameters, each once, in order, at most `max` (reading stops there). */
export function parseDatabaseIds(values: Iterable<unknown>, max: number): number[] {
  const ids = new Set<number>();
  for (const value of values) {
    if (ids.size >= max) break;
    const id = parseDatabaseId(value);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}
