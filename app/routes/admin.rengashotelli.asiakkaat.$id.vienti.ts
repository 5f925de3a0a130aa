import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportHotelCustomer } from "~/features/tyre-hotel/privacy.model.server";
import { parseDatabaseId } from "~/lib/database-id";
import { serverNow } from "~/services/clock.server";
import { adminLoader } from "~/services/guard.server";

/**
 * GET /admin/rengashotelli/asiakkaat/:id/vienti: one customer's data in the register as a JSON download,
 * for a request under the GDPR's right of access and data portability. Private and never stored.
 */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, download);

async function download({ params }: LoaderFunctionArgs) {
  const id = parseDatabaseId(params.id);
  const exported = id === null ? null : await exportHotelCustomer(id, serverNow());
  if (!exported) {
    throw new Response("Asiakasta ei löytynyt.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="rengashotelli-asiakas-${exported.customer.id}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
