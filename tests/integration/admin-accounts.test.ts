/**
 * The admin accounts on a real database: the operator's reset link (npm run admin:reset, its core and the
 * command itself), the guards that keep the last active admin and one's own account, deleting with the
 * audit log kept, and which accounts a reset request may reach.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { closeConnection, connect, db } from "#db/client";
import { adminSessions, adminTokens, admins, auditLog } from "#db/schema";
import { OPERATOR_LINK_LIFETIME_MS, operatorResetLink } from "~/features/admins/operator.server";
import { createInvitedAccount, deleteAccount, disableAccount, enableAccount, findResetAccount, listAccounts } from "~/features/admins/model.server";
import { action as deleteRoute } from "~/routes/admin.asetukset.yllapitajat.$id.poista";
import { createAdmin, createPasswordLink, findPasswordLink, usePasswordLink as consumePasswordLink, verifyCredentials } from "~/services/admins.server";
import { startAdminSession } from "~/services/session.server";
import { copyPgliteTemplate } from "../support/database-templates";
import { cookieHeader, getRequest } from "../support/requests";
import { post, run, toastOf } from "../support/tyre-admin";

const tokenOf = (link: string) => link.split("/admin/salasana/")[1];
const MINUTE = 60_000;

describe("the operator's reset link (npm run admin:reset)", () => {
  it("is refused for an unknown username, with the accounts there are", async () => {
    await createAdmin("olemassa", "olemassa-salasana-12");
    const result = await operatorResetLink("ei-ole");
    expect(result).toEqual({ ok: false, message: expect.stringContaining('Ylläpitäjää "ei-ole" ei löydy.') });
    expect(!result.ok && result.message).toContain("olemassa");
    expect(await operatorResetLink("  ")).toMatchObject({ ok: false });
  });

  it("finds the account case-insensitively, enables it again, and prints a one-time link that works an hour", async () => {
    const admin = await createAdmin("Lukittu", "vanha-salasana-lukittu-1");
    await db.update(admins).set({ disabledAt: new Date() }).where(eq(admins.id, admin.id));
    const now = new Date();
    const result = await operatorResetLink("LUKITTU", now);
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ username: "Lukittu", reenabled: true });
    expect(result.expiresAt.getTime()).toBe(now.getTime() + OPERATOR_LINK_LIFETIME_MS);
    expect(result.link).toMatch(/^https?:\/\/[^/]+\/admin\/salasana\/[\w-]{43}$/);

    const token = tokenOf(result.link);
    expect(await findPasswordLink(token, new Date(now.getTime() + 59 * MINUTE))).toMatchObject({ adminId: admin.id, purpose: "reset" });
    expect(await findPasswordLink(token, new Date(now.getTime() + 61 * MINUTE))).toBeNull();
    // Only the hash is stored.
    const stored = await db.select().from(adminTokens).where(eq(adminTokens.adminId, admin.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    expect(await consumePasswordLink(token, "uusi-salasana-lukittu-2", new Date(now.getTime() + MINUTE))).toMatchObject({ adminId: admin.id });
    expect(await verifyCredentials("lukittu", "uusi-salasana-lukittu-2")).toMatchObject({ id: admin.id });
    expect(await consumePasswordLink(token, "kolmas-salasana-lukittu-3", new Date(now.getTime() + 2 * MINUTE))).toBeNull();

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.target, `admins #${admin.id}`));
    expect(entry).toMatchObject({ action: "password", adminId: null });
    expect(entry.summary).toContain("Lukittu");
    expect(entry.summary).toContain("npm run admin:reset");
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it("the command refuses an embedded database another process has open, exits 1 for an unknown user and prints a link for a known one", async () => {
    const template = inject("databaseTemplate");
    if (template.kind !== "pglite") return; // the check is about PGlite; a Postgres server is shared safely
    // This process has its database open: PGlite's postmaster.pid is in the directory.
    await listAccounts();
    const busy = await runCommand(["someone"], { DATA_DIR: process.env.DATA_DIR! });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain("on toisen prosessin käytössä");
    expect(busy.stderr).toContain("--force");

    const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-admin-reset-"));
    try {
      copyPgliteTemplate(template.dir, dataDir);
      const unknown = await runCommand(["ei-ketaan"], { DATA_DIR: dataDir });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Ylläpitäjää "ei-ketaan" ei löydy.');
      const missing = await runCommand([], { DATA_DIR: dataDir });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("Anna käyttäjätunnus");

      // An account there (written through a connection of its own, closed before the command runs).
      const connection = connect({ dataDir });
      await connection.db.insert(admins).values({ username: "operaattori", disabledAt: new Date() });
      await closeConnection(connection);
      const done = await runCommand(["OPERAATTORI"], { DATA_DIR: dataDir, PUBLIC_URL: "https://kauppa.example.fi" });
      expect(done.code).toBe(0);
      expect(done.stdout).toContain('Ylläpitäjä "operaattori" oli poistettu käytöstä: tili otettiin uudelleen käyttöön.');
      expect(done.stdout).toMatch(/^https:\/\/kauppa\.example\.fi\/admin\/salasana\/[\w-]{43}$/m);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

function runCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "db/admin-reset.ts", ...args], {
      env: { ...process.env, ENV_FILE: "", DATABASE_URL: "", NODE_ENV: "test", SESSION_SECRET: "integration-secret-that-is-long-enough-1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("disabling and deleting accounts", () => {
  it("never the last active admin, never one's own account; disabling ends sessions and unused links", async () => {
    const [first] = await db.select().from(admins).orderBy(admins.id);
    const sole = await createAdmin("ainoa-aktiivinen", "ainoa-salasana-123456");
    // Everyone else is disabled: `sole` is the last one who can log in.
    await db.update(admins).set({ disabledAt: new Date() }).where(sql`${admins.id} <> ${sole.id}`);
    expect(await disableAccount(sole.id, first?.id ?? 0)).toMatchObject({ ok: false, error: "last" });
    expect(await deleteAccount(sole.id, first?.id ?? 0)).toMatchObject({ ok: false, error: "last" });

    const other = await createAdmin("toinen-aktiivinen", "toinen-salasana-123456");
    expect(await disableAccount(sole.id, sole.id)).toMatchObject({ ok: false, error: "self" });
    expect(await deleteAccount(sole.id, sole.id)).toMatchObject({ ok: false, error: "self" });
    expect(await disableAccount(999_999, sole.id)).toEqual({ ok: false, error: "not_found" });

    await startAdminSession(getRequest("/admin/login"), other);
    const link = tokenOf(await createPasswordLink(other.id, "reset"));
    const invited = await createInvitedAccount({ username: "kutsuttu-ei-salasanaa", email: "kutsu@example.com" }, sole.id);
    if (!invited.ok) throw new Error("not invited");
    expect(await disableAccount(other.id, sole.id)).toEqual({ ok: true, username: "toinen-aktiivinen" });
    expect(await db.select().from(adminSessions).where(eq(adminSessions.adminId, other.id))).toHaveLength(0);
    expect(await verifyCredentials("toinen-aktiivinen", "toinen-salasana-123456")).toBeNull();
    // An account without a password does not count as active: `sole` is the last one again.
    expect(await disableAccount(sole.id, invited.account.id)).toMatchObject({ ok: false, error: "last" });

    expect(await enableAccount(other.id)).toEqual({ ok: true, username: "toinen-aktiivinen" });
    // The reset link made before it was disabled does not come back with it.
    expect(await findPasswordLink(link)).toBeNull();
    expect(await verifyCredentials("toinen-aktiivinen", "toinen-salasana-123456")).toMatchObject({ id: other.id });
  });

  it("a deleted admin's sessions and links go with it; its audit entries stay with its name", async () => {
    const actor = await createAdmin("poistaja", "poistaja-salasana-123");
    const cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), actor));
    const leaving = await createAdmin("lahtija", "lahtija-salasana-123", { email: "lahtija@example.com" });
    await startAdminSession(getRequest("/admin/login"), leaving);
    await db.insert(auditLog).values({ adminId: leaving.id, username: "lahtija", action: "update", summary: "Muutti hintaa" });

    const answer = (await run(deleteRoute, post(`/admin/asetukset/yllapitajat/${leaving.id}/poista`, { confirm: "1" }, cookie), { id: String(leaving.id) })) as Response;
    expect(answer.status).toBe(302);
    expect(await toastOf(answer)).toEqual({ type: "success", message: "Ylläpitäjä lahtija poistettu." });
    expect(await db.select().from(admins).where(eq(admins.id, leaving.id))).toHaveLength(0);
    expect(await db.select().from(adminSessions).where(eq(adminSessions.adminId, leaving.id))).toHaveLength(0);

    const [old] = await db.select().from(auditLog).where(eq(auditLog.summary, "Muutti hintaa"));
    expect(old).toMatchObject({ adminId: null, username: "lahtija" });
    const [deletion] = await db.select().from(auditLog).where(eq(auditLog.summary, "Poisti ylläpitäjän lahtija"));
    expect(deletion).toMatchObject({ adminId: actor.id, username: "poistaja", action: "account", target: `admins #${leaving.id}`, status: 302 });
    expect(deletion.changes?.[`admins #${leaving.id}`]).toMatchObject({ username: ["lahtija", null], email: ["lahtija@example.com", null] });
  });
});

describe("who a reset request reaches", () => {
  it("an enabled account with an address, by its username or address in any case", async () => {
    const account = await createAdmin("Palautettava", "palautettava-salasana-1", { email: "Palautus@Example.com" });
    expect(await findResetAccount("palautettava")).toEqual({ id: account.id, username: "Palautettava", email: "Palautus@Example.com" });
    expect(await findResetAccount("  PALAUTUS@example.COM ")).toMatchObject({ id: account.id });
    expect(await findResetAccount("palautus")).toBeNull();
    expect(await findResetAccount("")).toBeNull();

    await createAdmin("ilman-osoitetta", "ilman-osoitetta-salasana");
    expect(await findResetAccount("ilman-osoitetta")).toBeNull();
    await db.update(admins).set({ disabledAt: new Date() }).where(eq(admins.id, account.id));
    expect(await findResetAccount("palautettava")).toBeNull();
  });

  it("an invitation refuses a username or address taken in another case", async () => {
    await createAdmin("Varattu", "varattu-salasana-123", { email: "varattu@example.com" });
    expect(await createInvitedAccount({ username: "VARATTU", email: "uusi@example.com" }, 1)).toEqual({ ok: false, taken: { username: true, email: false } });
    expect(await createInvitedAccount({ username: "vapaa", email: "VARATTU@example.com" }, 1)).toEqual({ ok: false, taken: { username: false, email: true } });
    const made = await createInvitedAccount({ username: "vapaa", email: "vapaa@example.com" }, 1);
    expect(made).toMatchObject({ ok: true, account: { username: "vapaa", email: "vapaa@example.com" } });
    const listed = (await listAccounts()).find((row) => row.username === "vapaa");
    expect(listed).toMatchObject({ hasPassword: false, disabledAt: null, twoFactor: false, lastLoginAt: null, linkExpiresAt: null });
  });
});
