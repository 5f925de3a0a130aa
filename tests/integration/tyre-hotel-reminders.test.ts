/**
 * The tyre hotel's season reminder end to end through the job processors and real SMTP (the local sink):
 * rounds (one per season and year), who is reminded when a round starts, the mail (the set, its
 * condition, the booking and personal links, RFC 8058 headers), exactly once under repeats and two
 * starters, one-click unsubscribe clearing consent for the next round, cancelling, and the customer's own
 * view behind its signed link.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "#db/client";
import { type StoredTyre, hotelCustomers, hotelReminderRounds, hotelReminders, hotelSets, hotelVehicles } from "#db/schema";
import { type MailJob, RetryLater, runMailJob } from "#jobs/processors/newsletters";
import { processMaintenance } from "#jobs/processors/maintenance";
import { reminderTick, sendReminder } from "~/features/tyre-hotel/jobs.server";
import { signCustomerLink } from "~/features/tyre-hotel/link.server";
import { cancelRound, claimReminder, createRound, getRound, listRoundReminders, startDueRounds } from "~/features/tyre-hotel/reminders.model.server";
import { REMINDER_MAIL_SUBJECT } from "~/features/tyre-hotel/reminders.rules";
import { action as oneClickAction } from "~/routes/api.rengashotelli.peru-muistutus";
import { action as unsubscribePageAction, loader as unsubscribePageLoader } from "~/routes/_site.rengashotelli_.peru-muistutus";
import { loader as customerViewLoader } from "~/routes/_site.oma-rengashotelli.$token";
import { action as roundFormAction } from "~/routes/admin.rengashotelli.muistutukset";
import { reloadEnv } from "~/services/env.server";
import { closeBulkMailer } from "~/services/mail.server";
import { setClockOffsetMinutes } from "~/services/clock.server";
import { ORIGIN, getRequest, postForm, routeArgs, settle } from "../support/requests";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";

let sink: SmtpSink;
const BOOKING = "https://ajanvaraus.example.fi/rengas-kaarto";

beforeAll(async () => {
  sink = await startSmtpSink({ refuse: (address) => address.startsWith("hylkaa") });
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = ORIGIN;
  process.env.BOOKING_URL = BOOKING;
  reloadEnv();
  closeBulkMailer();
});
afterAll(async () => {
  closeBulkMailer();
  await sink?.close();
});

let tag = "";
beforeEach(async () => {
  // Every test starts from an empty register and no rounds.
  await db.delete(hotelReminderRounds);
  await db.delete(hotelCustomers);
  tag = randomUUID().slice(0, 8);
});

const address = (name: string) => `${name}.${tag}@example.fi`;
const mailsTo = (email: string) => sink.messages.filter((message) => message.envelope.to.includes(email));

const GOOD_TYRES: StoredTyre[] = ["VE", "OE", "VT", "OT"].map((position) => ({ position, dot: "2224", treadMm: 7.5 }));
let plate = 0;

/** A customer with one vehicle and its sets (each `season` stored on its own place). */
async function customer(
  name: string,
  options: { consent?: boolean; email?: string | null; sets?: { season: "winter" | "summer"; tyres?: StoredTyre[]; status?: "stored" | "out" }[] } = {},
) {
  const [row] = await db
    .insert(hotelCustomers)
    .values({ name, email: options.email === undefined ? address(name.split(" ")[0].toLowerCase()) : options.email, phone: "040 123 4567", reminderConsent: options.consent ?? true })
    .returning();
  plate += 1;
  const [vehicle] = await db
    .insert(hotelVehicles)
    .values({ customerId: row.id, registration: `T${tag.slice(0, 2).toUpperCase().replace(/[^A-Z]/g, "X")}-${plate}`, makeModel: "Škoda Octavia" })
    .returning();
  const sets = [];
  for (const set of options.sets ?? [{ season: "winter" as const }]) {
    const status = set.status ?? "stored";
    const [stored] = await db
      .insert(hotelSets)
      .values({
        vehicleId: vehicle.id,
        season: set.season,
        size: "205/55R16",
        brandModel: "Nokian Hakkapeliitta 10",
        tyres: set.tyres ?? GOOD_TYRES,
        location: status === "stored" ? `${tag.slice(0, 4)}/${plate}${set.season[0]}` : null,
        status,
      })
      .returning();
    sets.push(stored);
  }
  return { ...row, vehicle, sets };
}

/** Runs every mail job at once, in order; a job asking to be retried is tried again right away. */
async function runNow(jobs: MailJob[]) {
  for (const job of jobs) {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      try {
        await runMailJob(job, { token: randomUUID(), takeOver: true, finalAttempt: attempt === 5 });
        break;
      } catch (error) {
        if (!(error instanceof RetryLater)) throw error;
      }
    }
  }
}

const soon = () => new Date(Date.now() + 60_000);
const past = () => new Date(Date.now() - 1000);

async function dueRound(season: "winter" | "summer" = "winter") {
  const created = await createRound({ season, sendAt: soon() });
  if (!created.ok) throw new Error("round exists");
  await db.update(hotelReminderRounds).set({ sendAt: past() }).where(eq(hotelReminderRounds.id, created.round.id));
  return created.round;
}

/** A loader's answer as status, headers and data, whether it returned `data(...)` or threw a Response. */
async function answerOf(run: () => unknown): Promise<{ status: number; headers: Headers; data: unknown; text: string }> {
  const result = await settle(run);
  if (result instanceof Response) return { status: result.status, headers: result.headers, data: null, text: await result.text() };
  const wrapped = result as { type?: string; data: unknown; init?: ResponseInit | null };
  if (wrapped.type !== "DataWithResponseInit") return { status: 200, headers: new Headers(), data: result, text: "" };
  return { status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers), data: wrapped.data, text: "" };
}

describe("a reminder round", () => {
  it("reminds each consenting customer once per stored set of the season, with the set's condition and RFC 8058 headers", async () => {
    const worn: StoredTyre[] = [
      { position: "VE", dot: "0118", treadMm: 3.5 },
      { position: "OE", dot: "2224", treadMm: 6 },
      { position: "VT", dot: "2224", treadMm: 6 },
      { position: "OT", dot: "2224", treadMm: 6 },
    ];
    const liisa = await customer("Liisa Virtanen", { sets: [{ season: "winter", tyres: worn }, { season: "summer" }] });
    const matti = await customer("Matti Meikäläinen");
    const noConsent = await customer("Ei Lupaa", { consent: false });
    const noEmail = await customer("Ei Postia", { email: null });
    const checkedOut = await customer("Jo Haettu", { sets: [{ season: "winter", status: "out" }] });
    const summerOnly = await customer("Kesä Vain", { sets: [{ season: "summer" }] });

    const round = await dueRound("winter");
    const tick = await reminderTick(runNow);
    expect(tick.started).toEqual([round.id]);

    expect(mailsTo(liisa.email!)).toHaveLength(1);
    expect(mailsTo(matti.email!)).toHaveLength(1);
    for (const other of [noConsent, checkedOut, summerOnly]) expect(mailsTo(other.email!)).toHaveLength(0);
    expect(noEmail.email).toBeNull();

    const mail = mailsTo(liisa.email!)[0];
    expect(mail.subject).toBe(REMINDER_MAIL_SUBJECT);
    expect(mail.headers["list-unsubscribe"]).toBe(`<${ORIGIN}/api/rengashotelli/peru-muistutus?token=${liisa.unsubscribeToken}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["message-id"]).toBe(`<hr-${round.id}-${liisa.sets[0].id}@localhost>`);
    expect(mail.html).toContain(liisa.vehicle.registration);
    expect(mail.html).toContain("205/55R16");
    expect(mail.html).toContain("Nokian Hakkapeliitta 10");
    expect(mail.html).toContain("Hei Liisa!");
    expect(mail.html).not.toContain("Virtanen");
    expect(mail.html).toContain("3,5 mm");
    expect(mail.html).toContain("Vasen etu: urasyvyys 3,5 mm, alle suositellun 4 mm");
    expect(mail.html).toMatch(/Vasen etu: rengas on \d+ vuotta vanha \(DOT 0118\)/);
    expect(mail.html).toContain("Suosittelemme uusia renkaita ennen seuraavaa kautta");
    expect(mail.html).toContain(`href="${BOOKING}"`);
    expect(mail.html).toContain(`href="${ORIGIN}/rengashotelli/peru-muistutus?token=${liisa.unsubscribeToken}"`);
    expect(mail.text).toContain(`Varaa renkaanvaihto: ${BOOKING}`);
    // The personal link in the mail opens that customer's own view.
    const link = /\/oma-rengashotelli\/([^\s"<]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    const view = await answerOf(() => customerViewLoader(routeArgs(getRequest(`/oma-rengashotelli/${link}`), { token: link! })));
    expect(view.status).toBe(200);
    expect(view.data).toMatchObject({ firstName: "Liisa" });

    const done = await getRound(round.id);
    expect(done?.status).toBe("sent");
    expect(done?.counts).toMatchObject({ total: 2, sent: 2, pending: 0 });
    const reminded = await listRoundReminders(round.id, { limit: 50, offset: 0 });
    expect(reminded.rows.map((row) => [row.customerName, row.status])).toEqual([
      ["Liisa Virtanen", "sent"],
      ["Matti Meikäläinen", "sent"],
    ]);
    expect(reminded.rows.every((row) => row.sentAt instanceof Date)).toBe(true);
  });

  it("never sends twice: a repeated job, a second tick and two starters of the same round", async () => {
    const liisa = await customer("Liisa Korhonen");
    const round = await dueRound();
    // Two starters at once: one conditional UPDATE wins, the rows are made once.
    const [first, second] = await Promise.all([startDueRounds(new Date()), startDueRounds(new Date())]);
    expect([...first, ...second]).toEqual([{ roundId: round.id, reminders: 1 }]);
    const [{ count }] = await queryRows<{ count: number }>(sql`select count(*)::int as count from hotel_reminders where round_id = ${round.id}`);
    expect(count).toBe(1);

    await reminderTick(runNow);
    await reminderTick(runNow);
    await runNow([{ task: "remind", roundId: round.id, setId: liisa.sets[0].id }]);
    await Promise.all([
      sendReminder({ roundId: round.id, setId: liisa.sets[0].id }, { token: randomUUID(), takeOver: true, finalAttempt: true }),
      sendReminder({ roundId: round.id, setId: liisa.sets[0].id }, { token: randomUUID(), takeOver: true, finalAttempt: true }),
    ]);
    expect(mailsTo(liisa.email!)).toHaveLength(1);
  });

  it("a claim held by a live sender is busy for another; after the lease it is taken over", async () => {
    const liisa = await customer("Liisa Mäkinen");
    const round = await dueRound();
    await startDueRounds(new Date());
    const setId = liisa.sets[0].id;
    expect((await claimReminder(round.id, setId, { token: "eka", takeOver: false })).kind).toBe("claimed");
    expect((await claimReminder(round.id, setId, { token: "toka", takeOver: false })).kind).toBe("busy");
    // The same sender may take its own claim again (BullMQ reuses a slot's token).
    expect((await claimReminder(round.id, setId, { token: "eka", takeOver: false })).kind).toBe("claimed");
    // The sender died: its claim ages past the lease and the tick hands the row out again.
    await db.update(hotelReminders).set({ claimedAt: new Date(Date.now() - 3 * 60 * 1000) }).where(eq(hotelReminders.setId, setId));
    await reminderTick(runNow);
    expect(mailsTo(liisa.email!)).toHaveLength(1);
    const [row] = await db.select().from(hotelReminders).where(eq(hotelReminders.setId, setId));
    expect(row).toMatchObject({ status: "sent", attempts: 3, claimToken: null });
  });

  it("a permanent refusal fails that reminder only, with the server's answer on the round's page", async () => {
    const ok = await customer("Onni Onnistuu");
    const refused = await customer("Hylkaa Hyvonen", { email: `hylkaa.${tag}@example.fi` });
    const round = await dueRound();
    await reminderTick(runNow);
    expect(mailsTo(ok.email!)).toHaveLength(1);
    const reminded = await listRoundReminders(round.id, { limit: 50, offset: 0 });
    expect(reminded.rows.find((row) => row.customerName === refused.name)).toMatchObject({ status: "failed", error: expect.stringContaining("550") });
    expect((await getRound(round.id))?.status).toBe("sent");
  });

  it("one-click unsubscribe clears consent, and the next round skips the customer", async () => {
    const liisa = await customer("Liisa Laine", { sets: [{ season: "winter" }, { season: "summer" }] });
    const matti = await customer("Matti Nieminen", { sets: [{ season: "summer" }] });
    await dueRound("winter");
    await reminderTick(runNow);
    const mail = mailsTo(liisa.email!)[0];
    const oneClick = /^<(.+)>$/.exec(mail.headers["list-unsubscribe"])![1];

    // A mail provider posts from its own servers, with no cookie and any origin.
    const path = oneClick.slice(ORIGIN.length);
    const refused = (await oneClickAction(routeArgs(postForm(path, { wrong: "x" }, { origin: "https://mail.example.com" })))) as Response;
    expect(refused.status).toBe(400);
    const answer = (await oneClickAction(routeArgs(postForm(path, { "List-Unsubscribe": "One-Click" }, { origin: "https://mail.example.com" })))) as Response;
    expect(answer.status).toBe(200);
    const [after] = await db.select({ consent: hotelCustomers.reminderConsent }).from(hotelCustomers).where(eq(hotelCustomers.id, liisa.id));
    expect(after.consent).toBe(false);
    const again = (await oneClickAction(routeArgs(postForm(path, { "List-Unsubscribe": "One-Click" }, { origin: null })))) as Response;
    expect(again.status).toBe(200);
    const bogus = (await oneClickAction(routeArgs(postForm("/api/rengashotelli/peru-muistutus?token=" + "0".repeat(64), { "List-Unsubscribe": "One-Click" })))) as Response;
    expect(bogus.status).toBe(404);

    // Spring: Matti is reminded, Liisa no more.
    const spring = await dueRound("summer");
    await reminderTick(runNow);
    expect(mailsTo(matti.email!)).toHaveLength(1);
    expect(mailsTo(liisa.email!)).toHaveLength(1);
    expect((await listRoundReminders(spring.id, { limit: 50, offset: 0 })).rows.map((row) => row.customerName)).toEqual([matti.name]);
  });

  it("a customer who withdraws between the round's start and the send is skipped, not mailed", async () => {
    const liisa = await customer("Liisa Heikkinen");
    const round = await dueRound();
    await startDueRounds(new Date());
    // The confirm page (no JavaScript): GET shows the button, POST withdraws.
    const page = (await unsubscribePageLoader(routeArgs(getRequest(`/rengashotelli/peru-muistutus?token=${liisa.unsubscribeToken}`)))) as { token: string | null; consent: boolean | null };
    expect(page).toEqual({ token: liisa.unsubscribeToken, consent: true });
    const posted = await answerOf(() => unsubscribePageAction(routeArgs(postForm("/rengashotelli/peru-muistutus", { token: liisa.unsubscribeToken }))));
    expect(posted.data).toMatchObject({ kind: "done" });
    await reminderTick(runNow);
    expect(mailsTo(liisa.email!)).toHaveLength(0);
    const [row] = await db.select().from(hotelReminders).where(eq(hotelReminders.roundId, round.id));
    expect(row.status).toBe("skipped");
    expect((await getRound(round.id))?.status).toBe("sent");
  });

  it("a set checked out between the round's start and the send is skipped, not reminded", async () => {
    const liisa = await customer("Liisa Nurmi");
    const round = await dueRound();
    await startDueRounds(new Date());
    await db.update(hotelSets).set({ status: "out", location: null }).where(eq(hotelSets.id, liisa.sets[0].id));
    await reminderTick(runNow);
    expect(mailsTo(liisa.email!)).toHaveLength(0);
    const [row] = await db.select().from(hotelReminders).where(eq(hotelReminders.roundId, round.id));
    expect(row).toMatchObject({ status: "skipped", error: "Renkaat luovutettiin ennen muistutusta" });
  });

  it("a cancelled round sends nothing more", async () => {
    const liisa = await customer("Liisa Koskinen");
    const round = await dueRound();
    await startDueRounds(new Date());
    expect(await cancelRound(round.id)).toEqual({ ok: true });
    await reminderTick(runNow);
    await runNow([{ task: "remind", roundId: round.id, setId: liisa.sets[0].id }]);
    expect(mailsTo(liisa.email!)).toHaveLength(0);
    expect((await getRound(round.id))?.status).toBe("cancelled");
    expect(await cancelRound(round.id)).toEqual({ ok: false, error: "not_cancellable" });
    expect(await cancelRound(2_000_000_000)).toEqual({ ok: false, error: "not_found" });
  });

  it("the minute's maintenance tick starts due rounds through the queue's dispatch", async () => {
    const liisa = await customer("Liisa Järvinen");
    await dueRound();
    const handed: MailJob[] = [];
    await processMaintenance({ task: "newsletters" }, { dispatch: async (jobs) => void handed.push(...jobs), startFanOut: async () => {}, withdraw: async () => {} });
    expect(handed).toEqual([{ task: "remind", roundId: expect.any(Number), setId: liisa.sets[0].id }]);
  });
});

describe("the round form", () => {
  const post = (fields: Record<string, string>) => settle(() => roundFormAction(routeArgs(postForm("/admin/rengashotelli/muistutukset", fields))));

  it("refuses a second round for the same season and year with a Finnish form error", async () => {
    expect(await createRound({ season: "winter", sendAt: new Date("2027-10-01T06:00:00Z") })).toMatchObject({ ok: true });
    expect(await createRound({ season: "winter", sendAt: new Date("2027-11-15T06:00:00Z") })).toEqual({ ok: false, error: "duplicate" });
    expect(await createRound({ season: "summer", sendAt: new Date("2027-04-01T06:00:00Z") })).toMatchObject({ ok: true });
    // The action needs an admin session: without one it is the login redirect, never a 500.
    const answer = (await post({ season: "winter", sendAt: "2027-10-20T09:00" })) as Response;
    expect(answer.status).toBe(302);
  });
});

describe("the customer's own view", () => {
  const open = (token: string) => answerOf(() => customerViewLoader(routeArgs(getRequest(`/oma-rengashotelli/${token}`), { token })));

  it("shows only that customer's stored sets, by first name, with no ids or contact details", async () => {
    const liisa = await customer("Liisa Salminen", { sets: [{ season: "winter" }, { season: "summer" }, { season: "winter", status: "out" }] });
    const other = await customer("Toinen Asiakas", { sets: [{ season: "winter" }] });
    const answer = await open(signCustomerLink(liisa.id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("Referrer-Policy")).toBe("no-referrer");
    const view = answer.data as Record<string, unknown>;
    const body = JSON.stringify(view);
    expect(view).toMatchObject({ firstName: "Liisa", bookingUrl: BOOKING });
    expect((view as { sets: unknown[] }).sets).toHaveLength(2);
    expect(body).toContain(liisa.vehicle.registration);
    expect(body).not.toContain(other.vehicle.registration);
    for (const secret of ["Salminen", liisa.email!, "040 123 4567", liisa.unsubscribeToken, `"id"`, "vehicleId", "location"]) expect(body).not.toContain(secret);
  });

  it("answers an altered, expired, foreign or unknown token with the same 404", async () => {
    const liisa = await customer("Liisa Lehtonen");
    const token = signCustomerLink(liisa.id);
    const [id, expiry, signature] = token.split(".");
    const flipped = signature[0] === "A" ? "B" : "A";
    const cases = [
      `${liisa.id + 1}.${expiry}.${signature}`,
      `${id}.${(parseInt(expiry, 36) + 1).toString(36)}.${signature}`,
      `${id}.${expiry}.${flipped}${signature.slice(1)}`,
      signCustomerLink(2_000_000_000),
      "x".repeat(5000),
      "%00",
    ];
    for (const bad of cases) {
      const answer = await open(bad);
      expect(answer.status, bad).toBe(404);
      expect(answer.text).toBe("Sivua ei löytynyt");
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    }
    // Expired: the server's clock 91 days on.
    setClockOffsetMinutes(91 * 24 * 60);
    try {
      expect((await open(token)).status).toBe(404);
    } finally {
      setClockOffsetMinutes(0);
    }
    expect((await open(token)).status).toBe(200);
  });
});
