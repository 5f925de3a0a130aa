import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { newsletterResultText } from "~/features/subscribers/rules";
import { subscribe } from "~/features/subscribers/model.server";
import { publicAction } from "~/services/guard.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/services/toast.server";

/**
 * POST /api/subscribers/subscribe with JSON {email} or a form: answers {message}. A plain HTML form
 * (no JavaScript) also sends `redirectTo` and is sent back there with the result as a toast. A new, a
 * re-subscribed and an already subscribed address get the same answer (decision 0013).
 */
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, handleSubscribe, { rateLimit: { name: "newsletter", limit: 10, windowMs: 60_000, message: TOO_MANY }, acceptsJson: true }).catch(
    (thrown: unknown) => tooManyBackToPage(args.request, thrown),
  );

const TOO_MANY = "Liian monta tilausyritystä. Yritä hetken päästä uudelleen.";

async function handleSubscribe({ request }: ActionFunctionArgs) {
  const { email, redirectTo } = await readInput(request);
  const result = await subscribe(email);
  const ok = result.status !== "invalid";
  if (redirectTo !== null) {
    const message = newsletterResultText({ ok, message: result.message });
    return redirectWithToast(safeRedirectPath(redirectTo), { type: ok ? "success" : "error", message });
  }
  return Response.json({ message: result.message }, { status: ok ? 200 : 400 });
}

async function readInput(request: Request): Promise<{ email: unknown; redirectTo: string | null }> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await request.json().catch(() => null);
    const email = typeof body === "object" && body !== null ? (body as Record<string, unknown>).email : undefined;
    return { email, redirectTo: null };
  }
  const form = await request.formData().catch(() => new FormData());
  const redirectTo = form.get("redirectTo");
  return { email: form.get("email"), redirectTo: typeof redirectTo === "string" ? redirectTo : null };
}

/** A visitor without JavaScript who hits the rate limit goes back to the page with a toast, not a bare 429. */
async function tooManyBackToPage(request: Request, thrown: unknown): Promise<Response> {
  if (!(thrown instanceof Response) || thrown.status !== 429) throw thrown;
  const { redirectTo } = await readInput(request);
  if (redirectTo === null) throw thrown;
  return redirectWithToast(safeRedirectPath(redirectTo), { type: "error", message: TOO_MANY });
}

export function loader() {
  return redirect("/");
}
