import type { ActionFunctionArgs } from "@remix-run/node";
import { generateArticleResponse } from "~/features/blog/generator-api.server";
import { adminJsonAction } from "~/services/guard.server";

/**
 * POST /api/blog/generate {keywords, title, tone, length} (JSON or a form): a Finnish article for the
 * blog tab as JSON `{content, generatedTitle, notice, source}`, or streamed as NDJSON for a client that
 * accepts application/x-ndjson. Admin only: 401 JSON without a session.
 */
export const action = (args: ActionFunctionArgs) => adminJsonAction(args, ({ request, form }) => generateArticleResponse(request, form));
