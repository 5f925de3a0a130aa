/**
 * The two-factor set-up's secret between the page and its form post. Nothing is stored until the admin
 * proves the secret with a code, so the secret travels in a hidden field, signed (HMAC-SHA256 with
 * SESSION_SECRET) together with the account and an expiry: a value the server did not make for this
 * account, an altered one or an old one is refused. The secret is on the page anyway (for typing it by
 * hand); the signature only keeps the client from choosing it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/services/env.server";

/** How long a set-up page's secret can be confirmed. */
export const SETUP_LIFETIME_MS = 60 * 60 * 1000;
const BASE32 = /^[A-Z2-7]{16,128}$/;

function mac(adminId: number, secret: string, expiresAt: number): string {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`totp-setup\n${adminId}\n${secret}\n${expiresAt}`).digest("base64url");
}

/** 'SECRET.expiresAt.mac' for the hidden field. */
export function signSetupSecret(adminId: number, secret: string, now = Date.now()): string {
  const expiresAt = now + SETUP_LIFETIME_MS;
  return `${secret}.${expiresAt}.${mac(adminId, secret, expiresAt)}`;
}

/** The secret a hidden field carries, or null when it is not one the server signed for this account lately. */
export function readSetupSecret(adminId: number, token: string, now = Date.now()): string | null {
  const [secret, expiresText, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !secret || !signature || !BASE32.test(secret) || !/^\d{1,15}$/.test(expiresText ?? "")) return null;
  const expiresAt = Number(expiresText);
  if (expiresAt <= now || expiresAt > now + SETUP_LIFETIME_MS) return null;
  const expected = Buffer.from(mac(adminId, secret, expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? secret : null;
}
