/**
 * Decision 0013 from the outside: the built server with its mail going to a local SMTP sink. Nothing a
 * script sees (status, headers, body) tells whether an address subscribes, and asking to unsubscribe
 * by address cancels nothing until the owner of the address follows the mailed link.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer, waitForOutput } from "../support/app-server";
import { formPost, jsonPost } from "../support/http-client";
import { type SinkMessage, type SmtpSink, startSmtpSink } from "../support/smtp-sink";

let sink: SmtpSink;
let app: AppServer;

beforeAll(async () => {
  // The sink refuses recipients starting with "hylkaa": a mail server saying no.
  sink = await startSmtpSink({ refuse: (address) => address.startsWith("hylkaa") });
  app = await startAppServer(undefined, { SMTP_URL: sink.url });
});
afterAll(async () => {
  await app?.stop();
  await sink?.close();
});

let client = 0;
/** Each test is its own client address, so the per-client limits of one never touch another. */
const newClient = () => ({ "X-Forwarded-For": `198.51.100.${++client}` });

/** A fresh CSP nonce on every answer is noise here, not a difference between addresses. */
const withoutNonce = (text: string) => text.replace(/nonce-?[=\\"']*[A-Za-z0-9+/]{16,}={0,2}/g, "nonce");

/** What a script can compare: status, headers but the date and the request's random id, and the body with the address blanked. */
async function answer(response: Response, email: string) {
  const headers = [...response.headers]
    .filter(([name]) => name !== "date" && name !== "x-request-id")
    .map(([name, value]) => [name, withoutNonce(value)]);
  const body = withoutNonce((await response.text()).replaceAll(email, "<osoite>"));
  return { status: response.status, headers, body };
}

const unsubscribeByAddress = (email: string, headers: Record<string, string>) =>
  formPost(`${app.url}/peruuta-uutiskirje`, { email }, headers);

describe("subscribing", () => {
  it("answers a second subscription of the same address exactly like the first (JSON)", async () => {
    const headers = newClient();
    const url = `${app.url}/api/subscribers/subscribe`;
    const first = await answer(await jsonPost(url, { email: "kaksi-kertaa@example.fi" }, headers), "kaksi-kertaa@example.fi");
    const second = await answer(await jsonPost(url, { email: "Kaksi-Kertaa@Example.fi" }, headers), "Kaksi-Kertaa@Example.fi");
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ message: "Kiitos tilauksestasi! Olet nyt tilaajaluettelossa." });
    expect(second).toEqual(first);
  });

  it("answers a second subscription exactly like the first without JavaScript (redirect and toast)", async () => {
    const headers = newClient();
    const url = `${app.url}/api/subscribers/subscribe`;
    const post = async (email: string) => answer(await formPost(url, { email, redirectTo: "/hinnasto" }, headers), email);
    const first = await post("lomake-kahdesti@example.fi");
    expect(first.status).toBe(302);
    expect(await post("lomake-kahdesti@example.fi")).toEqual(first);
  });
});

describe("unsubscribing by address", () => {
  it("answers alike for a subscriber and a stranger, mails only the subscriber, and cancels only through the link", async () => {
    const headers = newClient();
    const subscriber = "tilaaja@example.fi";
    const stranger = "ei-tilaaja@example.fi";
    expect((await jsonPost(`${app.url}/api/subscribers/subscribe`, { email: subscriber }, headers)).status).toBe(200);

    // The stranger first: mails leave one at a time in request order, so once the subscriber's mail has
    // arrived, a mail for the stranger would have arrived before it.
    const forStranger = await answer(await unsubscribeByAddress(stranger, headers), stranger);
    const forSubscriber = await answer(await unsubscribeByAddress(subscriber, headers), subscriber);
    expect(forSubscriber.status).toBe(200);
    expect(forSubscriber.body).toContain("Jos osoite <osoite> on uutiskirjeemme tilaajaluettelossa, lähetimme siihen linkin");
    expect(forSubscriber).toEqual(forStranger);

    const mail = await sink.waitFor((m) => m.envelope.to.includes(subscriber));
    expect(sink.messages.filter((m: SinkMessage) => m.envelope.to.includes(stranger))).toEqual([]);
    expect(mail.subject).toBe("Vahvista Rengas-Kaarton uutiskirjeen peruutus");
    const link = /^(http\S+\/peruuta-uutiskirje\?token=[0-9a-f]+)$/m.exec(mail.text)?.[1];
    expect(link?.startsWith(`${app.url}/`)).toBe(true);

    // Following the link: still subscribed, the page asks for confirmation.
    const page = await fetch(link!, { headers });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Vahvista peruutus");
    expect(html).toContain(subscriber);

    const token = new URL(link!).searchParams.get("token")!;
    const confirmed = await formPost(link!, { token }, headers);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`Uutiskirjeen tilaus on peruttu. Osoitteeseen ${subscriber} ei enää lähetetä uutiskirjeitämme.`);

    const after = await (await fetch(link!, { headers })).text();
    expect(after).toContain("uutiskirjeen tilaus on jo peruttu");
    expect(after).not.toContain("Vahvista peruutus");
  });

  it("answers alike when the mail server refuses the mail, and logs the failure", async () => {
    const headers = newClient();
    const refused = "hylkaa-tilaaja@example.fi";
    const stranger = "hylkaa-ei-tilaaja@example.fi";
    expect((await jsonPost(`${app.url}/api/subscribers/subscribe`, { email: refused }, headers)).status).toBe(200);

    const forStranger = await answer(await unsubscribeByAddress(stranger, headers), stranger);
    const forRefused = await answer(await unsubscribeByAddress(refused, headers), refused);
    expect(forRefused.status).toBe(200);
    expect(forRefused).toEqual(forStranger);

    // The send happens after the answer: wait for its log line (JSON, with the refused address scrubbed).
    await waitForOutput(app.process, app.output, '"mail":"uutiskirjeen peruutuslinkki"');
    expect(app.output()).not.toContain(refused);
    expect(sink.messages.filter((m: SinkMessage) => m.envelope.to.some((to) => to.startsWith("hylkaa")))).toEqual([]);
  });
});

describe("RFC 8058 one-click unsubscribe", () => {
  it("takes the mail provider's POST whatever its Origin: the token in the address decides", async () => {
    const headers = newClient();
    const email = "yksi-klikkaus@example.fi";
    expect((await jsonPost(`${app.url}/api/subscribers/subscribe`, { email }, headers)).status).toBe(200);
    expect((await unsubscribeByAddress(email, headers)).status).toBe(200);
    const mail = await sink.waitFor((m) => m.envelope.to.includes(email));
    const token = /peruuta-uutiskirje\?token=([0-9a-f]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    // As a large provider posts it: from its own origin, with no cookie of ours.
    const oneClick = await fetch(`${app.url}/api/subscribers/one-click-unsubscribe?token=${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers, Origin: "https://mail.google.com", "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe("Uutiskirjeen tilaus on peruttu.");
    const page = await (await fetch(`${app.url}/peruuta-uutiskirje?token=${token}`, { headers })).text();
    expect(page).toContain("uutiskirjeen tilaus on jo peruttu");
  });
});
