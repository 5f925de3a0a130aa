/**
 * The tyre hotel end to end without JavaScript (issue 31's acceptance: check-in → reminder → customer
 * view → check-out), over HTTP against the test build, every step through the admin's real forms: the
 * admin signs in, adds a customer who consents to reminders, a vehicle and a winter set with one worn
 * tyre on a shelf of this run's own; schedules the winter round; the minute's tick (the test-only route
 * /e2e/rengashotelli) starts it and the in-process pump sends the reminder into the server's outbox, once;
 * the round's page lists the customer as reminded; the mail's personal link shows this customer's set and
 * nothing of another customer's, and one altered character is the 404; the admin checks the set out, and
 * the personal link then says nothing is stored. The same journey with JavaScript:
 * tests/e2e/tyre-hotel-journey.spec.ts. A server of its own: the file reads its outbox and removes every
 * reminder round (one round per season and year) before it schedules its own, as the reminder tests do.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toHelsinkiWallTime } from "~/lib/helsinki-time";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";
import { type ParsedMail, parseMail } from "../support/smtp-sink";

const BOOKING = "https://ajanvaraus.example.fi/rengashotelli-polku";
const server = ownServerWithAdmin({ BOOKING_URL: BOOKING });
const HOTEL = "/admin/rengashotelli";
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const letters = (count: number) => Array.from({ length: count }, () => "BCDFGHJKLMNPRSTVZ"[Math.floor(Math.random() * 17)]).join("");
const digits = () => String(100 + Math.floor(Math.random() * 900));
/** Tomorrow 09:00 Helsinki time, as the datetime-local input sends it. */
const tomorrowAtNine = () => `${toHelsinkiWallTime(new Date(Date.now() + 24 * 3_600_000)).slice(0, 10)}T09:00`;
/** The demo customers' plates (db/seed-data.ts): never on this customer's page. */
const DEMO_PLATES = ["KTO-101", "RKO-220", "MKN-37"];

function mailsTo(email: string): ParsedMail[] {
  const outbox = path.join(server.app.dataDir, "outbox");
  const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")).sort() : [];
  return files.map((name) => parseMail(readFileSync(path.join(outbox, name), "utf8"))).filter((mail) => mail.headers.to === email);
}

/** POSTs to the test-only tyre hotel route as the logged-in admin; its JSON answer. */
async function testRoute<T>(fields: Record<string, string>): Promise<T> {
  const answer = await server.admin.navigate({
    method: "POST",
    url: new URL("/e2e/rengashotelli", server.app.url).href,
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(new URLSearchParams(fields).toString()),
    entries: [],
  });
  expect(answer.status, answer.html).toBe(200);
  return JSON.parse(answer.html) as T;
}

/** `token` with the character at `index` replaced by another one of the same kind. */
function alterOne(token: string, index: number): string {
  const current = token[index];
  const replacement = /[0-9]/.test(current) ? String((Number(current) + 1) % 10) : current === "a" ? "b" : "a";
  return `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
}

describe("the tyre hotel end to end without JavaScript", () => {
  it("checks a set in, reminds its customer once, shows the customer's own view, and checks the set out", async () => {
    const tag = `${letters(3)}${digits()}`;
    const customer = {
      // 'Aada' sorts before the demo customers: the round's first page of reminded customers lists her.
      name: `Aada ${tag} Journeyläinen`,
      phone: `040 ${digits()} ${digits()}${Math.floor(Math.random() * 10)}`,
      email: `aada.${tag.toLowerCase()}.${Date.now().toString(36)}@example.fi`,
    };
    const plate = `J${letters(2)}-${digits()}`;
    const shelf = `R${letters(2)}${digits()}`;

    // 1. The admin signs in (ownServerWithAdmin: through the login form) and adds the customer.
    const admin = server.admin;
    let page = await admin.goto(HOTEL);
    expect(page.status).toBe(200);
    page = await page.click("Uusi asiakas", { exact: true });
    page = await page
      .form("Uusi asiakas")
      .fill("Nimi", customer.name)
      .fill("Puhelin", customer.phone)
      .fill("Sähköposti", customer.email, { exact: true })
      .check(/kausimuistutuksen/)
      .submit("Tallenna");
    expect(toast(page)).toContain("Asiakas lisätty");
    expect(page.path).toMatch(/^\/admin\/rengashotelli\/asiakkaat\/\d+$/);
    expect(page.text('[data-testid="hotel-customer"]')).toContain("Kausimuistutus: kyllä");

    // The vehicle, then the winter set: four tyres, the left front one under 4 mm.
    page = await page.click("Lisää ajoneuvo", { exact: true });
    page = await page.form("Uusi ajoneuvo").fill("Rekisterinumero", plate).fill("Merkki ja malli", "Volvo V70").submit("Tallenna");
    expect(toast(page)).toContain("Ajoneuvo lisätty");
    page = await page.click(`Tuo uusi sarja: ${plate}`, { exact: true });
    page = await page
      .form("Tuo sarja varastoon")
      .select("Kausi", "Talvirenkaat")
      .fill("Rengaskoko", "205/55R16")
      .fill("Merkki ja malli", "Nokian Hakkapeliitta 10")
      .fill("Varastopaikka (hylly/paikka)", `${shelf}/1`)
      .fill("Vasen etu: DOT (vvVV)", "3824")
      .fill("Vasen etu: Urasyvyys (mm)", "3,2")
      .fill("Oikea etu: DOT (vvVV)", "3824")
      .fill("Oikea etu: Urasyvyys (mm)", "7,5")
      .fill("Vasen taka: DOT (vvVV)", "3824")
      .fill("Vasen taka: Urasyvyys (mm)", "7,4")
      .fill("Oikea taka: DOT (vvVV)", "3824")
      .fill("Oikea taka: Urasyvyys (mm)", "7,3")
      .submit("Tallenna");
    expect(toast(page)).toContain("Sarja tuotu varastoon");
    expect(page.path).toMatch(/^\/admin\/rengashotelli\/sarjat\/\d+$/);
    const setPath = page.path;
    expect(page.text('[data-testid="set-status"]')).toBe(`Varastossa, Paikka ${shelf}/1`);
    const warning = "Vasen etu: urasyvyys 3,2 mm, alle suositellun 4 mm";
    expect(page.text('[data-testid="set-warnings"]')).toContain(warning);
    expect(page.text('[data-testid="set-warnings"]')).not.toContain("Oikea");

    // 2. The winter round, from none (one round per season and year: the reminder tests' reset).
    await testRoute({ intent: "reset" });
    page = await admin.goto(`${HOTEL}/muistutukset`);
    page = await page.form("Ajasta kierros").select("Kausi", "winter").fill("Lähetysaika", tomorrowAtNine()).submit("Ajasta kierros");
    expect(page.path).toBe(`${HOTEL}/muistutukset`);
    expect(toast(page)).toContain("Muistutuskierros ajastettu");
    page = await page.click(/^Näytä: Talvirenkaat/);
    const roundPath = page.path;
    expect(roundPath).toMatch(/^\/admin\/rengashotelli\/muistutukset\/\d+$/);
    expect(page.text('[data-testid="reminder-round-status"]')).toBe("Ajastettu");
    expect(page.text('[data-testid="reminded-empty"]')).toContain("Kierros ei ole vielä alkanut");
    expect(mailsTo(customer.email)).toHaveLength(0);

    // 3. Two days on, the worker's minute starts the round; the pump sends the reminder, once.
    const tick = await testRoute<{ started: number[]; handedOut: number }>({ intent: "tick", minutes: String(48 * 60) });
    expect(tick.started).toEqual([Number(roundPath.split("/").pop())]);
    await expect.poll(async () => (await admin.goto(roundPath)).text('[data-testid="reminder-round-status"]'), { timeout: 20_000 }).toBe("Lähetetty");
    expect(mailsTo(customer.email)).toHaveLength(1);
    // The minute again: nothing started, nothing handed to the queue, no second mail.
    const again = await testRoute<{ started: number[]; handedOut: number }>({ intent: "tick", minutes: String(48 * 60) });
    expect(again).toEqual({ started: [], handedOut: 0 });
    expect(mailsTo(customer.email)).toHaveLength(1);

    const [mail] = mailsTo(customer.email);
    expect(mail.subject).toBe("Renkaiden vaihdon aika – renkaasi odottavat Rengashotellissa");
    expect(mail.text).toContain("Hei Aada!");
    expect(mail.text).toContain(`Rekisterinumero: ${plate}`);
    expect(mail.text).toContain("Renkaat: Talvirenkaat, 205/55R16, Nokian Hakkapeliitta 10");
    expect(mail.text).toContain(`! ${warning}`);
    expect(mail.text).toContain(`Varaa renkaanvaihto: ${BOOKING}`);
    expect(mail.html).toContain(`href="${BOOKING}"`);
    const oneClick = /^<(.+)>$/.exec(mail.headers["list-unsubscribe"])?.[1] ?? "";
    expect(oneClick).toMatch(new RegExp(`^${server.app.url}/api/rengashotelli/peru-muistutus\\?token=[\\w-]+$`));
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // The footer's unsubscribe page carries the same token.
    expect(mail.text).toContain(`En halua muistutuksia: ${server.app.url}/rengashotelli/peru-muistutus?token=${new URL(oneClick).searchParams.get("token")}`);
    const personal = /Oma sivusi: (\S+)/.exec(mail.text)?.[1] ?? "";
    expect(personal).toMatch(new RegExp(`^${server.app.url}/oma-rengashotelli/[^/\\s]+$`));
    expect(mail.html).toContain(`href="${personal}"`);
    const viewPath = new URL(personal).pathname;

    // The round's page lists her as reminded, once, with her plate.
    page = await admin.goto(roundPath);
    const rows = page.find('[data-testid="reminded-row"]').toArray().filter((row) => page.text(row).includes(customer.name));
    expect(rows).toHaveLength(1);
    expect(page.text(rows[0])).toContain(plate);
    expect(page.text(rows[0])).toContain("205/55R16, Nokian Hakkapeliitta 10");
    expect(page.$(rows[0]).find('[data-testid="reminded-status"]').text()).toBe("Lähetetty");

    // 4. The personal link, in a browser of no session: her first name, this set, its tread and warning, the booking button.
    const visitor = new NoJsBrowser(server.app.url);
    let view = await visitor.goto(viewPath);
    expect(view.status).toBe(200);
    expect(view.text('[data-testid="customer-greeting"]')).toBe("Hei Aada!");
    const sets = view.find('[data-testid="customer-set"]');
    expect(sets).toHaveLength(1);
    const set = view.text(sets[0]);
    expect(set).toContain(`Talvirenkaat · ${plate}`);
    expect(set).toContain("205/55R16, Nokian Hakkapeliitta 10");
    const treads = sets
      .find("tbody tr")
      .toArray()
      .map((row) => view.text(row));
    expect(treads).toEqual([expect.stringMatching(/^Vasen etu 3,2 mm /), expect.stringMatching(/^Oikea etu 7,5 mm /), expect.stringMatching(/^Vasen taka 7,4 mm /), expect.stringMatching(/^Oikea taka 7,3 mm /)]);
    expect(view.text('[data-testid="customer-set-warnings"]')).toContain(warning);
    expect(view.text('[data-testid="customer-set-recommendation"]')).not.toBe("");
    expect(view.find('[data-testid="customer-book"]').attr("href")).toBe(BOOKING);
    // Nothing of anyone else's, nor her surname, e-mail or phone, nor the shop's shelf.
    for (const hidden of [...DEMO_PLATES, "Virtanen", "Journeyläinen", customer.email, customer.phone, shelf]) expect(view.text(), hidden).not.toContain(hidden);

    // One character changed anywhere (the customer id, the expiry, the signature) is the 404 page.
    const token = viewPath.split("/")[2];
    const [id, expiry] = token.split(".");
    for (const index of [id.length - 1, id.length + 1, id.length + expiry.length + 2, token.length - 1]) {
      const altered = alterOne(token, index);
      expect(altered).not.toBe(token);
      const refused = await visitor.goto(`/oma-rengashotelli/${altered}`);
      expect(refused.status, altered).toBe(404);
      expect(refused.text()).toContain("Sivua ei löytynyt");
      for (const hidden of [plate, ...DEMO_PLATES]) expect(refused.text()).not.toContain(hidden);
      expect(refused.find('[data-testid="customer-greeting"]')).toHaveLength(0);
    }

    // 5. The admin checks the set out: its page and history say when and who.
    page = await (await admin.goto(setPath)).click("Luovuta", { exact: true });
    expect(page.getByRole("dialog", { name: "Luovuta sarja" }).length).toBe(1);
    page = await page.form("Luovuta sarja").submit("Luovuta");
    expect(page.path).toBe(setPath);
    expect(toast(page)).toContain("Sarja luovutettu");
    expect(page.text('[data-testid="set-status"]')).toBe("Luovutettu");
    expect(page.text('[data-testid="hotel-set-page"]')).toMatch(/Luovutettu \d+\.\d+\.\d{4} klo \d\d\.\d\d \(kaarto-admin\)/);
    const history = page.find('[data-testid="set-history"] li').toArray().map((item) => page.text(item));
    expect(history).toHaveLength(2);
    expect(history[0]).toMatch(new RegExp(`^Luovutettu \\d+\\.\\d+\\.\\d{4} klo \\d\\d\\.\\d\\d, kaarto-admin, paikka ${shelf}/1$`));
    expect(history[1]).toMatch(new RegExp(`^Tuotu varastoon \\d+\\.\\d+\\.\\d{4} klo \\d\\d\\.\\d\\d, kaarto-admin, paikka ${shelf}/1$`));

    // The personal link still opens, and says nothing is stored: no set, no warning.
    view = await visitor.goto(viewPath);
    expect(view.status).toBe(200);
    expect(view.text('[data-testid="customer-greeting"]')).toBe("Hei Aada!");
    expect(view.find('[data-testid="customer-set"]')).toHaveLength(0);
    expect(view.find('[data-testid="customer-set-warnings"]')).toHaveLength(0);
    expect(view.text("main")).toContain("Meillä ei ole tällä hetkellä säilytyksessä renkaitasi.");
    expect(view.text("main")).not.toContain(plate);
  });
});
