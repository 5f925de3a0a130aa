import { Transform } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/ui/nonce";
import { trimViewPadding } from "~/features/site/stream-padding.rules";
import { ready } from "~/boot.server";
import { applyPageEtag, cachedHtml, renderCacheKey, storeHtml } from "~/services/render-cache.server";
import { reportError } from "~/services/error-reporting.server";
import { getLogger } from "~/services/logger.server";

/** The HTTP server calls this on SIGTERM once no request is running (server/shutdown.ts). */
export { shutdownApp as shutdown } from "~/boot.server";
/** The numbers /metrics reads (server/metrics.ts): queues, workers, mails and crawls (issue 30). */
export { metricsSnapshot } from "~/features/system/api.server";
/** What the page cache in front of Remix keys its pages by (server/page-cache.ts). */
export { publicDataVersion } from "~/features/site/public-data-version.server";

// The server answers nothing before the database is migrated (top-level await in the ESM build).
await ready;

const ABORT_DELAY = 5_000;

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Remix's own 4xx (a POST to a page without an action, an unknown route): the client's mistake, which
  // anyone could repeat to fill the log with stack traces.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const path = new URL(request.url).pathname;
  const requestId = context.requestId;
  getLogger().error({ err: error, requestId, method: request.method, path }, "route error");
  // A thrown Response is an answer the route chose, not a crash: logged, not reported (decision 0038).
  if (!isRouteErrorResponse(error) && !(error instanceof Response)) {
    reportError(error, { path, method: request.method, tags: { request_id: requestId, source: "remix" } });
  }
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  const nonce = loadContext.cspNonce;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const cacheKey = renderCacheKey(request, responseStatusCode, responseHeaders, remixContext);
  if (cacheKey && applyPageEtag(request, cacheKey, responseHeaders)) {
    responseHeaders.delete("Content-Type");
    return new Response(null, { headers: responseHeaders, status: 304 });
  }
  const hit = cacheKey ? cachedHtml(cacheKey, nonce) : undefined;
  if (hit !== undefined) {
    const body = new Uint8Array(hit.buffer, hit.byteOffset, hit.byteLength) as Uint8Array<ArrayBuffer>;
    return new Response(body, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // Drops the zero bytes React 18.3 pads a chunk with when a character straddles its buffer.
          const body = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              done(null, trimViewPadding(chunk));
            },
          });
          if (cacheKey && responseStatusCode === 200) {
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () => {
              if (responseStatusCode === 200) storeHtml(cacheKey, Buffer.concat(chunks).toString("utf8"), nonce);
            });
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) getLogger().error({ err: error, path: new URL(request.url).pathname, requestId: loadContext.requestId }, "render error");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
