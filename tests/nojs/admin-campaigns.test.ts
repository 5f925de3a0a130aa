/**
 * The tab 'Kampanjat' without JavaScript (tests/e2e/admin-campaigns.spec.ts tests it with): the drawers
 * are routes, the form posts multipart with its image, the row buttons are posts, and the site's campaign
 * box opens a campaign's modal as a link. The campaign box is on every visitor's front page, which other
 * no-JS files read: this file starts its own server.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";

const TAB = "/admin/kampanjat";
const unique = () => `nojs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const server = ownServerWithAdmin();

const helsinkiToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(new Date());
/** 'YYYY-MM-DD' n days after the Helsinki today. */
function day(n: number): string {
  const [year, month, date] = helsinkiToday().split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}
/** '2026-03-05' as fi-FI shows it: '5.3.2026'. */
function finnish(isoDay: string): string {
  const [year, month, date] = isoDay.split("-").map(Number);
  return `${date}.${month}.${year}`;
}

const png = () => sharp({ create: { width: 80, height: 40, channels: 3, background: "#cc5500" } }).png().toBuffer();

const row = (page: NoJsPage, name: string) => page.find('[data-testid="campaign-row"]').filter((_, element) => page.$(element).text().includes(name));
const rowText = (page: NoJsPage, name: string, testId: string) => page.$(row(page, name).find(`[data-testid="${testId}"]`)).text().trim();
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const dialogText = (page: NoJsPage) => page.text('[role="dialog"]');

/** The campaigns' names in the front page's box, as a visitor who has not closed it sees them. */
async function onSite(): Promise<{ page: NoJsPage; names: string[] }> {
  const page = await new NoJsBrowser(server.app.url).goto("/");
  // Each link: the campaign's name, then 'Voimassa … asti'.
  const names = page
    .find('[data-testid="campaign-box"] [data-testid="campaign-link"]')
    .toArray()
    .map((link) => page.$(link).find("span > span").first().text().trim());
  return { page, names };
}

async function deleteCampaign(name: string) {
  const tab = await server.admin.goto(TAB);
  const confirm = await tab.click(`Poista: ${name}`);
  const deleted = await confirm.form("Poista kampanja").submit("Poista kampanja");
  expect(deleted.path).toBe(TAB);
  expect(toast(deleted)).toMatch(/Kampanja poistettu/);
  expect(row(deleted, name).length).toBe(0);
}

describe("the campaigns without JavaScript", () => {
  it("creates (the server's messages, the typed values and the upload kept), edits, deactivates, reactivates and deletes a campaign; the site's box follows", async () => {
    const tag = unique();
    const name = `Talviale ${tag}`;
    const create = await (await server.admin.goto(TAB)).click("Luo uusi kampanja");
    expect(create.path).toBe(`${TAB}/uusi`);

    // The browser's own check (required fields) is off: the server's messages.
    const empty = await create.form("Luo uusi kampanja").submit("Tallenna");
    for (const message of ["Nimi on pakollinen", "Alkamispäivä on pakollinen", "Päättymispäivä on pakollinen", "Kuva on pakollinen"]) expect(dialogText(empty)).toContain(message);
    expect(empty.form("Luo uusi kampanja").field("Nimi", { exact: true }).attr("aria-invalid")).toBe("true");

    // The end before the start and a negative discount: refused, with the typed values and the upload kept.
    const refused = await empty
      .form("Luo uusi kampanja")
      .fill("Nimi", name, { exact: true })
      .fill("Kuvaus", `Kaikki talvirenkaat -20 %. ${tag}`, { exact: true })
      .fill("Alkamispäivä", day(3))
      .fill("Päättymispäivä", day(1))
      .select("Alennuksen tyyppi", "percentage")
      .fill("Alennuksen arvo", "-5")
      .fill("Alennuskoodi", "TALVI20")
      .attach("Lataa kuva", { name: `kampanja-${tag}.png`, mimeType: "image/png", buffer: await png() })
      .submit("Tallenna");
    expect(refused.path).toBe(`${TAB}/uusi`);
    expect(dialogText(refused)).toContain("Päättymispäivä ei voi olla ennen alkamispäivää");
    expect(dialogText(refused)).toContain("Alennuksen arvo ei voi olla negatiivinen");
    expect(dialogText(refused)).not.toContain("Nimi on pakollinen");
    expect(dialogText(refused)).not.toContain("Kuva on pakollinen");
    const kept = refused.form("Luo uusi kampanja");
    expect(kept.value("Nimi", { exact: true })).toBe(name);
    expect(kept.value("Alkamispäivä")).toBe(day(3));
    expect(kept.value("Alennuskoodi")).toBe("TALVI20");
    expect(refused.find('[role="dialog"] [data-testid="image-field-current"]').length).toBe(1);

    const created = await kept.fill("Alkamispäivä", day(0)).fill("Päättymispäivä", day(10)).fill("Alennuksen arvo", "20").submit("Tallenna");
    expect(created.path).toBe(TAB);
    expect(toast(created)).toMatch(/Kampanja luotu onnistuneesti/);
    expect(created.find('[role="dialog"]').length).toBe(0);
    expect(rowText(created, name, "campaign-status")).toBe("Aktiivinen");
    expect(rowText(created, name, "campaign-start")).toBe(finnish(day(0)));
    expect(rowText(created, name, "campaign-end")).toBe(finnish(day(10)));
    expect(created.$(row(created, name)).text()).toContain("20 % · Koodi TALVI20");

    // On the site: in the box, and its modal (a link) has the image, the description and the end day.
    const site = await onSite();
    expect(site.names.some((shown) => shown.includes(name))).toBe(true);
    const modal = await site.page.click(name, { within: '[data-testid="campaign-box"]' });
    expect(modal.path).toMatch(/^\/\?kampanja=\d+$/);
    const dialog = modal.getByRole("dialog", { name });
    expect(dialog.text()).toContain(`Kaikki talvirenkaat -20 %. ${tag}`);
    expect(dialog.find('[data-testid="campaign-end-date"]').text().trim()).toBe(`Voimassa ${finnish(day(10))} asti`);
    const image = dialog.find("img").attr("src") ?? "";
    expect(image).toMatch(/\/api\/images\/\d+$/);
    const served = await fetch(new URL(image, server.app.url));
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(80);
    const close = dialog.find('[data-testid="campaign-modal-close"]');
    expect(close.is("a[href]")).toBe(true);
    const closed = await modal.browser.goto(close.attr("href")!);
    expect(closed.allByRole("dialog", { name })).toHaveLength(0);

    // The admin's link on the site: what the box shows now, with an edit link.
    const adminHome = await server.admin.goto("/");
    const active = await adminHome.browser.goto(adminHome.find('[data-testid="admin-active-campaigns"]').attr("href")!);
    expect(active.path).toBe("/admin/campaigns/active");
    const card = active.find('[data-testid="active-campaign"]').filter((_, element) => active.$(element).text().includes(name));
    expect(active.$(card).text()).toContain(`${finnish(day(0))} – ${finnish(day(10))}`);
    expect(active.$(card).text()).toContain("20 % · Koodi TALVI20");
    expect(card.find("img").attr("src")).toMatch(/\/api\/images\/\d+$/);

    // Edit from there: a new name, a later end, free shipping (its value ignored without JavaScript).
    const edit = await active.click(`Muokkaa: ${name}`);
    expect(edit.path).toMatch(/^\/admin\/kampanjat\/\d+\/muokkaa/);
    const form = edit.form("Muokkaa kampanjaa");
    expect(form.value("Nimi", { exact: true })).toBe(name);
    expect(form.value("Alkamispäivä")).toBe(day(0));
    expect(form.value("Päättymispäivä")).toBe(day(10));
    expect(form.value("Alennuksen arvo")).toBe("20");
    expect(edit.find('[role="dialog"] [data-testid="image-field-current"]').length).toBe(1);
    expect(dialogText(edit)).toContain("Ilmaisella toimituksella arvoa ei käytetä.");
    const renamed = `Ilmainen toimitus ${tag}`;
    const updated = await form.fill("Nimi", renamed, { exact: true }).fill("Päättymispäivä", day(20)).select("Alennuksen tyyppi", "free_shipping").fill("Alennuksen arvo", "35").submit("Tallenna");
    expect(toast(updated)).toMatch(/Kampanja päivitetty onnistuneesti/);
    let tab = await server.admin.goto(TAB);
    expect(rowText(tab, renamed, "campaign-end")).toBe(finnish(day(20)));
    expect(tab.$(row(tab, renamed)).text()).toContain("Ilmainen toimitus · Koodi TALVI20");
    expect(row(tab, name).filter((_, element) => !tab.$(element).text().includes(renamed)).length).toBe(0);
    const again = await tab.click(`Muokkaa: ${renamed}`);
    expect(again.form("Muokkaa kampanjaa").value("Alennuksen tyyppi")).toBe("free_shipping");
    expect(again.form("Muokkaa kampanjaa").value("Alennuksen arvo")).toBe("");
    const back = await again.click("Peruuta", { within: '[role="dialog"]' });
    expect(back.find('[role="dialog"]').length).toBe(0);
    expect((await onSite()).names.filter((shown) => shown.includes(tag))).toEqual([renamed]);

    // Deactivate: 'Ei aktiivinen', gone from the site.
    tab = await server.admin.goto(TAB);
    const deactivated = await tab.form(`Poista käytöstä: ${renamed}`).submit(`Poista käytöstä: ${renamed}`);
    expect(toast(deactivated)).toMatch(/Kampanja poistettu käytöstä/);
    expect(rowText(deactivated, renamed, "campaign-status")).toBe("Ei aktiivinen");
    expect((await onSite()).names.filter((shown) => shown.includes(tag))).toEqual([]);

    // Reactivate: back on the site.
    const reactivated = await deactivated.form(`Aktivoi: ${renamed}`).submit(`Aktivoi: ${renamed}`);
    expect(toast(reactivated)).toMatch(/Kampanja aktivoitu/);
    expect(rowText(reactivated, renamed, "campaign-status")).toBe("Aktiivinen");
    expect((await onSite()).names.filter((shown) => shown.includes(tag))).toEqual([renamed]);

    // Delete, after a confirmation (a route) that can be cancelled.
    const confirm = await reactivated.click(`Poista: ${renamed}`);
    expect(confirm.text('[role="alertdialog"]')).toContain(`Poistetaanko kampanja ”${renamed}”?`);
    const kept2 = await confirm.click("Peruuta", { within: '[role="alertdialog"]' });
    expect(kept2.find('[role="alertdialog"]').length).toBe(0);
    expect(row(kept2, renamed).length).toBe(1);
    await deleteCampaign(renamed);
    expect((await onSite()).names.filter((shown) => shown.includes(tag))).toEqual([]);
  });

  it("an image picked from the library (the <details> list of radio buttons) is enough for a new campaign", async () => {
    const tag = unique();
    const name = `Kirjastokuva ${tag}`;
    const file = `kirjasto-${tag}`;
    const library = await server.admin.goto("/admin/kuvat");
    const uploaded = await library
      .form("Lataa uusi kuva")
      .attach("Kuvatiedosto", { name: `${file}.png`, mimeType: "image/png", buffer: await png() })
      .fill("Alt-teksti", `Kirjastokuva ${tag}`)
      .submit("Lataa kuva");
    expect(toast(uploaded)).toMatch(/Kuva ladattu onnistuneesti/);

    const create = await server.admin.goto(`${TAB}/uusi`);
    create.expand("Valitse kirjastosta");
    const choice = create.find('[data-image-field="imageUrl"] [data-testid="image-field-choice"]').filter((_, element) => create.$(element).text().includes(file));
    expect(choice.length).toBe(1);
    const form = create.form("Luo uusi kampanja").fill("Nimi", name, { exact: true }).fill("Alkamispäivä", day(0)).fill("Päättymispäivä", day(0));
    form.check(choice.text().trim() || file);
    const created = await form.submit("Tallenna");
    expect(toast(created)).toMatch(/Kampanja luotu onnistuneesti/);
    // A one-day campaign of today: on the site until the day ends.
    expect(rowText(created, name, "campaign-end")).toBe(finnish(day(0)));
    const site = await onSite();
    const modal = await site.page.click(name, { within: '[data-testid="campaign-box"]' });
    expect(modal.getByRole("dialog", { name }).find("img").attr("src")).toMatch(/\/api\/images\/\d+$/);

    await deleteCampaign(name);
  });

  it("the tab's error state offers 'Yritä uudelleen', a link back to the working tab", async () => {
    const failed = await server.admin.goto("/e2e/kampanjat?tila=virhe");
    expect(failed.status).toBe(500);
    expect(failed.text('[data-testid="campaigns-error"]')).toContain("Kampanjoiden lataaminen epäonnistui.");
    const retried = await failed.click("Yritä uudelleen", { within: '[data-testid="campaigns-error"]' });
    expect(retried.status).toBe(200);
    expect(retried.path).toBe("/e2e/kampanjat");
    expect(retried.text('[data-testid="campaigns-empty"]')).toBe("Ei kampanjoita");
  });
});
