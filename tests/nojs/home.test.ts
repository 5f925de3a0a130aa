/**
 * The home page's floating widgets without JavaScript (tests/e2e/home.spec.ts tests them with): a
 * campaign and the opening hours are links to a URL the server renders with the modal or drawer open,
 * closed again by links; closing the campaign box posts to /kampanjat/sulje, which remembers it in a cookie.
 */
import { describe, expect, inject, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";

const { url } = inject("nojsServer");

/** The seeded campaigns that are running (others' campaigns may run beside them on the shared server). */
const RUNNING = ["Talvirenkaiden asennus kaupan päälle", "Rengashotelli -20 % ensimmäinen kausi"];
const WEEKDAYS = ["Maanantai", "Tiistai", "Keskiviikko", "Torstai", "Perjantai", "Lauantai", "Sunnuntai"];

const finnishDate = (date: Date) =>
  new Intl.DateTimeFormat("fi-FI", { timeZone: "Europe/Helsinki", day: "numeric", month: "numeric", year: "numeric" }).format(date);

function helsinkiWeekdayIndex(date: Date): number {
  const name = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "Europe/Helsinki" }).format(date);
  return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(name);
}

/** A returning visitor: consent chosen and the newsletter popup just seen, as the browser tests start. */
const visitor = () => new NoJsBrowser(url, { cookies: { cookie_consent: "denied", newsletter_popup_last_shown: String(Date.now()) } });

const BOX = '[data-testid="campaign-box"]';
/** The campaign modal and the hours drawer (the phone menu is a dialog too, shown by CSS only at #valikko). */
const modals = (page: NoJsPage) => page.find('[data-testid="campaign-modal"], [data-testid="hours-drawer"]').length;

/** Follows a link a pointer reaches but the accessibility tree does not (aria-hidden): the client's click finds only named links. */
function follow(page: NoJsPage, selector: string): Promise<NoJsPage> {
  return page.follow(page.find(selector));
}

describe("the home page's widgets without JavaScript", () => {
  it("a campaign opens as ?kampanja=<id> with the campaign in a modal; its close link and backdrop lead back", async () => {
    const active = (await (await fetch(new URL("/api/campaigns/active", url))).json()) as { _id: number; name: string; endDate: string }[];
    const home = await visitor().goto("/");
    const names = home.find(`${BOX} [data-testid="campaign-link"]`).toArray().map((link) => home.$(link).text());
    for (const name of RUNNING) expect(names.some((text) => text.includes(name))).toBe(true);
    expect(names.some((text) => text.includes("Kesärenkaiden kevätale"))).toBe(false);
    expect(modals(home)).toBe(0);

    for (const [index, name] of RUNNING.entries()) {
      const campaign = active.find((entry) => entry.name === name)!;
      const open = await home.click(name, { within: BOX });
      expect(open.path).toBe(`/?kampanja=${campaign._id}`);
      const modal = open.getByRole("dialog", { name });
      expect(open.text('[data-testid="campaign-modal"]')).toContain(`Voimassa ${finnishDate(new Date(campaign.endDate))} asti`);
      expect(modal.attr("aria-modal")).toBe("true");

      // The first closes with its close link, the second with a click on the backdrop.
      const closed = index === 0 ? await open.click("Sulje", { exact: true, within: '[role="dialog"]' }) : await follow(open, '[data-testid="campaign-modal-backdrop"]');
      expect(closed.path).toBe("/");
      expect(modals(closed)).toBe(0);
      expect(closed.find(BOX).length).toBe(1);
    }
  });

  it("closing the campaign box posts, comes back and hides the box on the next page views", async () => {
    const browser = visitor();
    const home = await browser.goto("/");
    expect(home.find(BOX).length).toBe(1);
    const back = await home.form("Sulje kampanjat").submit("Sulje kampanjat");
    expect(back.path).toBe("/");
    expect(browser.cookies.get("campaigns_closed")).toBe("1");
    expect(back.find(BOX).length).toBe(0);
    const again = await browser.goto("/");
    expect(again.find('[data-testid="hours-button"]').length).toBe(1);
    expect(again.find(BOX).length).toBe(0);
  });

  it("the opening-hours button opens ?aukioloajat=1 with the seven days, today highlighted; its close link leads back", async () => {
    const settings = (await (await fetch(new URL("/api/business-settings", url))).json()) as { isModifiedFromDefault: boolean };
    const home = await visitor().goto("/");
    const button = home.find('[data-testid="hours-button"]');
    expect(button.attr("data-modified")).toBe(String(settings.isModifiedFromDefault));
    expect(button.attr("aria-expanded")).toBe("false");

    const open = await home.click("Aukioloajat", { within: 'aside[aria-label="Aukioloajat"]' });
    expect(open.path).toBe("/?aukioloajat=1");
    open.getByRole("dialog", { name: "Aukioloajat" });
    const days = open.allByRole("listitem", { within: '[data-testid="hours-drawer-days"]' });
    expect(days.map((day) => open.$(day).text())).toEqual(WEEKDAYS.map((name) => expect.stringContaining(name)));
    const now = new Date();
    expect(open.find('[role="dialog"] [aria-current="date"]').toArray()).toEqual([days[helsinkiWeekdayIndex(now)]]);
    expect(open.text('[data-testid="hours-drawer-date"]')).toContain(finnishDate(now));

    const closed = await open.click("Sulje aukioloajat", { within: '[role="dialog"]' });
    expect(closed.path).toBe("/");
    expect(modals(closed)).toBe(0);
  });
});
