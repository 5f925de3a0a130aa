/**
 * The worker thread that reads a competitor's page (started by page-extract-pool.server.ts, never
 * imported by the app). Parsing and CSS selection are CPU work that a hostile page can stretch to a
 * minute, so they run here, off the event loop of the process that serves pages, under the pool's time
 * and memory limits. Built on its own into build/extract/thread.cjs (package.json "build").
 */
import { parentPort } from "node:worker_threads";
import { HtmlTooComplex } from "~/services/html-depth.server";
import { type ExtractResult, extractPage } from "~/services/page-extract.server";

export type ExtractRequest = { html: string; selector: string | null; productName: string };
export type ExtractReply =
  | { ok: true; result: ExtractResult }
  | { ok: false; reason: "too-many-elements"; maxElements: number }
  | { ok: false; reason: "failed"; message: string };

parentPort?.on("message", (request: ExtractRequest) => {
  let reply: ExtractReply;
  try {
    reply = { ok: true, result: extractPage(request.html, { selector: request.selector, productName: request.productName }) };
  } catch (error) {
    reply =
      error instanceof HtmlTooComplex
        ? { ok: false, reason: "too-many-elements", maxElements: error.maxElements }
        : { ok: false, reason: "failed", message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
