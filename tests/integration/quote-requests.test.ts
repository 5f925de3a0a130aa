/**
 * 'Kysy tarjous / varaa renkaat' on the real database: the page's loader with and without a product, the
 * form's action (stored, mailed to the shop's outbox, refused with what was typed, honeypot, origin, rate
 * limit), the mail over SMTP to the local sink, and the back-office list with its handled switch.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { manufacturers, quoteRequests, rims, tyreProducts, tyreSizes } from "#db/schema";
import { COMPANY } from "~/content/company";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { QUOTE_RATE_LIMITS, QUOTE_TEXTS } from "~/features/quotes/rules";
import { createAdmin } from "~/services/admins.server";
import { action as quoteAction, loader as quoteLoader } from "~/routes/_site.kysy-tarjous";
import { loader as listLoader } from "~/routes/admin.tarjouspyynnot";
import { action as switchAction } from "~/routes/admin.tarjouspyynnot.$id.tila";
import { createMailer, mailIdle } from "~/services/mail.server";
import { quoteRequestMail } from "~/features/quotes/page.server";
import { startAdminSession } from "~/services/session.server";
import { takeToast } from "~/services/toast.server";
import { cookieHeader, getRequest, postForm, routeArgs, settle } from "../support/requests";
import { type ParsedMail, type SmtpSink, parseMail, startSmtpSink } from "../support/smtp-sink";

// Mail goes to DATA_DIR/outbox (read below); SMTP_URL from a developer's shell must not send real mail.
vi.hoisted(() => {
  delete process.env.SMTP_URL;
});

let client = 0;
/** Each test posts from its own address so the rate limit of one does not touch another. */
const fromNewClient = () => ({ "X-Forwarded-For": `198.51.100.${++client}` });

const outboxDir = () => path.join(process.env.DATA_DIR!, "outbox");
async function shopMails(): Promise<ParsedMail[]> {
  await mailIdle();
  if (!existsSync(outboxDir())) return [];
  return readdirSync(outboxDir())
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => parseMail(readFileSync(path.join(outboxDir(), name), "utf8")))
    .filter((mail) => mail.headers.to === COMPANY.salesEmail);
}

const VALID = { name: "Matti Meikäläinen", phone: "040 123 4567", email: "", quantity: "4", message: "Auto on Škoda Octavia <b>2019</b>." };
const post = (fields: Record<string, string>, headers: Record<string, string> = fromNewClient()) =>
  settle(() => quoteAction(routeArgs(postForm("/kysy-tarjous", fields, { headers })))) as Promise<Response | { data: unknown; init: ResponseInit | null }>;
let phones = 0;
/** VALID from another customer: its own phone number. */
const anotherCustomer = () => ({ ...VALID, phone: `040 555 ${String(++phones).padStart(4, "0")}` });

/** The body and status of what the action returned: a Response (redirect, refusal) or `data(...)`. */
type Refusal = { values: Record<string, unknown>; errors: Record<string, string> };

/**
 * The action's answer: a redirect's status, or a refusal read from Conform's result — what was typed
 * (`initialValue`) and the first message of each field, the form's own under `form`.
 */
function answerOf(result: unknown): { status: number; data?: Refusal } {
  if (result instanceof Response) return { status: result.status };
  const value = result as { data: { result: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> } }; init: ResponseInit | null };
  const errors = Object.fromEntries(
    Object.entries(value.data.result.error ?? {}).flatMap(([name, messages]) => (messages?.length ? [[name === "" ? "form" : name, messages[0]]] : [])),
  );
  return { status: value.init?.status ?? 200, data: { values: value.data.result.initialValue ?? {}, errors } };
}

let tyreId: number;
let rimId: number;

beforeAll(async () => {
  const [maker] = await db.insert(manufacturers).values({ name: "Nokian Tyres" }).returning();
  const [size] = await db.insert(tyreSizes).values({ width: 205, aspect: 55, diameter: 16 }).returning();
  const [tyre] = await db
    .insert(tyreProducts)
    .values({ sizeId: size.id, manufacturerId: maker.id, model: "Hakkapeliitta <10>", type: "winter", winterType: "studded", price: "139.90" })
    .returning();
  tyreId = tyre.id;
  const [rim] = await db
    .insert(rims)
    .values({ brand: "Rial", model: "Lugano", diameter: 17, width: "7.5", boltCount: 5, boltCircle: "112.0", offset: 45, centreBore: null, price: "189.00", stock: 4 })
    .returning();
  rimId = rim.id;
});

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the request page's loader", () => {
  it("shows the tyre or rim asked about, and no product for an unknown or odd id", async () => {
    const tyre = await quoteLoader(routeArgs(getRequest(`/kysy-tarjous?rengas=${tyreId}`)));
    expect(tyre.product).toEqual({ kind: "tyre", id: tyreId, name: "Nokian Tyres Hakkapeliitta <10>", size: "205/55R16", price: expect.stringMatching(/^139,90\s€$/) });
    const rim = await quoteLoader(routeArgs(getRequest(`/kysy-tarjous?vanne=${rimId}`)));
    expect(rim.product).toMatchObject({ kind: "rim", name: "Rial Lugano", size: "17×7,5J, 5×112, ET 45" });
    for (const query of ["?rengas=999999", "?vanne=0", "?rengas=-1", "?rengas=abc", "?vanne=99999999999999999999", "?rengas=%00"]) {
      const answer = await quoteLoader(routeArgs(getRequest(`/kysy-tarjous${query}`)));
      expect(answer.product, query).toBeNull();
    }
    expect((await quoteLoader(routeArgs(getRequest("/kysy-tarjous?kiitos=1")))).thanks).toBe(true);
  });
});

describe("the request form's action", () => {
  it("stores the request with the product's snapshot, redirects to the thanks and mails the shop as text", async () => {
    const before = (await shopMails()).length;
    const result = await post({ ...VALID, fitting: "1", rengas: String(tyreId) });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/kysy-tarjous?kiitos=1");

    const [row] = await db.select().from(quoteRequests).orderBy(desc(quoteRequests.id)).limit(1);
    expect(row).toMatchObject({
      name: VALID.name,
      phone: VALID.phone,
      email: null,
      quantity: 4,
      fitting: true,
      message: VALID.message,
      tyreProductId: tyreId,
      rimId: null,
      handledAt: null,
    });
    expect(row.productSummary).toMatch(/^Nokian Tyres Hakkapeliitta <10>, 205\/55R16, 139,90\s€ \/ kpl$/);

    const mails = await shopMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail.subject).toBe("Tarjouspyyntö: Matti Meikäläinen – Nokian Tyres Hakkapeliitta <10>");
    expect(mail.html).toBeNull(); // text only: nothing typed or named becomes markup
    expect(mail.text).toContain("Nimi: Matti Meikäläinen");
    expect(mail.text).toContain("Puhelin: 040 123 4567");
    expect(mail.text).toContain("Tuote: Nokian Tyres Hakkapeliitta <10>, 205/55R16");
    expect(mail.text).toContain("Asennus: kyllä");
    expect(mail.text).toContain(VALID.message);
    expect(mail.text).toContain("/admin/tarjouspyynnot");
  });

  it("asks about a rim, with the visitor's e-mail as Reply-To; an unknown product id is stored as a plain question", async () => {
    expect(((await post({ ...VALID, phone: "", email: "liisa@example.fi", quantity: "2", vanne: String(rimId) })) as Response).status).toBe(303);
    const [rimRow] = await db.select().from(quoteRequests).orderBy(desc(quoteRequests.id)).limit(1);
    expect(rimRow).toMatchObject({ rimId, tyreProductId: null, email: "liisa@example.fi", phone: null, quantity: 2, fitting: false });
    const mails = await shopMails();
    expect(mails[mails.length - 1].headers["reply-to"]).toBe("liisa@example.fi");

    expect(((await post({ ...VALID, rengas: "987654" })) as Response).status).toBe(303);
    const [plain] = await db.select().from(quoteRequests).orderBy(desc(quoteRequests.id)).limit(1);
    expect(plain).toMatchObject({ tyreProductId: null, rimId: null, productSummary: "" });
  });

  it("refuses bad input with a message per field and everything typed kept, storing nothing", async () => {
    const count = async () => (await db.select().from(quoteRequests)).length;
    const before = await count();
    const typed = { name: "  ", phone: "abc", email: "ei-osoite", quantity: "9", message: "x".repeat(2001), fitting: "1" };
    const answer = answerOf(await post(typed));
    expect(answer.status).toBe(400);
    expect(answer.data!.values).toMatchObject({ name: "  ", phone: "abc", email: "ei-osoite", quantity: "9", fitting: "1" });
    expect(answer.data!.errors).toEqual({
      name: QUOTE_TEXTS.errors.nameRequired,
      phone: QUOTE_TEXTS.errors.phoneInvalid,
      email: QUOTE_TEXTS.errors.emailInvalid,
      quantity: QUOTE_TEXTS.errors.quantityInvalid,
      message: QUOTE_TEXTS.errors.messageTooLong(2000),
    });

    const noContact = answerOf(await post({ ...VALID, phone: "", email: "" }));
    expect(noContact.status).toBe(400);
    expect(noContact.data!.errors).toEqual({ contact: QUOTE_TEXTS.errors.contactRequired });

    for (const quantity of ["0", "1e3", "99999999999999999999", "-1", "4.5", ""]) {
      expect(answerOf(await post({ ...VALID, quantity })).data!.errors, quantity).toEqual({ quantity: QUOTE_TEXTS.errors.quantityInvalid });
    }
    expect(await count()).toBe(before);
  });

  it("refuses the honeypot, a NUL byte, a foreign origin and a form that is not ours, storing nothing", async () => {
    const before = (await db.select().from(quoteRequests)).length;
    expect(((await post({ ...VALID, [HONEYPOT_FIELD]: "http://spam.example" })) as Response).status).toBe(400);
    expect(((await post({ ...VALID, message: "hei\u0000" })) as Response).status).toBe(400);
    const foreign = await settle(() => quoteAction(routeArgs(postForm("/kysy-tarjous", VALID, { origin: "https://evil.example" }))));
    expect((foreign as Response).status).toBe(403);
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, "x"]));
    expect(((await post({ ...VALID, ...many })) as Response).status).toBe(400);
    expect((await db.select().from(quoteRequests)).length).toBe(before);
  });

  it("counts only accepted requests: a customer's typing errors lock nobody out", async () => {
    const headers = fromNewClient();
    for (let i = 0; i < 6; i++) expect(answerOf(await post({ ...VALID, phone: "", email: "" }, headers)).status).toBe(400);
    expect(((await post(anotherCustomer(), headers)) as Response).status).toBe(303);
  });

  it("limits one contact to a few requests per window, answering on the page with what was typed", async () => {
    const contact = { ...VALID, phone: "", email: "toistuva@example.fi" };
    for (let i = 0; i < QUOTE_RATE_LIMITS.perContact; i++) expect(((await post(contact)) as Response).status).toBe(303);
    // From another address too: the limit follows the contact.
    const limited = answerOf(await post({ ...contact, name: "Neljäs Kerta" }));
    expect(limited.status).toBe(429);
    expect(limited.data!.errors).toEqual({ form: QUOTE_TEXTS.errors.tooMany });
    expect(limited.data!.values.name).toBe("Neljäs Kerta");
  });

  it("lets many customers behind one address send, up to a limit against floods", async () => {
    const sharedAddress = fromNewClient();
    for (let i = 0; i < QUOTE_RATE_LIMITS.perAddress; i++) expect(((await post(anotherCustomer(), sharedAddress)) as Response).status).toBe(303);
    expect(answerOf(await post(anotherCustomer(), sharedAddress)).status).toBe(429);
    // Another address is not affected.
    expect(((await post(anotherCustomer())) as Response).status).toBe(303);
  });
});

describe("the shop's mail over SMTP", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it("arrives at the sink as plain text with the product and the visitor's details", async () => {
    const send = createMailer({ smtpUrl: sink.url, from: '"Rengas-Kaarto" <myynti@rengaskaarto.fi>', outboxDir: "/nonexistent" });
    const product = { kind: "rim" as const, id: 7, name: "Rial <script>Lugano</script>", size: "17×7,5J, 5×112, ET 45", price: "189 €" };
    const input = { name: "Liisa\r\nBcc: x@evil.example", phone: null, email: "liisa@example.fi", quantity: 4, fitting: false, message: "Kiitos" };
    const receipt = await send(quoteRequestMail(input, product, 42, "https://rengaskaarto.fi/admin/tarjouspyynnot"));
    const mail = await sink.waitFor((m) => m.headers["message-id"] === receipt.messageId);
    expect(mail.envelope.to).toEqual([COMPANY.salesEmail]);
    expect(mail.subject).toBe("Tarjouspyyntö: Liisa Bcc: x@evil.example – Rial <script>Lugano</script>");
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.html).toBeNull();
    expect(mail.text).toContain("Uusi tarjouspyyntö #42");
    expect(mail.text).toContain("Tuote: Rial <script>Lugano</script>, 17×7,5J, 5×112, ET 45, 189 € / kpl");
    expect(mail.headers["reply-to"]).toBe("liisa@example.fi");
  });
});

describe("the back-office list", () => {
  let cookie: string;
  beforeAll(async () => {
    const admin = await createAdmin("tarjoaja", "oikea-salasana-123");
    cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
  });

  it("lists new requests newest first, marks one handled and back, with toasts", async () => {
    await db.delete(quoteRequests);
    const [older] = await db.insert(quoteRequests).values({ name: "Vanha", phone: "0401111111", createdAt: new Date(Date.now() - 86_400_000) }).returning();
    const [newer] = await db.insert(quoteRequests).values({ name: "Uusi", email: "u@example.fi", quantity: 2 }).returning();
    const list = async (query = "") => (await listLoader(routeArgs(getRequest(`/admin/tarjouspyynnot${query}`, { Cookie: cookie })))) as Awaited<ReturnType<typeof listLoader>>;

    const first = await list();
    expect(first.status).toBe("new");
    expect(first.requests.map((r) => r.name)).toEqual(["Uusi", "Vanha"]);
    expect(first.counts).toEqual({ new: 2, handled: 0 });

    const mark = (id: number, handled: "1" | "0", back: string) =>
      switchAction(routeArgs(postForm(`/admin/tarjouspyynnot/${id}/tila`, { handled, back }, { headers: { Cookie: cookie } }), { id: String(id) }));
    const marked = await mark(older.id, "1", "/admin/tarjouspyynnot");
    expect(marked.status).toBe(302);
    expect(marked.headers.get("Location")).toBe("/admin/tarjouspyynnot");
    const { toast } = await takeToast(new Request("http://x", { headers: { Cookie: cookieHeader(marked.headers.get("Set-Cookie")!) } }));
    expect(toast).toMatchObject({ type: "success", message: "Tarjouspyyntö merkitty käsitellyksi" });

    expect((await list()).requests.map((r) => r.name)).toEqual(["Uusi"]);
    const handled = await list("?tila=kasitellyt");
    expect(handled.status).toBe("handled");
    expect(handled.requests).toEqual([expect.objectContaining({ id: older.id, handledAt: expect.any(String) })]);
    expect(handled.counts).toEqual({ new: 1, handled: 1 });

    const back = await mark(older.id, "0", "https://evil.example/");
    expect(back.headers.get("Location")).toBe("/admin/tarjouspyynnot"); // never leaves the tab
    expect((await list()).requests.map((r) => r.id)).toEqual([newer.id, older.id]);

    const missing = await mark(999999, "1", "/admin/tarjouspyynnot");
    const { toast: missingToast } = await takeToast(new Request("http://x", { headers: { Cookie: cookieHeader(missing.headers.get("Set-Cookie")!) } }));
    expect(missingToast).toMatchObject({ type: "error", message: "Tarjouspyyntöä ei löytynyt" });
  });

  it("pages 20 at a time and shows an empty state's data for the other status", async () => {
    await db.delete(quoteRequests);
    await db.insert(quoteRequests).values(Array.from({ length: 25 }, (_, i) => ({ name: `Asiakas ${i}`, phone: "040 000 0000", createdAt: new Date(Date.now() - i * 60_000) })));
    const page = async (query: string) => (await listLoader(routeArgs(getRequest(`/admin/tarjouspyynnot${query}`, { Cookie: cookie })))) as Awaited<ReturnType<typeof listLoader>>;
    const one = await page("");
    expect(one.requests).toHaveLength(20);
    expect(one.pageCount).toBe(2);
    expect(one.requests[0].name).toBe("Asiakas 0");
    const two = await page("?sivu=2");
    expect(two.requests.map((r) => r.name)).toEqual(["Asiakas 20", "Asiakas 21", "Asiakas 22", "Asiakas 23", "Asiakas 24"]);
    expect((await page("?sivu=999")).page).toBe(2);
    expect((await page("?tila=kasitellyt")).requests).toEqual([]);
    expect((await db.select().from(quoteRequests).where(eq(quoteRequests.name, "Asiakas 0"))).length).toBe(1);
  });
});
