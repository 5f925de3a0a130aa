import { Form, Link } from "@remix-run/react";
import { AUDIT_LOG_PATH, AUDIT_PARAMS, AUDIT_TEXTS as T, type AuditQuery, auditSearch, hasFilters } from "~/features/audit/rules";

/**
 * The log's filters as a GET form: the filters are in the address, a filtered list has a URL, and it
 * works without JavaScript (with it, Remix submits the same form). A new filter starts from page 1.
 */
export function AuditFilters({ query, usernames, kinds }: { query: AuditQuery; usernames: string[]; kinds: [string, string][] }) {
  // Remount when the address changes (back button, 'Tyhjennä rajaukset') so the fields show its filters.
  const key = auditSearch(query, 1);
  return (
    <Form key={key} method="get" action={AUDIT_LOG_PATH} role="search" aria-label={T.filtersLabel} className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <div>
        <label htmlFor="audit-admin" className="mb-1 block text-sm font-medium">
          {T.admin}
        </label>
        <select id="audit-admin" name={AUDIT_PARAMS.admin} defaultValue={query.admin} className="field">
          <option value="">{T.everyone}</option>
          {usernames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-kind" className="mb-1 block text-sm font-medium">
          {T.kind}
        </label>
        <select id="audit-kind" name={AUDIT_PARAMS.kind} defaultValue={query.kind} className="field">
          <option value="">{T.everyKind}</option>
          {kinds.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-text" className="mb-1 block text-sm font-medium">
          {T.text}
        </label>
        <input
          id="audit-text"
          type="search"
          name={AUDIT_PARAMS.text}
          defaultValue={query.text}
          placeholder={T.textPlaceholder}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          className="field"
        />
      </div>
      <div>
        <label htmlFor="audit-from" className="mb-1 block text-sm font-medium">
          {T.from}
        </label>
        <input id="audit-from" type="date" name={AUDIT_PARAMS.from} defaultValue={query.from} min="2000-01-01" max="2999-12-31" className="field" />
      </div>
      <div>
        <label htmlFor="audit-to" className="mb-1 block text-sm font-medium">
          {T.to}
        </label>
        <input id="audit-to" type="date" name={AUDIT_PARAMS.to} defaultValue={query.to} min="2000-01-01" max="2999-12-31" className="field" />
      </div>
      <div className="flex items-end">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={AUDIT_PARAMS.refused} value="1" defaultChecked={query.refusedOnly} className="h-4 w-4" />
          {T.refusedOnly}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className="btn-primary">
          {T.apply}
        </button>
        {hasFilters(query) ? (
          <Link to={AUDIT_LOG_PATH} className="btn-secondary">
            {T.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
