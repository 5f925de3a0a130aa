import type { LoaderFunctionArgs } from "@remix-run/node";
import { auditCsvResponse } from "~/features/audit/page.server";
import { adminLoader } from "~/services/guard.server";

/** GET /admin/tapahtumaloki.csv: the audit log's filtered entries (the view's parameters) as CSV. */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => auditCsvResponse(request));
