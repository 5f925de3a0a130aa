import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ready } from "./services/boot.server";
import { cachedHtml, renderCacheKey, storeHtml } from "./services/render-cache.server";

// The server answers nothing before the database is migrated (top-level await in the ESM build).
await ready;

const ABORT_DELAY = 5_000;

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  setSecurityHeaders(responseHeaders);
  const cacheKey = renderCacheKey(request, responseStatusCode, responseHeaders, remixContext);
  const hit = cacheKey ? cachedHtml(cacheKey) : undefined;
  if (hit !== undefined) return new Response(hit, { headers: responseHeaders, status: responseStatusCode });

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
      {
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          if (cacheKey && responseStatusCode === 200) {
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () => {
              if (responseStatusCode === 200) storeHtml(cacheKey, Buffer.concat(chunks).toString("utf8"));
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
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

function setSecurityHeaders(headers: Headers): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
}
