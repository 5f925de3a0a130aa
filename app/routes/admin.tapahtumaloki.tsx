import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";
import { Pager } from "~/components/ui/Pager";
import { AuditFilters } from "~/features/audit/components/AuditFilters";
import { AuditTable } from "~/features/audit/components/AuditTable";
import { loadAuditLog } from "~/features/audit/page.server";
import { AUDIT_CSV_PATH, AUDIT_LOG_PATH, AUDIT_TEXTS as T, auditSearch } from "~/features/audit/rules";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

/** GET /admin/tapahtumaloki: the audit log, filtered by the address's parameters, 50 a page. */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => loadAuditLog(request));

export default function AuditLogPage() {
  const { query, usernames, kinds, kindLabels, entries, page, pageCount, total } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Link to="/admin/asetukset" className="text-sm underline">
        {T.back}
      </Link>
      <AdminTabHeader title={T.title} intro={T.intro}>
        <a href={`${AUDIT_CSV_PATH}${auditSearch(query, 1)}`} className="btn-secondary" download>
          {T.csv}
        </a>
      </AdminTabHeader>
      <AuditFilters query={query} usernames={usernames} kinds={kinds} />
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="audit-count">
        {T.count(total)}
      </p>
      {entries.length === 0 ? (
        <p className="card text-sm" data-testid="audit-empty">
          {T.empty}
        </p>
      ) : (
        <AuditTable entries={entries} kindLabels={kindLabels} />
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        href={(target) => `${AUDIT_LOG_PATH}${auditSearch(query, target)}`}
        texts={{ label: T.pagerLabel, previous: T.previous, next: T.next, page: T.page }}
        testId="audit-page"
      />
    </div>
  );
}
