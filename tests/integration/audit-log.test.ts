/**
 * The audit log against a real database: a model's change reaches the entry with its before and after
 * values, logins and failed logins are written, the view's filters select what they say, and the
 * maintenance job keeps 12 months.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { auditLog, subscribers } from "#db/schema";
import { processMaintenance } from "#jobs/processors/maintenance";
import { purgeOldAuditEntries } from "~/features/audit/jobs.server";
import { listAuditEntries } from "~/features/audit/model.server";
import { loadAuditLog } from "~/features/audit/page.server";
import { DEFAULT_AUDIT_QUERY, FORM_FIELDS_TARGET as VIEW_FORM_FIELDS_TARGET } from "~/features/audit/rules";
import { createManufacturer } from "~/features/manufacturers/model.server";
import { deleteSubscriber } from "~/features/subscribers/model.server";
import { createProduct, createSize, updateProduct } from "~/features/tyres/admin.model.server";
import { createAdmin } from "~/services/admins.server";
import { FORM_FIELDS_TARGET, auditAdminAction, writeAudit } from "~/services/audit.server";
import { action as loginAction } from "~/routes/admin_.login";
import { action as editManufacturerAction } from "~/routes/admin.renkaat.valmistajat.$id.muokkaa";
import { getRequest, postForm, routeArgs, settle } from "../support/requests";
import { adminCookie, post, productInput, run } from "../support/tyre-admin";
import { TEST_ADMIN } from "../support/app-server";

const latest = async (where = eq(auditLog.action, auditLog.action)) => {
  const [row] = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(1);
  return row;
};

/** Runs `change` as an admin action of `admin` would: inside the guard's audit scope. */
function asAdminAction<T>(admin: { id: number; username: string }, path: string, change: () => Promise<T>): Promise<T> {
  return auditAdminAction({ admin, request: postForm(path), ip: "203.0.113.20", form: new FormData() }, change);
}

describe("before and after values from the models", () => {
  it("a product's new price is logged with the old one, and the entry names the product", async () => {
    const admin = await createAdmin("hinnoittelija", "hinnoittelija-salasana-1");
    const size = await createSize({ width: 205, aspect: 55, diameter: 16, vehicleType: "henkilöauto" });
    if (!size.ok) throw new Error("size");
    const input = productInput({ sizeId: size.size.id, manufacturer: "Nokian", model: "Hakkapeliitta R5", type: "winter", winterType: "friction", price: 120 });
    const created = await createProduct(input);
    if (!created.ok) throw new Error("product");
    const before = await db.select({ id: auditLog.id }).from(auditLog);

    const path = `/admin/renkaat/tuotteet/${created.productId}/muokkaa`;
    const result = await asAdminAction(admin, path, () => updateProduct(created.productId, { ...input, price: 110 }));
    expect(result.ok).toBe(true);

    const entries = await db.select().from(auditLog).where(eq(auditLog.path, path));
    expect(entries).toHaveLength(1);
    expect((await db.select({ id: auditLog.id }).from(auditLog)).length).toBe(before.length + 1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      adminId: admin.id,
      username: "hinnoittelija",
      action: "update",
      summary: "Muutti tuotetta Nokian Hakkapeliitta R5 205/55R16",
      target: `tyre_products #${created.productId}`,
      status: 200,
      ip: "203.0.113.20",
    });
    const changes = entry.changes![`tyre_products #${created.productId}`];
    expect(changes.price).toEqual(["120.00", "110.00"]);
    // Only what changed: the model and the bookkeeping columns are not listed.
    expect(changes).not.toHaveProperty("model");
    expect(changes).not.toHaveProperty("updatedAt");
    expect(entry.changes).not.toHaveProperty(FORM_FIELDS_TARGET);
    // The view labels the guard's form-fields target (a copy: the view's rules cannot import server code).
    expect(VIEW_FORM_FIELDS_TARGET).toBe(FORM_FIELDS_TARGET);
  });

  it("the manufacturer form, through its route and the guard, logs the old and new name", async () => {
    const made = await createManufacturer({ name: "Vanhanimi Oy", country: null, logoUrl: null, website: null, description: "" });
    if (!made.ok) throw new Error("manufacturer");
    const cookie = await adminCookie("valmistajamuokkaaja");
    const path = `/admin/renkaat/valmistajat/${made.manufacturer.id}/muokkaa`;
    const answer = (await run(editManufacturerAction, post(path, { name: "Uusinimi Oy", country: "Suomi", description: "" }, cookie), { id: String(made.manufacturer.id) })) as Response;
    expect(answer.status).toBe(302);
    const entry = await latest(eq(auditLog.path, path));
    expect(entry).toMatchObject({ username: "valmistajamuokkaaja", action: "update", summary: "Muutti valmistajaa Uusinimi Oy", status: 302 });
    expect(entry.changes![`manufacturers #${made.manufacturer.id}`]).toMatchObject({ name: ["Vanhanimi Oy", "Uusinimi Oy"], country: [null, "Suomi"] });
  });

  it("a deleted subscriber is named by a masked address, never the address in full", async () => {
    const admin = await createAdmin("tilaajapoistaja", "tilaajapoistaja-salasana-1");
    const [subscriber] = await db.insert(subscribers).values({ email: "maija.meikalainen@example.fi" }).returning();
    const path = `/admin/uutiskirjeet/tilaajat/${subscriber.id}/poista`;
    expect(await asAdminAction(admin, path, () => deleteSubscriber(subscriber.id))).toBe(true);
    const entry = await latest(eq(auditLog.path, path));
    expect(entry).toMatchObject({ action: "delete", summary: "Poisti tilaajan m•••@example.fi" });
    expect(JSON.stringify(entry)).not.toContain("maija.meikalainen");
  });
});

describe("logins", () => {
  const login = (username: string, password: string, ip: string) =>
    settle(() => loginAction(routeArgs(postForm("/admin/login", { username, password, redirectTo: "/admin" }, { headers: { "x-forwarded-for": ip } })) as never));

  it("a login and a failed login write entries; a name that is no account is 'Tuntematon' in the view", async () => {
    await createAdmin(TEST_ADMIN.username, TEST_ADMIN.password).catch(() => undefined);
    const ok = (await login(TEST_ADMIN.username, TEST_ADMIN.password, "203.0.113.31")) as Response;
    expect(ok.status).toBe(302);
    expect(await latest(eq(auditLog.ip, "203.0.113.31"))).toMatchObject({ action: "login", username: TEST_ADMIN.username, status: 302 });

    const wrong = (await login(TEST_ADMIN.username, "väärä-salasana-123", "203.0.113.32")) as { init: { status: number } };
    expect(wrong.init.status).toBe(401);
    expect(await latest(eq(auditLog.ip, "203.0.113.32"))).toMatchObject({ action: "login_failed", adminId: null, username: TEST_ADMIN.username, status: 401 });

    await login("ei-ketaan", "väärä-salasana-123", "203.0.113.33");
    const stranger = await latest(eq(auditLog.ip, "203.0.113.33"));
    expect(stranger).toMatchObject({ action: "login_failed", username: "ei-ketaan" });

    const view = await loadAuditLog(getRequest("/admin/tapahtumaloki?tyyppi=login_failed"));
    const byIp = (ip: string) => view.entries.find((entry) => entry.ip === ip);
    expect(byIp("203.0.113.33")).toMatchObject({ knownAccount: false, username: "ei-ketaan" });
    expect(byIp("203.0.113.32")).toMatchObject({ knownAccount: true });
    expect(view.entries.every((entry) => entry.action === "login_failed")).toBe(true);
    // The admin filter offers accounts, not the names typed by strangers.
    expect(view.usernames).toContain(TEST_ADMIN.username);
    expect(view.usernames).not.toContain("ei-ketaan");
  });
});

describe("the view's filters", () => {
  it("select by admin, kind, dates, text (wildcards as themselves) and refusal; bad parameters read as defaults", async () => {
    const base = { adminId: null, ip: "198.51.100.1" } as const;
    await writeAudit({ ...base, username: "suodatin-a", action: "update", summary: "Alennus 50% kaikista", path: "/admin/suodatin/1", status: 200 });
    await writeAudit({ ...base, username: "suodatin-a", action: "delete", summary: "Alennus 50 euroa", path: "/admin/suodatin/2", status: 403 });
    await writeAudit({ ...base, username: "suodatin-b", action: "update", summary: "Muu_muutos", path: "/admin/suodatin/3", status: 302 });
    const ids = (await db.select({ id: auditLog.id, path: auditLog.path }).from(auditLog).where(inArray(auditLog.path, ["/admin/suodatin/1", "/admin/suodatin/2", "/admin/suodatin/3"]))).sort((a, b) => a.id - b.id);
    const paths = async (query: Partial<typeof DEFAULT_AUDIT_QUERY>) =>
      (await listAuditEntries({ ...DEFAULT_AUDIT_QUERY, text: "/admin/suodatin/", ...query })).entries.map((entry) => entry.path);

    expect(await paths({})).toEqual(["/admin/suodatin/3", "/admin/suodatin/2", "/admin/suodatin/1"]);
    expect(await paths({ admin: "SUODATIN-A" })).toEqual(["/admin/suodatin/2", "/admin/suodatin/1"]);
    expect(await paths({ kind: "update" })).toEqual(["/admin/suodatin/3", "/admin/suodatin/1"]);
    expect(await paths({ refusedOnly: true })).toEqual(["/admin/suodatin/2"]);
    expect(await paths({ text: "50%" })).toEqual(["/admin/suodatin/1"]);
    expect(await paths({ text: "u_m" })).toEqual(["/admin/suodatin/3"]);
    expect(await paths({ from: "2000-01-01", to: "2000-12-31" })).toEqual([]);
    expect(ids).toHaveLength(3);

    const view = await loadAuditLog(getRequest("/admin/tapahtumaloki?yllapitaja=ei-ole&tyyppi=x&alkaen=eilen&sivu=abc&haku=%2Fadmin%2Fsuodatin%2F"));
    expect(view.query).toMatchObject({ admin: "", kind: "", from: "", page: 1 });
    expect(view.entries.map((entry) => entry.path)).toEqual(["/admin/suodatin/3", "/admin/suodatin/2", "/admin/suodatin/1"]);
  });
});

describe("retention", () => {
  const monthsAgo = (now: Date, months: number) => {
    const date = new Date(now);
    date.setMonth(date.getMonth() - months);
    return date;
  };

  it("the maintenance job deletes entries older than 12 months and keeps the rest", async () => {
    const now = new Date();
    const [old, recent] = await db
      .insert(auditLog)
      .values([
        { action: "update", summary: "Vanha muutos", username: "säilytys", at: monthsAgo(now, 13) },
        { action: "update", summary: "Tuore muutos", username: "säilytys", at: monthsAgo(now, 11) },
      ])
      .returning({ id: auditLog.id });
    // The worker's task (jobs/schedules.ts runs it daily); the newsletter queue is not used by it.
    await processMaintenance({ task: "purge-audit-log" }, undefined as never);
    const left = await db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.id, [old.id, recent.id]));
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    // A year on, the recent one goes too.
    expect(await purgeOldAuditEntries(monthsAgo(now, -2))).toBeGreaterThanOrEqual(1);
    expect(await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, recent.id))).toEqual([]);
  });
});
