import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { subscribers } from "#db/schema";
import { SUBSCRIBE_MESSAGES, unsubscribeRequestedText } from "~/features/subscribers/rules";
import { createAdmin } from "~/services/admins.server";
import { subscribe, unsubscribeByToken } from "~/features/subscribers/model.server";
import { UNSUBSCRIBE_MAILS_PER_ADDRESS, requestUnsubscribeLink } from "~/features/subscribers/page.server";
import { action as consentAction } from "~/routes/evasteet";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/_site.peruuta-uutiskirje";
import { action as subscribeAction } from "~/routes/api.subscribers.subscribe";
import { getEnv } from "~/services/env.server";
import { mailIdle } from "~/services/mail.server";
import { getSiteWidgetsData, isAdminSessionExpired } from "~/features/site/widgets.server";
import { endAdminSession, startAdminSession } from "~/services/session.server";
import { takeToast } from "~/services/toast.server";
import { ORIGIN, cookieHeader, getRequest, postForm, settle, routeArgs } from "../support/requests";
import { type ParsedMail, parseMail } from "../support/smtp-sink";
import { getLogger } from "~/services/logger.server";

// Mail goes to DATA_DIR/outbox (read below); SMTP_URL from a developer's shell must not send real mail.
// Hoisted above the imports, before anything reads (and caches) the environment.
vi.hoisted(() => {
  delete process.env.SMTP_URL;
});

const args = (request: Request) => routeArgs(request);
let client = 0;
/** Each test posts from its own address so the rate limits of one do not touch another. */
const fromNewClient = () => ({ "X-Forwarded-For": `203.0.113.${++client}` });

function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

async function tokenOf(email: string): Promise<string> {
  const [row] = await db.select({ token: subscribers.unsubscribeToken }).from(subscribers).where(sql`lower(${subscribers.email}) = lower(${email})`);
  return row.token;
}

async function rowOf(email: string) {
  const [row] = await db.select().from(subscribers).where(sql`lower(${subscribers.email}) = lower(${email})`);
  return row;
}

const outboxDir = () => path.join(process.env.DATA_DIR!, "outbox");

/** Every mail sent to `address` so far, once the mails queued by earlier requests have gone out. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  await mailIdle();
  if (!existsSync(outboxDir())) return [];
  return readdirSync(outboxDir())
    .sort()
    .map((name) => parseMail(readFileSync(path.join(outboxDir(), name), "utf8")))
    .filter((mail) => mail.headers.to?.toLowerCase() === address.toLowerCase());
}

// The outbox logs a line per mail; keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});


/** The address form's refusal: the field's message and the address as it comes back to the form. */
function addressRefusal(answer: unknown) {
  const refused = answer as { kind: string; result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } };
  expect(refused.kind).toBe("refused");
  return { message: refused.result?.error?.email?.[0], email: refused.result?.initialValue?.email };
}

describe("subscribers model", () => {
  it("subscribes a new address, trimmed, and says so in Finnish", async () => {
    expect(await subscribe("  Liisa.Laine@Example.fi ")).toEqual({ status: "created", message: SUBSCRIBE_MESSAGES.created });
    const row = await rowOf("liisa.laine@example.fi");
    expect(row.email).toBe("Liisa.Laine@Example.fi");
    expect(row.isSubscribed).toBe(true);
    expect(row.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers an address already on the list (in any case) like a new one and changes nothing", async () => {
    await subscribe("kalle@example.fi");
    const before = await rowOf("kalle@example.fi");
    const again = await subscribe("KALLE@EXAMPLE.FI");
    expect(again).toEqual({ status: "exists", message: SUBSCRIBE_MESSAGES.created });
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(subscribers).where(sql`lower(email) = 'kalle@example.fi'`);
    expect(count).toBe(1);
    expect(await rowOf("kalle@example.fi")).toEqual(before); // same case, token and dates
  });

  it("refuses a missing or malformed address with the messages the mapping knows", async () => {
    expect(await subscribe("")).toEqual({ status: "invalid", message: SUBSCRIBE_MESSAGES.missing });
    expect(await subscribe(undefined)).toEqual({ status: "invalid", message: SUBSCRIBE_MESSAGES.missing });
    expect((await subscribe("ei-osoite")).message).toContain("kelvollinen");
    expect((await subscribe("matti@localhost")).message).toContain("kelvollinen");
  });

  it("lets two simultaneous first subscriptions of one address through as one row", async () => {
    const results = await Promise.all([subscribe("sama@example.fi"), subscribe("SAMA@example.fi"), subscribe("sama@example.fi")]);
    expect(results.filter((r) => r.status === "created")).toHaveLength(1);
    expect(results.filter((r) => r.status === "exists")).toHaveLength(2);
  });

  it("asking by address only mails the personal link; the token cancels; subscribing again turns it back on", async () => {
    await subscribe("pois@example.fi");
    const token = await tokenOf("pois@example.fi");
    expect(await requestUnsubscribeLink(" POIS@example.fi ")).toEqual({
      status: "accepted",
      email: "POIS@example.fi",
      message: unsubscribeRequestedText("POIS@example.fi"),
    });
    expect((await rowOf("pois@example.fi")).isSubscribed).toBe(true);
    const [mail] = await mailsTo("pois@example.fi");
    expect(mail.subject).toBe("Vahvista Rengas-Kaarton uutiskirjeen peruutus");
    expect(mail.text).toContain(`${getEnv().publicOrigin}/peruuta-uutiskirje?token=${token}`);

    expect(await unsubscribeByToken(token)).toEqual({ status: "unsubscribed", email: "pois@example.fi" });
    const row = await rowOf("pois@example.fi");
    expect(row.isSubscribed).toBe(false);
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribeByToken(token)).toEqual({ status: "already_unsubscribed", email: "pois@example.fi" });

    // A cancelled address gets no link: there is nothing to cancel.
    await requestUnsubscribeLink("pois@example.fi");
    expect(await mailsTo("pois@example.fi")).toHaveLength(1);

    expect(await subscribe("pois@example.fi")).toEqual({ status: "resubscribed", message: SUBSCRIBE_MESSAGES.created });
    expect((await rowOf("pois@example.fi")).unsubscribedAt).toBeNull();
    expect(await tokenOf("pois@example.fi")).toBe(token); // links in earlier mails keep working
  });

  it("reports unknown and malformed addresses and tokens without touching anything", async () => {
    expect(await requestUnsubscribeLink("tuntematon@example.fi")).toEqual({
      status: "accepted",
      email: "tuntematon@example.fi",
      message: unsubscribeRequestedText("tuntematon@example.fi"),
    });
    expect(await mailsTo("tuntematon@example.fi")).toHaveLength(0);
    expect(await rowOf("tuntematon@example.fi")).toBeUndefined();
    expect(await requestUnsubscribeLink("rikki")).toEqual({ status: "invalid", message: SUBSCRIBE_MESSAGES.invalid, email: "rikki" });
    expect(await requestUnsubscribeLink(undefined)).toEqual({ status: "invalid", message: SUBSCRIBE_MESSAGES.missing, email: "" });
    expect(await unsubscribeByToken("0".repeat(64))).toEqual({ status: "not_found" });
    expect(await unsubscribeByToken("' or 1=1 --")).toEqual({ status: "invalid" });
  });

  it(`mails one address at most ${UNSUBSCRIBE_MAILS_PER_ADDRESS} links an hour, whatever case it is typed in`, async () => {
    await subscribe("raja-osoite@example.fi");
    const spellings = ["raja-osoite@example.fi", "RAJA-OSOITE@example.fi", "Raja-Osoite@Example.fi", "raja-osoite@EXAMPLE.FI"];
    for (const spelling of spellings) {
      expect(await requestUnsubscribeLink(spelling)).toMatchObject({ status: "accepted", email: spelling });
    }
    expect(await mailsTo("raja-osoite@example.fi")).toHaveLength(UNSUBSCRIBE_MAILS_PER_ADDRESS);
    // The counter is keyed by a hash: the table does not collect addresses.
    const keys = await db.execute(sql`select key from rate_limits where key like 'unsubscribe-mail:%'`);
    expect(JSON.stringify(keys)).not.toContain("raja-osoite");
  });
});

describe("POST /api/subscribers/subscribe", () => {
  it("answers JSON {message}: the same 200 for a new and an already subscribed address, 400 for a bad one", async () => {
    const headers = fromNewClient();
    const created = (await subscribeAction(args(postJson("/api/subscribers/subscribe", { email: "json@example.fi" }, headers)))) as Response;
    expect(created.status).toBe(200);
    const createdBody = await created.text();
    expect(JSON.parse(createdBody)).toEqual({ message: "Kiitos tilauksestasi! Olet nyt tilaajaluettelossa." });

    const exists = (await subscribeAction(args(postJson("/api/subscribers/subscribe", { email: "JSON@example.fi" }, headers)))) as Response;
    expect(exists.status).toBe(200);
    expect(await exists.text()).toBe(createdBody);
    expect([...exists.headers]).toEqual([...created.headers]);

    const invalid = (await subscribeAction(args(postJson("/api/subscribers/subscribe", { email: "x@y" }, headers)))) as Response;
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toContain("kelvollinen");

    const broken = new Request(`${ORIGIN}/api/subscribers/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
      body: "{not json",
    });
    const missing = (await settle(() => subscribeAction(args(broken)))) as Response;
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("Pyynnön sisältö ei ole kelvollista JSONia.");
  });

  it("answers a form post without redirectTo (the JavaScript forms) with JSON too", async () => {
    const response = (await subscribeAction(args(postForm("/api/subscribers/subscribe", { email: "lomake@example.fi" }, { headers: fromNewClient() })))) as Response;
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(SUBSCRIBE_MESSAGES.created);
  });

  it("sends a plain HTML form back to its page with the mapped message as a toast", async () => {
    const headers = fromNewClient();
    const post = (email: string, redirectTo: string) =>
      subscribeAction(args(postForm("/api/subscribers/subscribe", { email, redirectTo }, { headers }))) as Promise<Response>;

    const first = await post("nojs@example.fi", "/renkaat?type=winter");
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/renkaat?type=winter");
    const toast = await takeToast(new Request(ORIGIN, { headers: { Cookie: cookieHeader(first.headers.get("Set-Cookie")!) } }));
    expect(toast.toast).toEqual({ type: "success", message: "Kiitos tilauksestasi! Olet nyt tilaajaluettelossa." });

    // Already subscribed: the same toast. An off-site redirectTo goes home.
    const second = await post("nojs@example.fi", "https://evil.example/phish");
    expect(second.headers.get("Location")).toBe("/");
    const again = await takeToast(new Request(ORIGIN, { headers: { Cookie: cookieHeader(second.headers.get("Set-Cookie")!) } }));
    expect(again.toast).toEqual(toast.toast);
  });

  it("refuses a filled honeypot and a foreign origin", async () => {
    const trap = await settle(() => subscribeAction(args(postForm("/api/subscribers/subscribe", { email: "botti@example.fi", website_url: "http://spam" }, { headers: fromNewClient() }))));
    expect((trap as Response).status).toBe(400);
    expect(await rowOf("botti@example.fi")).toBeUndefined();
    const foreign = await settle(() => subscribeAction(args(postForm("/api/subscribers/subscribe", { email: "x@example.fi" }, { origin: "https://evil.example" }))));
    expect((foreign as Response).status).toBe(403);
  });

  it("limits one address to 10 attempts a minute; a plain form then gets a toast, not a bare 429", async () => {
    const headers = fromNewClient();
    for (let i = 0; i < 10; i++) {
      const ok = (await subscribeAction(args(postJson("/api/subscribers/subscribe", { email: `raja${i}@example.fi` }, headers)))) as Response;
      expect(ok.status).toBe(200);
    }
    const json = await settle(() => subscribeAction(args(postJson("/api/subscribers/subscribe", { email: "raja-yli@example.fi" }, headers))));
    expect((json as Response).status).toBe(429);
    const form = (await settle(() =>
      subscribeAction(args(postForm("/api/subscribers/subscribe", { email: "raja-yli@example.fi", redirectTo: "/hinnasto" }, { headers }))),
    )) as Response;
    expect(form.status).toBe(302);
    expect(form.headers.get("Location")).toBe("/hinnasto");
    expect(await rowOf("raja-yli@example.fi")).toBeUndefined();
  });
});

describe("/peruuta-uutiskirje", () => {
  it("GET with a token only shows the address; the confirming POST unsubscribes", async () => {
    await subscribe("linkki@example.fi");
    const token = await tokenOf("linkki@example.fi");
    const page = await unsubscribeLoader(args(getRequest(`/peruuta-uutiskirje?token=${token}`)));
    expect(page.subscriber).toEqual({ email: "linkki@example.fi", isSubscribed: true });
    expect((await rowOf("linkki@example.fi")).isSubscribed).toBe(true);

    const result = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { token }, { headers: fromNewClient() })));
    expect(result.data).toEqual({ kind: "done", message: expect.stringContaining("tilaus on peruttu") });
    expect((await rowOf("linkki@example.fi")).isSubscribed).toBe(false);
  });

  it("accepts a mail client's one-click POST (RFC 8058) with the token in the link", async () => {
    await subscribe("yksi-klikkaus@example.fi");
    const token = await tokenOf("yksi-klikkaus@example.fi");
    const request = postForm(`/peruuta-uutiskirje?token=${token}`, { "List-Unsubscribe": "One-Click" }, { origin: null, headers: fromNewClient() });
    const result = await unsubscribeAction(args(request));
    expect(result.data).toMatchObject({ kind: "done" });
    expect((await rowOf("yksi-klikkaus@example.fi")).isSubscribed).toBe(false);
  });

  it("an unknown token says the link is invalid", async () => {
    expect((await unsubscribeLoader(args(getRequest(`/peruuta-uutiskirje?token=${"a".repeat(64)}`)))).subscriber).toBeNull();
    const result = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { token: "a".repeat(64) }, { headers: fromNewClient() })));
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ kind: "error", message: expect.stringContaining("virheellinen") });
  });

  it("by address: the same answer whether or not the address is subscribed; only a subscriber gets the link, and stays subscribed", async () => {
    await subscribe("osoite@example.fi");
    const headers = fromNewClient();
    const known = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { email: "osoite@example.fi" }, { headers })));
    const unknown = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { email: "ei-tilaaja@example.fi" }, { headers })));
    expect(known.data).toEqual({ kind: "requested", message: unsubscribeRequestedText("osoite@example.fi") });
    expect(unknown.data).toEqual({ kind: "requested", message: unsubscribeRequestedText("ei-tilaaja@example.fi") });
    expect(known.init).toEqual(unknown.init);
    expect((await rowOf("osoite@example.fi")).isSubscribed).toBe(true);
    expect(await mailsTo("ei-tilaaja@example.fi")).toHaveLength(0);
    const [mail] = await mailsTo("osoite@example.fi");
    const link = `${getEnv().publicOrigin}/peruuta-uutiskirje?token=${await tokenOf("osoite@example.fi")}`;
    expect(mail.text).toContain(link);

    // The link's page asks for confirmation; the confirming POST cancels.
    const token = new URL(link).searchParams.get("token")!;
    expect((await unsubscribeLoader(args(getRequest(`/peruuta-uutiskirje?token=${token}`)))).subscriber).toEqual({ email: "osoite@example.fi", isSubscribed: true });
    const confirmed = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { token }, { headers })));
    expect(confirmed.data).toEqual({ kind: "done", message: expect.stringContaining("tilaus on peruttu") });
    expect((await rowOf("osoite@example.fi")).isSubscribed).toBe(false);
  });

  it("by address: a bad address keeps what was typed", async () => {
    const headers = fromNewClient();
    const bad = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { email: " väärin " }, { headers })));
    expect(bad.init?.status).toBe(400);
    // Conform's result keeps the field as typed, spaces and all.
    expect(addressRefusal(bad.data)).toEqual({ message: "Syötä kelvollinen sähköpostiosoite.", email: " väärin " });
    const empty = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { email: "" }, { headers })));
    expect(addressRefusal(empty.data)).toEqual({ message: "Sähköpostiosoite on pakollinen.", email: undefined });
  });

  it("by address: the link names the configured origin, never the Host the request came to", async () => {
    await subscribe("isanta@example.fi");
    const request = new Request("http://evil.example/peruuta-uutiskirje", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://evil.example", ...fromNewClient() },
      body: new URLSearchParams({ email: "isanta@example.fi" }).toString(),
    });
    expect((await unsubscribeAction(args(request))).data).toMatchObject({ kind: "requested" });
    const [mail] = await mailsTo("isanta@example.fi");
    expect(mail.text).toContain(`${getEnv().publicOrigin}/peruuta-uutiskirje?token=`);
    expect(mail.raw).not.toContain("evil.example");
  });

  it("by address: a mail that cannot be sent is logged, and the answer is the same", async () => {
    await subscribe("katkos@example.fi");
    const errors = vi.spyOn(getLogger(), "error").mockImplementation(() => {});
    await mailIdle();
    rmSync(outboxDir(), { recursive: true, force: true });
    writeFileSync(outboxDir(), "not a directory"); // every send fails until removed
    try {
      const result = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { email: "katkos@example.fi" }, { headers: fromNewClient() })));
      expect(result.data).toEqual({ kind: "requested", message: unsubscribeRequestedText("katkos@example.fi") });
      expect(result.init).toBeNull();
      await mailIdle();
      expect(errors).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(errors.mock.calls[0])).toContain("peruutuslinkki");
    } finally {
      errors.mockRestore();
      rmSync(outboxDir(), { force: true });
    }
    expect((await rowOf("katkos@example.fi")).isSubscribed).toBe(true);
  });

  it("too many tries from one client: the page says so and keeps the address typed", async () => {
    const headers = fromNewClient();
    for (let i = 0; i < 10; i++) {
      await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { email: `yritys${i}@example.fi` }, { headers })));
    }
    const limited = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { email: "yksi-liikaa@example.fi" }, { headers })));
    expect(limited.init?.status).toBe(429);
    expect(addressRefusal(limited.data)).toEqual({ message: "Liian monta yritystä. Yritä hetken päästä uudelleen.", email: "yksi-liikaa@example.fi" });
  });
});

describe("cookie consent and widget data", () => {
  it("POST /evasteet stores the choice for a year and goes back (no JS) or answers JSON (JS)", async () => {
    const back = (await consentAction(args(postForm("/evasteet", { choice: "denied", redirectTo: "/vanteet" })))) as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/vanteet");
    expect(back.headers.get("Set-Cookie")).toMatch(/^cookie_consent=denied; Path=\/; Max-Age=31536000; SameSite=Lax/);

    const json = (await consentAction(args(postForm("/evasteet", { choice: "accepted" })))) as Response;
    expect(await json.json()).toEqual({ consent: "accepted" });
    expect(json.headers.get("Set-Cookie")).toMatch(/^cookie_consent=accepted;/);

    const nonsense = (await consentAction(args(postForm("/evasteet", { choice: "maybe" })))) as Response;
    expect(nonsense.status).toBe(400);
    expect(nonsense.headers.get("Set-Cookie")).toBeNull();
  });

  it("reads consent and popup time from cookies", async () => {
    expect(await getSiteWidgetsData(getRequest("/"))).toMatchObject({ consent: null, popupLastShown: null, adminSessionExpired: false });
    const data = await getSiteWidgetsData(getRequest("/", { Cookie: "cookie_consent=accepted; newsletter_popup_last_shown=1760000000000" }));
    expect(data).toMatchObject({ consent: "accepted", popupLastShown: 1_760_000_000_000 });
    expect((await getSiteWidgetsData(getRequest("/", { Cookie: "cookie_consent=whatever" }))).consent).toBeNull();
  });

  it("flags an admin cookie whose session has ended, not a live one", async () => {
    const admin = await createAdmin("istunto", "istunto-salasana-123");
    const cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
    const withCookie = () => getRequest("/", { Cookie: cookie });
    expect(await isAdminSessionExpired(withCookie())).toBe(false);
    await endAdminSession(withCookie());
    expect(await isAdminSessionExpired(withCookie())).toBe(true);
    expect((await getSiteWidgetsData(withCookie())).adminSessionExpired).toBe(true);
    expect(await isAdminSessionExpired(getRequest("/", { Cookie: "admin_session=garbage" }))).toBe(true);
    expect(await isAdminSessionExpired(getRequest("/", { Cookie: "theme=x" }))).toBe(false);
  });
});
