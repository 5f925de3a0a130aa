/**
 * Everything HTTP in front of the routes, in one place and in this order: security headers with a
 * per-request nonce, refusing URLs we cannot route, compression, static files, the same-origin check of
 * every state-changing request, a size limit on every body, then Remix with the client's address and the
 * nonce in its load context. Decisions and reasons: docs/decisions/0012-http-server.md.
 */
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { BodyTooLarge, declaredLength, limitStream, readBody } from "./body";
import { clientAddress, trustProxySetting } from "./client-address";
import { type AdmissionOptions, admission } from "./admission";
import { HTTP_TEXTS } from "./messages";
import { type DataVersion, type PageCache, createPageCache, isCacheablePageRequest } from "./page-cache";
import { type RequestBody, remixRequestHandler } from "./remix-handler";
import { bodyLimit, changesState, isApiDataRequest, isCrossSite, isLegacyDataRequest, isStreamedBody, isUnroutableUrl, takesAnyOrigin } from "./request-policy";
import { sendError } from "./responses";
import { buildAssets } from "./static-assets";
import { createNonce, securityHeaders } from "./security-headers";
import { METRICS_PATH, metricsEndpoint, requestMetrics } from "./metrics";
import { remixRequestId, requestLog } from "./request-log";
import { reportError } from "~/services/error-reporting.server";
import { getLogger } from "~/services/logger.server";

export type HttpAppOptions = {
  build: ServerBuild;
  mode: "production" | "development";
  trustedProxies: string;
  /** PUBLIC_URL is https. */
  https: boolean;
  /** True once the process is draining before exit: answers then close their connection. */
  isShuttingDown?: () => boolean;
  /** How many requests the Remix handler takes at once (see admission.ts). */
  admission: AdmissionOptions;
  /** How long a page for a visitor without cookies is kept (page-cache.ts); 0: not at all. */
  pageCacheMs: number;
};

type Locals = { cspNonce: string; body: RequestBody; pageCacheKey?: string };

export function createHttpApp(options: HttpAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(options.trustedProxies));
  const headerOptions = { https: options.https, development: options.mode === "development" };
  // Counts and times every answer by route for /metrics (metrics.ts).
  app.use(requestMetrics(options.build));

  // Before anything answers: every answer, whoever gives it, gets its log line and its X-Request-Id (request-log.ts).
  app.use(requestLog(options.build));

  app.use((req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    (res.locals as Locals).cspNonce = nonce;
    res.set(securityHeaders(nonce, headerOptions));
    if (options.isShuttingDown?.()) res.set("Connection", "close");
    next();
  });

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isUnroutableUrl(req.originalUrl)) sendError(req, res, 400, HTTP_TEXTS.badUrl);
    else if (isLegacyDataRequest(req.originalUrl)) sendError(req, res, 400, HTTP_TEXTS.outdatedPage);
    // A loader's data request for an API path: no page data there (a POST still meets the origin check first).
    else if ((req.method === "GET" || req.method === "HEAD") && isApiDataRequest(req.path)) sendError(req, res, 404, HTTP_TEXTS.notFound);
    else next();
  });

  // Before the body limits and admission: a scrape is answered even while the site is saturated (metrics.ts).
  app.get(METRICS_PATH, metricsEndpoint(options.build));

  // A streamed chat reply must reach the visitor as it is written, not when a compression block fills.
  app.use(compression({ filter: (req, res) => res.getHeader("X-Accel-Buffering") !== "no" && compression.filter(req, res) }));

  const { publicPath, assetsBuildDirectory } = options.build;
  app.use(publicPath, buildAssets(assetsBuildDirectory));
  // Every file in public/ has an extension: a page's address is not looked up on disk first (a stat per page).
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req: Request, res: Response, next: NextFunction) => (/\.[^/]+$/.test(req.path) ? publicFiles(req, res, next) : next()));

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (changesState(req.method) && isCrossSite(req.headers) && !takesAnyOrigin(req.path)) sendError(req, res, 403, HTTP_TEXTS.crossOrigin);
    else next();
  });

  // A page just answered for a visitor without cookies goes out again without entering Remix (page-cache.ts).
  const dataVersion = (options.build.entry.module as { publicDataVersion?: DataVersion }).publicDataVersion;
  const pageCache = dataVersion && options.pageCacheMs > 0 ? createPageCache({ buildVersion: options.build.assets.version, dataVersion, ttlMs: options.pageCacheMs }) : undefined;
  if (pageCache) app.use(servePageFromCache(pageCache));

  app.use(readRequestBody);
  // After the body is read, so a slow sender does not hold a turn. The chat stream is exempt: it mostly
  // waits on the model, is limited per visitor, and would otherwise hold a turn for its whole reply.
  app.use(admission({ ...options.admission, exempt: (path) => path === "/api/ai/chat" }));

  app.all(
    "*",
    remixRequestHandler({
      build: options.build,
      mode: options.mode,
      loadContext: (req, res) => ({ clientIp: clientAddress(req), cspNonce: (res.locals as Locals).cspNonce, requestId: remixRequestId(res) }),
      body: (_req, res) => (res.locals as Locals).body ?? { kind: "none" },
      pageCache: pageCache && { cache: pageCache, key: (res) => (res.locals as Locals).pageCacheKey, nonce: (res) => (res.locals as Locals).cspNonce },
    }),
  );

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    void next;
    if (res.headersSent) {
      // Already answered (e.g. 413 while an upload was still being read): nothing more to say.
      res.destroy();
      return;
    }
    // Express's own refusals (a parameter that does not decode) carry a 4xx: the client's fault, no stack trace.
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      sendError(req, res, status, status === 400 ? HTTP_TEXTS.badUrl : HTTP_TEXTS.badBody);
      return;
    }
    const requestId = res.getHeader("X-Request-Id");
    const path = req.originalUrl.split("?", 1)[0];
    getLogger().error({ err: error, requestId, method: req.method, path }, "unhandled error");
    reportError(error, { path, method: req.method, tags: { request_id: typeof requestId === "string" ? requestId : undefined, source: "express" } });
    sendError(req, res, 500, HTTP_TEXTS.serverError);
  });

  return app;
}

function servePageFromCache(pageCache: PageCache) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheablePageRequest(req.method, req.originalUrl, req.headers)) {
      next();
      return;
    }
    const locals = res.locals as Locals;
    let key: string;
    try {
      // The whole address as Remix sees it: a page's links and canonical address follow the Host the visitor
      // sent (without PUBLIC_URL), so a page asked for under another Host must never be served for this one.
      key = await pageCache.keyFor(`${req.protocol}://${req.headers.host ?? ""}${req.originalUrl}`);
    } catch {
      // The version could not be read (the database away): Remix answers as it would without the cache.
      next();
      return;
    }
    const hit = pageCache.lookup(key, locals.cspNonce);
    if (!hit) {
      locals.pageCacheKey = key;
      next();
      return;
    }
    res.status(hit.status);
    for (const [name, value] of hit.headers) res.setHeader(name, value);
    // As proxies' X-Cache: an operator (and a test) can tell a page that never entered Remix.
    res.setHeader("X-Page-Cache", "hit");
    res.end(hit.body);
  };
}

function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

function tooLarge(req: Request, res: Response): void {
  // The rest of the body is not read: close the connection after the answer instead of reusing it.
  sendError(req, res, 413, HTTP_TEXTS.tooLarge, { Connection: "close" });
}

async function readRequestBody(req: Request, res: Response, next: NextFunction): Promise<void> {
  const locals = res.locals as Locals;
  if (!changesState(req.method)) {
    locals.body = { kind: "none" };
    next();
    return;
  }
  const type = req.headers["content-type"];
  const limit = bodyLimit(req.path, type);
  const declared = declaredLength(req);
  if (declared !== null && declared > limit) {
    tooLarge(req, res);
    return;
  }
  if (isStreamedBody(type)) {
    const limited = limitStream(limit, () => tooLarge(req, res));
    req.on("error", (error) => limited.destroy(error));
    req.pipe(limited);
    locals.body = { kind: "stream", stream: limited };
    next();
    return;
  }
  try {
    locals.body = { kind: "buffer", bytes: await readBody(req, limit) };
  } catch (error) {
    if (error instanceof BodyTooLarge) tooLarge(req, res);
    else sendError(req, res, 400, HTTP_TEXTS.timeout, { Connection: "close" });
    return;
  }
  next();
}
