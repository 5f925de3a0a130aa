/**
 * The admin's opening hours without JavaScript (tests/e2e/business-hours.spec.ts tests them with): the
 * form posts, the server normalises and validates, and the public footer shows what was saved. The
 * hours are a site-wide setting, so this file has its own server.
 */
import { describe, expect, it } from "vitest";
import type { NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";

const HOURS = "/admin/asetukset/aukioloajat";
const SAVE = "Tallenna aukioloajat";
const SAVED = "Aukioloajat päivitetty onnistuneesti";

const server = ownServerWithAdmin();

const form = (page: NoJsPage) => page.form(SAVE);
/** The footer's hours as their text content (day and hours in cells of their own, as the browser spec reads them). */
const footerHours = async () => (await server.admin.goto("/")).find('[data-testid="footer-hours"]').text();

describe("the opening hours without JavaScript", () => {
  it("the admin edits the hours; the server normalises them and the public footer shows them", async () => {
    const settings = await server.admin.goto("/admin/asetukset");
    const hours = await settings.click("Muokkaa", { within: `section[aria-labelledby="card-${HOURS}"]` });
    expect(hours.path).toBe(HOURS);
    expect(form(hours).value("Perjantai sulkeutuu")).toBe("17:00");

    // Friday closes at '16.30', Sunday opens 12–16 typed as bare hours: the server writes them as HH:MM.
    const saved = await form(hours)
      .fill("Perjantai sulkeutuu", "16.30")
      .uncheck("Sunnuntai suljettu")
      .fill("Sunnuntai avautuu", "12")
      .fill("Sunnuntai sulkeutuu", "16")
      .submit(SAVE);
    expect(saved.path).toBe(HOURS);
    expect(saved.text('[data-testid="toast"]')).toContain(SAVED);
    expect(form(saved).value("Perjantai sulkeutuu")).toBe("16:30");
    expect(form(saved).value("Sunnuntai avautuu")).toBe("12:00");
    expect(form(saved).value("Sunnuntai sulkeutuu")).toBe("16:00");
    expect(form(saved).value("Sunnuntai suljettu")).toBe("");
    expect(saved.find('[data-testid="hours-modified"]').length).toBe(1);

    const footer = await footerHours();
    expect(footer).toContain("Pe09:00–16:30");
    expect(footer).toContain("Ma09:00–17:00");
    expect(footer).toContain("Su12:00–16:00");
    expect(footer).not.toContain("Ma–Pe");
  });

  it("an open day without a valid time is refused with its messages and nothing typed is lost", async () => {
    const hours = await server.admin.goto(HOURS);
    const refused = await form(hours).fill("Tiistai avautuu", "aamu").fill("Keskiviikko sulkeutuu", "8").submit(SAVE);
    expect(refused.status).toBe(400);
    expect(refused.path).toBe(HOURS);
    expect(refused.text("form")).toContain("Anna aika muodossa HH:MM, esim. 09:00");
    expect(refused.text("form")).toContain("Sulkemisajan täytyy olla aukeamisajan jälkeen");
    expect(form(refused).value("Tiistai avautuu")).toBe("aamu");
    expect(form(refused).value("Keskiviikko sulkeutuu")).toBe("8");
    expect(refused.find('[data-testid="toast"]').length).toBe(0);
  });

  it("'Palauta oletusajat' fills in the defaults; saving brings back Ma–Pe in the footer, saving again is refused", async () => {
    const hours = await server.admin.goto(HOURS);
    const defaults = await form(hours).submit("Palauta oletusajat");
    expect(defaults.path).toBe(HOURS);
    expect(form(defaults).value("Perjantai sulkeutuu")).toBe("17:00");
    expect(form(defaults).value("Sunnuntai suljettu")).toBe("on");
    // Filled in, not saved yet.
    expect(await footerHours()).toContain("Su12:00–16:00");

    const saved = await form(defaults).submit(SAVE);
    expect(saved.path).toBe(HOURS);
    expect(saved.text('[data-testid="toast"]')).toContain(SAVED);
    expect(saved.find('[data-testid="hours-modified"]').length).toBe(0);

    // Without JavaScript the save button is always offered: the server says there is nothing to save.
    const unchanged = await form(saved).submit(SAVE);
    expect(unchanged.status).toBe(400);
    expect(unchanged.text('form [role="alert"]')).toBe("Ei tallentamattomia muutoksia.");

    const footer = await footerHours();
    expect(footer).toContain("Ma–Pe09:00–17:00");
    expect(footer).toContain("La10:00–13:00");
    expect(footer).not.toContain("Su");
  });

  it("the success toast is shown once, with its own close box, and the next page view has none", async () => {
    const hours = await server.admin.goto(HOURS);
    const saved = await form(hours).fill("Lauantai sulkeutuu", "14:30").submit(SAVE);
    const toast = saved.find('[data-testid="toast"]');
    expect(toast.length).toBe(1);
    expect(saved.text('[data-testid="toast"]')).toBe(SAVED);
    // Nothing but its own close box removes it without JavaScript (a checkbox: CSS hides the toast).
    expect(saved.allByRole("checkbox", { name: "Sulje ilmoitus", within: '[data-testid="toast"]' })).toHaveLength(1);

    const again = await server.admin.goto(HOURS);
    expect(again.find('[data-testid="toast"]').length).toBe(0);
    expect(form(again).value("Lauantai sulkeutuu")).toBe("14:30");
  });
});
