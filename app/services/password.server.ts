import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { LimiterFull, createLimiter } from "~/lib/limiter";

// DESIGN.md: scrypt N=2^17, r=8, p=1. That needs 128 MiB, above Node's 32 MiB default maxmem.
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: PARAMS.maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Returns 'scrypt$N$r$p$salt$hash' so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/**
 * One password check at a time per process, a few more waiting: a flood of logins then costs one core and
 * 128 MiB, never all of them, and the public site stays fast. Beyond the queue a check is refused at once.
 */
const passwordChecks = createLimiter({ concurrency: 1, queue: 4 });

export class PasswordCheckBusy extends Error {}

/** Throws PasswordCheckBusy when too many checks are already running or waiting. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  try {
    const actual = await passwordChecks.run(() =>
      derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) }),
    );
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch (error) {
    if (error instanceof LimiterFull) throw new PasswordCheckBusy("password checks busy");
    throw error;
  }
}

/** A hash to compare against when the username is unknown, so timing does not reveal which names exist. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}

export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
