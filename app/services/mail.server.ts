/**
 * Outgoing mail. With SMTP_URL nodemailer sends over SMTP; without it every message is written to
 * DATA_DIR/outbox/ as an .eml file (any mail program opens one), so a site without a mail server still
 * shows what it would have sent. The sender is always MAIL_FROM.
 *
 * `sendMail` waits for the transport and throws on failure: for callers that record the outcome (the
 * newsletter sender). `sendMailLater` is for mails a visitor's request triggers: the answer must neither
 * wait for nor depend on the mail, or its timing and errors would tell the visitor something.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { getEnv } from "./env.server";
import { getLogger } from "./logger.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe of a newsletter. */
  headers?: Record<string, string>;
};

export type MailReceipt = {
  messageId: string;
  /** The .eml file written, when there is no SMTP server. */
  file?: string;
};

export type MailConfig = {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** Keep up to this many SMTP connections open and reuse them (bulk sending); one connection per mail otherwise. */
  pool?: number;
  /** No log line per message written to the outbox (a newsletter writes thousands). */
  quiet?: boolean;
};

export type Mailer = ((message: MailMessage) => Promise<MailReceipt>) & {
  /** Closes pooled connections (shutdown, tests). */
  close: () => void;
};

/** A dead or stalled SMTP server fails a send within seconds instead of nodemailer's minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let outboxSequence = 0;

/** A mailer for one configuration; the app uses the one `sendMail` builds from the environment. */
export function createMailer(config: MailConfig): Mailer {
  const fields = (message: MailMessage) => ({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
  });

  if (config.smtpUrl) {
    const pooling = config.pool ? { pool: true, maxConnections: config.pool, maxMessages: 1000 } : {};
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS, ...pooling }, { from: config.from });
    const send = async (message: MailMessage) => {
      // Composed into one buffer first: streamed, the encoders hand the socket a line at a time, and
      // those writes were most of a newsletter mail's CPU (decision 0041).
      const composed = new MailComposer({ from: config.from, ...fields(message) }).compile();
      const raw = await composed.build();
      await transport.sendMail({ envelope: composed.getEnvelope(), raw });
      return { messageId: composed.messageId() };
    };
    return Object.assign(send, { close: () => transport.close() });
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }, { from: config.from });
  const write = async (message: MailMessage) => {
    const info = await transport.sendMail(fields(message));
    await mkdir(config.outboxDir, { recursive: true });
    // Time and a counter first so the files sort in sending order; written aside and renamed so no
    // reader sees half a file.
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const name = `${stamp}-${String(++outboxSequence % 1e6).padStart(6, "0")}-${randomBytes(4).toString("hex")}.eml`;
    const file = path.join(config.outboxDir, name);
    await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.tmp`, file);
    if (!config.quiet) console.log(`Sähköposti tallennettu tiedostoon ${file} (SMTP_URL puuttuu): ${message.subject}`);
    return { messageId: info.messageId, file };
  };
  return Object.assign(write, { close: () => undefined });
}

let defaultMailer: Mailer | undefined;

/** Sends one message through SMTP_URL or into the outbox; rejects when the transport fails. */
export async function sendMail(message: MailMessage): Promise<MailReceipt> {
  if (!defaultMailer) {
    const env = getEnv();
    defaultMailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.resolve(env.DATA_DIR, "outbox") });
  }
  return defaultMailer(message);
}

let bulkMailer: Mailer | undefined;

/**
 * Sends one newsletter mail over a pool of reused SMTP connections (MAIL_CONCURRENCY of them), or into
 * the outbox; rejects with nodemailer's error (its `responseCode` tells a refusal from a hiccup).
 */
export async function sendBulkMail(message: MailMessage): Promise<MailReceipt> {
  if (!bulkMailer) {
    const env = getEnv();
    bulkMailer = createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.resolve(env.DATA_DIR, "outbox"),
      pool: env.MAIL_CONCURRENCY,
      quiet: true,
    });
  }
  return bulkMailer(message);
}

/** Closes the newsletter connections; the next send opens new ones from the environment as it is then. */
export function closeBulkMailer(): void {
  bulkMailer?.close();
  bulkMailer = undefined;
}

/**
 * True when the SMTP server refused the message for good (a 5xx reply: no such mailbox, rejected):
 * retrying would fail the same way. Timeouts, dropped connections and 4xx replies are worth a retry.
 */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** A short, log- and admin-readable reason of a failed send (the SMTP reply when there is one). */
export function describeMailError(error: unknown): string {
  if (error instanceof Error) {
    const reply = (error as { response?: unknown }).response;
    return (typeof reply === "string" && reply ? reply : error.message).slice(0, 500);
  }
  return String(error).slice(0, 500);
}

let background: Promise<void> = Promise.resolve();

/**
 * Sends after the caller has moved on, one message at a time in the order given, and logs a failure
 * instead of throwing. `what` names the mail in that log line (never the address).
 */
export function sendMailLater(message: MailMessage, what: string): void {
  background = background.then(
    () =>
      sendMail(message).then(
        () => undefined,
        // Through the scrubbing logger: an SMTP refusal quotes the recipient's address.
        (error: unknown) => getLogger().error({ err: error, mail: what }, "Sähköpostin lähetys epäonnistui"),
      ),
  );
}

/** Resolves once every mail handed to `sendMailLater` so far has been sent or has failed (tests, shutdown). */
export function mailIdle(timeoutMs?: number): Promise<void> {
  if (timeoutMs === undefined) return background;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([background, timeout]).finally(() => clearTimeout(timer));
}
