/**
 * Rengashotelli: the shop's tyre storage register. Customers own vehicles; a vehicle has stored sets
 * (one per season, usually), each with its tyres' DOT weeks and tread depths; every check-in and check-out
 * is an event. The season reminder goes out in rounds, one row per set and round (the unique key makes a
 * repeated or duplicated job a no-op, as the newsletters' deliveries do).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, createdAt, id, updatedAt } from "./columns";
import { deliveryStatus, hotelSetStatus, imageMime, reminderRoundStatus, tyreSeason } from "./enums";

/** One tyre of a set as measured at check-in: DOT week 'WWYY' (null when unreadable) and tread depth in mm. */
export type StoredTyre = { position: string; dot: string | null; treadMm: number | null };

export const hotelCustomers = pgTable(
  "hotel_customers",
  {
    id: id(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    /** Consent to the season reminder by e-mail; the reminder's unsubscribe link clears it. */
    reminderConsent: boolean("reminder_consent").notNull().default(false),
    // 244 random bits, as the subscribers' token (RFC 8058 one-click unsubscribe of the reminder).
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    notes: text("notes"),
    /** The last check-out of any of the customer's sets: retention counts from here when nothing is stored. */
    lastCheckOutAt: timestamp("last_check_out_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("hotel_customers_unsubscribe_token_idx").on(t.unsubscribeToken),
    index("hotel_customers_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("hotel_customers_phone_digits_idx").on(sql`regexp_replace(coalesce(${t.phone}, ''), '[^0-9]', '', 'g')`),
    check("hotel_customers_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check(
      "hotel_customers_lengths",
      sql`length(${t.name}) <= 100 and coalesce(length(${t.phone}), 0) <= 40 and coalesce(length(${t.email}), 0) <= 254
        and coalesce(length(${t.notes}), 0) <= 2000`,
    ),
    check("hotel_customers_email_has_at", sql`${t.email} is null or position('@' in ${t.email}) > 1`),
  ],
);

export const hotelVehicles = pgTable(
  "hotel_vehicles",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => hotelCustomers.id, { onDelete: "cascade" }),
    /** Normalised: upper case, letters and digits joined by one hyphen ('ABC-123'). */
    registration: text("registration").notNull(),
    makeModel: text("make_model"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("hotel_vehicles_registration_idx").on(t.registration),
    index("hotel_vehicles_customer_idx").on(t.customerId),
    check("hotel_vehicles_lengths", sql`length(${t.registration}) between 2 and 12 and coalesce(length(${t.makeModel}), 0) <= 80`),
  ],
);

export const hotelSets = pgTable(
  "hotel_sets",
  {
    id: id(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => hotelVehicles.id, { onDelete: "cascade" }),
    season: tyreSeason("season").notNull(),
    /** Canonical tyre size ('205/55R16'). */
    size: text("size").notNull(),
    brandModel: text("brand_model"),
    withRims: boolean("with_rims").notNull().default(false),
    /** Each tyre as measured at the last check-in (1–6 tyres: four and the spare or a twin axle). */
    tyres: jsonb("tyres").$type<StoredTyre[]>().notNull(),
    notes: text("notes"),
    /** 'hylly/paikka' while stored ('A3/12'); null when out. */
    location: text("location"),
    status: hotelSetStatus("status").notNull().default("stored"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: text("checked_in_by"),
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    checkedOutBy: text("checked_out_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hotel_sets_vehicle_idx").on(t.vehicleId),
    index("hotel_sets_stored_idx").on(t.season).where(sql`${t.status} = 'stored'`),
    // One set per storage place.
    uniqueIndex("hotel_sets_location_idx").on(sql`upper(${t.location})`).where(sql`${t.status} = 'stored'`),
    check("hotel_sets_stored_has_location", sql`${t.status} <> 'stored' or ${t.location} is not null`),
    check("hotel_sets_tyres_count", sql`jsonb_typeof(${t.tyres}) = 'array' and jsonb_array_length(${t.tyres}) between 1 and 6`),
    check(
      "hotel_sets_lengths",
      sql`length(${t.size}) <= 40 and coalesce(length(${t.brandModel}), 0) <= 100 and coalesce(length(${t.notes}), 0) <= 2000
        and coalesce(length(${t.location}), 0) <= 20`,
    ),
  ],
);

/** The season history: every check-in (with the tyres as measured then) and check-out, and who did it. */
export const hotelSetEvents = pgTable(
  "hotel_set_events",
  {
    id: id(),
    setId: integer("set_id")
      .notNull()
      .references(() => hotelSets.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"check_in" | "check_out">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    by: text("by"),
    location: text("location"),
    tyres: jsonb("tyres").$type<StoredTyre[]>(),
  },
  (t) => [index("hotel_set_events_set_idx").on(t.setId, t.at), check("hotel_set_events_kind_valid", sql`${t.kind} in ('check_in', 'check_out')`)],
);

/** Photos of a stored set (damage, the rims): private, served only to a signed-in admin. */
export const hotelSetPhotos = pgTable(
  "hotel_set_photos",
  {
    id: id(),
    setId: integer("set_id")
      .notNull()
      .references(() => hotelSets.id, { onDelete: "cascade" }),
    mime: imageMime("mime").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("hotel_set_photos_set_idx").on(t.setId), check("hotel_set_photos_size_limit", sql`${t.size} > 0 and ${t.size} <= 5242880`)],
);

/** The register's settings (one row): how long a customer is kept after the last check-out. */
export const hotelSettings = pgTable(
  "hotel_settings",
  {
    id: integer("id").primaryKey().default(1),
    retentionMonths: integer("retention_months").notNull().default(24),
    updatedAt: updatedAt(),
  },
  (t) => [check("hotel_settings_singleton", sql`${t.id} = 1`), check("hotel_settings_retention_range", sql`${t.retentionMonths} between 1 and 120`)],
);

/**
 * A season's reminder: on `sendAt` every consenting customer with a stored set of `season` (the tyres to be
 * fitted next) is mailed. One round per season and year (`seasonKey`, '2026-winter').
 */
export const hotelReminderRounds = pgTable(
  "hotel_reminder_rounds",
  {
    id: id(),
    season: tyreSeason("season").notNull(),
    seasonKey: text("season_key").notNull(),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    status: reminderRoundStatus("status").notNull().default("scheduled"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("hotel_reminder_rounds_season_key_idx").on(t.seasonKey),
    index("hotel_reminder_rounds_due_idx").on(t.sendAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

/** One reminder per round and set: claimed before the mail is sent, marked after (as newsletter_deliveries). */
export const hotelReminders = pgTable(
  "hotel_reminders",
  {
    id: id(),
    roundId: integer("round_id")
      .notNull()
      .references(() => hotelReminderRounds.id, { onDelete: "cascade" }),
    setId: integer("set_id")
      .notNull()
      .references(() => hotelSets.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => hotelCustomers.id, { onDelete: "cascade" }),
    status: deliveryStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    claimToken: text("claim_token"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("hotel_reminders_round_set_key").on(t.roundId, t.setId),
    index("hotel_reminders_set_idx").on(t.setId),
    index("hotel_reminders_customer_idx").on(t.customerId),
    index("hotel_reminders_open_idx").on(t.roundId).where(sql`${t.status} = 'pending'`),
  ],
);
