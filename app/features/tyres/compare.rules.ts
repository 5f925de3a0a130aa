/**
 * Rules of /renkaat/vertaa (decision 0023): up to three tyres of one size side by side. What the visitor
 * chose arrives as a GET query (`koko=205/55R16&id=1&id=2`), so the comparison works without JavaScript
 * and has an address; anything beyond the rules is left out with a Finnish message, never an error.
 */
import { isCanonicalTyreSize, normaliseTyreSize } from "~/lib/tyre-size";
import { parseDatabaseId } from "~/lib/database-id";

export const COMPARE_MAX = 3;
/** More ids than this in one query are not read at all (nobody ticks 20 boxes; a crafted URL might). */
const IDS_READ_MAX = 20;

export const COMPARE_TEXTS = {
  tooMany: `Voit vertailla enintään kolmea rengasta kerrallaan. Näytetään kolme ensimmäistä valitsemaasi.`,
  /** A fourth box ticked with JavaScript on: the tick is undone. */
  limitReached: "Voit vertailla enintään kolmea rengasta kerrallaan. Poista ensin jokin valinta.",
  otherSizes: (size: string) => `Vertailla voi vain saman koon renkaita. Näytetään koon ${size} renkaat; muut valinnat jätettiin pois.`,
  missing: "Osaa valituista renkaista ei löytynyt. Ne on ehkä poistettu valikoimasta.",
  onlyOne: "Valitse vähintään kaksi rengasta, niin näet ne rinnakkain.",
} as const;

export type CompareQuery = { ids: number[]; size: string | null; unreadable: boolean };

/** The query's ids (in the order chosen, once each) and size; unreadable ids are dropped and noted. */
export function parseCompareQuery(searchParams: URLSearchParams): CompareQuery {
  const ids: number[] = [];
  let unreadable = false;
  for (const value of searchParams.getAll("id").slice(0, IDS_READ_MAX)) {
    const id = parseDatabaseId(value.trim());
    if (id === null) unreadable = true;
    else if (!ids.includes(id)) ids.push(id);
  }
  const koko = normaliseTyreSize((searchParams.get("koko") ?? "").slice(0, 40));
  return { ids, size: isCanonicalTyreSize(koko) ? koko : null, unreadable };
}

export type ComparePlan = { size: string | null; ids: number[]; messages: string[] };

/**
 * Which of the found tyres to show: those of the asked size (or, without one, of the first tyre chosen),
 * the first three in the visitor's order.
 */
export function planComparison(query: CompareQuery, found: readonly { id: number; fullSize: string }[]): ComparePlan {
  const byId = new Map(found.map((tyre) => [tyre.id, tyre]));
  const existing = query.ids.filter((id) => byId.has(id));
  const size = query.size ?? (existing.length > 0 ? byId.get(existing[0])!.fullSize : null);
  const sameSize = existing.filter((id) => byId.get(id)!.fullSize === size);

  const messages: string[] = [];
  if (size && sameSize.length < existing.length) messages.push(COMPARE_TEXTS.otherSizes(size));
  if (sameSize.length > COMPARE_MAX) messages.push(COMPARE_TEXTS.tooMany);
  if (existing.length < query.ids.length || query.unreadable) messages.push(COMPARE_TEXTS.missing);
  const ids = sameSize.slice(0, COMPARE_MAX);
  if (ids.length === 1) messages.push(COMPARE_TEXTS.onlyOne);
  return { size, ids, messages };
}

/** The comparison's address: '/renkaat/vertaa?koko=205%2F55R16&id=1&id=2'. */
export function compareHref(size: string | null, ids: readonly number[]): string {
  const params = new URLSearchParams();
  if (size) params.set("koko", size);
  for (const id of ids) params.append("id", String(id));
  return `/renkaat/vertaa?${params.toString()}`;
}
