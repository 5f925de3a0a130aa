/**
 * Rules of the audit log view 'Tapahtumaloki' (issue 29): its filters as GET parameters, read so that no
 * address can fail the page, and the text of a logged change. Pure: the route, the components and the
 * tests share one copy. The kinds of entry (AUDIT_ACTIONS) live in app/services/audit.server.ts; the
 * loader hands their keys and labels in, so this module never imports server code.
 */
import { isCalendarDay } from "~/lib/helsinki-time";
import { parsePageNumber } from "~/lib/paging";

export const AUDIT_LOG_PATH = "/admin/tapahtumaloki";
export const AUDIT_CSV_PATH = "/admin/tapahtumaloki.csv";
export const AUDIT_PAGE_SIZE = 50;
/** The CSV holds at most this many of the newest filtered entries. */
export const AUDIT_CSV_MAX_ROWS = 10_000;
/** Entries older than this are deleted by the maintenance job (privacy notice: '12 kuukautta'). */
export const AUDIT_RETENTION_MONTHS = 12;
/** More changed fields than this in one entry fold into a <details>. */
export const CHANGES_SHOWN_OPEN = 3;

/** The address's parameter names (Finnish, as the site's other lists). */
export const AUDIT_PARAMS = {
  admin: "yllapitaja",
  kind: "tyyppi",
  from: "alkaen",
  to: "asti",
  text: "haku",
  refused: "hylatyt",
  page: "sivu",
} as const;

const MAX_TEXT_CHARS = 100;
const MAX_USERNAME_CHARS = 100;

export type AuditQuery = {
  /** A username ('' = everyone). */
  admin: string;
  /** An AUDIT_ACTIONS key ('' = every kind). */
  kind: string;
  /** Helsinki calendar days 'YYYY-MM-DD' ('' = open). */
  from: string;
  to: string;
  /** Free text matched in the summary, target and address. */
  text: string;
  refusedOnly: boolean;
  page: number;
};

export const DEFAULT_AUDIT_QUERY: AuditQuery = { admin: "", kind: "", from: "", to: "", text: "", refusedOnly: false, page: 1 };

/** Text without control characters, spaces collapsed, cut to `max` characters. */
function cleanText(value: string | null, max: number): string {
  return (value ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * The filters of an address. Anything that is not a filter the page offers reads as its default
 * (everyone, every kind, no date, page 1): an old or hand-edited link shows a list, never an error.
 * `kinds` are the AUDIT_ACTIONS keys; a username is checked against the list by the loader.
 */
export function parseAuditQuery(params: URLSearchParams, kinds: readonly string[]): AuditQuery {
  const kind = params.get(AUDIT_PARAMS.kind) ?? "";
  let from = (params.get(AUDIT_PARAMS.from) ?? "").trim();
  let to = (params.get(AUDIT_PARAMS.to) ?? "").trim();
  if (!isCalendarDay(from)) from = "";
  if (!isCalendarDay(to)) to = "";
  // Dates given the wrong way round mean the same range.
  if (from && to && from > to) [from, to] = [to, from];
  const refused = (params.get(AUDIT_PARAMS.refused) ?? "").trim().toLowerCase();
  return {
    admin: cleanText(params.get(AUDIT_PARAMS.admin), MAX_USERNAME_CHARS),
    kind: kinds.includes(kind) ? kind : "",
    from,
    to,
    text: cleanText(params.get(AUDIT_PARAMS.text), MAX_TEXT_CHARS),
    refusedOnly: refused === "1" || refused === "on" || refused === "true",
    page: parsePageNumber(params.get(AUDIT_PARAMS.page)),
  };
}

/** The address's query for these filters and a page ('' for the defaults); the pager and the CSV link keep the filters. */
export function auditSearch(query: AuditQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.admin) params.set(AUDIT_PARAMS.admin, query.admin);
  if (query.kind) params.set(AUDIT_PARAMS.kind, query.kind);
  if (query.from) params.set(AUDIT_PARAMS.from, query.from);
  if (query.to) params.set(AUDIT_PARAMS.to, query.to);
  if (query.text) params.set(AUDIT_PARAMS.text, query.text);
  if (query.refusedOnly) params.set(AUDIT_PARAMS.refused, "1");
  if (page > 1) params.set(AUDIT_PARAMS.page, String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const hasFilters = (query: AuditQuery) => Boolean(query.admin || query.kind || query.from || query.to || query.text || query.refusedOnly);

/** `%text%` for ILIKE, with the text's own wildcards and backslashes matched as themselves. */
export const containingPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** A refused request: the action answered 4xx or 5xx. */
export const isRefused = (status: number | null | undefined) => typeof status === "number" && status >= 400;

// ---------------------------------------------------------------- changes

/** The target the guard uses for the submitted form's fields when no model noted its changes. */
export const FORM_FIELDS_TARGET = "lomake";

const TABLE_LABELS: Record<string, string> = {
  tyre_products: "Rengastuote",
  tyre_sizes: "Rengaskoko",
  manufacturers: "Valmistaja",
  price_list: "Hinnasto",
  business_settings: "Aukioloajat ja yhteystiedot",
  homepage_settings: "Etusivu",
  campaigns: "Kampanja",
  rims: "Vanne",
  newsletters: "Uutiskirje",
  subscribers: "Tilaaja",
  blog_articles: "Blogiartikkeli",
  competitors: "Kilpailija",
  images: "Kuva",
  quote_requests: "Tarjouspyyntö",
  contact_requests: "Yhteydenotto",
  admins: "Ylläpitäjä",
  admin_settings: "Ylläpidon asetukset",
};

/** 'tyre_products #12' → 'Rengastuote #12'; 'lomake' → 'Lähetetyt kentät'; anything else as it is. */
export function targetLabel(target: string): string {
  if (target === FORM_FIELDS_TARGET) return "Lähetetyt kentät";
  const match = /^([a-z_]+)( #.*)?$/.exec(target);
  const label = match ? TABLE_LABELS[match[1]] : undefined;
  return label ? `${label}${match?.[2] ?? ""}` : target;
}

const MAX_SHOWN_CHARS = 300;

/**
 * One logged value as text: '–' for nothing, 'kyllä'/'ei', numbers and text as they are, anything else
 * as JSON; at most 300 characters. Always plain text: the page renders it as text, never as HTML.
 */
export function formatChangeValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined || value === "") text = "–";
  else if (typeof value === "boolean") text = value ? "kyllä" : "ei";
  else if (typeof value === "string") text = value;
  else if (typeof value === "number" || typeof value === "bigint") text = String(value);
  else {
    try {
      text = JSON.stringify(value) ?? "–";
    } catch {
      text = "–";
    }
  }
  const single = text.replace(/[\p{Cc}]/gu, " ");
  return single.length > MAX_SHOWN_CHARS ? `${single.slice(0, MAX_SHOWN_CHARS)}…` : single;
}

export type ChangeLine = { field: string; before: string; after: string };
export type ChangeGroup = { target: string; label: string; submittedOnly: boolean; lines: ChangeLine[] };

/**
 * An entry's changes as groups of lines 'kenttä: ennen → jälkeen', one group per changed record (the
 * submitted form's fields last, shown as values only). Whatever the stored JSON holds, this never throws.
 */
export function changeGroups(changes: unknown): ChangeGroup[] {
  if (!changes || typeof changes !== "object" || Array.isArray(changes)) return [];
  const groups: ChangeGroup[] = [];
  for (const [target, fields] of Object.entries(changes as Record<string, unknown>)) {
    if (!fields || typeof fields !== "object" || Array.isArray(fields)) continue;
    const lines: ChangeLine[] = [];
    for (const [field, pair] of Object.entries(fields as Record<string, unknown>)) {
      const [before, after] = Array.isArray(pair) ? pair : [null, pair];
      lines.push({ field, before: formatChangeValue(before), after: formatChangeValue(after) });
    }
    if (lines.length > 0) groups.push({ target, label: targetLabel(target), submittedOnly: target === FORM_FIELDS_TARGET, lines });
  }
  return groups.sort((a, b) => Number(a.submittedOnly) - Number(b.submittedOnly));
}

/** 'price: 120.00 → 110.00'; a submitted field 'name: Nokian'. */
export const changeLineText = (line: ChangeLine, submittedOnly = false) =>
  submittedOnly ? `${line.field}: ${line.after}` : `${line.field}: ${line.before} → ${line.after}`;

export const changeCount = (groups: ChangeGroup[]) => groups.reduce((sum, group) => sum + group.lines.length, 0);

// ---------------------------------------------------------------- who

export const UNKNOWN_ADMIN = "Tuntematon";

/**
 * Who made an entry: the admin's username, or 'Tuntematon' for a failed login whose typed name is no
 * account (the typed name is then shown beside it, as text).
 */
export function whoLabel(entry: { username: string | null; knownAccount: boolean }): string {
  if (!entry.username || !entry.knownAccount) return UNKNOWN_ADMIN;
  return entry.username;
}

/**
 * An e-mail address as the log keeps it: the first character of the local part and the domain
 * ('m•••@example.fi'); the log names a subscriber without keeping the address in full.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email ? `${email.slice(0, 1)}•••` : "";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

export const AUDIT_TEXTS = {
  title: "Tapahtumaloki",
  metaTitle: "Tapahtumaloki – Ylläpito",
  intro: "Kuka muutti mitä ja milloin: ylläpidon muutokset, kirjautumiset ja epäonnistuneet kirjautumisyritykset. Tapahtumat säilytetään 12 kuukautta.",
  back: "← Asetukset",
  empty: "Ei tapahtumia näillä rajauksilla.",
  refused: "Hylätty",
  filtersLabel: "Rajaa tapahtumia",
  everyone: "Kaikki ylläpitäjät",
  everyKind: "Kaikki tyypit",
  admin: "Ylläpitäjä",
  kind: "Tyyppi",
  from: "Alkaen",
  to: "Asti",
  text: "Haku",
  textPlaceholder: "Kuvaus, kohde tai osoite",
  refusedOnly: "Vain hylätyt",
  apply: "Rajaa",
  clear: "Tyhjennä rajaukset",
  csv: "Lataa CSV",
  tableCaption: "Tapahtumat uusimmasta vanhimpaan",
  columns: ["Aika", "Kuka", "Tyyppi", "Kuvaus", "Kohde", "Osoite ja tila", "Muutokset"],
  changesSummary: (count: number) => `${count} muutettua kenttää`,
  typedName: "kirjoitettu tunnus",
  pagerLabel: "Tapahtumalokin sivut",
  previous: "Edellinen",
  next: "Seuraava",
  page: (page: number, pageCount: number) => `Sivu ${page} / ${pageCount}`,
  count: (total: number) => `Tapahtumia: ${total}`,
} as const;

export const AUDIT_CSV_HEADER = ["Aika", "Kuka", "Tyyppi", "Kuvaus", "Kohde", "Osoite", "Tila", "IP-osoite", "Muutokset"] as const;

/**
 * A JSON document (the price list, opening hours, the front page's settings) as flat fields for the
 * log's before/after: { 'tyreChange.rows.0.prices.1': 2500, … }, so a change shows the one value that
 * changed, not the whole document. At most `max` fields.
 */
export function flattenForAudit(value: unknown, prefix = "", max = 2000): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (value === null || value === undefined) return out;
  const walk = (node: unknown, path: string) => {
    if (Object.keys(out).length >= max) return;
    if (node !== null && typeof node === "object" && !(node instanceof Date)) {
      const entries = Array.isArray(node) ? node.map((item, index) => [String(index), item] as const) : Object.entries(node);
      if (entries.length === 0) out[path] = Array.isArray(node) ? "[]" : "{}";
      for (const [key, child] of entries) walk(child, path ? `${path}.${key}` : key);
      return;
    }
    out[path] = node;
  };
  walk(value, prefix);
  return out;
}

/** One entry as the log's query returns it; the page gets it with the time as text. */
export type AuditRow = {
  id: number;
  at: Date;
  adminId: number | null;
  username: string | null;
  /** The username is an account's (an entry without an admin id: a failed login with a name that is one). */
  knownAccount: boolean;
  action: string;
  summary: string;
  path: string | null;
  target: string | null;
  changes: unknown;
  status: number | null;
  ip: string | null;
};
