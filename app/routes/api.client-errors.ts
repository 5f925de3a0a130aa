import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { reportClientError } from "~/services/error-reporting.server";
import { badRequest } from "~/services/form.server";
import { publicAction } from "~/services/guard.server";
import { getLogger } from "~/services/logger.server";

/** What the browser's reporter (components/ui/ErrorReporter.tsx) sends: bounded, nothing else taken. */
const clientError = z.object({
  type: z.string().trim().min(1).max(200),
  message: z.string().max(2_000),
  stack: z.string().max(10_000).optional(),
  path: z.string().max(1_000).optional(),
});

const REFUSED = "Virheilmoitus on väärässä muodossa.";

/**
 * POST /api/client-errors: an uncaught error of a visitor's browser, as JSON. It is logged (scrubbed) and,
 * when SENTRY_DSN is set, forwarded to the error tracker; 204. At most 10 a minute per address.
 */
export const action = (args: ActionFunctionArgs) =>
  publicAction(
    args,
    async ({ request, form, context }) => {
      if (form) throw badRequest(REFUSED);
      const parsed = clientError.safeParse(await request.json().catch(() => null));
      if (!parsed.success) throw badRequest(REFUSED);
      const { type, message, stack, path } = parsed.data;
      const where = path?.startsWith("/") ? path : "/";
      getLogger().warn({ requestId: context.requestId, type, error: message, stack, path: where }, "client error");
      reportClientError({ type, value: message, stack }, { path: where, tags: { request_id: context.requestId, source: "browser" } });
      return new Response(null, { status: 204 });
    },
    { acceptsJson: true, rateLimit: { name: "client-errors", limit: 10, windowMs: 60_000 } },
  );
