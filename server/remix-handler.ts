/**
 * The bridge from Express to Remix: builds the Fetch Request a route sees (with the body already
 * bounded by ./body.ts) and writes Remix's Response back. Replaces @remix-run/express so that the body,
 * the headers a route may trust and the load context are decided here.
 */
import { type AppLoadContext, type ServerBuild, createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import type { Readable } from "node:stream";
import { type PageCache, isStorableResponse } from "./page-cache";

export type RequestBody = { kind: "buffer"; bytes: Uint8Array<ArrayBuffer> } | { kind: "stream"; stream: Readable } | { kind: "none" };

/**
 * Headers a client could use to pose as a proxy. The app gets the client's address and protocol from the
 * load context instead, and Remix's own CSRF check would compare Origin with a forged X-Forwarded-Host.
 */
const PROXY_HEADERS = new Set(["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"]);

function remixHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || PROXY_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

export function createRemixRequest(req: Request, res: Response, body: RequestBody): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.headers.host ?? "localhost"}`);
  const controller = new AbortController();
  // The client went away before the answer was written: stop the loaders and actions working for it.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: remixHeaders(req), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    if (body.kind === "buffer") init.body = body.bytes;
    else if (body.kind === "stream") {
      init.body = createReadableStreamFromReadable(body.stream);
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}

/** Writes Remix's answer; `body`, when given, is that answer's body already read (a page kept in the page cache). */
export async function sendRemixResponse(res: Response, response: globalThis.Response, body?: Buffer): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A header the route sets replaces the server's default of the same name (e.g. a stricter CSP for an
  // image); only Set-Cookie may repeat.
  for (const [name, value] of response.headers.entries()) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  // A 304 updates the browser's stored headers: a new CSP here would carry a nonce that the stored body's
  // scripts do not have, and the page would run no script. Without one, the stored policy stays (0024).
  if (response.status === 304) res.removeHeader("Content-Security-Policy");
  if (body) {
    res.end(body);
    return;
  }
  if (!response.body) {
    res.end();
    return;
  }
  await writeReadableStreamToWritable(response.body, res);
}

export function remixRequestHandler(options: {
  build: ServerBuild;
  mode: string;
  loadContext: (req: Request, res: Response) => AppLoadContext;
  body: (req: Request, res: Response) => RequestBody;
  /** Where a page answered for a visitor without cookies is kept for the next one (page-cache.ts). */
  pageCache?: { cache: PageCache; key: (res: Response) => string | undefined; nonce: (res: Response) => string };
}) {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = createRemixRequest(req, res, options.body(req, res));
      const response = await handle(request, options.loadContext(req, res));
      const cacheKey = options.pageCache?.key(res);
      if (options.pageCache && cacheKey !== undefined && isStorableResponse(response)) {
        const body = Buffer.from(await response.arrayBuffer());
        options.pageCache.cache.store(cacheKey, response, body, options.pageCache.nonce(res));
        await sendRemixResponse(res, response, body);
      } else {
        await sendRemixResponse(res, response);
      }
    } catch (error) {
      next(error);
    }
  };
}
