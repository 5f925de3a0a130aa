import { AdminTable } from "~/components/ui/AdminTable";
import {
  AUDIT_TEXTS as T,
  CHANGES_SHOWN_OPEN,
  type ChangeGroup,
  changeCount,
  changeGroups,
  changeLineText,
  isRefused,
  targetLabel,
  whoLabel,
  type AuditRow,
} from "~/features/audit/rules";
import { formatDateTimeNumeric } from "~/lib/format";

/** A log entry as the page receives it (the time serialised). */
export type AuditTableRow = Omit<AuditRow, "at" | "adminId"> & { at: string };

const cell = "px-3 py-2 align-top";

/**
 * The log's entries, newest first: time (Helsinki), who, kind, summary, target, address and status
 * (refused ones marked 'Hylätty') and the changed fields 'kenttä: ennen → jälkeen'. Every logged value is
 * rendered as React text, never as HTML.
 */
export function AuditTable({ entries, kindLabels }: { entries: AuditTableRow[]; kindLabels: Record<string, string> }) {
  return (
    <AdminTable caption={T.tableCaption} columns={[...T.columns]} minWidthClass="min-w-[64rem]">
      {entries.map((entry) => {
        const refused = isRefused(entry.status);
        const who = whoLabel(entry);
        return (
          <tr
            key={entry.id}
            data-testid="audit-row"
            data-refused={refused || undefined}
            className={`border-b border-slate-100 dark:border-slate-800 ${refused ? "bg-red-50 dark:bg-red-950/40" : ""}`}
          >
            <td className={`${cell} whitespace-nowrap tabular-nums`}>
              <time dateTime={entry.at}>{formatDateTimeNumeric(entry.at)}</time>
            </td>
            <td className={`${cell} min-w-[9rem] break-words`}>
              {who}
              {!entry.knownAccount && entry.username ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {T.typedName}: {entry.username}
                </span>
              ) : null}
            </td>
            <td className={cell}>{kindLabels[entry.action] ?? entry.action}</td>
            <td className={`${cell} max-w-xs break-words`}>{entry.summary}</td>
            <td className={`${cell} min-w-[7rem] break-words`}>{entry.target ? targetLabel(entry.target) : "–"}</td>
            <td className={`${cell} min-w-[12rem] max-w-[16rem]`}>
              {entry.path ? <span className="block break-all font-mono text-xs">{entry.path}</span> : null}
              <span className="block text-xs text-slate-600 dark:text-slate-400">Tila {entry.status ?? "–"}</span>
              {entry.ip ? <span className="block break-all text-xs text-slate-600 dark:text-slate-400">{entry.ip}</span> : null}
              {refused ? (
                <span className="mt-1 inline-block rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white" data-testid="audit-refused">
                  {T.refused}
                </span>
              ) : null}
            </td>
            <td className={`${cell} min-w-[16rem] break-words`}>
              <Changes groups={changeGroups(entry.changes)} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

function Changes({ groups }: { groups: ChangeGroup[] }) {
  const total = changeCount(groups);
  if (total === 0) return <span aria-hidden="true">–</span>;
  const list = (
    <div className="space-y-2" data-testid="audit-changes">
      {groups.map((group) => (
        <div key={group.target}>
          <p className="text-xs font-semibold">{group.label}</p>
          <ul className="text-xs">
            {group.lines.map((line) => (
              <li key={line.field} className="whitespace-pre-wrap">
                {/* One text as changeLineText writes it ('kenttä: ennen → jälkeen'), the field name in bold. */}
                <span className="font-semibold">{line.field}:</span> {changeLineText(line, group.submittedOnly).slice(line.field.length + 2)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
  if (total <= CHANGES_SHOWN_OPEN) return list;
  return (
    <details>
      <summary className="cursor-pointer text-sm underline">{T.changesSummary(total)}</summary>
      <div className="mt-2">{list}</div>
    </details>
  );
}
