/**
 * The mail service over both transports: a real SMTP conversation with the local sink, and .eml files
 * in an outbox directory. Nothing of the service is mocked; console output is only observed.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createMailer, mailIdle, sendMail, sendMailLater } from "~/services/mail.server";
import { type SmtpSink, parseMail, startSmtpSink } from "../support/smtp-sink";
import { freePort } from "../support/app-server";
import { getLogger } from "~/services/logger.server";

// The default mailer reads SMTP_URL once: these tests must never reach a real mail server. Hoisted
// above the imports, before anything reads (and caches) the environment.
vi.hoisted(() => {
  delete process.env.SMTP_URL;
});

const FROM = "Rengas-Kaarto <myynti@rengaskaarto.fi>";
const MESSAGE = {
  to: "liisa.laine@example.fi",
  subject: "Vahvista Rengas-Kaarton uutiskirjeen peruutus – ääkköset",
  text: "Hei,\n\npääset perumaan tilauksen tästä:\nhttps://www.rengaskaarto.fi/peruuta-uutiskirje?token=abc\n",
  html: "<p>Hei, <a href=\"https://www.rengaskaarto.fi/\">Rengas-Kaarto</a> – äö</p>",
  headers: { "List-Unsubscribe": "<https://www.rengaskaarto.fi/peruuta-uutiskirje?token=abc>" },
};

let sink: SmtpSink;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "rengas-mail-"));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  sink = await startSmtpSink({ refuse: (address) => address.startsWith("hylkaa") });
});
afterAll(async () => {
  await sink?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("SMTP transport", () => {
  it("delivers the message with MAIL_FROM as sender, Finnish text intact", async () => {
    const outboxDir = path.join(tempDir(), "outbox");
    const send = createMailer({ smtpUrl: sink.url, from: FROM, outboxDir });
    const receipt = await send(MESSAGE);

    const mail = await sink.waitFor((m) => m.headers["message-id"] === receipt.messageId);
    expect(receipt.file).toBeUndefined();
    expect(mail.envelope).toEqual({ from: "myynti@rengaskaarto.fi", to: ["liisa.laine@example.fi"] });
    expect(mail.headers.from).toBe(`"Rengas-Kaarto" <myynti@rengaskaarto.fi>`);
    expect(mail.headers.to).toBe("liisa.laine@example.fi");
    expect(mail.subject).toBe(MESSAGE.subject);
    expect(mail.text).toBe(MESSAGE.text);
    expect(mail.html).toBe(MESSAGE.html);
    expect(mail.headers["list-unsubscribe"]).toBe(MESSAGE.headers["List-Unsubscribe"]);
    expect(() => readdirSync(outboxDir)).toThrow(); // nothing written to disk when SMTP is configured
  });

  it("rejects when the server refuses the recipient or is not there", async () => {
    const send = createMailer({ smtpUrl: sink.url, from: FROM, outboxDir: tempDir() });
    await expect(send({ ...MESSAGE, to: "hylkaa@example.fi" })).rejects.toThrow(/550|Mailbox unavailable/);

    const nobody = createMailer({ smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: FROM, outboxDir: tempDir() });
    await expect(nobody(MESSAGE)).rejects.toThrow();
  });
});

describe("outbox transport (no SMTP_URL)", () => {
  it("writes one complete .eml file per message and logs one line naming it", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const outboxDir = path.join(tempDir(), "outbox");
    const send = createMailer({ from: FROM, outboxDir });
    const first = await send(MESSAGE);
    const second = await send({ ...MESSAGE, to: "toinen@example.fi", html: undefined, headers: undefined });

    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith(".eml"))).toBe(true); // no half-written leftovers
    expect(files.map((name) => path.join(outboxDir, name))).toEqual([first.file, second.file]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0][0]).toContain(first.file!);

    const mail = parseMail(readFileSync(first.file!, "utf8"));
    expect(mail.headers.from).toBe(`"Rengas-Kaarto" <myynti@rengaskaarto.fi>`);
    expect(mail.headers.to).toBe("liisa.laine@example.fi");
    expect(mail.headers["message-id"]).toBe(first.messageId);
    expect(mail.subject).toBe(MESSAGE.subject);
    expect(mail.text).toBe(MESSAGE.text);
    expect(mail.html).toBe(MESSAGE.html);
    expect(mail.headers["list-unsubscribe"]).toBe(MESSAGE.headers["List-Unsubscribe"]);
    expect(parseMail(readFileSync(second.file!, "utf8")).html).toBeNull();
  });
});

describe("the app's mailer", () => {
  const outboxDir = () => path.join(process.env.DATA_DIR!, "outbox");
  const outboxSubjects = () =>
    readdirSync(outboxDir())
      .sort()
      .map((name) => parseMail(readFileSync(path.join(outboxDir(), name), "utf8")).subject);

  it("writes to DATA_DIR/outbox without SMTP_URL", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const receipt = await sendMail({ ...MESSAGE, subject: "Suoraan" });
    expect(path.dirname(receipt.file!)).toBe(path.resolve(outboxDir()));
    expect(outboxSubjects()).toContain("Suoraan");
  });

  it("sendMailLater sends in order, and a failure is logged instead of thrown or blocking the next", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    // The process's logger (its lines are scrubbed once more on the way out: tests/http/observability-logs).
    const errors = vi.spyOn(getLogger(), "error").mockImplementation(() => {});
    rmSync(outboxDir(), { recursive: true, force: true });
    writeFileSync(outboxDir(), "not a directory"); // the outbox cannot be created: every send fails
    expect(() => sendMailLater({ ...MESSAGE, subject: "Katoaa" }, "testiviesti")).not.toThrow();
    await mailIdle();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(errors.mock.calls[0])).toContain("testiviesti");
    expect(JSON.stringify(errors.mock.calls[0])).not.toContain(MESSAGE.to);
    errors.mockRestore();

    rmSync(outboxDir());
    for (const subject of ["Eka", "Toka", "Kolmas"]) sendMailLater({ ...MESSAGE, subject }, "testiviesti");
    await mailIdle();
    expect(outboxSubjects()).toEqual(["Eka", "Toka", "Kolmas"]);
  });
});
