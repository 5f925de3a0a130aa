/**
 * Text past a field's limit, as a form sends it without the browser's maxlength (an old page, a script):
 * the field's own Finnish error, every value back in the form, never a 500.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { formPost } from "../support/http-client";
import { adminSession } from "../support/http-session";

const { url } = inject("sharedServer");
let cookie: string;
beforeAll(async () => {
  cookie = await adminSession(url);
});

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

describe("the newsletter form", () => {
  it("answers an 81-character subject and 50,001 characters of content with their limits, keeping both", async () => {
    const subject = "Talvirenkaiden vaihto alkaa nyt – varaa aika ajoissa ja vältä ruuhkat, ja pian!".padEnd(81, "!");
    expect(subject.length).toBe(81);
    const content = `Hyvä asiakas,\n\n${"a".repeat(50_001 - 15)}`;
    const answer = await formPost(`${url}/admin/uutiskirjeet/uusi`, { intent: "draft", subject, content, sendDate: "2030-01-01T09:00" }, { Cookie: cookie, Accept: "text/html" });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain("Aihe saa olla enintään 80 merkkiä");
    expect(html).toContain("Sisältö saa olla enintään 50\u00a0000 merkkiä");
    expect(html).toContain(`value="${escapeHtml(subject)}"`);
    expect(html).toContain(content.slice(0, 200));
  });

  it("answers a test address of 300 characters as an invalid address", async () => {
    const testEmail = `${"a".repeat(290)}@example.fi`;
    const answer = await formPost(`${url}/admin/uutiskirjeet/uusi`, { intent: "test", subject: "Testi", content: "Hei", sendDate: "", testEmail }, { Cookie: cookie, Accept: "text/html" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Syötä kelvollinen sähköpostiosoite");
  });
});

describe("the homepage editor without JavaScript", () => {
  it("saving the financing section unchanged says there is nothing to save; a change is saved", async () => {
    const { financingCTA } = await (await fetch(`${url}/api/homepage-settings`)).json();
    const fields: Record<string, string> = { title: financingCTA.title, mainText: financingCTA.mainText, highlightedText: financingCTA.highlightedText, buttonText: financingCTA.buttonText };
    if (financingCTA.visible) fields.visible = "on";
    const same = await formPost(`${url}/admin/asetukset/etusivu/rahoitus`, fields, { Cookie: cookie, Accept: "text/html" });
    expect(same.status).toBe(400);
    const html = await same.text();
    expect(html).toContain("Ei tallentamattomia muutoksia.");
    expect(html).not.toContain("päivitetty onnistuneesti");

    const changed = await formPost(`${url}/admin/asetukset/etusivu/rahoitus`, { ...fields, title: `${financingCTA.title}!` }, { Cookie: cookie });
    expect(changed.status).toBe(302);
    const restored = await formPost(`${url}/admin/asetukset/etusivu/rahoitus`, fields, { Cookie: cookie });
    expect(restored.status).toBe(302);
  });
});
