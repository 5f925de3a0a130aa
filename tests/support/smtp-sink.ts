/**
 * A local SMTP server for tests: listens on 127.0.0.1 (a random port unless one is given), accepts every
 * message and keeps it, parsed just enough for assertions (headers, decoded subject, text and HTML).
 * `parseMail` reads the .eml files of the outbox the same way.
 */
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

export type ParsedMail = {
  /** Header names in lower case, values unfolded with encoded words decoded; the first of a repeated header. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | null;
  raw: string;
};

export type SinkMessage = ParsedMail & { envelope: { from: string; to: string[] } };

export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  port: number;
  /** Every accepted message, oldest first. */
  messages: SinkMessage[];
  /** The first message (already received or still to come) that `match` accepts; rejects after `timeoutMs`. */
  waitFor: (match: (message: SinkMessage) => boolean, timeoutMs?: number) => Promise<SinkMessage>;
  /** Resolves once `check` holds for the messages received so far (checked now and at every arrival). */
  waitUntil: (check: (messages: SinkMessage[]) => boolean, timeoutMs?: number, what?: string) => Promise<void>;
  close: () => Promise<void>;
};

export type SmtpSinkOptions = {
  port?: number;
  /** Recipients refused at RCPT TO with a permanent error, to test what a failed send does. */
  refuse?: (address: string) => boolean;
  /** Recipients refused with a temporary error (451, "try again later") while this answers true. */
  defer?: (address: string) => boolean;
};

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<{ check: (messages: SinkMessage[]) => boolean; resolve: () => void }>();

  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS upgrade (the client would refuse a self-signed certificate), no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        callback(error);
        return;
      }
      if (options.defer?.(address.address)) {
        callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const message = lazilyParsed(Buffer.concat(chunks), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        messages.push(message);
        for (const waiter of waiters) {
          if (waiter.check(messages)) {
            waiters.delete(waiter);
            waiter.resolve();
          }
        }
        callback();
      });
    },
  });

  // A client that dies mid-session (a killed worker) resets its connection; smtp-server reports that as
  // an 'error' event, which would be an uncaught exception without a listener. The sink carries on.
  server.on("error", () => {});

  const port = await new Promise<number>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });

  function waitUntil(check: (received: SinkMessage[]) => boolean, timeoutMs = 15_000, what = "the mails"): Promise<void> {
    if (check(messages)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = {
        check,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no ${what} within ${timeoutMs} ms; received: ${messages.map((m) => m.subject).join(", ") || "none"}`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitUntil,
    async waitFor(match, timeoutMs = 15_000) {
      await waitUntil((received) => received.some(match), timeoutMs, "a matching mail");
      return messages.find(match)!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A received message whose MIME is read when a test first looks past its envelope: the sink stands for a
 * relay on another machine, and parsing every message as it arrives took a third of the mail bench's CPU
 * from the sender it measures.
 */
function lazilyParsed(bytes: Buffer, envelope: SinkMessage["envelope"]): SinkMessage {
  let parsed: ParsedMail | undefined;
  const read = () => (parsed ??= parseMail(bytes.toString("utf8")));
  const message = { envelope } as SinkMessage;
  for (const field of ["headers", "subject", "text", "html", "raw"] as const) {
    Object.defineProperty(message, field, { enumerable: true, get: () => read()[field] });
  }
  return message;
}

// ------------------------------------------------------------------ a small MIME reader

/** Headers, subject, text and HTML of a message as nodemailer writes it (mailparser is not a dependency). */
export function parseMail(raw: string): ParsedMail {
  const entity = parseEntity(raw);
  const parts = leaves(entity);
  const text = parts.find((part) => part.type === "text/plain");
  const html = parts.find((part) => part.type === "text/html");
  return {
    headers: entity.headers,
    subject: entity.headers.subject ?? "",
    text: text?.body ?? "",
    html: html?.body ?? null,
    raw,
  };
}

type Entity = { headers: Record<string, string>; body: string };

function parseEntity(raw: string): Entity {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leaves(entity: Entity): { type: string; body: string }[] {
  const contentType = entity.headers["content-type"] ?? "text/plain";
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    const sections = entity.body.split(`--${boundary}`).slice(1);
    // The line break before a boundary belongs to the boundary (RFC 2046), not to the part.
    return sections
      .filter((section) => !section.startsWith("--"))
      .flatMap((section) => leaves(parseEntity(section.replace(/^\r?\n/, "").replace(/\r?\n$/, ""))));
  }
  const encoding = (entity.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  // Line breaks as "\n": mail's CRLF is a transport detail.
  return [{ type, body: decodeBody(entity.body, encoding).replace(/\r\n/g, "\n") }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body.replace(/=\r?\n/g, ""));
  return body;
}

function decodeQuotedPrintable(value: string): string {
  const latin1 = value.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, "latin1").toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=); the space between two of them disappears. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}
