import { describe, expect, it } from "vitest";
import {
  SESSION_IDLE_MS,
  countAdmins,
  createAdmin,
  ensureFirstAdmin,
  findSessionAdmin,
  revokeSession,
  usePasswordLink,
  verifyCredentials,
} from "~/services/admins.server";
import { db } from "#db/client";
import { adminSessions } from "#db/schema";
import { LOGIN_LOCKED_MESSAGE, attemptLogin } from "~/features/auth/page.server";
import { getAdmin, startAdminSession } from "~/services/session.server";
import { cookieHeader, getRequest, postForm } from "../support/requests";
import { sql } from "drizzle-orm";

describe("first admin", () => {
  it("without credentials is created once, without a password, with a one-time set-up link in the log until a password is set", async () => {
    const lines: string[] = [];
    await ensureFirstAdmin({}, (line) => lines.push(line));
    await ensureFirstAdmin({}, (line) => lines.push(line));
    expect(await countAdmins()).toBe(1);
    // Each start prints a fresh link while nobody can log in; the newer one replaces the older.
    expect(lines).toHaveLength(2);
    const links = lines.map((line) => /\/admin\/salasana\/(\S+)/.exec(line)?.[1]);
    expect(links[0]).toBeTruthy();
    expect(links[1]).not.toBe(links[0]);
    expect(await usePasswordLink(links[0]!, "ensimmainen-salasana-42")).toBeNull();
    expect(await usePasswordLink(links[1]!, "ensimmainen-salasana-42")).toMatchObject({ username: "admin", purpose: "setup" });
    expect(await verifyCredentials("admin", "ensimmainen-salasana-42")).toMatchObject({ username: "admin" });
    expect(await verifyCredentials("admin", "väärä")).toBeNull();

    await ensureFirstAdmin({}, (line) => lines.push(line));
    expect(lines).toHaveLength(2);
  });
});

describe("sessions", () => {
  it("are stored hashed, found by the cookie, and revoked", async () => {
    const admin = await createAdmin("istunto", "salasana-istunto-1");
    const setCookie = await startAdminSession(getRequest("/admin/login"), admin);
    const request = getRequest("/admin", { Cookie: cookieHeader(setCookie) });
    expect(await getAdmin(request)).toMatchObject({ ...admin, twoFactor: false, mustSetUpTwoFactor: false });

    const rows = await db.select().from(adminSessions).where(sql`${adminSessions.adminId} = ${admin.id}`);
    expect(rows).toHaveLength(1);
    expect(setCookie).not.toContain(rows[0].tokenHash);

    const token = decodeURIComponent(cookieHeader(setCookie).split("=")[1]);
    const value = JSON.parse(Buffer.from(token.split(".")[0], "base64").toString("utf8")) as string;
    await revokeSession(value);
    expect(await getAdmin(request)).toBeNull();
  });

  it("end after the idle timeout and after the absolute lifetime", async () => {
    const admin = await createAdmin("aikaraja", "salasana-aikaraja-1");
    const setCookie = await startAdminSession(getRequest("/admin/login"), admin);
    const request = getRequest("/admin", { Cookie: cookieHeader(setCookie) });
    expect(await getAdmin(request)).not.toBeNull();

    await db.update(adminSessions).set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) }).where(sql`${adminSessions.adminId} = ${admin.id}`);
    expect(await getAdmin(request)).toBeNull();

    await db.update(adminSessions).set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() - 1000) }).where(sql`${adminSessions.adminId} = ${admin.id}`);
    expect(await getAdmin(request)).toBeNull();
  });

  it("ignore a forged cookie", async () => {
    expect(await getAdmin(getRequest("/admin", { Cookie: "admin_session=forged" }))).toBeNull();
    expect(await findSessionAdmin("not-a-token")).toBeNull();
  });
});

describe("login brute-force limit", () => {
  const login = (username: string, password: string) =>
    attemptLogin(postForm("/admin/login", { username, password }), { username, password }, "203.0.113.7");

  it("refuses the sixth attempt after five failures within the window, per username and address", async () => {
    await createAdmin("lukittava", "oikea-salasana-99");
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await login("lukittava", `väärä-${attempt}`)).toMatchObject({ ok: false, status: 401 });
    }
    const locked = await login("lukittava", "oikea-salasana-99");
    expect(locked).toMatchObject({ ok: false, status: 429, message: LOGIN_LOCKED_MESSAGE });
    expect(locked.ok === false && locked.status === 429 && locked.retryAfterSeconds).toBeGreaterThan(800);
    // Another address for the same user is not locked.
    const fromElsewhere = await attemptLogin(
      postForm("/admin/login", { username: "lukittava", password: "oikea-salasana-99" }),
      { username: "lukittava", password: "oikea-salasana-99" },
      "198.51.100.1",
    );
    expect(fromElsewhere.ok).toBe(true);
  });

  it("counts parallel guesses before checking them: at most five reach the password check", async () => {
    await createAdmin("rinnakkainen", "oikea-salasana-55");
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login("rinnakkainen", `väärä-${i}`)));
    const checked = results.filter((result) => !result.ok && result.status === 401);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(results.filter((result) => !result.ok && result.status === 429)).toHaveLength(12 - checked.length);
    // The lock holds for the right password too.
    expect(await login("rinnakkainen", "oikea-salasana-55")).toMatchObject({ ok: false, status: 429 });
  });

  it("a success resets the count", async () => {
    await createAdmin("nollattava", "oikea-salasana-77");
    for (let attempt = 1; attempt <= 4; attempt++) await login("nollattava", "väärä");
    expect((await login("nollattava", "oikea-salasana-77")).ok).toBe(true);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await login("nollattava", "väärä")).toMatchObject({ status: 401 });
    }
    expect((await login("nollattava", "oikea-salasana-77")).ok).toBe(true);
  });

  it("does not count a submission with a missing field", async () => {
    expect(await login("", "x")).toMatchObject({ ok: false, status: 400, message: "Käyttäjätunnus ja salasana ovat pakollisia" });
    expect(await login("joku", "")).toMatchObject({ ok: false, status: 400 });
  });
});
