/**
 * Admission control in front of the Remix handler. Every page and action holds its loaders' data, the
 * React render and the database's attention while it runs; under a flood, letting all of them in at once
 * grows the heap with the number of open connections and makes every visitor wait for everyone else
 * (the embedded database runs one query at a time). So at most `concurrency` requests run, at most
 * `queue` wait their turn for at most `maxWaitMs`, and the rest are told at once to come back shortly:
 * 503 with Retry-After, which browsers, crawlers and load balancers understand.
 */
import type { NextFunction, Request, Response } from "express";
import { createLimiter } from "~/lib/limiter";
import { HTTP_TEXTS } from "./messages";
import { sendError } from "./responses";

export type AdmissionOptions = {
  concurrency: number;
  queue: number;
  maxWaitMs: number;
  /** Requests that bypass admission (they must bound themselves). */
  exempt?: (path: string) => boolean;
};

export const RETRY_AFTER_SECONDS = 5;

/** Sizes for the two databases: PGlite answers one query at a time, a Postgres pool ten. */
export function admissionFor(database: "pglite" | "postgres"): AdmissionOptions {
  return database === "pglite"
    ? { concurrency: 16, queue: 128, maxWaitMs: 10_000 }
    : { concurrency: 48, queue: 256, maxWaitMs: 10_000 };
}

export function admission(options: AdmissionOptions) {
  const limiter = createLimiter({ concurrency: options.concurrency, queue: options.queue });

  return (req: Request, res: Response, next: NextFunction) => {
    if (options.exempt?.(req.path)) {
      next();
      return;
    }
    // Stop waiting when the wait is too long or the client has gone.
    const giveUp = new AbortController();
    const waitTimer = setTimeout(() => giveUp.abort(), options.maxWaitMs);
    res.once("close", () => giveUp.abort());

    // The slot is held until the response is done or the connection is cut.
    const handled = () =>
      new Promise<void>((resolve) => {
        clearTimeout(waitTimer);
        if (res.closed) return resolve(); // the client left just as its turn came
        res.once("close", resolve);
        next();
      });
    limiter.run(handled, { signal: giveUp.signal }).catch(() => {
      // Only LimiterFull can land here: `handled` never rejects.
      clearTimeout(waitTimer);
      if (res.headersSent || res.closed) return;
      sendError(req, res, 503, HTTP_TEXTS.busy, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    });
  };
}
