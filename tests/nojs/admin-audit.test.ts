/**
 * The audit log 'Tapahtumaloki' without JavaScript: a change made in the admin shows up with its before
 * and after values (as text, never as HTML), the filters are a plain GET form, and the pager's links keep
 * the filters.
 */
import { describe, expect, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";
import { TEST_ADMIN } from "../support/app-server";

const rows = (page: NoJsPage) => page.find('[data-testid="audit-row"]');

describe("the audit log without JavaScript", () => {
  // A server of its own: the file renames a manufacturer and counts the log's entries.
  const server = ownServerWithAdmin();

  it("shows a renamed manufacturer's old and new name, filtered by admin and kind, and pages with the filters kept", async () => {
    const rename = async (from: string, to: string) => {
      const list = await server.admin.goto("/admin/renkaat/valmistajat");
      const edit = await list.click(`Muokkaa ${from}`, { exact: true });
      const done = await edit.form(`Muokkaa valmistajaa: ${from}`).fill("Nimi", to).submit("Tallenna");
      expect(done.path).toBe("/admin/renkaat/valmistajat");
    };
    await rename("Michelin", "Michelin <b>Oyj</b>");

    let page = await (await server.admin.goto("/admin/asetukset")).click("Avaa tapahtumaloki");
    expect(page.path).toBe("/admin/tapahtumaloki");
    expect(page.getByRole("heading", { name: "Tapahtumaloki" }).length).toBe(1);

    page = await page.form("Rajaa tapahtumia").select("Ylläpitäjä", TEST_ADMIN.username).select("Tyyppi", "Muutos").submit("Rajaa");
    expect(page.url).toContain(`yllapitaja=${TEST_ADMIN.username}`);
    expect(page.url).toContain("tyyppi=update");
    const row = rows(page).filter((_, element) => page.$(element).text().includes("Muutti valmistajaa"));
    expect(row.length).toBe(1);
    expect(row.text()).toContain(TEST_ADMIN.username);
    expect(row.text()).toContain("Muutos");
    // The value is text: the tags are shown, not rendered.
    expect(row.find('[data-testid="audit-changes"]').text()).toContain("name: Michelin → Michelin <b>Oyj</b>");
    expect(row.find("b").length).toBe(0);
    // The form shows the filters it was sent with.
    expect(page.form("Rajaa tapahtumia").value("Tyyppi")).toBe("update");

    // Another kind shows none of it; an impossible filter says so.
    page = await page.form("Rajaa tapahtumia").select("Tyyppi", "Poisto").submit("Rajaa");
    expect(rows(page).filter((_, element) => page.$(element).text().includes("Muutti valmistajaa")).length).toBe(0);
    page = await server.admin.goto("/admin/tapahtumaloki?haku=ei-tällaista-tapahtumaa");
    expect(page.text('[data-testid="audit-empty"]')).toBe("Ei tapahtumia näillä rajauksilla.");
    // Bad parameters read as defaults.
    page = await server.admin.goto("/admin/tapahtumaloki?tyyppi=drop&alkaen=2026-13-01&asti=%27%3B&sivu=-1&hylatyt=x&yllapitaja=ei-ole");
    expect(page.status).toBe(200);
    expect(rows(page).length).toBeGreaterThan(0);

    // More than a page of changes: the pager's links keep the admin and the kind.
    let name = "Michelin <b>Oyj</b>";
    for (let i = 0; i < 50; i++) {
      const next = `Michelin ${i}`;
      await rename(name, next);
      name = next;
    }
    page = await server.admin.goto(`/admin/tapahtumaloki?yllapitaja=${TEST_ADMIN.username}&tyyppi=update`);
    expect(rows(page).length).toBe(50);
    expect(page.text('[data-testid="audit-page"]')).toBe("Sivu 1 / 2");
    const nextLink = page.getByRole("link", { name: "Seuraava", exact: true });
    const href = new URL(nextLink.attr("href")!, page.url);
    expect(Object.fromEntries(href.searchParams)).toEqual({ yllapitaja: TEST_ADMIN.username, tyyppi: "update", sivu: "2" });
    page = await page.follow(nextLink);
    expect(page.text('[data-testid="audit-page"]')).toBe("Sivu 2 / 2");
    expect(rows(page).length).toBeGreaterThan(0);
    expect(page.form("Rajaa tapahtumia").value("Ylläpitäjä")).toBe(TEST_ADMIN.username);
    const previous = new URL(page.getByRole("link", { name: "Edellinen", exact: true }).attr("href")!, page.url);
    expect(previous.searchParams.get("tyyppi")).toBe("update");

    // The CSV link downloads the filtered entries.
    const csvHref = page.getByRole("link", { name: "Lataa CSV", exact: true }).attr("href")!;
    expect(Object.fromEntries(new URL(csvHref, page.url).searchParams)).toEqual({ yllapitaja: TEST_ADMIN.username, tyyppi: "update" });
    const csv = await server.admin.goto(csvHref);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = csv.html.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Aika;Kuka;Tyyppi;Kuvaus;Kohde;Osoite;Tila;IP-osoite;Muutokset");
    expect(lines.length).toBe(1 + 51);
    expect(lines.slice(1).every((line) => line.includes(`;${TEST_ADMIN.username};Muutos;Muutti valmistajaa`))).toBe(true);
    expect(lines.at(-1)).toContain("name: Michelin → Michelin <b>Oyj</b>");
  });

  it("shows a failed login with a name that is no account as 'Tuntematon', refused, with the typed name as text", async () => {
    const stranger = `murtautuja-${Date.now().toString(36)}`;
    const login = await new NoJsBrowser(server.app.url).goto("/admin/login");
    const refused = await login.form("Kirjaudu sisään").fill("Käyttäjätunnus", stranger).fill("Salasana", "arvattu-salasana-1").submit();
    expect(refused.status).toBe(401);

    let page = await server.admin.goto("/admin/tapahtumaloki");
    page = await page.form("Rajaa tapahtumia").select("Tyyppi", "Epäonnistunut kirjautuminen").check("Vain hylätyt").submit("Rajaa");
    expect(page.url).toContain("hylatyt=1");
    const row = rows(page).filter((_, element) => page.$(element).text().includes(stranger));
    expect(row.length).toBe(1);
    expect(row.find("td").eq(1).text()).toBe(`Tuntematonkirjoitettu tunnus: ${stranger}`);
    expect(row.find('[data-testid="audit-refused"]').text()).toBe("Hylätty");
  });
});
