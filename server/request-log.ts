/**
 * One JSON log line per request, written when the answer is finished (or the client went away): method,
 * path without its query string (tokens masked), the Remix route that answered, status, duration, the
 * client's address as trusted (client-address.ts) and a request id, which is also the X-Request-Id
 * response header and goes to the routes in the load context (decision 0038).
 */
import { pooledRandomBytes } from "./random-pool";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import type { NextFunction, Request, Response } from "express";
import { getLogger } from "~/services/logger.server";
import { scrubPath } from "~/services/scrub.server";
import { clientAddress } from "./client-address";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Health checks and metrics scrapes: logged at debug level when they succeed. */
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);

type RequestLocals = { requestId?: string; viaRemix?: boolean };

/** A proxy's X-Request-Id when it is a short safe token (so it can tie our line to theirs); else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value && /^[A-Za-z0-9._:-]{6,64}$/.test(value) && scrubPath(value) === value) return value;
  return pooledRandomBytes(8).toString("hex");
}

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };

/** The id of the deepest Remix route matching a path ('/x.data', single fetch's data request, as '/x'). */
export function routeMatcher(build: Pick<ServerBuild, "routes">): (path: string) => string | undefined {
  const children = new Map<string | undefined, RouteNode[]>();
  for (const route of Object.values(build.routes)) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
    children.set(route.parentId, siblings);
  }
  const attach = (nodes: RouteNode[]): RouteNode[] =>
    nodes.map((node) => {
      const below = children.get(node.id);
      return below ? { ...node, children: attach(below) } : node;
    });
  // Remix's route manifest, in the shape react-router's matcher takes (the same matcher Remix uses).
  const tree = attach(children.get(undefined) ?? []) as Parameters<typeof matchRoutes>[0];
  return (path) => {
    const pathname = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    try {
      return matchRoutes(tree, pathname)?.at(-1)?.route.id;
    } catch {
      return undefined;
    }
  };
}

/** Called where the Remix handler builds its load context: marks the request as Remix's, gives its id. */
export function remixRequestId(res: Response): string | undefined {
  const locals = res.locals as RequestLocals;
  locals.viaRemix = true;
  return locals.requestId;
}

/** The middleware: first in the chain, so every answer (static files and refusals too) has its line. */
export function requestLog(build: Pick<ServerBuild, "routes">) {
  const routeOf = routeMatcher(build);
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    (res.locals as RequestLocals).requestId = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const path = req.originalUrl.split("?", 1)[0] ?? "/";
      const line = {
        requestId,
        method: req.method.slice(0, 16),
        path: scrubPath(path),
        route: (res.locals as RequestLocals).viaRemix ? routeOf(path) : undefined,
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        client: clientAddress(req),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      const logger = getLogger();
      if (res.statusCode >= 500) logger.warn(line, "request");
      // A load balancer's and a scraper's polls are there every few seconds: visible at LOG_LEVEL=debug.
      else if (PROBES.has(path) && res.statusCode < 400) logger.debug(line, "request");
      else logger.info(line, "request");
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
}
