/**
 * The one way routes receive requests that change something. `adminLoader` / `adminAction` refuse a
 * request without an admin session; every action refuses cross-origin posts. A test walks all route
 * modules to prove no route bypasses these wrappers.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Admin } from "~/models/admins.server";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { consume } from "./rate-limit.server";
import { clientIp, isSameOrigin } from "./request.server";
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
  handler: (args: AdminArgs<ActionFunctionArgs>) => Promise<T> | T,
): Promise<T> {
  assertSameOrigin(args.request);
  const admin = await requireAdmin(args.request);
  return handler({ ...args, admin });
}

export type PublicActionOptions = {
  /** Events allowed per window for one client address, e.g. { name: "newsletter", limit: 5, windowMs: 60_000 }. */
  rateLimit?: { name: string; limit: number; windowMs: number; message?: string };
};

export async function publicAction<T>(
  args: ActionFunctionArgs,
  handler: (args: ActionFunctionArgs & { ip: string }) => Promise<T> | T,
  options: PublicActionOptions = {},
): Promise<T> {
  const { request } = args;
  assertSameOrigin(request);
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("form")) {
    // Read from a clone: the handler (or an auth strategy) reads the body itself.
    const form = await request.clone().formData();
    const trap = form.get(HONEYPOT_FIELD);
    if (typeof trap === "string" && trap.trim() !== "") throw new Response("Pyyntö hylättiin.", { status: 400 });
  }
  const ip = clientIp(request);
  if (options.rateLimit) {
    const { name, limit, windowMs, message } = options.rateLimit;
    if (!(await consume(`${name}:${ip}`, limit, windowMs))) {
      throw tooManyRequests(message ?? "Liian monta pyyntöä. Yritä hetken päästä uudelleen.", windowMs / 1000);
    }
  }
  return handler({ ...args, ip });
}
