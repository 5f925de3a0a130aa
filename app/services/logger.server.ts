/**
 * The process's structured log: pino, one JSON object a line on stdout (pretty with pino-pretty in
 * development when it is installed), the level from LOG_LEVEL (default info). Every argument of every
 * line goes through the scrubber first (scrub.server.ts) and pino's `redact` masks the known secret
 * paths on top, so no e-mail address, password, token, cookie or authorization header is written
 * (decision 0038).
 *
 * Made on first use, not at import: the HTTP server imports this before it has read its .env file.
 */
import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import { scrubValue, serializeError } from "./scrub.server";

export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Known places of secrets, masked by pino whatever the scrubber makes of them. */
const REDACT_PATHS = [
  "password",
  "token",
  "email",
  "cookie",
  "authorization",
  "*.password",
  "*.token",
  "*.email",
  "*.cookie",
  "*.authorization",
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

function level(): string {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  return wanted && (LOG_LEVELS as readonly string[]).includes(wanted) ? wanted : "info";
}

/** pino-pretty in development, when it is installed (a dev dependency); otherwise plain JSON lines. */
function destination(): DestinationStream {
  if (process.env.NODE_ENV === "development") {
    try {
      const pretty = createRequire(import.meta.url)("pino-pretty") as (options: object) => DestinationStream;
      return pretty({ colorize: true, sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
    } catch {
      // Not installed (a production install): JSON it is.
    }
  }
  return pino.destination({ dest: 1, sync: true });
}

function createLogger(stream?: DestinationStream): Logger {
  return pino(
    {
      level: level(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: (error: unknown) => (error instanceof Error ? serializeError(error) : scrubValue(error)) },
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        // Every argument of a line, scrubbed before pino sees it: an error becomes { err }, as pino does.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error) {
            const message = rest.length > 0 ? rest.map((item) => scrubValue(item)) : [scrubValue(first.message)];
            return (method as (...items: unknown[]) => void).apply(this, [{ err: serializeError(first) }, ...message]);
          }
          return (method as (...items: unknown[]) => void).apply(this, [scrubValue(first), ...rest.map((item) => scrubValue(item))]);
        },
      },
    },
    stream ?? destination(),
  );
}

const state = ((globalThis as typeof globalThis & { __rengasLogger?: { logger?: Logger } }).__rengasLogger ??= {});

/** This process's logger (one per process, also across a development rebuild). */
export function getLogger(): Logger {
  state.logger ??= createLogger();
  return state.logger;
}

/** A logger writing to `stream` (tests read what it writes). */
export function loggerTo(stream: DestinationStream): Logger {
  return createLogger(stream);
}
