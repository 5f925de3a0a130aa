/**
 * What the worker says while Redis is unreachable: one line per reconnection attempt, with the reason and
 * the wait, and one when it is back, instead of a stack trace from every connection many times a second.
 * The address is shown without its password.
 */
import type { Redis } from "ioredis";

/** Waits between reconnection attempts: 1, 2, 4, 8, then every 15 seconds. */
export function redisRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.min(Math.max(attempt - 1, 0), 4), 15_000);
}

/** `redis://:salasana@host:6379/0` → `redis://host:6379/0`. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
  } catch {
    return "(virheellinen REDIS_URL)";
  }
}

const CONNECTION_ERROR = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE|Connection is closed|Stream isn't writeable|connect ETIMEDOUT|max retries/i;

function reasonOf(error: unknown): string {
  if (error && typeof error === "object" && "code" in error && typeof error.code === "string") return error.code;
  return error instanceof Error ? error.message : String(error);
}

export class RedisOutageLog {
  private down = false;
  private reason = "";

  constructor(
    private readonly url: string,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {}

  /** Follows the connection whose reconnections are reported (BullMQ's copies of it retry alike, silently). */
  watch(connection: Redis): void {
    connection.on("error", (error: unknown) => this.error(error));
    connection.on("reconnecting", (delayMs: number) => this.retrying(delayMs));
    connection.on("ready", () => this.up());
  }

  /** An error from any connection or queue: a lost connection is reported by the next retry line; anything else at once. */
  error(error: unknown): void {
    const reason = reasonOf(error);
    if (CONNECTION_ERROR.test(reason) || CONNECTION_ERROR.test(error instanceof Error ? error.message : "")) {
      this.reason = reason;
      return;
    }
    this.log(`Redis-virhe: ${reason}`);
  }

  private retrying(delayMs: number): void {
    this.down = true;
    const seconds = String(Math.round(delayMs / 100) / 10).replace(".", ",");
    this.log(`Redis ei vastaa (${redisAddress(this.url)}${this.reason ? `: ${this.reason}` : ""}); yritetään uudelleen ${seconds} s kuluttua.`);
  }

  private up(): void {
    if (this.down) this.log(`Yhteys Redisiin palasi (${redisAddress(this.url)}).`);
    this.down = false;
  }
}
