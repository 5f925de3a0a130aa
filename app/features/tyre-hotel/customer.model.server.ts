/**
 * The customer's side of the tyre hotel, reached without a session: the reminder's unsubscribe (by the
 * customer's token) and the stored sets the signed link shows (link.server.ts, customer.page.server.ts).
 */
import { sql } from "drizzle-orm";
import { queryRows } from "#db/client";
import type { StoredTyre } from "#db/schema";
import type { TyreSeason } from "#db/schema/enum-values";

// ---------------------------------------------------------------- consent

/**
 * The reminder's unsubscribe: clears the customer's consent by the token of the mail's links. The token
 * is 64 hex characters (the schema's default); anything else is not looked up.
 */
export async function withdrawConsentByToken(token: unknown): Promise<{ status: "withdrawn" | "already" | "invalid" }> {
  if (typeof token !== "string" || !/^[0-9a-f]{64}$/.test(token)) return { status: "invalid" };
  const rows = await queryRows<{ was: boolean }>(sql`
    update hotel_customers c set reminder_consent = false, updated_at = now()
    from (select id, reminder_consent as was from hotel_customers where unsubscribe_token = ${token} for update) old
    where c.id = old.id
    returning old.was`);
  if (rows.length === 0) return { status: "invalid" };
  return { status: rows[0].was ? "withdrawn" : "already" };
}

/** Whether a token names a customer, and their consent (the GET page shows the confirm button only when it is on). */
export async function consentByToken(token: unknown): Promise<{ consent: boolean } | null> {
  if (typeof token !== "string" || !/^[0-9a-f]{64}$/.test(token)) return null;
  const [row] = await queryRows<{ consent: boolean }>(sql`select reminder_consent as consent from hotel_customers where unsubscribe_token = ${token}`);
  return row ?? null;
}

// ---------------------------------------------------------------- the customer's own view

export type CustomerViewSet = {
  registration: string;
  makeModel: string | null;
  season: TyreSeason;
  size: string;
  brandModel: string | null;
  withRims: boolean;
  tyres: StoredTyre[];
};

/** A customer's name and the sets stored for them now (nothing else: no ids, no contact details); null when no such customer. */
export async function customerStoredSets(customerId: number): Promise<{ name: string; sets: CustomerViewSet[] } | null> {
  const [customer] = await queryRows<{ name: string }>(sql`select name from hotel_customers where id = ${customerId}`);
  if (!customer) return null;
  const rows = await queryRows<{
    registration: string;
    make_model: string | null;
    season: TyreSeason;
    size: string;
    brand_model: string | null;
    with_rims: boolean;
    tyres: StoredTyre[] | string;
  }>(sql`
    select v.registration, v.make_model, s.season, s.size, s.brand_model, s.with_rims, s.tyres
    from hotel_sets s join hotel_vehicles v on v.id = s.vehicle_id
    where v.customer_id = ${customerId} and s.status = 'stored'
    order by v.registration, s.season, s.id`);
  return {
    name: customer.name,
    sets: rows.map((row) => ({
      registration: row.registration,
      makeModel: row.make_model,
      season: row.season,
      size: row.size,
      brandModel: row.brand_model,
      withRims: row.with_rims,
      tyres: typeof row.tyres === "string" ? (JSON.parse(row.tyres) as StoredTyre[]) : row.tyres,
    })),
  };
}
