/**
 * The audit log (ASVS 16): who changed what and when. Every admin action runs inside `auditAdminAction`
 * (guard.server.ts), which writes one entry per request whatever the route does; models add the
 * before/after values of the fields they changed with `noteChange` or `updateAudited`, and may name the
 * change better with `describeChange`. Logins, failed logins and password and two-factor changes outside
 * the admin pages are written with `writeAudit`. Secrets never reach an entry.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { type SQL, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db } from "#db/client";
import { type AuditChanges, auditLog } from "#db/schema";

/** What kind of event an entry is; the log view filters by these. */
export const AUDIT_ACTIONS = {
  create: "Lisäys",
  update: "Muutos",
  delete: "Poisto",
  send: "Lähetys",
  publish: "Julkaisu",
  import: "Tuonti",
  login: "Kirjautuminen",
  login_failed: "Epäonnistunut kirjautuminen",
  logout: "Uloskirjautuminen",
  password: "Salasana",
  two_factor: "Kaksivaiheinen tunnistautuminen",
  account: "Ylläpitäjätili",
  session: "Istunto",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Field names whose values never go into the log, in any table or form. */
const SECRET_FIELD = /pass(word)?|salasana|token|secret|hash|code$|koodi|csrf|cookie|session/i;
/** Bookkeeping columns that change with every write and say nothing to a reader. */
const NOISE_FIELDS = new Set(["updatedAt", "updated_at", "createdAt", "created_at", "lastSeenAt"]);
const MAX_VALUE_CHARS = 300;
const MAX_FIELDS = 40;
const MAX_TARGETS = 20;

type Scope = { changes: AuditChanges; action?: AuditAction; summary?: string; target?: string };
const scopes = new AsyncLocalStorage<Scope>();

function shortValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  if (typeof value === "string") return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;
  if (typeof value === "number" || typeof value === "boolean" || value === null) return value;
  const json = JSON.stringify(value);
  return json.length > MAX_VALUE_CHARS ? `${json.slice(0, MAX_VALUE_CHARS)}…` : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(shortValue(a)) === JSON.stringify(shortValue(b));

/**
 * The changed fields of one record, [before, after] each, secrets and bookkeeping left out. A record
 * created has `before` null; one deleted has `after` null.
 */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, [unknown, unknown]> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const diff: Record<string, [unknown, unknown]> = {};
  for (const key of keys) {
    if (SECRET_FIELD.test(key) || NOISE_FIELDS.has(key)) continue;
    const old = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (same(old, now)) continue;
    diff[key] = [shortValue(old), shortValue(now)];
    if (Object.keys(diff).length >= MAX_FIELDS) break;
  }
  return diff;
}

/** Records what one record looked like before and after this request's change (no-op outside an admin action). */
export function noteChange(target: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): void {
  const scope = scopes.getStore();
  if (!scope) return;
  const diff = diffFields(before, after);
  if (Object.keys(diff).length === 0) return;
  if (!(target in scope.changes) && Object.keys(scope.changes).length >= MAX_TARGETS) return;
  scope.changes[target] = { ...scope.changes[target], ...diff };
  scope.target ??= target;
}

/** Names this request's change better than its address does ('Poisti tuotteen Nokian Hakkapeliitta R5'). */
export function describeChange(action: AuditAction, summary: string, target?: string): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.action = action;
  scope.summary = summary.slice(0, 500);
  if (target) scope.target = target;
}

/** 'tyre_products #12' */
export const recordName = (table: PgTable, id: unknown) => `${getTableName(table)} #${String(id)}`;

type Row = Record<string, unknown>;
type Executor = Pick<typeof db, "select" | "update">;

/**
 * `update … set values where …`, recording each changed record's fields before and after. For the
 * admin's edits of single records; bulk writes (the CSV import) describe themselves instead.
 */
export async function updateAudited<T extends PgTable>(table: T, where: SQL, values: Partial<T["$inferInsert"]>, executor: Executor = db): Promise<T["$inferSelect"][]> {
  const keys = Object.keys(values);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Drizzle's builders cannot be typed over a generic table.
  const anyExecutor = executor as any;
  const before: Row[] = await anyExecutor.select().from(table).where(where);
  const after: Row[] = await anyExecutor.update(table).set(values).where(where).returning();
  const pick = (row: Row | undefined) => (row ? Object.fromEntries(keys.map((key) => [key, row[key]])) : null);
  for (const row of after) {
    const old = before.find((candidate) => candidate.id !== undefined && candidate.id === row.id) ?? (after.length === 1 ? before[0] : undefined);
    noteChange(recordName(table, row.id ?? "?"), pick(old), pick(row));
  }
  return after as T["$inferSelect"][];
}

export type AuditEntry = {
  adminId: number | null;
  username: string | null;
  action: AuditAction;
  summary: string;
  path?: string | null;
  target?: string | null;
  changes?: AuditChanges | null;
  status?: number | null;
  ip?: string | null;
};

/** Writes one entry. A failure to write is logged, never the request's failure. */
export async function writeAudit(entry: AuditEntry): Promise<void> {
  try {
    await db.insert(auditLog).values({
      adminId: entry.adminId,
      username: entry.username?.slice(0, 100) ?? null,
      action: entry.action,
      summary: entry.summary.slice(0, 500),
      path: entry.path?.slice(0, 300) ?? null,
      target: entry.target?.slice(0, 200) ?? null,
      changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
      status: entry.status ?? null,
      ip: entry.ip?.slice(0, 64) ?? null,
    });
  } catch (error) {
    console.error("Tapahtumalokin kirjoitus epäonnistui", error);
  }
}

/** The HTTP status an action's answer will have: a Response, Remix's `data()` or a plain object (200). */
function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  const init = (answer as { init?: { status?: number } | null } | null)?.init;
  if (answer && typeof answer === "object" && (answer as { type?: unknown }).type === "DataWithResponseInit") return init?.status ?? 200;
  return 200;
}

/** The kind of change an admin address makes, from its last segment (Finnish route names). */
export function actionOfPath(pathname: string, form: FormData | null): AuditAction {
  const last = pathname.split("/").filter(Boolean).at(-1) ?? "";
  const intent = String(form?.get("intent") ?? form?.get("_action") ?? "").toLowerCase();
  if (/poista|delete/.test(last) || /poista|delete/.test(intent)) return "delete";
  if (last === "uusi" || /create|lisaa|add/.test(intent)) return "create";
  if (/laheta|send/.test(last) || /send|laheta|schedule/.test(intent)) return "send";
  if (/aktivoi|publish|julkaise/.test(last) || /publish|julkaise/.test(intent)) return "publish";
  if (/csv|import/.test(last) || /apply|import/.test(intent)) return "import";
  if (last === "logout") return "logout";
  return "update";
}

/**
 * The submitted form's fields as "after" values, for an action whose model recorded nothing itself:
 * what the admin sent is still on record. Secrets and the honeypot are left out.
 */
function formFields(form: FormData | null): Record<string, [unknown, unknown]> | null {
  if (!form) return null;
  const fields: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" || SECRET_FIELD.test(key) || key.startsWith("__") || key === "website") continue;
    const shown = shortValue(value);
    const existing = fields[key];
    fields[key] = existing ? [null, `${String(existing[1])}, ${String(shown)}`.slice(0, MAX_VALUE_CHARS)] : [null, shown];
    if (Object.keys(fields).length >= MAX_FIELDS) break;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

export const FORM_FIELDS_TARGET = "lomake";

/**
 * Runs an admin action and writes its entry afterwards, whether it answered, redirected, refused or
 * threw: who, when, where, the status, and the changes the models noted (or the form's fields).
 */
export async function auditAdminAction<T>(
  context: { admin: { id: number; username: string }; request: Request; ip: string; form: FormData | null },
  handler: () => Promise<T> | T,
): Promise<T> {
  const scope: Scope = { changes: {} };
  const { pathname } = new URL(context.request.url);
  let status = 500;
  try {
    const answer = await scopes.run(scope, handler);
    status = statusOf(answer);
    return answer;
  } catch (thrown) {
    status = thrown instanceof Response ? thrown.status : 500;
    throw thrown;
  } finally {
    const action = scope.action ?? actionOfPath(pathname, context.form);
    const changes = Object.keys(scope.changes).length > 0 ? scope.changes : null;
    const fallback = changes ? null : formFields(context.form);
    await writeAudit({
      adminId: context.admin.id,
      username: context.admin.username,
      action,
      summary: scope.summary ?? `${AUDIT_ACTIONS[action]}: ${pathname}`,
      path: pathname,
      target: scope.target ?? null,
      changes: changes ?? (fallback ? { [FORM_FIELDS_TARGET]: fallback } : null),
      status,
      ip: context.ip,
    });
  }
}
