/**
 * The tyre hotel's season reminder without JavaScript, over HTTP against the test build: the admin
 * schedules a round (a refused form keeps what was typed; a second round of the season is a Finnish
 * error), the minute's tick starts it and the in-process pump sends the reminder (read from the server's
 * outbox), the round's page says who was reminded, the mail's personal link opens the customer's own
 * view (an altered or expired one is the 404 page), the unsubscribe page's button withdraws consent, and
 * a round is cancelled through its confirmation. A server of its own: the file reads its outbox and
 * moves its clock.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toHelsinkiWallTime } from "~/lib/helsinki-time";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";
import { type ParsedMail, parseMail } from "../support/smtp-sink";

const server = ownServerWithAdmin({ BOOKING_URL: "https://ajanvaraus.example.fi/hotelli" });
const TAB = "/admin/rengashotelli/muistutukset";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');

function mailsTo(email: string): ParsedMail[] {
  const outbox = path.join(server.app.dataDir, "outbox");
  const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")).sort() : [];
  return files.map((name) => parseMail(readFileSync(path.join(outbox, name), "utf8"))).filter((mail) => mail.headers.to === email);
}

/** POSTs to a test-only route as the logged-in admin; its JSON answer. */
async function testRoute<T>(route: string, fields: Record<string, string>): Promise<T> {
  const answer = await server.admin.navigate({
    method: "POST",
    url: new URL(route, server.app.url).href,
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(new URLSearchParams(fields).toString()),
    entries: [],
  });
  expect(answer.status, answer.html).toBe(200);
  return JSON.parse(answer.html) as T;
}

type Seeded = { customerId: number; setId: number; link: string; unsubscribeToken: string };
const seed = (fields: Record<string, string>) => testRoute<Seeded>("/e2e/rengashotelli", { intent: "seed", ...fields });

async function moveClock(minutes: number): Promise<void> {
  expect(await testRoute<{ offsetMinutes: number }>("/e2e/kello", { minutes: String(minutes) })).toMatchObject({ offsetMinutes: minutes });
}

/** Tomorrow 09:00 Helsinki time, as the datetime-local input sends it. */
const tomorrowAtNine = () => `${toHelsinkiWallTime(new Date(Date.now() + 24 * 3_600_000)).slice(0, 10)}T09:00`;

describe("the season reminder without JavaScript", () => {
  it("schedules a round, sends the reminder once, shows who was reminded, and opens the customer's own view", async () => {
    await testRoute("/e2e/rengashotelli", { intent: "reset" });
    const tag = unique();
    const liisa = { name: `Liisa ${tag} Virtanen`, email: `liisa.${tag}@example.fi`, registration: `NJ-${Math.floor(100 + Math.random() * 899)}` };
    const seeded = await seed({ ...liisa, season: "winter" });
    const noConsent = { email: `eilupaa.${tag}@example.fi` };
    await seed({ name: `Ei ${tag} Lupaa`, email: noConsent.email, registration: `EL-${Math.floor(100 + Math.random() * 899)}`, season: "winter", consent: "0" });

    let page = await server.admin.goto(TAB);
    expect(page.status).toBe(200);
    expect(page.text('[data-testid="reminder-rounds-empty"]')).toContain("Muistutuskierroksia ei ole vielä");

    // A send time in the past is refused; what was typed stays.
    page = await page.form("Ajasta kierros").select("Kausi", "winter").fill("Lähetysaika", "2020-10-01T09:00").submit("Ajasta kierros");
    expect(page.status).toBe(400);
    expect(page.text()).toContain("Lähetysajan pitää olla tulevaisuudessa.");
    expect(page.form("Ajasta kierros").value("Lähetysaika")).toBe("2020-10-01T09:00");
    expect(page.form("Ajasta kierros").value("Kausi")).toBe("winter");
    // Nonsense and a missing season are refused too, never a 500; a NUL byte is the guard's 400.
    const nul = await page.form("Ajasta kierros").select("Kausi", "winter").fill("Lähetysaika", "2030-01-01T09:00\u0000").submit("Ajasta kierros");
    expect(nul.status).toBe(400);
    page = await page.form("Ajasta kierros").select("Kausi", "").fill("Lähetysaika", "huomenna").submit("Ajasta kierros");
    expect(page.status).toBe(400);
    expect(page.text()).toContain("Valitse kausi.");
    expect(page.text()).toContain("Lähetysaika ei kelpaa.");
    expect(page.form("Ajasta kierros").value("Lähetysaika")).toBe("huomenna");

    const sendAt = tomorrowAtNine();
    page = await page.form("Ajasta kierros").select("Kausi", "winter").fill("Lähetysaika", sendAt).submit("Ajasta kierros");
    expect(page.path).toBe(TAB);
    expect(toast(page)).toContain("Muistutuskierros ajastettu");
    expect(page.text('[data-testid="reminder-round-status"]')).toBe("Ajastettu");

    // One round per season and year.
    page = await page.form("Ajasta kierros").select("Kausi", "winter").fill("Lähetysaika", sendAt.replace("T09:00", "T12:00")).submit("Ajasta kierros");
    expect(page.status).toBe(409);
    expect(page.text('[data-testid="reminder-round-errors"]')).toMatch(/Kaudelle Talvirenkaat \d{4} on jo muistutuskierros/);

    // The round's page before its time: nobody reminded yet.
    page = await server.admin.goto(TAB);
    page = await page.click(/^Näytä: Talvirenkaat/);
    const roundPath = new URL(page.url).pathname;
    expect(page.text('[data-testid="reminded-empty"]')).toContain("Kierros ei ole vielä alkanut");

    // A day later the minute's tick starts it; the pump sends the reminder.
    const tick = await testRoute<{ started: number[] }>("/e2e/rengashotelli", { intent: "tick", minutes: String(48 * 60) });
    expect(tick.started).toHaveLength(1);
    await expect.poll(() => mailsTo(liisa.email).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await server.admin.goto(roundPath)).text('[data-testid="reminder-round-status"]'), { timeout: 20_000 }).toBe("Lähetetty");
    // A second tick sends nothing more.
    await testRoute("/e2e/rengashotelli", { intent: "tick", minutes: String(48 * 60) });

    page = await server.admin.goto(roundPath);
    // (The demo data may have consenting customers of its own: they are on the list too.)
    const rows = page.find('[data-testid="reminded-row"]').toArray().map((row) => page.text(row));
    const liisasRows = rows.filter((row) => row.includes(liisa.name));
    expect(liisasRows).toHaveLength(1);
    expect(liisasRows[0]).toContain(liisa.registration);
    expect(liisasRows[0]).toContain("Lähetetty");
    expect(rows.some((row) => row.includes(`Ei ${tag} Lupaa`))).toBe(false);
    expect(mailsTo(noConsent.email)).toHaveLength(0);

    // The preview is the mail, with placeholders for the personal links.
    const preview = await server.admin.goto(`${roundPath}/esikatselu`);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain(liisa.registration);
    expect(preview.html).toContain("/oma-rengashotelli/esikatselu");
    expect(preview.html).not.toContain(seeded.unsubscribeToken);

    // The mail: the set, its condition, the booking button, the personal links, RFC 8058 headers.
    const [mail] = mailsTo(liisa.email);
    expect(mail.subject).toBe("Renkaiden vaihdon aika – renkaasi odottavat Rengashotellissa");
    expect(mail.headers["list-unsubscribe"]).toBe(`<${server.app.url}/api/rengashotelli/peru-muistutus?token=${seeded.unsubscribeToken}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain("Vasen etu: urasyvyys 3,2 mm, alle suositellun 4 mm");
    expect(mail.text).toContain("Varaa renkaanvaihto: https://ajanvaraus.example.fi/hotelli");
    const viewPath = new URL(/Oma sivusi: (\S+)/.exec(mail.text)![1]).pathname;

    // The customer's own view, without JavaScript: first name, the set, its condition, the booking button.
    const visitor = new NoJsBrowser(server.app.url);
    const view = await visitor.goto(viewPath);
    expect(view.status).toBe(200);
    expect(view.headers.get("referrer-policy")).toBe("no-referrer");
    expect(view.$('meta[name="robots"]').attr("content")).toContain("noindex");
    expect(view.text('[data-testid="customer-greeting"]')).toBe(`Hei Liisa!`);
    expect(view.text('[data-testid="customer-set"]')).toContain(liisa.registration);
    expect(view.text('[data-testid="customer-set-recommendation"]')).toContain("Suosittelemme uusia renkaita");
    expect(view.find('[data-testid="customer-book"]').attr("href")).toBe("https://ajanvaraus.example.fi/hotelli");
    for (const hidden of ["Virtanen", liisa.email, "040 765 4321", `E2E/`]) expect(view.text()).not.toContain(hidden);

    // Altered: the id, the expiry, the signature; and the same link once the 90 days are over.
    const [, , token] = viewPath.split("/");
    const [id, expiry, signature] = token.split(".");
    for (const altered of [`${Number(id) + 1}.${expiry}.${signature}`, `${id}.${expiry}1.${signature}`, `${id}.${expiry}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`]) {
      const refused = await visitor.goto(`/oma-rengashotelli/${altered}`);
      expect(refused.status, altered).toBe(404);
      expect(refused.text()).toContain("Sivua ei löytynyt");
      expect(refused.text()).not.toContain(liisa.registration);
    }
    await moveClock(91 * 24 * 60);
    try {
      expect((await visitor.goto(viewPath)).status).toBe(404);
    } finally {
      await moveClock(0);
    }
    const again = await visitor.goto(viewPath);
    expect(again.status).toBe(200);
    // Personal data behind a secret address: never kept by a browser or a proxy. (Last, as it needs the
    // render cache to leave a no-store page alone: app/services/render-cache.server.ts, see the report.)
    expect(again.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the reminder's unsubscribe link withdraws consent with a button, and a one-click POST does too", async () => {
    const tag = unique();
    const seeded = await seed({ name: `Matti ${tag}`, email: `matti.${tag}@example.fi`, registration: `UN-${Math.floor(100 + Math.random() * 899)}`, season: "summer" });
    const visitor = new NoJsBrowser(server.app.url);
    let page = await visitor.goto(`/rengashotelli/peru-muistutus?token=${seeded.unsubscribeToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    page = await page.form("Kyllä, peru muistutukset").submit("Kyllä, peru muistutukset");
    expect(page.text('[data-testid="reminder-unsubscribe-result"]')).toContain("Rengashotellin muistutukset on peruttu.");
    page = await visitor.goto(`/rengashotelli/peru-muistutus?token=${seeded.unsubscribeToken}`);
    expect(page.text('[data-testid="reminder-unsubscribe-already"]')).toContain("Muistutukset on jo peruttu.");
    // A wrong token: the same page says so, nothing else.
    page = await visitor.goto(`/rengashotelli/peru-muistutus?token=${"0".repeat(64)}`);
    expect(page.text('[data-testid="reminder-unsubscribe-error"]')).toContain("Peruutuslinkki on virheellinen.");

    // RFC 8058: a mail provider's POST (no cookie, no Origin) to the List-Unsubscribe address.
    const other = await seed({ name: `Pekka ${tag}`, email: `pekka.${tag}@example.fi`, registration: `OC-${Math.floor(100 + Math.random() * 899)}`, season: "summer" });
    const oneClick = await fetch(`${server.app.url}/api/rengashotelli/peru-muistutus?token=${other.unsubscribeToken}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe("Rengashotellin muistutukset on peruttu.");
    page = await visitor.goto(`/rengashotelli/peru-muistutus?token=${other.unsubscribeToken}`);
    expect(page.text('[data-testid="reminder-unsubscribe-already"]')).toContain("Muistutukset on jo peruttu.");
  });

  it("cancels a scheduled round through its confirmation", async () => {
    let page = await server.admin.goto(TAB);
    page = await page.form("Ajasta kierros").select("Kausi", "summer").fill("Lähetysaika", tomorrowAtNine()).submit("Ajasta kierros");
    expect(toast(page)).toContain("Muistutuskierros ajastettu");
    page = await page.click(/^Näytä: Kesärenkaat/);
    const roundPath = new URL(page.url).pathname;
    page = await page.click("Peru kierros");
    expect(page.path).toBe(`${roundPath}/peru`);
    expect(page.text()).toContain("Perutaanko kierros Kesärenkaat");
    // 'Älä peru' goes back without changing anything.
    expect((await page.click("Älä peru")).text('[data-testid="reminder-round-status"]')).toBe("Ajastettu");
    page = await page.form("Kyllä, peru kierros").submit("Kyllä, peru kierros");
    expect(page.path).toBe(roundPath);
    expect(toast(page)).toContain("Muistutuskierros peruttu");
    expect(page.text('[data-testid="reminder-round-status"]')).toBe("Peruttu");
    expect(page.find('[data-testid="reminder-cancel-link"]')).toHaveLength(0);
    // A round that is not there is the admin's 404, not a crash.
    expect((await server.admin.goto(`${TAB}/2000000000`)).status).toBe(404);
    expect((await server.admin.goto(`${TAB}/abc`)).status).toBe(404);
  });
});
