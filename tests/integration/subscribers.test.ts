import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { subscribers } from "#db/schema";
import { SUBSCRIBE_MESSAGES } from "~/lib/newsletter";
import { createAdmin } from "~/models/admins.server";
import { subscribe, unsubscribeByEmail, unsubscribeByToken } from "~/models/subscribers.server";
import { action as consentAction } from "~/routes/evasteet";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/_site.peruuta-uutiskirje";
import { action as subscribeAction } from "~/routes/api.subscribers.subscribe";
import { getSiteWidgetsData, isAdminSessionExpired } from "~/services/site-widgets.server";
import { endAdminSession, startAdminSession } from "~/services/session.server";
import { takeToast } from "~/services/toast.server";
import { ORIGIN, cookieHeader, getRequest, postForm, settle } from "../support/requests";

const args = (request: Request) => ({ request, params: {}, context: {} });
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

describe("subscribers model", () => {
  it("subscribes a new address, trimmed, and says so in Finnish", async () => {
    expect(await subscribe("  Liisa.Laine@Example.fi ")).toEqual({ status: "created", message: SUBSCRIBE_MESSAGES.created });
    const row = await rowOf("liisa.laine@example.fi");
    expect(row.email).toBe("Liisa.Laine@Example.fi");
    expect(row.isSubscribed).toBe(true);
    expect(row.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it("treats the same address in other case as already subscribed", async () => {
    await subscribe("kalle@example.fi");
    const again = await subscribe("KALLE@EXAMPLE.FI");
    expect(again.status).toBe("exists");
    expect(again.message).toContain("jo tilannut");
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(subscribers).where(sql`lower(email) = 'kalle@example.fi'`);
    expect(count).toBe(1);
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

  it("unsubscribes by address and by token, and subscribing again turns it back on", async () => {
    await subscribe("pois@example.fi");
    expect(await unsubscribeByEmail("POIS@example.fi")).toEqual({ status: "unsubscribed", email: "pois@example.fi" });
    const row = await rowOf("pois@example.fi");
    expect(row.isSubscribed).toBe(false);
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribeByEmail("pois@example.fi")).toEqual({ status: "already_unsubscribed", email: "pois@example.fi" });

    expect(await subscribe("pois@example.fi")).toEqual({ status: "resubscribed", message: SUBSCRIBE_MESSAGES.created });
    expect((await rowOf("pois@example.fi")).unsubscribedAt).toBeNull();

    const token = await tokenOf("pois@example.fi");
    expect(await unsubscribeByToken(token)).toEqual({ status: "unsubscribed", email: "pois@example.fi" });
    expect(await unsubscribeByToken(token)).toEqual({ status: "already_unsubscribed", email: "pois@example.fi" });
  });

  it("reports unknown addresses and tokens without touching anything", async () => {
    expect(await unsubscribeByEmail("tuntematon@example.fi")).toEqual({ status: "not_found" });
    expect(await unsubscribeByEmail("rikki")).toEqual({ status: "invalid" });
    expect(await unsubscribeByToken("0".repeat(64))).toEqual({ status: "not_found" });
    expect(await unsubscribeByToken("' or 1=1 --")).toEqual({ status: "invalid" });
  });
});

describe("POST /api/subscribers/subscribe", () => {
  it("answers JSON {message} with 200, 409 and 400", async () => {
    const headers = fromNewClient();
    const created = (await subscribeAction(args(postJson("/api/subscribers/subscribe", { email: "json@example.fi" }, headers)))) as Response;
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ message: "Kiitos tilauksestasi! Olet nyt tilaajaluettelossa." });

    const exists = (await subscribeAction(args(postJson("/api/subscribers/subscribe", { email: "JSON@example.fi" }, headers)))) as Response;
    expect(exists.status).toBe(409);
    expect((await exists.json()).message).toContain("jo tilannut");

    const invalid = (await subscribeAction(args(postJson("/api/subscribers/subscribe", { email: "x@y" }, headers)))) as Response;
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toContain("kelvollinen");

    const broken = new Request(`${ORIGIN}/api/subscribers/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
      body: "{not json",
    });
    const missing = (await subscribeAction(args(broken))) as Response;
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toContain("pakollinen");
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

    const second = await post("nojs@example.fi", "https://evil.example/phish");
    expect(second.headers.get("Location")).toBe("/");
    const again = await takeToast(new Request(ORIGIN, { headers: { Cookie: cookieHeader(second.headers.get("Set-Cookie")!) } }));
    expect(again.toast).toEqual({
      type: "error",
      message: "Olet jo tilannut uutiskirjeen! Tarkista sähköpostisi tai ota yhteyttä, jos et saa uutiskirjeitä.",
    });
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

  it("by address: the same answer whether or not the address was subscribed; a bad address keeps what was typed", async () => {
    await subscribe("osoite@example.fi");
    const headers = fromNewClient();
    const known = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { email: "osoite@example.fi" }, { headers })));
    const unknown = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { email: "ei-tilaaja@example.fi" }, { headers })));
    expect(known.data).toMatchObject({ kind: "done" });
    expect(unknown.data).toMatchObject({ kind: "done" });
    expect((known.data as { message: string }).message.replace("osoite@example.fi", "X")).toBe(
      (unknown.data as { message: string }).message.replace("ei-tilaaja@example.fi", "X"),
    );
    expect((await rowOf("osoite@example.fi")).isSubscribed).toBe(false);

    const bad = await unsubscribeAction(args(postForm("/peruuta-uutiskirje", { email: "väärin" }, { headers })));
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toEqual({ kind: "error", message: "Syötä kelvollinen sähköpostiosoite.", email: "väärin", field: "email" });
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
