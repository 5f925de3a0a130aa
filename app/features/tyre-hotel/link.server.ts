/**
 * The customer's own link ('Oma rengashotelli'): a token naming ONE customer, signed with HMAC-SHA256
 * under SESSION_SECRET together with a purpose string (so no other signed value of the app can pass as
 * one) and an expiry 90 days from the mailing. Nothing is stored: the signature is the credential.
 *
 * Format: `<customerId>.<expiresAt, seconds, base 36>.<signature, base64url>`. A token whose id, expiry or
 * signature was altered, an expired one, or one of the wrong shape all read as null: the page answers
 * each with the same 404.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/services/env.server";
import { MAX_DATABASE_ID } from "~/lib/database-id";

/** What the signature covers besides the values: a token of another kind can never pass as this one. */
const PURPOSE = "rengashotelli/oma-nakyma/v1";
/** The link works this long after the mailing. */
export const CUSTOMER_LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** Longer than any token this module makes (10 + 1 + 8 + 1 + 43 characters): refused before any work. */
export const MAX_TOKEN_LENGTH = 80;

const SHAPE = /^([1-9][0-9]{0,9})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{43})$/;

function signature(customerId: number, expiresAtSeconds: number): string {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`${PURPOSE}\n${customerId}\n${expiresAtSeconds}`).digest("base64url");
}

/** The token of a customer's link made at `now` (the mailing), valid CUSTOMER_LINK_LIFETIME_MS. */
export function signCustomerLink(customerId: number, now: Date = new Date()): string {
  const expiresAtSeconds = Math.floor((now.getTime() + CUSTOMER_LINK_LIFETIME_MS) / 1000);
  return `${customerId}.${expiresAtSeconds.toString(36)}.${signature(customerId, expiresAtSeconds)}`;
}

/** The customer a token names and when it expires, or null (altered, expired, or not a token at all). */
export function readCustomerLink(token: unknown, now: Date = new Date()): { customerId: number; expiresAt: Date } | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const match = SHAPE.exec(token);
  if (!match) return null;
  const customerId = Number(match[1]);
  const expiresAtSeconds = parseInt(match[2], 36);
  if (customerId > MAX_DATABASE_ID || !Number.isSafeInteger(expiresAtSeconds)) return null;
  // The canonical spelling only: '07' or an expiry with a leading zero is not a token this module made.
  if (expiresAtSeconds.toString(36) !== match[2]) return null;
  const expected = Buffer.from(signature(customerId, expiresAtSeconds));
  const given = Buffer.from(match[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = new Date(expiresAtSeconds * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { customerId, expiresAt };
}

/** The absolute address of a customer's own view, for the mail. */
export const customerLinkUrl = (origin: string, token: string) => `${origin}/oma-rengashotelli/${token}`;
