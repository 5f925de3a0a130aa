import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { FEEDBACK_TEXTS } from "~/features/chat/rules";
import { saveFeedback } from "~/features/feedback/model.server";
import { parseFeedbackRequest, withOwnedConversation } from "~/features/chat/assistant/http.server";
import { publicAction } from "~/services/guard.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/services/toast.server";

/**
 * POST /api/feedback: JSON {rating, comment, conversationId?, source?} answers 201 {ok: true}; the
 * feedback form without JavaScript (fields rating, comment, conversationId, redirectTo) is sent back to
 * its page with the result as a toast. The conversation is linked only when this browser started it.
 */
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, handleFeedback, { rateLimit: { name: "feedback", limit: 10, windowMs: 60_000 }, acceptsJson: true }).catch((thrown: unknown) =>
    tooManyBackToPage(args.request, thrown),
  );

async function handleFeedback({ request }: ActionFunctionArgs) {
  const { input, redirectTo } = await parseFeedbackRequest(request);
  if (redirectTo !== null) {
    if (!input) return redirectWithToast(safeRedirectPath(redirectTo), { type: "error", message: FEEDBACK_TEXTS.failure });
    await saveFeedback(await withOwnedConversation(request, input));
    return redirectWithToast(safeRedirectPath(redirectTo), { type: "success", message: FEEDBACK_TEXTS.success });
  }
  if (!input) return Response.json({ ok: false, error: FEEDBACK_TEXTS.failure }, { status: 400 });
  await saveFeedback(await withOwnedConversation(request, input));
  return Response.json({ ok: true }, { status: 201 });
}

/** A visitor without JavaScript who hits the rate limit goes back to the page with a toast, not a bare 429. */
async function tooManyBackToPage(request: Request, thrown: unknown): Promise<Response> {
  if (!(thrown instanceof Response) || thrown.status !== 429) throw thrown;
  const { redirectTo } = await parseFeedbackRequest(request);
  if (redirectTo === null) throw thrown;
  return redirectWithToast(safeRedirectPath(redirectTo), { type: "error", message: FEEDBACK_TEXTS.failure });
}

export function loader() {
  return redirect("/");
}
