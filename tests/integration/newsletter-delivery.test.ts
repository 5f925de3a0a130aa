/**
 * Sending a newsletter end to end through the job processors and real SMTP (the local sink): what a
 * subscriber receives, one-click unsubscribe, failures of one recipient, repeats that change nothing,
 * scheduled sends claimed once, and resuming from the table. The processors run as the queue runs them;
 * the dispatcher here delivers each job at once, in order, instead of through BullMQ or the pump.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { newsletterDeliveries, newsletters, subscribers } from "#db/schema";
import { type DeliveryDispatcher, RetryLater, deliver, fanOut, tick } from "#jobs/processors/newsletters";
import { CLAIM_LEASE_MS, claimDueNewsletters, createNewsletter, deleteNewsletter, getNewsletter, listFailedDeliveries, startSending, updateNewsletter } from "~/features/newsletters/model.server";
import { action as oneClickAction } from "~/routes/api.subscribers.one-click-unsubscribe";
import { reloadEnv } from "~/services/env.server";
import { closeBulkMailer } from "~/services/mail.server";
import { ORIGIN, routeArgs } from "../support/requests";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { claimDelivery } from "~/features/newsletters/deliveries.model.server";

let sink: SmtpSink;
const deferred = new Set<string>();

beforeAll(async () => {
  sink = await startSmtpSink({ refuse: (address) => address.startsWith("hylkaa"), defer: (address) => deferred.has(address) });
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = ORIGIN;
  reloadEnv();
  closeBulkMailer();
});
afterAll(async () => {
  closeBulkMailer();
  await sink?.close();
});

let runTag = "";
beforeEach(async () => {
  // Each test has its own subscribers: unsubscribe everyone earlier tests left on the list.
  await db.update(subscribers).set({ isSubscribed: false });
  runTag = randomUUID().slice(0, 8);
});

const address = (name: string) => `${name}.${runTag}@example.fi`;

async function addSubscribers(...names: string[]) {
  const rows = await db
    .insert(subscribers)
    .values(names.map((name) => ({ email: address(name) })))
    .returning({ id: subscribers.id, email: subscribers.email, token: subscribers.unsubscribeToken });
  return rows;
}

/** Runs every delivery job at once, in order; a job asking to be retried is tried again right away. */
const runNow: DeliveryDispatcher = async (deliveries) => {
  for (const delivery of deliveries) {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      try {
        await deliver(delivery, { token: randomUUID(), takeOver: true, finalAttempt: attempt === 5 });
        break;
      } catch (error) {
        if (!(error instanceof RetryLater)) throw error;
      }
    }
  }
};

const mailsTo = (email: string) => sink.messages.filter((message) => message.envelope.to.includes(email));

async function newsletterWith(content: string, heroImage: string | null = null) {
  return createNewsletter({ subject: `Talvirenkaat ${runTag}`, content, heroImage, sendDate: new Date(), status: "draft" });
}

describe("a newsletter sent to the list", () => {
  it("reaches every active subscriber once with both bodies, the hero image and RFC 8058 headers", async () => {
    const [liisa, matti] = await addSubscribers("liisa", "matti");
    await addSubscribers("peruttu").then(([row]) => db.update(subscribers).set({ isSubscribed: false }).where(eq(subscribers.id, row.id)));
    const letter = await newsletterWith(
      "# Kausi alkaa\n\nKatso [talvirenkaat](/renkaat) ja **varaa aika**.<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>",
      "/api/images/42",
    );

    expect(await startSending(letter.id)).toEqual({ ok: true, recipients: 2 });
    await fanOut(letter.id, runNow);

    for (const person of [liisa, matti]) {
      const received = mailsTo(person.email);
      expect(received).toHaveLength(1);
      const mail = received[0];
      expect(mail.subject).toBe(letter.subject);
      const oneClick = `${ORIGIN}/api/subscribers/one-click-unsubscribe?token=${person.token}`;
      expect(mail.headers["list-unsubscribe"]).toBe(`<${oneClick}>`);
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      // HTML: the hero by absolute address, links absolute, the personal link, nothing raw.
      expect(mail.html).toContain(`src="${ORIGIN}/api/images/42"`);
      expect(mail.html).toContain(`href="${ORIGIN}/renkaat"`);
      expect(mail.html).toContain(`href="${ORIGIN}/peruuta-uutiskirje?token=${person.token}"`);
      expect(mail.html).not.toMatch(/<script|onerror=/i); // the tags are dropped (their text may stay, escaped)
      // Text: readable, with the link and the unsubscribe address.
      expect(mail.text).toContain("varaa aika");
      expect(mail.text).toContain(`talvirenkaat (${ORIGIN}/renkaat)`);
      expect(mail.text).toContain(`Peru tilaus: ${ORIGIN}/peruuta-uutiskirje?token=${person.token}`);
    }
    expect(mailsTo(address("peruttu"))).toHaveLength(0);

    const sent = await getNewsletter(letter.id);
    expect(sent?.status).toBe("sent");
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.progress).toMatchObject({ total: 2, sent: 2, failed: 0, pending: 0 });
  });

  it("never sends twice: a repeated job, a repeated fan-out and a second start do nothing", async () => {
    const [liisa] = await addSubscribers("liisa");
    const letter = await newsletterWith("Tervetuloa!");
    await startSending(letter.id);
    await fanOut(letter.id, runNow);
    expect(mailsTo(liisa.email)).toHaveLength(1);

    await deliver({ task: "deliver", newsletterId: letter.id, subscriberId: liisa.id }, { token: randomUUID(), takeOver: true, finalAttempt: true });
    await fanOut(letter.id, runNow);
    expect(await startSending(letter.id)).toEqual({ ok: false, error: "already_sent" });
    expect(await startSending(letter.id, [liisa.id])).toEqual({ ok: false, error: "already_sent" });
    expect(mailsTo(liisa.email)).toHaveLength(1);
  });

  it("a permanent refusal (5xx) fails that recipient only, with the server's answer kept", async () => {
    const [ok] = await addSubscribers("onnistuu");
    const [refused] = await addSubscribers("hylkaa");
    const letter = await newsletterWith("Sisältö");
    await startSending(letter.id);
    await fanOut(letter.id, runNow);

    expect(mailsTo(ok.email)).toHaveLength(1);
    expect(mailsTo(refused.email)).toHaveLength(0);
    const result = await getNewsletter(letter.id);
    expect(result?.status).toBe("failed");
    expect(result?.progress).toMatchObject({ total: 2, sent: 1, failed: 1 });
    const failed = await listFailedDeliveries(letter.id);
    expect(failed).toEqual([{ email: refused.email, error: expect.stringContaining("550") }]);
    const [attempts] = await db.select({ attempts: newsletterDeliveries.attempts }).from(newsletterDeliveries).where(eq(newsletterDeliveries.subscriberId, refused.id));
    expect(attempts.attempts).toBe(1); // not retried

    // Sending the failed one again retries only the undelivered row.
    await startSending(letter.id);
    await fanOut(letter.id, runNow);
    expect(mailsTo(ok.email)).toHaveLength(1);
  });

  it("a temporary failure (4xx) gives the claim back and a later attempt delivers", async () => {
    const [later] = await addSubscribers("myohemmin");
    deferred.add(later.email);
    const letter = await newsletterWith("Sisältö");
    await startSending(letter.id);
    const job = { task: "deliver" as const, newsletterId: letter.id, subscriberId: later.id };

    await expect(deliver(job, { token: randomUUID(), takeOver: false, finalAttempt: false })).rejects.toBeInstanceOf(RetryLater);
    const [row] = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.subscriberId, later.id));
    expect(row).toMatchObject({ status: "pending", claimToken: null, error: expect.stringContaining("451") });

    deferred.delete(later.email);
    await deliver(job, { token: randomUUID(), takeOver: false, finalAttempt: false });
    expect(mailsTo(later.email)).toHaveLength(1);
    expect((await getNewsletter(letter.id))?.status).toBe("sent");
  });

  it("skips a subscriber who cancelled between the fan-out and the delivery", async () => {
    const [stays, leaves] = await addSubscribers("jaa", "lahtee");
    const letter = await newsletterWith("Sisältö");
    await startSending(letter.id);

    const answer = await oneClickAction(
      routeArgs(
        new Request(`${ORIGIN}/api/subscribers/one-click-unsubscribe?token=${leaves.token}`, {
          method: "POST",
          // A mail client's POST: no Origin, no cookie, only the RFC 8058 body.
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.7" },
          body: "List-Unsubscribe=One-Click",
        }),
      ),
    );
    expect(answer.status).toBe(200);

    await fanOut(letter.id, runNow);
    expect(mailsTo(stays.email)).toHaveLength(1);
    expect(mailsTo(leaves.email)).toHaveLength(0);
    expect((await getNewsletter(letter.id))?.progress).toMatchObject({ sent: 1, skipped: 1, failed: 0 });
    expect((await getNewsletter(letter.id))?.status).toBe("sent");
  });

  it("the one-click endpoint wants the RFC 8058 body and a real token", async () => {
    const post = (query: string, body: string) =>
      oneClickAction(
        routeArgs(
          new Request(`${ORIGIN}/api/subscribers/one-click-unsubscribe${query}`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.8" },
            body,
          }),
        ),
      );
    const [person] = await addSubscribers("tarkka");
    expect((await post(`?token=${person.token}`, "something=else")).status).toBe(400);
    expect((await post("?token=00000000000000000000000000000000", "List-Unsubscribe=One-Click")).status).toBe(404);
    expect((await post("?token=%00", "List-Unsubscribe=One-Click")).status).toBe(404);
    const [row] = await db.select({ isSubscribed: subscribers.isSubscribed }).from(subscribers).where(eq(subscribers.id, person.id));
    expect(row.isSubscribed).toBe(true);
  });
});

describe("scheduled and interrupted sends", () => {
  it("a due scheduled newsletter is started once even by two dispatchers at the same moment", async () => {
    await addSubscribers("a", "b", "c");
    const due = await createNewsletter({ subject: `Ajastettu ${runTag}`, content: "x", heroImage: null, sendDate: new Date(Date.now() - 60_000), status: "scheduled" });
    const later = await createNewsletter({ subject: `Myöhemmin ${runTag}`, content: "x", heroImage: null, sendDate: new Date(Date.now() + 3_600_000), status: "scheduled" });

    const [first, second] = await Promise.all([claimDueNewsletters(), claimDueNewsletters()]);
    const started = [...first, ...second].filter((id) => id === due.id || id === later.id);
    expect(started).toEqual([due.id]);
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, due.id));
    expect(count).toBe(3);
    expect((await getNewsletter(later.id))?.status).toBe("scheduled");
  });

  it("the minute's tick starts what is due and delivers it; a send cut off before its fan-out resumes from the table", async () => {
    const [one, two] = await addSubscribers("yksi", "kaksi");
    const scheduled = await createNewsletter({ subject: `Tikki ${runTag}`, content: "x", heroImage: null, sendDate: new Date(Date.now() - 1000), status: "scheduled" });
    // Started, but the process died before handing out a single delivery.
    const interrupted = await newsletterWith("Keskeytynyt");
    await startSending(interrupted.id);

    await tick({ startFanOut: async (newsletterId) => void (await fanOut(newsletterId, runNow)) });
    for (const person of [one, two]) {
      expect(mailsTo(person.email).map((mail) => mail.subject).sort()).toEqual([interrupted.subject, scheduled.subject].sort());
    }
    expect((await getNewsletter(scheduled.id))?.status).toBe("sent");
    expect((await getNewsletter(interrupted.id))?.status).toBe("sent");
  });

  it("a claim is taken over by the job's lock holder at once, by anyone else only after the lease", async () => {
    const [person] = await addSubscribers("vuokra");
    const letter = await newsletterWith("x");
    await startSending(letter.id);
    const claimed = await claimDelivery(letter.id, person.id, { token: "kuollut-lahettaja", takeOver: false });
    expect(claimed.kind).toBe("claimed");

    expect(await claimDelivery(letter.id, person.id, { token: "toinen", takeOver: false })).toEqual({ kind: "busy" });
    expect((await claimDelivery(letter.id, person.id, { token: "lukon-haltija", takeOver: true })).kind).toBe("claimed");

    await db
      .update(newsletterDeliveries)
      .set({ claimedAt: new Date(Date.now() - CLAIM_LEASE_MS - 1000) })
      .where(eq(newsletterDeliveries.subscriberId, person.id));
    expect((await claimDelivery(letter.id, person.id, { token: "kolmas", takeOver: false })).kind).toBe("claimed");
  });

  it("a deleted newsletter's jobs do nothing", async () => {
    const [person] = await addSubscribers("poistettu");
    const letter = await newsletterWith("x");
    await startSending(letter.id);
    await db.delete(newsletters).where(eq(newsletters.id, letter.id));
    await deliver({ task: "deliver", newsletterId: letter.id, subscriberId: person.id }, { token: randomUUID(), takeOver: true, finalAttempt: true });
    expect(mailsTo(person.email)).toHaveLength(0);
  });
});

describe("the admin's changes", () => {
  const at = (iso: string) => new Date(iso);

  it("a draft's date changes; scheduling locks it; a sending or sent one is not changed or deleted", async () => {
    const letter = await createNewsletter({ subject: `Muokattava ${runTag}`, content: "x", heroImage: null, sendDate: at("2030-01-01T07:00:00Z"), status: "draft" });
    const edited = await updateNewsletter(letter.id, { subject: "Uusi aihe", content: "y", heroImage: "/api/images/1", sendDate: at("2030-02-01T07:00:00Z") });
    expect(edited).toMatchObject({ ok: true, newsletter: { subject: "Uusi aihe", heroImage: "/api/images/1", status: "draft", sendDate: at("2030-02-01T07:00:00Z") } });

    const scheduled = await updateNewsletter(letter.id, { subject: "Uusi aihe", content: "y", heroImage: null, sendDate: at("2030-03-01T07:00:00Z"), schedule: true });
    expect(scheduled).toMatchObject({ ok: true, newsletter: { status: "scheduled", sendDate: at("2030-03-01T07:00:00Z") } });
    // Scheduled: the text may change, the date may not (spec), even if a form sends one.
    const locked = await updateNewsletter(letter.id, { subject: "Taas uusi", content: "z", heroImage: null, sendDate: at("2031-01-01T07:00:00Z") });
    expect(locked).toMatchObject({ ok: true, newsletter: { subject: "Taas uusi", sendDate: at("2030-03-01T07:00:00Z") } });

    await addSubscribers("muokkaus");
    await startSending(letter.id);
    expect(await updateNewsletter(letter.id, { subject: "Liian myöhään", content: "z", heroImage: null, sendDate: null })).toEqual({ ok: false, error: "locked" });
    expect(await deleteNewsletter(letter.id)).toEqual({ ok: false, error: "sending" });
    expect(await updateNewsletter(999_999, { subject: "x", content: "y", heroImage: null, sendDate: null })).toEqual({ ok: false, error: "not_found" });

    await fanOut(letter.id, runNow);
    expect((await getNewsletter(letter.id))?.status).toBe("sent");
    expect(await updateNewsletter(letter.id, { subject: "Liian myöhään", content: "z", heroImage: null, sendDate: null })).toEqual({ ok: false, error: "locked" });
    expect(await deleteNewsletter(letter.id)).toEqual({ ok: true });
    expect(await getNewsletter(letter.id)).toBeNull();
  });

  it("nobody to send to leaves the newsletter as it was", async () => {
    const letter = await newsletterWith("Ei ketään");
    expect(await startSending(letter.id)).toEqual({ ok: false, error: "no_recipients" });
    expect((await getNewsletter(letter.id))?.status).toBe("draft");
  });
});
