/**
 * The 'Tapahtumaloki' view's work: the filters of the address (bad ones read as defaults), one page of
 * entries and the CSV of the filtered entries.
 */
import { AUDIT_ACTIONS } from "~/services/audit.server";
import { writeCsv } from "~/lib/csv";
import { formatDateTimeNumeric } from "~/lib/format";
import { helsinkiDay } from "~/lib/helsinki-time";
import { AUDIT_CSV_HEADER, type AuditQuery, changeGroups, changeLineText, parseAuditQuery, targetLabel, whoLabel } from "./rules";
import { auditEntriesForCsv, auditUsernames, listAuditEntries } from "./model.server";

const KINDS = Object.keys(AUDIT_ACTIONS);
const KIND_LABELS: Record<string, string> = AUDIT_ACTIONS;

/** The filters of a request, a username the filter does not offer read as everyone. */
async function queryOf(request: Request): Promise<{ query: AuditQuery; usernames: string[] }> {
  const query = parseAuditQuery(new URL(request.url).searchParams, KINDS);
  const usernames = await auditUsernames();
  const admin = query.admin ? usernames.find((name) => name.toLowerCase() === query.admin.toLowerCase()) : undefined;
  return { query: { ...query, admin: admin ?? "" }, usernames };
}

export async function loadAuditLog(request: Request) {
  const { query, usernames } = await queryOf(request);
  const list = await listAuditEntries(query);
  return {
    query: { ...query, page: list.page },
    usernames,
    kinds: Object.entries(KIND_LABELS),
    kindLabels: KIND_LABELS,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    entries: list.entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** The filtered entries as CSV (semicolons and a byte order mark, which Finnish Excel opens as it is). */
export async function auditCsvResponse(request: Request): Promise<Response> {
  const { query } = await queryOf(request);
  const rows = await auditEntriesForCsv(query);
  const records = rows.map((entry) => [
    formatDateTimeNumeric(entry.at),
    entry.knownAccount ? whoLabel(entry) : `${whoLabel(entry)}${entry.username ? ` (${entry.username})` : ""}`,
    KIND_LABELS[entry.action] ?? entry.action,
    entry.summary,
    entry.target ? targetLabel(entry.target) : "",
    entry.path ?? "",
    entry.status === null ? "" : String(entry.status),
    entry.ip ?? "",
    changeGroups(entry.changes)
      .map((group) => `${group.label}: ${group.lines.map((line) => changeLineText(line, group.submittedOnly)).join("; ")}`)
      .join(" | "),
  ]);
  // A cell starting with = + - @ would be a formula in a spreadsheet: quote it as text.
  const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  const body = writeCsv([[...AUDIT_CSV_HEADER], ...records.map((record) => record.map(safe))], { delimiter: ";", bom: true });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tapahtumaloki-${helsinkiDay()}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
