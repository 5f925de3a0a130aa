/**
 * Calling the tyre tab's routes as Remix does, with an admin session: posts, the toast a redirect
 * carries, and the Conform reply an action returns on errors.
 */
import { createAdmin } from "~/services/admins.server";
import type { ProductCreateInput } from "~/features/tyres/admin.model.server";
import { flashStorage, startAdminSession } from "~/services/session.server";
import { ORIGIN, cookieHeader, getRequest, settle } from "./requests";

export type Reply = {
  data: {
    result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
    images?: unknown;
    imageErrors?: Record<string, string>;
  };
  init: { status: number };
};

type Fields = Record<string, string | string[]> | [string, string][];

export async function adminCookie(username: string): Promise<string> {
  const admin = await createAdmin(username, `${username}-salasana-123`);
  return cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
}

const entries = (fields: Fields): [string, string][] =>
  Array.isArray(fields)
    ? fields
    : Object.entries(fields).flatMap(([key, value]) => (Array.isArray(value) ? value.map((v) => [key, v] as [string, string]) : [[key, value] as [string, string]]));

/** A same-origin urlencoded POST (what a browser sends for a form without files). */
export function post(path: string, fields: Fields, cookie?: string): Request {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(entries(fields)).toString() });
}

/** A same-origin multipart POST (the product form's encoding). */
export function postMultipart(path: string, fields: Fields, cookie?: string): Request {
  const body = new FormData();
  for (const [key, value] of entries(fields)) body.append(key, value);
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}

type Handler = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => unknown;

/** Runs a loader or action; a thrown Response is returned like a returned one. */
export function run(handler: Handler, request: Request, params: Record<string, string> = {}) {
  return settle(() => handler({ request, params, context: {} })) as Promise<unknown>;
}

/** The toast a redirect carries in its flash cookie. */
export async function toastOf(response: Response) {
  const session = await flashStorage.getSession(response.headers.get("Set-Cookie"));
  return session.get("toast");
}

export function asReply(result: unknown): Reply {
  if (result instanceof Response) throw new Error(`expected errors, got a ${result.status} response to ${result.headers.get("Location")}`);
  return result as Reply;
}

export function asRedirect(result: unknown): Response {
  if (!(result instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(result)}`);
  return result;
}

/** A product with only the required fields set; tests override what they look at. */
export function productInput(
  required: Pick<ProductCreateInput, "sizeId" | "manufacturer" | "model" | "type" | "winterType" | "price">,
  overrides: Partial<ProductCreateInput> = {},
): ProductCreateInput {
  return {
    financingPrice: 0,
    originalPrice: null,
    stock: 0,
    description: "",
    designedFor: "",
    features: [],
    fuelEfficiency: null,
    wetGrip: null,
    noiseLevel: null,
    noiseClass: null,
    ratingDryGrip: null,
    ratingWetGrip: null,
    ratingSnowGrip: null,
    ratingIceGrip: null,
    ratingComfort: null,
    ratingDurability: null,
    thumbnail: null,
    pattern: null,
    gallery: [],
    ...required,
    ...overrides,
  };
}
