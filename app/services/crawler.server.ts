/**
 * The competitor crawler: fetches a product page safely (safe-fetch: public addresses only, robots.txt,
 * politeness, size and time limits) and reads its price and text (page-extract.server, in a worker thread
 * with time and memory limits: page-extract-pool). Callers pass
 * `getEnv().CRAWLER_ALLOWED_HOSTS` as `allowedHosts`; it is empty in every real deployment.
 */
import type { IncomingHttpHeaders } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import type { PriceMethod } from "~/services/page-extract.server";
import { CrawlError, crawlErrors } from "./crawl-error.server";
import { extractInThread } from "./page-extract-pool.server";
import { crawlerHeaders, robotsAllowsUrl } from "./robots.server";
import { Budget, isRedirect, parseCrawlUrl, safeGet, type ReadPlan } from "./safe-fetch.server";

export { CrawlError, type CrawlErrorKind } from "./crawl-error.server";
export { hostLimiter, createHostLimiter, type HostLimiter } from "./safe-fetch.server";
export { resetRobotsCache, AGENT_TOKEN } from "./robots.server";

export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;
/** Enough of an error page to recognise a bot challenge in it. */
const ERROR_BODY_BYTES = 64 * 1024;
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
/** A site's Retry-After is honoured up to this; beyond it the job's next daily run is the retry. */
const RETRY_AFTER_MAX_MS = 60_000;

export type FetchedPage = { html: string; finalUrl: string; status: number };

const mediaType = (headers: IncomingHttpHeaders) => (headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

function readPlan(status: number, headers: IncomingHttpHeaders): ReadPlan {
  if (status >= 200 && status < 300) {
    const length = Number(headers["content-length"]);
    if (Number.isFinite(length) && length > PAGE_MAX_BYTES) throw crawlErrors.tooLarge(PAGE_MAX_BYTES);
    const type = mediaType(headers);
    if (!HTML_TYPES.has(type)) throw crawlErrors.notHtml(type);
    return { maxBytes: PAGE_MAX_BYTES, truncate: false };
  }
  if (status === 401 || status === 403 || status === 429 || status === 503) return { maxBytes: ERROR_BODY_BYTES, truncate: true };
  return null;
}

/** The charset of Content-Type, else of a <meta> in the first bytes, else UTF-8. */
function decodeHtml(body: Buffer, headers: IncomingHttpHeaders): string {
  const charset =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(headers["content-type"] ?? "")?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 2048).toString("latin1"))?.[1] ??
    "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.encoding === "windows-1252" ? decodeWindows1252(body) : decoder.decode(body);
}

// 0x80–0x9F of Windows-1252 (which WHATWG also uses for "iso-8859-1" and "latin1"); the rest is Latin-1.
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** Node 20's TextDecoder reads windows-1252 as plain Latin-1 (0x80 "€" comes out as U+0080). */
function decodeWindows1252(body: Buffer): string {
  return body.toString("latin1").replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]);
}

function retryAfterMs(headers: IncomingHttpHeaders): number | undefined {
  const value = headers["retry-after"]?.trim();
  if (!value) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

/** Cloudflare and friends: a challenge page instead of the shop's page. */
function isBotWall(status: number, headers: IncomingHttpHeaders, body: Buffer | null): boolean {
  if (status === 403 || status === 429) return true;
  if (status !== 401 && status !== 503) return false;
  return headers["cf-mitigated"] !== undefined || /just a moment\.\.\.|captcha/i.test(body?.toString("latin1") ?? "");
}

/**
 * GETs an HTML page from a public address (see safe-fetch), honouring robots.txt and the per-host
 * limiter. `timeoutMs` bounds the network time of the whole fetch (robots.txt, redirects, body).
 * Throws CrawlError; a cancellation through `signal` rejects with the signal's reason instead.
 */
export async function fetchPage(url: string, options: { timeoutMs: number; allowedHosts?: string[]; signal?: AbortSignal }): Promise<FetchedPage> {
  const start = parseCrawlUrl(url);
  const allowedHosts = (options.allowedHosts ?? []).map((host) => host.trim().toLowerCase());
  const budget = new Budget(options.timeoutMs, options.signal);
  const response = await safeGet(start, {
    allowedHosts,
    budget,
    headers: crawlerHeaders("text/html,application/xhtml+xml"),
    maxRedirects: MAX_REDIRECTS,
    read: readPlan,
    beforeHop: async (hop) => {
      if (!(await budget.run(() => robotsAllowsUrl(hop, allowedHosts)))) throw crawlErrors.robots();
    },
  });
  const { status, headers, body } = response;
  if (status >= 200 && status < 300) return { html: decodeHtml(body ?? Buffer.alloc(0), headers), finalUrl: response.url.href, status };
  if (isBotWall(status, headers, body)) throw crawlErrors.botWall(status, status === 429 ? retryAfterMs(headers) : undefined);
  if (isRedirect(status)) throw crawlErrors.redirectWithoutLocation(status);
  throw crawlErrors.http(status);
}

export type CrawlResult = {
  price: string | null;
  priceMethod: PriceMethod | null;
  text: string;
  finalUrl: string;
  selectorMatched: boolean | null;
  /** Attempts made (1 when the first one succeeded). */
  attempts: number;
};

export type CrawlOptions = {
  timeoutMs: number;
  selector?: string | null;
  productName: string;
  allowedHosts?: string[];
  /** Attempts in total, 1–5 (default 3, the spec's default). */
  retries?: number;
  /** First wait between attempts (default 2000 ms), doubled after each failure. */
  backoffMs?: number;
  /** Injectable so tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** The time limit of reading the page (default EXTRACT_TIME_LIMIT_MS; tests pass a short one). */
  extractTimeLimitMs?: number;
  signal?: AbortSignal;
};

/**
 * fetchPage, then the page read in a worker thread (page-extract-pool), trying retryable failures
 * again with exponential backoff. `timeoutMs` bounds the network; the read has limits of its own.
 */
export async function crawlPage(url: string, options: CrawlOptions): Promise<CrawlResult> {
  const attemptsAllowed = Math.min(5, Math.max(1, Math.round(options.retries ?? 3)));
  const backoffMs = options.backoffMs ?? 2000;
  const sleep = options.sleep ?? ((ms: number) => delay(ms, undefined, { signal: options.signal }));
  for (let attempt = 1; ; attempt += 1) {
    try {
      const page = await fetchPage(url, { timeoutMs: options.timeoutMs, allowedHosts: options.allowedHosts, signal: options.signal });
      const extracted = await extractInThread(
        { html: page.html, selector: options.selector ?? null, productName: options.productName },
        { timeLimitMs: options.extractTimeLimitMs },
      );
      return { ...extracted, finalUrl: page.finalUrl, attempts: attempt };
    } catch (error) {
      if (!(error instanceof CrawlError) || !error.retryable || attempt >= attemptsAllowed) throw error;
      const backoff = backoffMs * 2 ** (attempt - 1);
      await sleep(Math.max(backoff, Math.min(error.retryAfterMs ?? 0, RETRY_AFTER_MAX_MS)));
    }
  }
}
