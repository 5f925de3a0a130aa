/**
 * Stopping a send that should not have started, without JavaScript: 'Keskeytä lähetys…' in the send
 * dialog asks first (a link, so it works without scripts), its button stops the send, and the tab says how
 * many subscribers were left without the letter. No mail leaves after that but the one already going.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { formPost } from "../support/http-client";
import { adminSession, asClient, clientAddress } from "../support/http-session";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";

let sink: SmtpSink;
let app: AppServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Two mails a second, one at a time: the send is still going when the admin stops it.
  app = await startAppServer(undefined, { SMTP_URL: sink.url, MAIL_RATE_PER_SECOND: "2", MAIL_CONCURRENCY: "1" });
});
afterAll(async () => {
  await app?.stop();
  await sink?.close();
});

const withFlash = (cookie: string, answer: Response) => [cookie, ...answer.headers.getSetCookie().map((line) => line.split(";")[0])].join("; ");

it("'Keskeytä lähetys' asks, stops the send and tells how many were left without it", { timeout: 120_000 }, async () => {
  const tag = Date.now().toString(36);
  for (let index = 0; index < 20; index += 1) {
    const answer = await formPost(`${app.url}/api/subscribers/subscribe`, { email: `keskeytys${index}.${tag}@example.fi` }, asClient(clientAddress()));
    expect(answer.status).toBeLessThan(400);
  }
  const cookie = await adminSession(app.url);
  const subject = `Väärä kirje ${tag}`;
  expect((await formPost(`${app.url}/admin/uutiskirjeet/uusi`, { intent: "draft", subject, content: "Hups.", sendDate: "2030-01-01T09:00" }, { Cookie: cookie })).status).toBe(302);
  const tab = await (await fetch(`${app.url}/admin/uutiskirjeet`, { headers: { Cookie: cookie } })).text();
  const id = /\/admin\/uutiskirjeet\/(\d+)\/laheta/.exec(tab)?.[1];
  const dialog = `${app.url}/admin/uutiskirjeet/${id}/laheta`;
  expect((await formPost(dialog, { intent: "all" }, { Cookie: cookie })).status).toBe(302);
  const ours = () => sink.messages.filter((message) => message.subject === subject);
  await sink.waitUntil(() => ours().length >= 2, 60_000, "two mails of the letter");

  const sending = await (await fetch(dialog, { headers: { Cookie: cookie } })).text();
  expect(sending).toMatch(/href="[^"]*\/laheta\?keskeyta=1"[^>]*>Keskeytä lähetys…</);
  const question = await (await fetch(`${dialog}?keskeyta=1`, { headers: { Cookie: cookie } })).text();
  expect(question).toMatch(/Keskeytetäänkö lähetys\? \d+ tilaajaa jää ilman uutiskirjettä/);

  const cancelled = await formPost(`${dialog}?keskeyta=1`, { intent: "cancel" }, { Cookie: cookie });
  expect(cancelled.status).toBe(302);
  const after = await (await fetch(`${app.url}${cancelled.headers.get("Location")}`, { headers: { Cookie: withFlash(cookie, cancelled) } })).text();
  const left = Number(/Lähetys keskeytetty: (\d+) tilaajaa jäi ilman uutiskirjettä\./.exec(after)?.[1]);
  expect(left).toBeGreaterThan(0);
  expect(after).toMatch(new RegExp(`${subject}[\\s\\S]*?Epäonnistunut`));

  // The mail already going finishes; after it nothing more: the count the dialog shows is what arrived.
  await vi.waitFor(
    async () => {
      const page = await (await fetch(dialog, { headers: { Cookie: cookie } })).text();
      expect(page).toContain(`${left} tilaajalle ei lähetetty, koska lähetys keskeytettiin.`);
      const sent = Number(/Lähetetty (\d+) \/ (\d+)/.exec(page)?.[1]);
      const total = Number(/Lähetetty (\d+) \/ (\d+)/.exec(page)?.[2]);
      expect(sent + left).toBe(total);
      expect(ours().length).toBe(sent);
    },
    { timeout: 30_000, interval: 250 },
  );
});
