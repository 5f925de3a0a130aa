/**
 * Which address a client has: the socket's, unless the connection comes from a trusted proxy
 * (TRUSTED_PROXIES, default loopback), whose X-Forwarded-For then names the client by its right-most entry.
 * Rotating the header must never buy a fresh rate limit.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { formPost } from "../support/http-client";
import { clientAddress } from "../support/http-session";

/** The newsletter allows 10 subscriptions a minute per address (api.subscribers.subscribe.ts). */
const LIMIT = 10;

function subscribe(baseUrl: string, i: number, forwardedFor: string): Promise<Response> {
  return formPost(`${baseUrl}/api/subscribers/subscribe`, { email: `valepuku${i}@example.fi`, redirectTo: "/" }, { "X-Forwarded-For": forwardedFor });
}

/** The no-JS form is sent back with a toast either way; the limit shows as the error toast's cookie. */
async function statuses(baseUrl: string, forwardedFor: (i: number) => string): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    const answer = await formPost(`${baseUrl}/api/subscribers/subscribe`, { email: `valepuku${i}@example.fi` }, { "X-Forwarded-For": forwardedFor(i) });
    result.push(answer.status);
  }
  return result;
}

describe("behind no trusted proxy (TRUSTED_PROXIES names another machine)", () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await startAppServer(undefined, { TRUSTED_PROXIES: "10.20.30.40" });
  });
  afterAll(() => app?.stop());

  it("ignores X-Forwarded-For: a rotating header still hits the limit of the one real address", async () => {
    const seen = await statuses(app.url, () => clientAddress());
    expect(seen.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    expect(seen[LIMIT]).toBe(429);
  });
});

describe("behind the default trusted proxy (loopback)", () => {
  const { url } = inject("sharedServer");

  it("takes the right-most forwarded address: a forged left part does not change the client", async () => {
    const real = clientAddress();
    const seen = await statuses(url, () => `${clientAddress()}, ${real}`);
    expect(seen[LIMIT]).toBe(429);
  });

  it("gives clients with different forwarded addresses their own limits", async () => {
    const seen = await statuses(url, () => clientAddress());
    expect(seen.every((status) => status !== 429)).toBe(true);
  });

  it("falls back to the proxy's own address when the forwarded value is not an address", async () => {
    const answer = await subscribe(url, 99, "<script>alert(1)</script>");
    expect(answer.status).toBeLessThan(500);
  });
});
