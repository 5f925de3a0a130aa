/**
 * The customer's own link (features/tyre-hotel/link.server.ts): a token names one customer, is signed
 * with the session secret and a purpose, and expires 90 days after the mailing. Altering any part of it,
 * a token of another secret, an expired one or one of the wrong shape reads as null (the page's 404).
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_LINK_LIFETIME_MS, MAX_TOKEN_LENGTH, readCustomerLink, signCustomerLink } from "~/features/tyre-hotel/link.server";
import { reloadEnv } from "~/services/env.server";

const SECRET = "a".repeat(64);
const saved = process.env.SESSION_SECRET;
beforeAll(() => {
  process.env.SESSION_SECRET = SECRET;
  reloadEnv();
});
afterAll(() => {
  if (saved === undefined) delete process.env.SESSION_SECRET;
  else process.env.SESSION_SECRET = saved;
  reloadEnv();
});

const mailedAt = new Date("2026-10-01T09:00:00Z");
const dayLater = new Date(mailedAt.getTime() + 24 * 60 * 60 * 1000);

/** Every single-character change of `token` (each position to one other character of its alphabet). */
function alterations(token: string): string[] {
  const out: string[] = [];
  for (let index = 0; index < token.length; index += 1) {
    const char = token[index];
    if (char === ".") continue;
    const replacement = char === "1" ? "2" : /[0-9]/.test(char) ? "1" : char === "a" ? "b" : "a";
    out.push(token.slice(0, index) + replacement + token.slice(index + 1));
  }
  return out;
}

describe("the customer's own link", () => {
  it("names the customer it was made for until 90 days after the mailing", () => {
    const token = signCustomerLink(42, mailedAt);
    expect(token.length).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
    expect(token).toMatch(/^[0-9a-zA-Z._-]+$/);
    const link = readCustomerLink(token, dayLater);
    expect(link?.customerId).toBe(42);
    expect(link?.expiresAt.getTime()).toBe(Math.floor((mailedAt.getTime() + CUSTOMER_LINK_LIFETIME_MS) / 1000) * 1000);
    expect(readCustomerLink(token, new Date(mailedAt.getTime() + CUSTOMER_LINK_LIFETIME_MS - 1000))?.customerId).toBe(42);
  });

  it("expires: a second past the 90 days it is refused", () => {
    const token = signCustomerLink(42, mailedAt);
    expect(readCustomerLink(token, new Date(mailedAt.getTime() + CUSTOMER_LINK_LIFETIME_MS))).toBeNull();
    expect(readCustomerLink(token, new Date(mailedAt.getTime() + CUSTOMER_LINK_LIFETIME_MS + 1000))).toBeNull();
  });

  it("refuses every one-character alteration: the customer id, the expiry or the signature", () => {
    const token = signCustomerLink(42, mailedAt);
    const altered = alterations(token);
    expect(altered.length).toBeGreaterThan(50);
    for (const candidate of altered) expect(readCustomerLink(candidate, dayLater), candidate).toBeNull();
  });

  it("refuses another customer's id with this signature, and a later expiry with it", () => {
    const [id, expiry, signature] = signCustomerLink(42, mailedAt).split(".");
    expect(readCustomerLink(`43.${expiry}.${signature}`, dayLater)).toBeNull();
    expect(readCustomerLink(`4.${expiry}.${signature}`, dayLater)).toBeNull();
    const later = (parseInt(expiry, 36) + 86_400).toString(36);
    expect(readCustomerLink(`${id}.${later}.${signature}`, dayLater)).toBeNull();
    // A leading zero would spell the same number: not a token this module made.
    expect(readCustomerLink(`042.${expiry}.${signature}`, dayLater)).toBeNull();
    expect(readCustomerLink(`${id}.0${expiry}.${signature}`, dayLater)).toBeNull();
  });

  it("refuses a token signed with another secret, or for another purpose with this secret", () => {
    const [id, expiry] = signCustomerLink(42, mailedAt).split(".");
    const expiresAt = parseInt(expiry, 36);
    const otherSecret = createHmac("sha256", "b".repeat(64)).update(`rengashotelli/oma-nakyma/v1\n42\n${expiresAt}`).digest("base64url");
    expect(readCustomerLink(`${id}.${expiry}.${otherSecret}`, dayLater)).toBeNull();
    const otherPurpose = createHmac("sha256", SECRET).update(`totp-setup\n42\n${expiresAt}`).digest("base64url");
    expect(readCustomerLink(`${id}.${expiry}.${otherPurpose}`, dayLater)).toBeNull();
    const noPurpose = createHmac("sha256", SECRET).update(`42\n${expiresAt}`).digest("base64url");
    expect(readCustomerLink(`${id}.${expiry}.${noPurpose}`, dayLater)).toBeNull();
  });

  it("refuses what is not a token at all, long input before any work", () => {
    const token = signCustomerLink(42, mailedAt);
    for (const bad of [
      undefined,
      null,
      42,
      "",
      ".",
      "..",
      token + "x",
      token.slice(0, -1),
      `${token}.x`,
      token.replace(/\./g, "-"),
      `0.${token.split(".")[1]}.${token.split(".")[2]}`,
      `99999999999.${token.split(".")[1]}.${token.split(".")[2]}`,
      `2147483648.${token.split(".")[1]}.${token.split(".")[2]}`,
      "a".repeat(MAX_TOKEN_LENGTH + 1),
      "x".repeat(1_000_000),
      `${token}\u0000`,
      ` ${token}`,
    ]) {
      expect(readCustomerLink(bad, dayLater)).toBeNull();
    }
  });

  it("changes with the session secret: a new secret ends every link", () => {
    const token = signCustomerLink(42, mailedAt);
    process.env.SESSION_SECRET = "c".repeat(64);
    reloadEnv();
    try {
      expect(readCustomerLink(token, dayLater)).toBeNull();
    } finally {
      process.env.SESSION_SECRET = SECRET;
      reloadEnv();
    }
    expect(readCustomerLink(token, dayLater)?.customerId).toBe(42);
  });
});
