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

/** ASVS 6.2: at least 12 characters, at most 128 (a longer one is refused before any hashing). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TEXTS = {
  tooShort: `Salasanassa on oltava vähintään ${PASSWORD_MIN_LENGTH} merkkiä.`,
  tooLong: `Salasanassa voi olla enintään ${PASSWORD_MAX_LENGTH} merkkiä.`,
  common: "Salasana on liian yleinen: se löytyy vuotaneiden salasanojen listalta. Valitse toinen.",
  personal: "Salasana ei saa sisältää käyttäjätunnusta eikä liikkeen nimeä.",
} as const;

let commonPasswords: Promise<Set<string>> | undefined;
/** zxcvbn-ts's list of about 49,000 leaked passwords, loaded on first use (it is a few hundred kB). */
function commonPasswordList(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"]));
  return commonPasswords;
}

/**
 * Why a new password is refused, in Finnish, or null when it is good: length, the common-password list
 * (also with digits or punctuation stripped from its ends: 'salasana2026!'), the username or shop name.
 */
export async function passwordProblem(password: string, username = ""): Promise<string | null> {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TEXTS.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TEXTS.tooLong;
  const lower = password.normalize("NFKC").toLowerCase();
  const list = await commonPasswordList();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, "");
  if (list.has(lower) || (core.length >= 4 && list.has(core)) || LOCAL_COMMON.has(core)) return PASSWORD_TEXTS.common;
  const name = username.trim().toLowerCase();
  if ((name.length >= 3 && lower.includes(name)) || /rengas-?kaarto|kaartobotti/u.test(lower)) return PASSWORD_TEXTS.personal;
  return null;
}

/** Finnish words the international list lacks, as a leaked-password list would have them. */
const LOCAL_COMMON = new Set(["salasana", "salasanani", "rengas", "renkaat", "kesarenkaat", "talvirenkaat", "ylläpito", "yllapito", "kirjaudu", "tervetuloa", "qwertyuiop", "asdfghjkl"]);

export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
