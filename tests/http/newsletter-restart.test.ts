/**
 * The embedded default (no Redis): the web process sends newsletters itself, and a crash does not lose
 * a send. The built server sends to 100 subscribers through a local SMTP server, is killed with SIGKILL
 * mid-send, and started again on the same data: every subscriber gets the letter, and only the mails in
 * flight at the kill (at most MAIL_CONCURRENCY) can arrive twice.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { formPost } from "../support/http-client";
import { adminSession, asClient, clientAddress } from "../support/http-session";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";

const SUBSCRIBERS = 100;
const CONCURRENCY = 4;

let sink: SmtpSink;
let dataDir: string;
const servers: AppServer[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = mkdtempSync(path.join(tmpdir(), "rengas-restart-"));
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<AppServer> {
  const server = await startAppServer(undefined, {
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    // Slow enough that the kill lands mid-send on any machine.
    MAIL_RATE_PER_SECOND: "25",
    MAIL_CONCURRENCY: String(CONCURRENCY),
  });
  servers.push(server);
  return server;
}

it("resumes a newsletter after SIGKILL from the table: everyone gets it, at most the in-flight ones twice", { timeout: 240_000 }, async () => {
  const first = await start();
  const tag = Date.now().toString(36);
  const emails = Array.from({ length: SUBSCRIBERS }, (_, index) => `tilaaja${index}.${tag}@example.fi`);
  for (const email of emails) {
    const answer = await formPost(`${first.url}/api/subscribers/subscribe`, { email }, asClient(clientAddress()));
    expect(answer.status, email).toBeLessThan(400);
  }

  const cookie = await adminSession(first.url);
  const subject = `Kaatuminen ${tag}`;
  const created = await formPost(
    `${first.url}/admin/uutiskirjeet/uusi`,
    { intent: "draft", subject, content: "Tämä kirje selviää kaatumisesta.", sendDate: "2030-01-01T09:00" },
    { Cookie: cookie },
  );
  expect(created.status).toBe(302);
  const tab = await (await fetch(`${first.url}/admin/uutiskirjeet`, { headers: { Cookie: cookie } })).text();
  const id = new RegExp(`/admin/uutiskirjeet/(\\d+)/laheta`).exec(tab)?.[1];
  expect(id).toBeDefined();
  const started = await formPost(`${first.url}/admin/uutiskirjeet/${id}/laheta`, { intent: "all" }, { Cookie: cookie });
  expect(started.status).toBe(302);

  const ours = (messages = sink.messages) => messages.filter((message) => message.subject === subject);
  await sink.waitUntil((messages) => ours(messages).length >= 20, 60_000, "first 20 mails");
  first.process.kill("SIGKILL");
  await new Promise((resolve) => first.process.once("exit", resolve));
  const beforeRestart = ours().length;
  expect(beforeRestart).toBeLessThan(SUBSCRIBERS);

  const second = await start();
  const recipients = (messages: typeof sink.messages) => new Set(ours(messages).flatMap((message) => message.envelope.to));
  await sink.waitUntil((messages) => emails.every((email) => recipients(messages).has(email)), 120_000, "mail to every subscriber");

  const perAddress = new Map<string, number>();
  for (const message of ours()) for (const to of message.envelope.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  const twice = [...perAddress.values()].filter((count) => count === 2).length;
  expect([...perAddress.values()].every((count) => count <= 2)).toBe(true);
  expect(twice).toBeLessThanOrEqual(CONCURRENCY);

  const secondCookie = await adminSession(second.url);
  // The status is written after the last delivery is marked: poll the page until it says so.
  await vi.waitFor(
    async () => {
      const page = await (await fetch(`${second.url}/admin/uutiskirjeet`, { headers: { Cookie: secondCookie } })).text();
      expect(page).toContain("Lähetetty");
      expect(page).not.toContain("Lähetetään");
    },
    { timeout: 30_000, interval: 250 },
  );
});
