/**
 * The admin login over real HTTP, as an attacker sends it: bursts of parallel guesses, floods of
 * password checks and a forged client address that is far too long.
 */
import { describe, expect, inject, it } from "vitest";
import { TEST_ADMIN } from "../support/app-server";
import { formPost } from "../support/http-client";
import { asClient, clientAddress, postLogin } from "../support/http-session";

const { url } = inject("sharedServer");
const LOCKED = "Liian monta epäonnistunutta kirjautumisyritystä";
const BUSY = "ruuhkautunut";

const login = (username: string, password: string, headers: Record<string, string>) =>
  formPost(`${url}/admin/login`, { username, password, redirectTo: "/admin" }, headers);

describe("login lockout", () => {
  it("checks at most five wrong passwords however many arrive at once; then even the right one gets 429", async () => {
    const client = asClient(clientAddress());
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(TEST_ADMIN.username, `arvaus-${i}`, client)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429), statuses.join(",")).toEqual([]);
    let checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    for (const answer of answers.filter((answer) => answer.status === 429)) {
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await answer.text()).toMatch(new RegExp(`${LOCKED}|${BUSY}`));
    }
    // A guess refused as 'busy' was never checked and does not count (a slow machine refuses some of the
    // five admitted ones so). Guess on, one at a time: exactly five wrong passwords are checked in all.
    for (let i = 0; i < 6; i++) {
      const answer = await postLogin(url, { username: TEST_ADMIN.username, password: `lisää-${i}`, redirectTo: "/admin" }, client);
      if (answer.status === 429) break;
      expect(answer.status).toBe(401);
      checked++;
    }
    expect(checked).toBe(5);
    // Locked means locked: the right password from the same address is refused too, with the spec's message.
    const right = await postLogin(url, { ...TEST_ADMIN, redirectTo: "/admin" }, client);
    expect(right.status).toBe(429);
    expect(await right.text()).toContain(LOCKED);
  });

  it("still counts wrong passwords when the forwarded address is 10 KB of junk", async () => {
    const junk = { "X-Forwarded-For": `${"x".repeat(10_000)}, ${clientAddress()}` };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await postLogin(url, { username: "ei-ole-olemassa", password: `väärä-${i}`, redirectTo: "/admin" }, junk)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("a 100 KB username is refused or counted, never a server error", async () => {
    const client = asClient(clientAddress());
    const answer = await login("k".repeat(60_000), "väärä", client);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe("password checks under a flood", () => {
  it("runs a bounded number at once and refuses the excess with 429, so the site keeps answering", async () => {
    // Different usernames from different addresses: no lockout applies, only the bound on checks.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`tulva-${i}`, "väärä-salasana", asClient(clientAddress()))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    const busy = answers.filter((answer) => answer.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.headers.get("Retry-After")).toBe("5");
      expect(await answer.text()).toContain(BUSY);
    }
    expect((await fetch(`${url}/`)).status).toBe(200);
  });
});
