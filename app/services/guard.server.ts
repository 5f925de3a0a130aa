/**
 * The one way routes receive requests that change something. `adminLoader` / `adminAction` refuse a
 * request without an admin session; every action refuses cross-origin posts and a body it cannot read
 * safely (form.server.ts). The HTTP server already refuses cross-origin posts and oversized bodies before
 * any route runs (server/app.ts); these checks hold also when a route is called directly. A test walks
 * all route modules to prove no route bypasses these wrappers.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Admin } from "~/services/admins.server";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { type FormLimits, INPUT_TEXTS, badRequest, bodyKind, parseFormBody, readForm, readJson } from "./form.server";
import { consume } from "./rate-limit.server";
import { clientIp, isSameOrigin } from "./request.server";
import { keepExpiredSubmission } from "./pending-form.server";
import { auditAdminAction } from "./audit.server";
import { requireAdmin } from "./session.server";

export { HONEYPOT_FIELD };

export function forbidden(message = "Pyyntö hylättiin: väärä alkuperä."): Response {
  return new Response(message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export function tooManyRequests(message: string, retryAfterSeconds?: number): Response {
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8" };
  if (retryAfterSeconds) headers["Retry-After"] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return new Response(message, { status: 429, headers });
}

function assertSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw forbidden();
}

type AdminArgs<A> = A & { admin: Admin };
/** The checked form of an urlencoded (or empty) body; null for JSON and for uploads, read by the route. */
type FormArgs = { form: FormData | null };
/** What a guarded action's handler receives besides the route's own arguments. */
export type FormActionArgs = ActionFunctionArgs & FormArgs;

export type ActionOptions = {
  /** Bounds of the route's form, when it has more list entries or fields than the defaults allow. */
  form?: FormLimits;
  /**
   * The route reads JSON bodies too (the browser widgets' and the admin's JSON calls). Every other action
   * takes only forms, and answers JSON with 415 before its handler runs.
   */
  acceptsJson?: boolean;
  /**
   * Any origin may post: only for an action whose credential is a secret in its own address (the RFC 8058
   * one-click unsubscribe), so a forged request from another site carries nothing it did not already know.
   */
  anyOrigin?: boolean;
  /**
   * How a refused JSON body is answered: JSON {ok: false, error, message} (the JSON calls' own shape, so a
   * client reads it like any other refusal) or plain text (the chat, whose errors are text).
   */
  jsonErrors?: "json" | "text";
};

/**
 * Reads a copy of the body once to refuse what the route cannot use: not a form (nor JSON, where the route
 * takes JSON) is a 415; malformed, too many fields or list entries, control characters a 400. Admin
 * uploads are streamed to the route, which reads them with the same checks (readUploadForm).
 */
async function checkedBody(request: Request, options: ActionOptions, admin: boolean): Promise<FormData | null> {
  const limits = options.form;
  switch (bodyKind(request)) {
    case "form":
    case "empty":
      return readForm(request.clone(), limits);
    case "json":
      if (!options.acceptsJson) throw badRequest(INPUT_TEXTS.unsupported, 415);
      try {
        await readJson(request.clone());
      } catch (refusal) {
        if (!(refusal instanceof Response) || options.jsonErrors === "text") throw refusal;
        const message = await refusal.text();
        throw Response.json({ ok: false, error: message, message }, { status: refusal.status });
      }
      return null;
    case "multipart":
      // No public form takes files: a small multipart body (the server caps it) is read like a form.
      return admin ? null : parseFormBody(request.clone(), limits);
    default:
      throw badRequest(INPUT_TEXTS.unsupported, 415);
  }
}

/*
 * Routes call these inside their own `loader`/`action` functions
 * (`export const loader = (args) => adminLoader(args, handler)`), never at module level: the browser
 * build drops a route's loader and action only when defining them has no side effects.
 */

export async function adminLoader<T>(
  args: LoaderFunctionArgs,
  handler: (args: AdminArgs<LoaderFunctionArgs>) => Promise<T> | T,
): Promise<T> {
  const admin = await requireAdmin(args.request);
  return handler({ ...args, admin });
}

export async function adminAction<T>(
  args: ActionFunctionArgs,
  handler: (args: AdminArgs<ActionFunctionArgs> & FormArgs) => Promise<T> | T,
  options: ActionOptions = {},
): Promise<T> {
  assertSameOrigin(args.request);
  const admin = await requireAdmin(args.request).catch((thrown) => keepExpiredForm(args.request, thrown, options));
  const form = await checkedBody(args.request, options, true);
  // Every admin action leaves an entry in the audit log, whatever its route does (audit.server.ts).
  return auditAdminAction({ admin, request: args.request, ip: clientIp(args.context), form }, () => handler({ ...args, admin, form }));
}

/**
 * A form sent after the session ended (it was open while the session expired): before the login page,
 * its text is kept for the admin (pending-form.server.ts) and the redirect carries the cookie naming it,
 * so after logging in the form comes back filled. Not for the JSON calls, which answer 401.
 */
async function keepExpiredForm(request: Request, thrown: unknown, options: ActionOptions): Promise<never> {
  const toLogin = thrown instanceof Response && (thrown.headers.get("Location") ?? "").startsWith("/admin/login");
  if (!toLogin || options.jsonErrors === "json") throw thrown;
  try {
    const cookie = await keepExpiredSubmission(request);
    if (cookie) thrown.headers.append("Set-Cookie", cookie);
  } catch (error) {
    console.error("Keeping an expired session's form failed", error);
  }
  throw thrown;
}

/** What a JSON call without an admin session gets: 401 (spec section 4), not the login page's HTML. */
export const UNAUTHORIZED_JSON_TEXT = "Kirjaudu sisään ylläpitäjänä.";

async function unauthorizedAsJson<T>(answer: () => Promise<T>, message = UNAUTHORIZED_JSON_TEXT): Promise<T> {
  try {
    return await answer();
  } catch (thrown) {
    const toLogin = thrown instanceof Response && (thrown.headers.get("Location") ?? "").startsWith("/admin/login");
    if (!toLogin) throw thrown;
    throw Response.json({ ok: false, success: false, error: message, message }, { status: 401, headers: { "Cache-Control": "no-store" } });
  }
}

/** `adminLoader` for the admin's JSON calls under /api: no session is a 401 JSON answer. */
export function adminJsonLoader<T>(args: LoaderFunctionArgs, handler: Parameters<typeof adminLoader<T>>[1]): Promise<T> {
  return unauthorizedAsJson(() => adminLoader(args, handler));
}

/**
 * `adminAction` for the admin's JSON calls under /api: no session is a 401 JSON answer (with the call's
 * own `unauthorizedMessage` when the spec names one), refusals are JSON.
 */
export function adminJsonAction<T>(
  args: ActionFunctionArgs,
  handler: Parameters<typeof adminAction<T>>[1],
  options: ActionOptions & { unauthorizedMessage?: string } = {},
): Promise<T> {
  const { unauthorizedMessage, ...actionOptions } = options;
  return unauthorizedAsJson(() => adminAction(args, handler, { jsonErrors: "json", acceptsJson: true, ...actionOptions }), unauthorizedMessage);
}

export type PublicActionOptions = ActionOptions & {
  /** Events allowed per window for one client address, e.g. { name: "newsletter", limit: 5, windowMs: 60_000 }. */
  rateLimit?: { name: string; limit: number; windowMs: number; message?: string };
};

export async function publicAction<T>(
  args: ActionFunctionArgs,
  handler: (args: ActionFunctionArgs & FormArgs & { ip: string }) => Promise<T> | T,
  options: PublicActionOptions = {},
): Promise<T> {
  const { request } = args;
  if (!options.anyOrigin) assertSameOrigin(request);
  const form = await checkedBody(request, options, false);
  const trap = form?.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap.trim() !== "") throw badRequest("Pyyntö hylättiin.");
  const ip = clientIp(args.context);
  if (options.rateLimit) {
    const { name, limit, windowMs, message } = options.rateLimit;
    if (!(await consume(`${name}:${ip}`, limit, windowMs))) {
      throw tooManyRequests(message ?? "Liian monta pyyntöä. Yritä hetken päästä uudelleen.", windowMs / 1000);
    }
  }
  return handler({ ...args, form, ip });
}
