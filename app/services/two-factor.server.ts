/**
 * Two-factor authentication: time-based one-time passwords (RFC 6238, @epic-web/totp: SHA-1, 6 digits,
 * 30 s, one step of drift either way, as every authenticator app expects) and one-time recovery codes.
 * A code is accepted once: the account keeps the last accepted time step.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { and, eq, isNull, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { db } from "#db/client";
import { adminRecoveryCodes, adminSessions, admins } from "#db/schema";

const PERIOD_SECONDS = 30;
const TOTP = { period: PERIOD_SECONDS, digits: 6, algorithm: "SHA-1" } as const;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Rengas-Kaarto";

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, as authenticator apps read a secret. */
function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/**
 * A new secret and what the authenticator app needs: the otpauth URI and its QR code as SVG markup.
 * 160 random bits, the length RFC 4226 recommends (the library's default is 80).
 */
export async function newTotpSetup(accountName: string): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const { secret } = await generateTOTP({ ...TOTP, secret: base32(randomBytes(20)) });
  return totpSetupFor(secret, accountName);
}

/** The same for a secret already made (a set-up page shown again after a wrong code keeps its secret). */
export async function totpSetupFor(secret: string, accountName: string): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const uri = getTOTPAuthUri({ ...TOTP, secret, accountName, issuer: ISSUER });
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

/** Digits only, spaces and dashes allowed between them ('123 456'); anything else is not a code. */
export function normaliseTotpCode(code: string): string | null {
  const digits = code.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The time step a code belongs to, or null when it is wrong. For a secret not yet saved (setting up). */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  const otp = normaliseTotpCode(code);
  if (!otp) return null;
  const result = await verifyTOTP({ ...TOTP, otp, secret, window: 1 });
  return result ? Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + result.delta : null;
}

/**
 * Checks the account's code and records its step, atomically: a code already used (or an older one) is
 * refused even when two requests bring it at once.
 */
export async function verifyAccountTotp(adminId: number, code: string): Promise<boolean> {
  const [admin] = await db.select({ secret: admins.totpSecret }).from(admins).where(eq(admins.id, adminId));
  if (!admin?.secret) return false;
  const step = await totpStep(admin.secret, code);
  if (step === null) return false;
  const updated = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), sql`coalesce(${admins.totpLastStep}, -1) < ${step}`))
    .returning({ id: admins.id });
  return updated.length > 0;
}

const hashCode = (code: string) => createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");

/** 'abcd-efgh-jk' in any case, with or without the dashes and spaces. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/** Letters and digits that cannot be mistaken for each other on paper (no 0/o, 1/l/i). */
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Turns two-factor on with a secret the admin has just proved with a code, and returns ten new recovery
 * codes (shown once; only their hashes are kept). Other sessions end: they were opened without the code.
 */
export async function enableTwoFactor(adminId: number, secret: string, step: number, keepSessionId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.update(admins).set({ totpSecret: secret, totpLastStep: step }).where(eq(admins.id, adminId));
  await replaceRecoveryCodes(adminId, codes);
  await db.delete(adminSessions).where(and(eq(adminSessions.adminId, adminId), sql`${adminSessions.publicId} <> ${keepSessionId}`));
  return codes;
}

/** New recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(adminId, codes);
  return codes;
}

async function replaceRecoveryCodes(adminId: number, codes: string[]): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(codes.map((code) => ({ adminId, codeHash: hashCode(code) })));
}

export async function disableTwoFactor(adminId: number): Promise<void> {
  await db.update(admins).set({ totpSecret: null, totpLastStep: null }).where(eq(admins.id, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}

/** Uses one recovery code up, atomically; false when it is unknown or already used. */
export async function redeemRecoveryCode(adminId: number, code: string): Promise<boolean> {
  if (code.length > 40) return false;
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(adminRecoveryCodes.adminId, adminId), eq(adminRecoveryCodes.codeHash, hashCode(code)), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}

export async function unusedRecoveryCodeCount(adminId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row.count;
}
