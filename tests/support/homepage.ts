/** Calling the homepage editor's routes and JSON calls as a browser would, for the integration tests. */
import sharp from "sharp";
import type { ActionFunction, LoaderFunction } from "@remix-run/node";
import { createAdmin } from "~/services/admins.server";
import { startAdminSession } from "~/services/session.server";
import { takeToast } from "~/services/toast.server";
import { ORIGIN, cookieHeader, getRequest, routeArgs, settle } from "./requests";

export type RouteModule = { loader?: LoaderFunction; action?: ActionFunction };

/** A Response (redirect, JSON) or the `data()` of an action, as status, redirect target and body. */
export type Outcome<T = Record<string, unknown>> = { status: number; location: string | null; body: T; response: Response | null };

export async function outcome<T = Record<string, unknown>>(result: unknown): Promise<Outcome<T>> {
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await result.json() : await result.text();
    return { status: result.status, location: result.headers.get("Location"), body: body as T, response: result };
  }
  const value = result as { data?: unknown; init?: { status?: number } | null } | null;
  if (value && typeof value === "object" && "data" in value && "init" in value) {
    return { status: value.init?.status ?? 200, location: null, body: value.data as T, response: null };
  }
  return { status: 200, location: null, body: result as T, response: null };
}

export async function runAction<T = Record<string, unknown>>(module: RouteModule, request: Request, params: Record<string, string> = {}) {
  return outcome<T>(await settle(() => module.action!(routeArgs(request, params))));
}

export async function runLoader<T = Record<string, unknown>>(module: RouteModule, request: Request, params: Record<string, string> = {}) {
  return outcome<T>(await settle(() => module.loader!(routeArgs(request, params))));
}

export async function adminCookie(username: string): Promise<string> {
  const admin = await createAdmin(username, `salasana-${username}-123`);
  return cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
}

export function formRequest(path: string, fields: [string, string | File][] | Record<string, string>, cookie: string | null, multipart = false): Request {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  if (!multipart && entries.every(([, value]) => typeof value === "string")) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(entries as [string, string][]).toString() });
  }
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: form });
}

export function jsonRequest(method: string, path: string, body: unknown, cookie: string | null): Request {
  const headers: Record<string, string> = { Origin: ORIGIN, "Content-Type": "application/json" };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export function emptyRequest(method: string, path: string, cookie: string | null): Request {
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${ORIGIN}${path}`, { method, headers });
}

/** The flash toast a redirect carries. */
export async function toastOf(result: Outcome): Promise<string | null> {
  const setCookie = result.response?.headers.get("Set-Cookie");
  if (!setCookie) return null;
  return (await takeToast(getRequest("/", { Cookie: cookieHeader(setCookie) }))).toast?.message ?? null;
}

export const pngFile = async (name: string, width = 30, height = 4) =>
  new File([(await sharp({ create: { width, height, channels: 3, background: "#cc3322" } }).png().toBuffer()) as BlobPart], name, { type: "image/png" });
export const notAnImage = (name = "kuva.png") => new File(["tämä ei ole kuva"], name, { type: "image/png" });
export const tooBig = (name = "iso.png") => new File([new Uint8Array(5 * 1024 * 1024 + 1)], name, { type: "image/png" });
export const noFile = () => new File([], "", { type: "application/octet-stream" });
