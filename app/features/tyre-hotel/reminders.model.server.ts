/**
 * The season reminder's rounds and their rows. `hotel_reminders` is the source of truth for who is
 * reminded: one row per round and set (unique), created when the round starts, claimed before the mail
 * is sent and marked after, with the newsletter deliveries' claim protocol (deliveries.model.server.ts):
 * queues carry only ids and may repeat a job; a row no longer pending makes the repeat a no-op.
 *
 * Round status: scheduled → sending (one conditional UPDATE: one starter wins) → sent once nothing is
 * pending; scheduled or sending → cancelled by the admin.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { db, queryRows } from "#db/client";
import { hotelReminderRounds, hotelReminders } from "#db/schema";
import type { ReminderRoundStatus, TyreSeason } from "#db/schema/enum-values";
import { claimableBy, unclaimedOrStale } from "~/features/newsletters/deliveries.model.server";
import type { StoredTyre } from "#db/schema";
import { seasonKey } from "./rules";

export type RoundCounts = { total: number; sent: number; failed: number; skipped: number; pending: number };

export type Round = {
  id: number;
  season: TyreSeason;
  seasonKey: string;
  sendAt: Date;
  status: ReminderRoundStatus;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
};

export type RoundWithCounts = Round & { counts: RoundCounts };

/** Why a reminder was not sent: the round was cancelled before it; the customer withdrew consent or e-mail. */
export const CANCELLED_REMINDER = "Kierros peruttiin ennen tätä muistutusta";
export const NO_CONSENT_REMINDER = "Asiakas perui muistutukset tai sähköpostiosoite puuttuu";
export const COLLECTED_REMINDER = "Renkaat luovutettiin ennen muistutusta";

const roundColumns = {
  id: hotelReminderRounds.id,
  season: hotelReminderRounds.season,
  seasonKey: hotelReminderRounds.seasonKey,
  sendAt: hotelReminderRounds.sendAt,
  status: hotelReminderRounds.status,
  startedAt: hotelReminderRounds.startedAt,
  finishedAt: hotelReminderRounds.finishedAt,
  createdAt: hotelReminderRounds.createdAt,
};

const countColumns = {
  total: sql<number>`count(${hotelReminders.id})::int`,
  sent: sql<number>`(count(*) filter (where ${hotelReminders.status} = 'sent'))::int`,
  failed: sql<number>`(count(*) filter (where ${hotelReminders.status} = 'failed'))::int`,
  skipped: sql<number>`(count(*) filter (where ${hotelReminders.status} = 'skipped'))::int`,
  pending: sql<number>`(count(*) filter (where ${hotelReminders.status} = 'pending'))::int`,
};

function withCounts(row: Round & RoundCounts): RoundWithCounts {
  const { total, sent, failed, skipped, pending, ...round } = row;
  return { ...round, counts: { total, sent, failed, skipped, pending } };
}

// ---------------------------------------------------------------- the admin's rounds

/** A new round; `duplicate` when the season already has one that year (season_key is unique). */
export async function createRound(input: { season: TyreSeason; sendAt: Date }): Promise<{ ok: true; round: Round } | { ok: false; error: "duplicate" }> {
  const [round] = await db
    .insert(hotelReminderRounds)
    .values({ season: input.season, seasonKey: seasonKey(input.season, input.sendAt), sendAt: input.sendAt })
    .onConflictDoNothing({ target: hotelReminderRounds.seasonKey })
    .returning(roundColumns);
  return round ? { ok: true, round } : { ok: false, error: "duplicate" };
}

/** Every round, the latest send time first, with its rows counted by status. */
export async function listRounds(limit = 100): Promise<RoundWithCounts[]> {
  const rows = await db
    .select({ ...roundColumns, ...countColumns })
    .from(hotelReminderRounds)
    .leftJoin(hotelReminders, eq(hotelReminders.roundId, hotelReminderRounds.id))
    .groupBy(hotelReminderRounds.id)
    .orderBy(desc(hotelReminderRounds.sendAt), desc(hotelReminderRounds.id))
    .limit(limit);
  return rows.map(withCounts);
}

export async function getRound(id: number): Promise<RoundWithCounts | null> {
  const [row] = await db
    .select({ ...roundColumns, ...countColumns })
    .from(hotelReminderRounds)
    .leftJoin(hotelReminders, eq(hotelReminders.roundId, hotelReminderRounds.id))
    .where(eq(hotelReminderRounds.id, id))
    .groupBy(hotelReminderRounds.id);
  return row ? withCounts(row) : null;
}

export type RemindedRow = {
  id: number;
  customerId: number;
  customerName: string;
  registration: string;
  setId: number;
  size: string;
  brandModel: string | null;
  status: "pending" | "sent" | "failed" | "skipped";
  sentAt: Date | null;
  error: string | null;
};

/** Who a round reminded (or is reminding): one row per set, by customer name, a page at a time. */
export async function listRoundReminders(roundId: number, page: { limit: number; offset: number }): Promise<{ rows: RemindedRow[]; total: number }> {
  const rows = await queryRows<RemindedRow & { total: number }>(sql`
    select r.id, r.customer_id as "customerId", c.name as "customerName", v.registration, r.set_id as "setId", s.size,
      s.brand_model as "brandModel", r.status, r.sent_at as "sentAt", r.error, count(*) over ()::int as total
    from hotel_reminders r
    join hotel_customers c on c.id = r.customer_id
    join hotel_sets s on s.id = r.set_id
    join hotel_vehicles v on v.id = s.vehicle_id
    where r.round_id = ${roundId}
    order by lower(c.name), r.id
    limit ${page.limit} offset ${page.offset}`);
  const total = rows[0]?.total ?? (page.offset > 0 ? (await getRound(roundId))?.counts.total ?? 0 : 0);
  return { rows: rows.map(({ total: _total, ...row }) => ({ ...row, sentAt: row.sentAt ? new Date(row.sentAt) : null })), total };
}

/**
 * Stops a round: scheduled or sending → cancelled, and every row no sender has taken yet is `skipped`
 * (CANCELLED_REMINDER); mails already being sent finish.
 */
export async function cancelRound(id: number): Promise<{ ok: true } | { ok: false; error: "not_found" | "not_cancellable" }> {
  return db.transaction(async (tx) => {
    const [stopped] = await tx
      .update(hotelReminderRounds)
      .set({ status: "cancelled", finishedAt: new Date() })
      .where(and(eq(hotelReminderRounds.id, id), sql`${hotelReminderRounds.status} in ('scheduled', 'sending')`))
      .returning({ id: hotelReminderRounds.id });
    if (!stopped) {
      const [row] = await tx.select({ id: hotelReminderRounds.id }).from(hotelReminderRounds).where(eq(hotelReminderRounds.id, id));
      return { ok: false, error: row ? "not_cancellable" : "not_found" } as const;
    }
    await tx
      .update(hotelReminders)
      .set({ status: "skipped", error: CANCELLED_REMINDER })
      .where(and(eq(hotelReminders.roundId, id), eq(hotelReminders.status, "pending"), sql`${hotelReminders.claimToken} is null`));
    return { ok: true } as const;
  });
}

// ---------------------------------------------------------------- who is reminded

/** The recipients' rule: a consenting customer with an e-mail, and a set of the season in storage. */
const recipientsOf = (season: TyreSeason) => sql`
  from hotel_sets s
  join hotel_vehicles v on v.id = s.vehicle_id
  join hotel_customers c on c.id = v.customer_id
  where s.status = 'stored' and s.season = ${season}::tyre_season and c.reminder_consent and c.email is not null`;

/**
 * Starts the rounds whose time has come. For each, one conditional UPDATE moves it scheduled → sending
 * (of two starters only one wins) and, in the same transaction, creates its rows: every set of the
 * season in storage whose customer consents and has an e-mail, at this moment. ON CONFLICT DO NOTHING
 * keeps each (round, set) once whatever runs twice. A round with nobody to remind is sent at once.
 */
export async function startDueRounds(now: Date): Promise<{ roundId: number; reminders: number }[]> {
  const due = await db
    .select({ id: hotelReminderRounds.id })
    .from(hotelReminderRounds)
    .where(and(eq(hotelReminderRounds.status, "scheduled"), sql`${hotelReminderRounds.sendAt} <= ${now.toISOString()}::timestamptz`))
    .orderBy(hotelReminderRounds.sendAt);
  const started: { roundId: number; reminders: number }[] = [];
  for (const { id } of due) {
    const result = await db.transaction(async (tx) => {
      const [won] = await tx
        .update(hotelReminderRounds)
        .set({ status: "sending", startedAt: new Date() })
        .where(and(eq(hotelReminderRounds.id, id), eq(hotelReminderRounds.status, "scheduled")))
        .returning({ season: hotelReminderRounds.season });
      if (!won) return null;
      const inserted = await tx.execute(sql`
        insert into hotel_reminders (round_id, set_id, customer_id)
        select ${id}, s.id, c.id ${recipientsOf(won.season)}
        on conflict (round_id, set_id) do nothing`);
      return { roundId: id, reminders: affectedRows(inserted) };
    });
    if (!result) continue;
    started.push(result);
    if (result.reminders === 0) await finishRoundIfDone(id);
  }
  return started;
}

/** Rows an INSERT made, from either driver's answer (postgres.js: `count`; PGlite: `affectedRows`). */
function affectedRows(result: unknown): number {
  const answer = result as { count?: number; affectedRows?: number; rowCount?: number };
  return Number(answer.count ?? answer.affectedRows ?? answer.rowCount ?? 0);
}

/** How many would be reminded if a round of `season` started now (the admin's list and preview). */
export async function countRecipients(season: TyreSeason): Promise<number> {
  const [row] = await queryRows<{ count: number }>(sql`select count(*)::int as count ${recipientsOf(season)}`);
  return row?.count ?? 0;
}

/** A set to preview a round's mail with: the first recipient of the season by customer name. */
export async function previewRecipient(season: TyreSeason): Promise<{ customerId: number; setId: number } | null> {
  const [row] = await queryRows<{ customerId: number; setId: number }>(sql`
    select c.id as "customerId", s.id as "setId" ${recipientsOf(season)}
    order by lower(c.name), s.id limit 1`);
  return row ?? null;
}

/** The first row of a started round (the preview shows that customer's mail). */
export async function firstReminderOf(roundId: number): Promise<{ customerId: number; setId: number } | null> {
  const [row] = await db
    .select({ customerId: hotelReminders.customerId, setId: hotelReminders.setId })
    .from(hotelReminders)
    .where(eq(hotelReminders.roundId, roundId))
    .orderBy(hotelReminders.id)
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- sending (the claim protocol)

export type ReminderMailData = {
  customer: { id: number; name: string; email: string; unsubscribeToken: string };
  set: { id: number; season: TyreSeason; size: string; brandModel: string | null; withRims: boolean; tyres: StoredTyre[]; registration: string; makeModel: string | null };
};

export type ReminderClaim = { kind: "claimed"; mail: ReminderMailData } | { kind: "done" } | { kind: "busy" };

type MailRow = {
  customer_id: number;
  name: string;
  email: string | null;
  unsubscribe_token: string;
  set_id: number;
  season: TyreSeason;
  size: string;
  brand_model: string | null;
  with_rims: boolean;
  tyres: StoredTyre[] | string;
  registration: string;
  make_model: string | null;
};

/** The columns of a MailRow, from `c` (customer), `s` (set) and `v` (vehicle). */
const MAIL_COLUMNS = sql.raw(
  "c.id as customer_id, c.name, c.email, c.unsubscribe_token, s.id as set_id, s.season, s.size, s.brand_model, s.with_rims, s.tyres, v.registration, v.make_model",
);

function mailDataOf(row: MailRow): ReminderMailData | null {
  if (!row.email) return null;
  return {
    customer: { id: row.customer_id, name: row.name, email: row.email, unsubscribeToken: row.unsubscribe_token },
    set: {
      id: row.set_id,
      season: row.season,
      size: row.size,
      brandModel: row.brand_model,
      withRims: row.with_rims,
      tyres: typeof row.tyres === "string" ? (JSON.parse(row.tyres) as StoredTyre[]) : row.tyres,
      registration: row.registration,
      makeModel: row.make_model,
    },
  };
}

/** What the mail needs of one set and its customer (the admin's preview). */
export async function reminderMailData(customerId: number, setId: number): Promise<ReminderMailData | null> {
  const [row] = await queryRows<MailRow>(sql`
    select ${MAIL_COLUMNS}
    from hotel_sets s join hotel_vehicles v on v.id = s.vehicle_id join hotel_customers c on c.id = v.customer_id
    where s.id = ${setId} and c.id = ${customerId}`);
  return row ? mailDataOf(row) : null;
}

/**
 * Takes one reminder for sending (see claimableBy for who may take a claim). A customer who withdrew
 * consent or whose e-mail went since the round started is skipped here, as is a set checked out since;
 * a set deleted meanwhile took its row with it (done).
 */
export async function claimReminder(roundId: number, setId: number, options: { token: string; takeOver: boolean }): Promise<ReminderClaim> {
  // One statement claims the row and reads what the mail needs (the set, its vehicle, the customer).
  const [claimed] = await queryRows<MailRow & { consent: boolean; stored: boolean }>(sql`
    update hotel_reminders r
    set claim_token = ${options.token}, claimed_at = now(), attempts = r.attempts + 1
    from hotel_reminder_rounds o, hotel_customers c, hotel_sets s, hotel_vehicles v
    where r.round_id = ${roundId} and r.set_id = ${setId}
      and o.id = r.round_id and c.id = r.customer_id and s.id = r.set_id and v.id = s.vehicle_id
      and r.status = 'pending' and o.status = 'sending'
      and ${claimableBy("r", options)}
    returning c.reminder_consent as consent, s.status = 'stored' as stored, ${MAIL_COLUMNS}`);
  if (claimed) {
    const mail = claimed.consent && claimed.stored ? mailDataOf(claimed) : null;
    if (mail) return { kind: "claimed", mail };
    const error = claimed.stored ? NO_CONSENT_REMINDER : COLLECTED_REMINDER;
    const { checkFinished } = await finishReminder(roundId, setId, { status: "skipped", error });
    if (checkFinished) await finishRoundIfDone(roundId);
    return { kind: "done" };
  }
  const [row] = await queryRows<{ open: boolean }>(sql`
    select (r.status = 'pending' and o.status = 'sending') as open
    from hotel_reminders r join hotel_reminder_rounds o on o.id = r.round_id
    where r.round_id = ${roundId} and r.set_id = ${setId}`);
  return row?.open ? { kind: "busy" } : { kind: "done" };
}

/** As the newsletters' FINISH_CHECK_WINDOW: above this many other pending rows the round cannot be done. */
const FINISH_CHECK_WINDOW = 256;

/** Records the outcome of a claimed reminder; true when few rows are left, so the sender checks whether the round is done. */
export async function finishReminder(
  roundId: number,
  setId: number,
  outcome: { status: "sent" | "failed" | "skipped"; error: string | null },
): Promise<{ checkFinished: boolean }> {
  const [row] = await queryRows<{ others: number }>(sql`
    update hotel_reminders
    set status = ${outcome.status}::delivery_status, error = ${outcome.error?.slice(0, 1000) ?? null},
        sent_at = ${outcome.status === "sent" ? sql`now()` : sql`null`}, claim_token = null, claimed_at = null
    where round_id = ${roundId} and set_id = ${setId} and status = 'pending'
    returning (select count(*)::int from (
      select 1 from hotel_reminders o
      where o.round_id = ${roundId} and o.status = 'pending' and o.set_id <> ${setId}
      limit ${FINISH_CHECK_WINDOW + 1}) as open) as others`);
  return { checkFinished: !row || row.others <= FINISH_CHECK_WINDOW };
}

/** Gives a claim back after a temporary failure, keeping the reason; a later attempt may take it. */
export async function releaseReminder(roundId: number, setId: number, token: string, error: string): Promise<void> {
  await db
    .update(hotelReminders)
    .set({ claimToken: null, claimedAt: null, error: error.slice(0, 1000) })
    .where(and(eq(hotelReminders.roundId, roundId), eq(hotelReminders.setId, setId), eq(hotelReminders.claimToken, token)));
}

/** sending → sent once no row is pending; under read committed exactly one of the last senders changes it. */
export async function finishRoundIfDone(roundId: number): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(sql`
    update hotel_reminder_rounds o set status = 'sent', finished_at = now()
    where o.id = ${roundId} and o.status = 'sending'
      and not exists (select 1 from hotel_reminders r where r.round_id = o.id and r.status = 'pending')
    returning o.id`);
  return Boolean(row);
}

export async function listSendingRoundIds(): Promise<number[]> {
  const rows = await db.select({ id: hotelReminderRounds.id }).from(hotelReminderRounds).where(eq(hotelReminderRounds.status, "sending"));
  return rows.map((row) => row.id);
}

/** A sending round's rows no live sender holds, in set order after `after`, at most `limit`. */
export async function listOpenReminders(roundId: number, page: { after: number; limit: number }): Promise<number[]> {
  const rows = await queryRows<{ set_id: number }>(sql`
    select set_id from hotel_reminders r
    where round_id = ${roundId} and status = 'pending' and set_id > ${page.after} and ${unclaimedOrStale("r")}
    order by set_id
    limit ${page.limit}`);
  return rows.map((row) => row.set_id);
}

/** Frees every reminder claim: only for the one process of an embedded database, at start (releaseAllClaims). */
export async function releaseAllReminderClaims(): Promise<void> {
  await db
    .update(hotelReminders)
    .set({ claimToken: null, claimedAt: null })
    .where(and(eq(hotelReminders.status, "pending"), sql`${hotelReminders.claimToken} is not null`));
}
