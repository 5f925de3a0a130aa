import type { LoaderFunctionArgs } from "@remix-run/node";
import { EXCEL_FORMAT, STANDARD_FORMAT } from "~/features/catalogue-csv/rules";
import { exportCatalogueCsv } from "~/features/catalogue-csv/model.server";
import { adminLoader } from "~/services/guard.server";
import { helsinkiDay } from "~/lib/helsinki-time";

/**
 * GET /admin/renkaat/vienti.csv: the whole catalogue as CSV, streamed (one row per product with its size).
 * `?muoto=excel` gives semicolons and decimal commas, which Finnish Excel opens by double-click.
 */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, download);

function download({ request }: LoaderFunctionArgs) {
  const excel = new URL(request.url).searchParams.get("muoto") === "excel";
  return new Response(exportCatalogueCsv(excel ? EXCEL_FORMAT : STANDARD_FORMAT), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="renkaat-${helsinkiDay()}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
