/**
 * 'Yhteydenottopyyntö' on the real database: the model stores a request and attaches only the owner's
 * conversation, the page's loader and action (with the chat's owner cookie: only this browser's own
 * conversation is attached, anything else silently ignored), the shop's mail with the conversation as text,
 * and the back-office list: newest first, handled and back, the conversation drawer, deleting.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { contactRequests, conversations } from "#db/schema";
import { COMPANY } from "~/content/company";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { newConversationId } from "~/features/chat/rules";
import { appendMessages, registerConversation } from "~/features/chat/model.server";
import { chatVisitor, chatVisitorCookie } from "~/features/chat/owner.server";
import { CONTACT_TEXTS } from "~/features/contact-requests/rules";
import {
  createContactRequest,
  deleteContactRequest,
  listContactRequests,
  setContactRequestHandled,
} from "~/features/contact-requests/model.server";
import { createAdmin } from "~/services/admins.server";
import { mailIdle } from "~/services/mail.server";
import { startAdminSession } from "~/services/session.server";
import { takeToast } from "~/services/toast.server";
import { action as pageAction, loader as pageLoader } from "~/routes/_site.yhteydenotto";
import { loader as listLoader } from "~/routes/admin.yhteydenotot";
import { action as switchAction } from "~/routes/admin.yhteydenotot.$id.tila";
import { action as deleteAction } from "~/routes/admin.yhteydenotot.$id.poista";
import { loader as conversationLoader } from "~/routes/admin.yhteydenotot.$id.keskustelu";
import { cookieHeader, getRequest, postForm, routeArgs, settle } from "../support/requests";
import { type ParsedMail, parseMail } from "../support/smtp-sink";

// Mail goes to DATA_DIR/outbox (read below); SMTP_URL from a developer's shell must not send real mail.
vi.hoisted(() => {
  delete process.env.SMTP_URL;
});

let client = 0;
/** Each test posts from its own address so the rate limit of one does not touch another. */
const fromNewClient = () => ({ "X-Forwarded-For": `203.0.113.${++client}` });

const outboxDir = () => path.join(process.env.DATA_DIR!, "outbox");
async function shopMailsAbout(marker: string): Promise<ParsedMail[]> {
  await mailIdle();
  if (!existsSync(outboxDir())) return [];
  return readdirSync(outboxDir())
    .filter((name) => name.endsWith(".eml"))
    .map((name) => parseMail(readFileSync(path.join(outboxDir(), name), "utf8")))
    .filter((mail) => mail.headers.to === COMPANY.salesEmail && mail.text.includes(marker));
}

/** A browser with a chat owner cookie, and a conversation of its own with a question and the bot's answer. */
async function chattingBrowser(question = "Rengas puhkesi heti asennuksen jälkeen, haluan hyvityksen.") {
  const visitor = await chatVisitor(getRequest("/"));
  const cookie = cookieHeader(await chatVisitorCookie(visitor));
  const conversationId = newConversationId();
  expect(await registerConversation(conversationId, "203.0.113.250", visitor.ownerHash)).toBe(true);
  await appendMessages(conversationId, visitor.ownerHash, [
    { role: "user", content: question },
    { role: "assistant", content: "Pahoittelut! Jätä yhteydenottopyyntö, niin palaamme asiaan." },
  ]);
  return { cookie, conversationId, ownerHash: visitor.ownerHash };
}

const VALID = { name: "Maija Meikäläinen", phone: "040 765 4321", email: "", message: "Renkaassa on vika, soittakaa <b>pian</b>." };
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  settle(() => pageAction(routeArgs(postForm("/yhteydenotto", fields, { headers: { ...fromNewClient(), ...headers } })))) as Promise<
    Response | { data: { result: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> } }; init: ResponseInit | null }
  >;
const latest = async () => (await db.select().from(contactRequests).orderBy(desc(contactRequests.id)).limit(1))[0];

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the model", () => {
  it("stores a request, attaches only the owner's conversation, lists, marks handled and deletes", async () => {
    const own = await chattingBrowser();
    const input = { name: "Malli Testi", phone: null, email: "malli@example.fi", message: "Hei" };

    const attached = await createContactRequest(input, { conversationId: own.conversationId, ownerHash: own.ownerHash });
    expect(attached).toMatchObject({ ...input, conversationId: own.conversationId, handledAt: null });
    // Another browser's hash, an unknown id, a malformed one: stored without a conversation.
    const foreign = await createContactRequest(input, { conversationId: own.conversationId, ownerHash: "f".repeat(64) });
    expect(foreign.conversationId).toBeNull();
    expect((await createContactRequest(input, { conversationId: newConversationId(), ownerHash: own.ownerHash })).conversationId).toBeNull();
    expect((await createContactRequest(input, { conversationId: "conv_\u0000'; drop table x", ownerHash: own.ownerHash })).conversationId).toBeNull();
    // The database refuses what the form would: no contact, a blank name.
    await expect(createContactRequest({ ...input, email: null })).rejects.toThrow();
    await expect(createContactRequest({ ...input, name: "  " })).rejects.toThrow();

    const listed = await listContactRequests("new", 1, 50);
    expect(listed.rows[0].id).toBeGreaterThan(attached.id); // newest first
    expect(listed.rows.map((row) => row.id)).toEqual(expect.arrayContaining([attached.id, foreign.id]));

    expect(await setContactRequestHandled(attached.id, true)).toBe(true);
    const handled = await listContactRequests("handled", 1, 50);
    expect(handled.rows.map((row) => row.id)).toContain(attached.id);
    expect(handled.rows.find((row) => row.id === attached.id)?.handledAt).toBeInstanceOf(Date);
    expect((await listContactRequests("new", 1, 50)).rows.map((row) => row.id)).not.toContain(attached.id);
    expect(await setContactRequestHandled(attached.id, false)).toBe(true);
    expect(await setContactRequestHandled(999_999, true)).toBe(false);

    expect(await deleteContactRequest(attached.id)).toBe(true);
    expect(await deleteContactRequest(attached.id)).toBe(false);
    // The conversation stays; deleting a conversation leaves the request without one.
    expect((await db.select().from(conversations).where(eq(conversations.conversationId, own.conversationId))).length).toBe(1);
    const other = await chattingBrowser();
    const kept = await createContactRequest(input, { conversationId: other.conversationId, ownerHash: other.ownerHash });
    await db.delete(conversations).where(eq(conversations.conversationId, other.conversationId));
    expect((await db.select().from(contactRequests).where(eq(contactRequests.id, kept.id)))[0].conversationId).toBeNull();
  });
});

describe("the page's loader", () => {
  it("says the conversation is attached only for this browser's own conversation", async () => {
    const own = await chattingBrowser();
    const mine = await pageLoader(routeArgs(getRequest(`/yhteydenotto?keskustelu=${own.conversationId}`, { Cookie: own.cookie })));
    expect(mine).toEqual({ thanks: false, conversationId: own.conversationId });

    const stranger = await chattingBrowser();
    const cases: [string, Record<string, string>][] = [
      [`?keskustelu=${own.conversationId}`, {}], // no chat cookie
      [`?keskustelu=${own.conversationId}`, { Cookie: stranger.cookie }], // another browser
      [`?keskustelu=${newConversationId()}`, { Cookie: own.cookie }], // unknown
      [`?keskustelu=${encodeURIComponent(`${own.conversationId}\u0000`)}`, { Cookie: own.cookie }],
      [`?keskustelu=conv_${"a".repeat(5000)}`, { Cookie: own.cookie }],
      ["?keskustelu=", { Cookie: own.cookie }],
      ["", { Cookie: own.cookie }],
    ];
    for (const [query, headers] of cases) {
      expect(await pageLoader(routeArgs(getRequest(`/yhteydenotto${query}`, headers))), query.slice(0, 60)).toEqual({ thanks: false, conversationId: null });
    }
    expect((await pageLoader(routeArgs(getRequest("/yhteydenotto?kiitos=1")))).thanks).toBe(true);
  });
});

describe("the page's action", () => {
  it("stores the request with the visitor's own conversation and mails the shop the conversation as text", async () => {
    const own = await chattingBrowser("Vanteessa naarmu asennuksen jälkeen");
    const name = `Maija ${Date.now()}`;
    const result = await post({ ...VALID, name, keskustelu: own.conversationId }, { Cookie: own.cookie });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/yhteydenotto?kiitos=1");
    expect(await latest()).toMatchObject({ name, phone: VALID.phone, email: null, message: VALID.message, conversationId: own.conversationId, handledAt: null });

    const [mail] = await shopMailsAbout(name);
    expect(mail.subject).toBe(`Yhteydenottopyyntö: ${name}`);
    expect(mail.html).toBeNull();
    expect(mail.text).toContain("Puhelin: 040 765 4321");
    expect(mail.text).toContain(VALID.message);
    expect(mail.text).toContain(`Keskustelu Kaartobotin kanssa (${own.conversationId}):`);
    expect(mail.text).toMatch(/Asiakas \(.+\):\nVanteessa naarmu asennuksen jälkeen/);
    expect(mail.text).toContain("Kaartobotti (");
    expect(mail.text).toContain("/admin/yhteydenotot");
  });

  it("ignores another browser's, an unknown or a malformed conversation id", async () => {
    const own = await chattingBrowser();
    const stranger = await chattingBrowser();
    for (const [keskustelu, cookie] of [
      [own.conversationId, stranger.cookie],
      [own.conversationId, ""],
      [newConversationId(), own.cookie],
      [`${own.conversationId}\u0000`, own.cookie],
      [`conv_${"x".repeat(20_000)}`, own.cookie],
    ]) {
      const name = `Vieras ${++client}`;
      const result = await post({ ...VALID, phone: `040 600 ${String(client).padStart(4, "0")}`, name, keskustelu }, cookie ? { Cookie: cookie } : {});
      const status = (result as Response).status;
      if (keskustelu.includes("\u0000")) {
        // A NUL byte anywhere in a form is refused before the action, as on every form.
        expect(status).toBe(400);
        continue;
      }
      expect(status, keskustelu.slice(0, 40)).toBe(303);
      expect(await latest()).toMatchObject({ name, conversationId: null });
      const [mail] = await shopMailsAbout(name);
      expect(mail.text).toContain("Keskustelua Kaartobotin kanssa ei liitetty.");
    }
  });

  it("refuses a form without a contact or a message, with everything typed kept; the honeypot and another origin are refused", async () => {
    const before = (await latest())?.id ?? 0;
    const refused = await post({ name: "Kalle", phone: "", email: "", message: "" });
    expect(refused).not.toBeInstanceOf(Response);
    const answer = refused as Exclude<typeof refused, Response>;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result.initialValue).toMatchObject({ name: "Kalle" });
    expect(answer.data.result.error?.contact?.[0]).toBe(CONTACT_TEXTS.errors.contactRequired);
    expect(answer.data.result.error?.message?.[0]).toBe(CONTACT_TEXTS.errors.messageRequired);

    const tooLong = (await post({ ...VALID, message: "x".repeat(2001) })) as Exclude<typeof refused, Response>;
    expect(tooLong.data.result.error?.message?.[0]).toBe(CONTACT_TEXTS.errors.messageTooLong(2000));

    const trap = await post({ ...VALID, [HONEYPOT_FIELD]: "http://spam.example" });
    expect((trap as Response).status).toBe(400);
    const foreign = await settle(() => pageAction(routeArgs(postForm("/yhteydenotto", VALID, { origin: "https://evil.example", headers: fromNewClient() }))));
    expect((foreign as Response).status).toBe(403);
    expect((await latest())?.id ?? 0).toBe(before);
  });

  it("limits accepted requests per contact as the quote form does", async () => {
    const contact = { ...VALID, phone: "", email: `rajoitus.${Date.now()}@example.fi` };
    for (let i = 0; i < 3; i++) expect(((await post(contact)) as Response).status).toBe(303);
    const limited = (await post({ ...contact, message: "Neljäs kerta" })) as Exclude<Awaited<ReturnType<typeof post>>, Response>;
    expect(limited.init?.status).toBe(429);
    expect(limited.data.result.error?.[""]?.[0]).toBe(CONTACT_TEXTS.errors.tooMany);
    expect(limited.data.result.initialValue).toMatchObject({ message: "Neljäs kerta" });
  });
});

describe("the back-office list", () => {
  let cookie: string;
  beforeAll(async () => {
    const admin = await createAdmin("yhteydenotot", "oikea-salasana-123");
    cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
  });
  const list = async (query = "") => (await listLoader(routeArgs(getRequest(`/admin/yhteydenotot${query}`, { Cookie: cookie })))) as Awaited<ReturnType<typeof listLoader>>;

  it("needs an admin session", async () => {
    const answer = await settle(() => listLoader(routeArgs(getRequest("/admin/yhteydenotot"))));
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("lists newest first, shows the conversation, marks handled and back, and deletes", async () => {
    await db.delete(contactRequests);
    const own = await chattingBrowser("Missä tilaukseni on?");
    const [older] = await db.insert(contactRequests).values({ name: "Vanha", phone: "0401111111", message: "Soittakaa", createdAt: new Date(Date.now() - 86_400_000) }).returning();
    const newer = await createContactRequest({ name: "Uusi", phone: null, email: "u@example.fi", message: "Hei" }, { conversationId: own.conversationId, ownerHash: own.ownerHash });

    const first = await list();
    expect(first.requests.map((r) => r.name)).toEqual(["Uusi", "Vanha"]);
    expect(first.requests[0]).toMatchObject({ email: "u@example.fi", message: "Hei", conversationId: own.conversationId });
    expect(first.counts).toEqual({ new: 2, handled: 0 });

    const transcript = await conversationLoader(routeArgs(getRequest(`/admin/yhteydenotot/${newer.id}/keskustelu`, { Cookie: cookie }), { id: String(newer.id) }));
    expect(transcript.name).toBe("Uusi");
    expect(transcript.messages.map((m) => m.content)).toEqual(["Missä tilaukseni on?", expect.stringContaining("Pahoittelut")]);
    const none = await settle(() => conversationLoader(routeArgs(getRequest(`/admin/yhteydenotot/${older.id}/keskustelu`, { Cookie: cookie }), { id: String(older.id) })));
    expect((none as Response).status).toBe(404);

    const mark = (id: number, handled: "1" | "0") =>
      switchAction(routeArgs(postForm(`/admin/yhteydenotot/${id}/tila`, { handled, back: "/admin/yhteydenotot" }, { headers: { Cookie: cookie } }), { id: String(id) }));
    const marked = await mark(older.id, "1");
    expect(marked.status).toBe(302);
    const { toast } = await takeToast(new Request("http://x", { headers: { Cookie: cookieHeader(marked.headers.get("Set-Cookie")!) } }));
    expect(toast).toMatchObject({ type: "success", message: "Yhteydenottopyyntö merkitty käsitellyksi" });
    expect((await list()).requests.map((r) => r.name)).toEqual(["Uusi"]);
    expect((await list("?tila=kasitellyt")).requests).toEqual([expect.objectContaining({ id: older.id, handledAt: expect.any(String) })]);
    await mark(older.id, "0");
    expect((await list()).counts).toEqual({ new: 2, handled: 0 });

    const deleted = await deleteAction(routeArgs(postForm(`/admin/yhteydenotot/${older.id}/poista`, {}, { headers: { Cookie: cookie } }), { id: String(older.id) }));
    expect(deleted.status).toBe(302);
    expect((await list()).requests.map((r) => r.name)).toEqual(["Uusi"]);
    const foreignDelete = await settle(() =>
      deleteAction(routeArgs(postForm(`/admin/yhteydenotot/${newer.id}/poista`, {}, { origin: "https://evil.example", headers: { Cookie: cookie } }), { id: String(newer.id) })),
    );
    expect((foreignDelete as Response).status).toBe(403);
    expect((await list()).requests.map((r) => r.name)).toEqual(["Uusi"]);
  });
});
