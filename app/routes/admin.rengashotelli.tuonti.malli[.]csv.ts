import type { LoaderFunctionArgs } from "@remix-run/node";
import { templateCsv } from "~/features/tyre-hotel/import-plan.rules";
import { adminLoader } from "~/services/guard.server";

/** GET /admin/rengashotelli/tuonti/malli.csv: the import's header and one example row, as Finnish Excel saves CSV. */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, download);

function download() {
  return new Response(templateCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="rengashotelli-tuontimalli.csv"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
