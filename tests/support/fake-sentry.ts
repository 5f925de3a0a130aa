/**
 * A stand-in for a Sentry-compatible error tracker on 127.0.0.1, speaking the envelope protocol: POST
 * /api/<project>/envelope/ with `X-Sentry-Auth: Sentry sentry_version=7, sentry_key=<key>, …` and a
 * newline-delimited body (envelope header, then item header + payload pairs). It checks the key and the
 * envelope's form as Sentry would (a wrong key is a 401, a malformed envelope a 400) and records the
 * events. Point the app at it with SENTRY_DSN=<fake.dsn>.
 *
 *   const tracker = await startFakeSentry();
 *   // ... make the app fail
 *   const event = await tracker.waitFor((event) => event.exception.values[0].value.includes("virhe"));
 *   await tracker.close();
 */
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type TrackedFrame = { filename: string; function: string; lineno?: number; colno?: number; in_app?: boolean };
export type TrackedEvent = {
  event_id: string;
  timestamp: number;
  platform: string;
  level: string;
  environment?: string;
  release?: string;
  exception: { values: { type: string; value: string; stacktrace?: { frames: TrackedFrame[] } }[] };
  request?: { url: string; method?: string };
  tags?: Record<string, string>;
  [key: string]: unknown;
};

export type Envelope = { header: { event_id?: string; dsn?: string; sent_at?: string }; items: { header: { type: string; length?: number }; payload: unknown }[] };

export type FakeSentry = {
  /** The DSN to give the app: http://<key>@127.0.0.1:<port>/<project>. */
  dsn: string;
  key: string;
  projectId: string;
  /** Every accepted event, oldest first. */
  events: TrackedEvent[];
  /** Every envelope accepted, as parsed. */
  envelopes: Envelope[];
  /** Every request body received (accepted or not), as text. */
  rawBodies: string[];
  /** Requests refused, with why. */
  refused: { status: number; reason: string }[];
  /** Resolves with the first event (already received or still to come) `match` accepts. */
  waitFor(match: (event: TrackedEvent) => boolean, timeoutMs?: number): Promise<TrackedEvent>;
  close(): Promise<void>;
};

/** Parses an envelope as Sentry's relay does: header line, then each item's header and its payload (by `length` or to the next newline). */
export function parseEnvelope(body: string): Envelope {
  const bytes = Buffer.from(body, "utf8");
  let offset = 0;
  const readLine = (): string | null => {
    if (offset >= bytes.length) return null;
    const end = bytes.indexOf(0x0a, offset);
    const line = bytes.subarray(offset, end === -1 ? bytes.length : end).toString("utf8");
    offset = end === -1 ? bytes.length : end + 1;
    return line;
  };
  const headerLine = readLine();
  if (!headerLine) throw new Error("empty envelope");
  const header = JSON.parse(headerLine) as Envelope["header"];
  const items: Envelope["items"] = [];
  for (let line = readLine(); line !== null; line = readLine()) {
    if (line.trim() === "") continue;
    const itemHeader = JSON.parse(line) as { type: string; length?: number };
    if (typeof itemHeader.type !== "string") throw new Error("item header without a type");
    let payloadText: string;
    if (typeof itemHeader.length === "number") {
      payloadText = bytes.subarray(offset, offset + itemHeader.length).toString("utf8");
      offset += itemHeader.length;
      if (bytes[offset] === 0x0a) offset += 1;
    } else {
      payloadText = readLine() ?? "";
    }
    items.push({ header: itemHeader, payload: JSON.parse(payloadText) });
  }
  return { header, items };
}

/** The key of an `X-Sentry-Auth` header, or null when the header is not Sentry's form. */
function authKey(header: string | undefined): string | null {
  if (!header?.startsWith("Sentry ")) return null;
  const fields = Object.fromEntries(
    header
      .slice(7)
      .split(",")
      .map((part) => part.trim().split("=") as [string, string]),
  );
  if (fields.sentry_version !== "7" || !fields.sentry_client) return null;
  return fields.sentry_key ?? null;
}

export async function startFakeSentry(options: { key?: string; projectId?: string } = {}): Promise<FakeSentry> {
  const key = options.key ?? "a1b2c3d4e5f6";
  const projectId = options.projectId ?? "42";
  const events: TrackedEvent[] = [];
  const envelopes: Envelope[] = [];
  const rawBodies: string[] = [];
  const refused: FakeSentry["refused"] = [];
  const waiters: { match: (event: TrackedEvent) => boolean; resolve: (event: TrackedEvent) => void }[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const refuse = (status: number, reason: string) => {
        refused.push({ status, reason });
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ detail: reason }));
      };
      const body = Buffer.concat(chunks).toString("utf8");
      rawBodies.push(body);
      if (req.method !== "POST" || req.url !== `/api/${projectId}/envelope/`) return refuse(404, `no endpoint ${req.method} ${req.url}`);
      if (authKey(req.headers["x-sentry-auth"] as string | undefined) !== key) return refuse(401, "bad X-Sentry-Auth");
      let envelope: Envelope;
      try {
        envelope = parseEnvelope(body);
      } catch (error) {
        return refuse(400, `malformed envelope: ${(error as Error).message}`);
      }
      const received: TrackedEvent[] = [];
      for (const item of envelope.items) {
        if (item.header.type !== "event") continue;
        const event = item.payload as TrackedEvent;
        if (!/^[0-9a-f]{32}$/.test(event.event_id) || event.event_id !== envelope.header.event_id) return refuse(400, "event_id missing or not the envelope's");
        if (!Array.isArray(event.exception?.values)) return refuse(400, "event without exception values");
        received.push(event);
      }
      envelopes.push(envelope);
      events.push(...received);
      for (const event of received) {
        for (const waiter of [...waiters]) {
          if (!waiter.match(event)) continue;
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ id: envelope.header.event_id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    dsn: `http://${key}@127.0.0.1:${port}/${projectId}`,
    key,
    projectId,
    events,
    envelopes,
    rawBodies,
    refused,
    waitFor(match, timeoutMs = 20_000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events.map((event) => event.exception.values.at(-1)?.value))}`));
        }, timeoutMs);
        const waiter = {
          match,
          resolve: (event: TrackedEvent) => {
            clearTimeout(timer);
            resolve(event);
          },
        };
        waiters.push(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
