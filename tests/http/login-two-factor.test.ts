/**
 * The login's second step over real HTTP (issue 29's acceptance): wrong authenticator codes count in the
 * same lockout as wrong passwords, five per username and address in 15 minutes, after which even the right
 * code is refused with 429; and a code is accepted once. A server of its own: the test admin turns
 * two-factor on here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, TEST_ADMIN, startAppServer } from "../support/app-server";
import { formPost } from "../support/http-client";
import { adminSession, asClient, clientAddress, cookieOf, postLogin } from "../support/http-session";
import { otherCode, totpCode } from "../support/totp";

const LOCKED = "Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen 15 minuutin kuluttua.";
const WRONG_CODE = "Väärä tai jo käytetty vahvistuskoodi.";

let app: AppServer;
let secret = "";

/** The right password from `address`: the answer leads to the code page with the step's cookie. */
async function passwordStep(address: string): Promise<string> {
  const answer = await postLogin(app.url, { ...TEST_ADMIN, redirectTo: "/admin" }, asClient(address));
  expect(answer.status).toBe(302);
  expect(answer.headers.get("Location")).toBe("/admin/login/vahvistus");
  expect(answer.headers.getSetCookie().some((line) => /admin_session=[^;]/.test(line))).toBe(false);
  return cookieOf(answer, "admin_2fa");
}

const codeStep = (cookie: string, code: string, address: string) =>
  formPost(`${app.url}/admin/login/vahvistus`, { code }, { Cookie: cookie, ...asClient(address) });

beforeAll(async () => {
  app = await startAppServer();
  // Two-factor on for the test admin, through its set-up page as the admin does it.
  const cookie = await adminSession(app.url);
  const page = await (await fetch(`${app.url}/admin/tili/kaksivaiheinen`, { headers: { Cookie: cookie } })).text();
  const token = /name="secretToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
  secret = token.split(".")[0];
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const enabled = await formPost(`${app.url}/admin/tili/kaksivaiheinen`, { secretToken: token, code: await totpCode(secret) }, { Cookie: cookie });
  expect(enabled.status).toBe(200);
  expect(await enabled.text()).toContain("Kaksivaiheinen tunnistautuminen on nyt käytössä.");
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

describe("the login's second step", () => {
  it("refuses the sixth attempt after five wrong codes with 429, even with the right code", async () => {
    const address = clientAddress();
    const cookie = await passwordStep(address);
    const right = await totpCode(secret, 1);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await codeStep(cookie, otherCode(right), address);
      expect(answer.status, `wrong code ${attempt}`).toBe(401);
      expect(await answer.text()).toContain(WRONG_CODE);
    }
    const locked = await codeStep(cookie, right, address);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await locked.text()).toContain(LOCKED);
    expect(locked.headers.getSetCookie().some((line) => /admin_session=[^;]/.test(line))).toBe(false);
    // The password is locked out too: the codes counted in the login's own lockout.
    const password = await postLogin(app.url, { ...TEST_ADMIN, redirectTo: "/admin" }, asClient(address));
    expect(password.status).toBe(429);
    expect(await password.text()).toContain(LOCKED);
  });

  it("counts wrong passwords and wrong codes together", async () => {
    const address = clientAddress();
    for (let attempt = 1; attempt <= 2; attempt++) {
      const answer = await postLogin(app.url, { username: TEST_ADMIN.username, password: `väärä-${attempt}`, redirectTo: "/admin" }, asClient(address));
      expect(answer.status).toBe(401);
    }
    // The right password takes back only its own count: the two failures stay.
    const cookie = await passwordStep(address);
    const right = await totpCode(secret, 1);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await codeStep(cookie, otherCode(right), address)).status).toBe(401);
    }
    const locked = await codeStep(cookie, right, address);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain(LOCKED);
  });

  it("accepts a code once: the same code again is refused", async () => {
    const code = await totpCode(secret, 1);
    const first = clientAddress();
    const accepted = await codeStep(await passwordStep(first), code, first);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/admin");
    const session = cookieOf(accepted, "admin_session");
    expect((await fetch(`${app.url}/admin/tili`, { headers: { Cookie: session }, redirect: "manual" })).status).toBe(200);

    const second = clientAddress();
    const replayed = await codeStep(await passwordStep(second), code, second);
    expect(replayed.status).toBe(401);
    expect(await replayed.text()).toContain(WRONG_CODE);
  });

  it("without the password step's cookie, a code leads back to the login page", async () => {
    const address = clientAddress();
    const answer = await formPost(`${app.url}/admin/login/vahvistus`, { code: await totpCode(secret, 1) }, asClient(address));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/login");
    expect(answer.headers.getSetCookie().some((line) => /admin_session=[^;]/.test(line))).toBe(false);
  });
});
