/** Builders for Request objects as a browser would send them to a route's loader or action. */
export const ORIGIN = "http://localhost:3000";

export function getRequest(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, { headers });
}

export function postForm(
  path: string,
  fields: Record<string, string> = {},
  options: { origin?: string | null; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", ...options.headers };
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  if (origin) headers.Origin = origin;
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

/** Runs a loader/action and returns its Response whether it was returned or thrown. */
export async function settle(run: () => unknown): Promise<Response | unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

export function cookieHeader(setCookie: string): string {
  return setCookie.split(";")[0];
}

/**
 * The arguments Remix gives a route. The client's address is what the HTTP server would resolve from a
 * trusted proxy's X-Forwarded-For (server/client-address.ts); the tests set that header to pose as clients.
 */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",").pop()?.trim();
  return { request, params, context: forwarded ? { clientIp: forwarded } : {} };
}
