/** Admins, their sessions, one-time links, two-factor recovery codes, the audit log and the rate-limit counters. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "./columns";

export const admins = pgTable(
  "admins",
  {
    id: id(),
    username: text("username").notNull(),
    /** Where one-time links (invitation, password reset) go; the first admin may have none. */
    email: text("email"),
    /** Null until an invited admin (or the first one, set up by link) chooses a password. */
    passwordHash: text("password_hash"),
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** A disabled admin cannot log in and has no sessions; the account and its log entries stay. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** RFC 6238 secret (base32); null when two-factor authentication is off. */
    totpSecret: text("totp_secret"),
    /** The last accepted TOTP time step: the same code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    invitedBy: integer("invited_by"),
  },
  (t) => [
    uniqueIndex("admins_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("admins_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

/** One-time links: an invitation (24 h), a password reset (15 min) or the first admin's set-up. Only the SHA-256 is kept. */
export const adminTokens = pgTable(
  "admin_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("admin_tokens_admin_idx").on(t.adminId),
    check("admin_tokens_purpose_valid", sql`${t.purpose} in ('invite', 'reset', 'setup')`),
  ],
);

/** Two-factor recovery codes (SHA-256 of each), each usable once. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: id(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("admin_recovery_codes_code_idx").on(t.adminId, t.codeHash)],
);

/** The admins' shared security settings (one row, id 1). */
export const adminSettings = pgTable(
  "admin_settings",
  {
    id: integer("id").primaryKey().default(1),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check("admin_settings_singleton", sql`${t.id} = 1`)],
);

/**
 * Who changed what and when: every admin action, login, failed login, password and two-factor change.
 * `changes` holds the changed fields' values before and after ({ field: [before, after] }). Kept 12 months.
 * The username is copied so an entry still names a deleted admin.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "set null" }),
    username: text("username"),
    /** login, login_failed, logout, create, update, delete, send, publish, password, two_factor, … */
    action: text("action").notNull(),
    /** The address the change was made at, e.g. /admin/renkaat/tuotteet/12/muokkaa. */
    path: text("path"),
    /** What was changed, e.g. 'tyre_products #12'. */
    target: text("target"),
    summary: text("summary").notNull(),
    changes: jsonb("changes").$type<AuditChanges>(),
    status: smallint("status"),
    ip: text("ip"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_admin_idx").on(t.adminId, t.at), index("audit_log_action_idx").on(t.action, t.at)],
);

/** Changed fields of one or more records: { 'tyre_products #12': { price: ['120.00', '110.00'] } }. */
export type AuditChanges = Record<string, Record<string, [unknown, unknown]>>;

/** Server-side admin sessions: the cookie holds a random token, the table only its SHA-256. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** A short public handle for the 'Kirjautumiset' list: the hash is never sent to a page. */
    publicId: text("public_id").notNull().default(sql`gen_random_uuid()::text`),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId), index("admin_sessions_expires_idx").on(t.expiresAt)],
);

/** Fixed-window counters shared by every process (login brute force, public form and chat limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
