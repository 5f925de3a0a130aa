/**
 * Errors to a Sentry-compatible tracker when SENTRY_DSN is set, over Sentry's envelope protocol
 * (POST <host>/api/<project>/envelope/, X-Sentry-Auth header, newline-delimited envelope), written with
 * fetch: no SDK patching globals (decision 0038). Sending is fire and forget: at most MAX_QUEUED events
 * wait (more are dropped), each POST is given up after SEND_TIMEOUT_MS, and nothing here ever throws into
 * the caller. Messages, stacks, paths and tags are scrubbed like log lines (scrub.server.ts).
 */
import { randomUUID } from "node:crypto";
import { getEnv } from "./env.server";
import { getLogger } from "./logger.server";
import { scrubPath, scrubText } from "./scrub.server";

export const SENTRY_CLIENT = "rengas-kaarto/1.0";
const MAX_QUEUED = 100;
const SEND_TIMEOUT_MS = 5_000;
const MAX_FRAMES = 50;

export type Dsn = { raw: string; key: string; projectId: string; envelopeUrl: string };

/** `https://<key>@host[:port][/prefix]/<projectId>`, or null when it is not one. */
export function parseDsn(raw: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const match = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!["http:", "https:"].includes(url.protocol) || !url.username || url.password || !match) return null;
  return { raw, key: decodeURIComponent(url.username), projectId: match[2], envelopeUrl: `${url.origin}${match[1]}/api/${match[2]}/envelope/` };
}

export type Frame = { filename: string; function: string; lineno?: number; colno?: number; in_app: boolean };

/** A file name as a frame shows it: a URL's path only (no origin, query or fragment), scrubbed. */
function frameFile(file: string): string {
  const bare = file.replace(/^async\s+/, "");
  if (/^https?:\/\//.test(bare)) return scrubPath(bare);
  return scrubText(bare.replace(/^file:\/\//, "").split(/[?#]/, 1)[0] ?? "");
}

/**
 * The frames of a V8 (`    at fn (file:1:2)`) or Firefox/Safari (`fn@file:1:2`) stack, oldest call
 * first as Sentry wants them, at most MAX_FRAMES (the ones nearest the throw).
 */
export function parseStack(stack: string | undefined): Frame[] {
  if (!stack) return [];
  const frames: Frame[] = [];
  for (const line of stack.split("\n").slice(0, 200)) {
    const v8 = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/.exec(line);
    const gecko = v8 ? null : /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/.exec(line);
    const found = v8 ?? gecko;
    if (!found) continue;
    const [, fn, file, lineno, colno] = found;
    const filename = frameFile(file);
    frames.push({
      filename,
      function: scrubText(fn?.replace(/^async /, "") || "?"),
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: !filename.includes("node_modules") && !filename.startsWith("node:"),
    });
  }
  return frames.slice(0, MAX_FRAMES).reverse();
}

export type ErrorContext = {
  platform?: "node" | "javascript";
  level?: "fatal" | "error" | "warning";
  /** The request's path (the query string is dropped, tokens masked). */
  path?: string;
  method?: string;
  tags?: Record<string, string | number | undefined>;
};

export type ExceptionData = { type: string; value: string; stack?: string };

export type SentryEvent = {
  event_id: string;
  timestamp: number;
  platform: "node" | "javascript";
  level: string;
  logger: string;
  environment: string;
  release?: string;
  exception: { values: { type: string; value: string; stacktrace: { frames: Frame[] } }[] };
  request?: { url: string; method?: string };
  tags: Record<string, string>;
};

/** What an error is made of: its type, message and stack, and those of its causes (up to three). */
export function exceptionsOf(error: unknown): ExceptionData[] {
  const chain: ExceptionData[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined; depth += 1) {
    if (current instanceof Error) chain.push({ type: current.name || "Error", value: current.message, stack: current.stack });
    else chain.push({ type: "Error", value: typeof current === "string" ? current : safeString(current) });
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function safeString(value: unknown): string {
  try {
    return typeof value === "object" ? JSON.stringify(value).slice(0, 1_000) : String(value);
  } catch {
    return String(value);
  }
}

/** A Sentry event of `exceptions` (the outermost first, as exceptionsOf gives them), scrubbed. */
export function buildEvent(exceptions: ExceptionData[], context: ErrorContext, meta: { environment: string; release?: string }): SentryEvent {
  const tags: Record<string, string> = {};
  for (const [name, value] of Object.entries(context.tags ?? {})) {
    if (value !== undefined && /^[a-z0-9_.-]{1,32}$/i.test(name)) tags[name] = scrubText(String(value)).slice(0, 200);
  }
  const event: SentryEvent = {
    event_id: randomUUID().replace(/-/g, ""),
    timestamp: Date.now() / 1000,
    platform: context.platform ?? "node",
    level: context.level ?? "error",
    logger: "rengas-kaarto",
    environment: meta.environment,
    // Sentry lists the innermost cause first and the error that was thrown last.
    exception: {
      values: [...exceptions].reverse().map((item) => ({
        type: scrubText(item.type).slice(0, 200),
        value: scrubText(item.value).slice(0, 2_000),
        stacktrace: { frames: parseStack(item.stack) },
      })),
    },
    tags,
  };
  if (meta.release) event.release = meta.release;
  if (context.path !== undefined) event.request = { url: scrubPath(context.path), ...(context.method ? { method: context.method.slice(0, 10) } : {}) };
  return event;
}

/** The envelope of one event: the envelope header, the item header and the event, one JSON a line. */
export function buildEnvelope(event: SentryEvent, dsn: Dsn, sentAt = new Date()): string {
  const payload = JSON.stringify(event);
  const header = { event_id: event.event_id, dsn: dsn.raw, sent_at: sentAt.toISOString(), sdk: { name: "rengas-kaarto", version: "1.0" } };
  const item = { type: "event", content_type: "application/json", length: Buffer.byteLength(payload) };
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${payload}\n`;
}

export function authHeader(dsn: Dsn): string {
  return `Sentry sentry_version=7, sentry_key=${dsn.key}, sentry_client=${SENTRY_CLIENT}`;
}

/* One queue per process (on globalThis: the HTTP server's bundle and the Remix build share it). */
type Outbox = { queue: { url: string; auth: string; body: string }[]; sending: Promise<void> | undefined; dropped: number; lastWarning: number };
const outbox = ((globalThis as typeof globalThis & { __rengasErrorOutbox?: Outbox }).__rengasErrorOutbox ??= {
  queue: [],
  sending: undefined,
  dropped: 0,
  lastWarning: 0,
});

function configuration(): { dsn: Dsn; environment: string; release?: string } | null {
  try {
    const env = getEnv();
    const dsn = env.SENTRY_DSN ? parseDsn(env.SENTRY_DSN) : null;
    return dsn ? { dsn, environment: env.NODE_ENV, release: env.SENTRY_RELEASE } : null;
  } catch {
    return null;
  }
}

/** A warning about the tracker itself, at most once a minute (never reported: that could loop). */
function warn(message: string, detail: unknown): void {
  const now = Date.now();
  if (now - outbox.lastWarning < 60_000) return;
  outbox.lastWarning = now;
  getLogger().warn({ detail: detail instanceof Error ? detail.message : String(detail), dropped: outbox.dropped }, message);
}

async function drain(): Promise<void> {
  while (outbox.queue.length > 0) {
    const next = outbox.queue.shift()!;
    try {
      const response = await fetch(next.url, {
        method: "POST",
        headers: { "Content-Type": "application/x-sentry-envelope", "X-Sentry-Auth": next.auth },
        body: next.body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) warn("Virheraportin lähetys epäonnistui", `HTTP ${response.status}`);
    } catch (error) {
      warn("Virheraportin lähetys epäonnistui", error);
    }
  }
}

function enqueue(event: SentryEvent, dsn: Dsn): void {
  if (outbox.queue.length >= MAX_QUEUED) {
    outbox.dropped += 1;
    return;
  }
  outbox.queue.push({ url: dsn.envelopeUrl, auth: authHeader(dsn), body: buildEnvelope(event, dsn) });
  outbox.sending ??= drain().finally(() => (outbox.sending = undefined));
}

/** Sends `error` to the tracker when SENTRY_DSN is set; returns at once and never throws. */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  try {
    const config = configuration();
    if (!config) return;
    enqueue(buildEvent(exceptionsOf(error), context, config), config.dsn);
  } catch (failure) {
    warn("Virheraportin muodostus epäonnistui", failure);
  }
}

/** Sends an error the browser reported (already checked and bounded by the route). */
export function reportClientError(exception: ExceptionData, context: ErrorContext = {}): void {
  try {
    const config = configuration();
    if (!config) return;
    enqueue(buildEvent([exception], { ...context, platform: "javascript" }, config), config.dsn);
  } catch (failure) {
    warn("Virheraportin muodostus epäonnistui", failure);
  }
}

/** Waits (at most `timeoutMs`) until the reports waiting have been sent: before a process exits. */
export async function flushErrorReports(timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([(async () => {
    while (outbox.sending) await outbox.sending;
  })(), deadline]);
  clearTimeout(timer);
}
