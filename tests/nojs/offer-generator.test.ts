/**
 * The offer-message generator 'Tarjousviestin luonti' without JavaScript (tests/e2e/offer-generator.spec.ts
 * tests it with), on the seeded sale products: every button posts the whole form (the search with 'Hae',
 * the generation with 'Luo viesti', both past the newsletter's required subject) and the page comes back
 * with the choices kept. It runs in the new-newsletter drawer, whose subject and content the generator
 * fills ('Luo tarjousviesti' opens it). Changes nothing on the shared server.
 */
import type { Element } from "domhandler";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { type NoJsBrowser, type NoJsForm, type NoJsPage, accessibleName, loggedInBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");


let admin: NoJsBrowser;

beforeAll(async () => {
  admin = await loggedInBrowser(url);
});

const FORM = "Luo uusi uutiskirje";

async function openGenerator(): Promise<NoJsPage> {
  const drawer = await admin.goto("/admin/uutiskirjeet/uusi");
  const page = await drawer.form(FORM).fill("Testisähköpostiosoite", "sailyy@example.fi").submit("Luo tarjousviesti");
  expect(page.status).toBe(200);
  expect(page.getByRole("heading", { name: "Tarjousviestin luonti" }).length).toBe(1);
  return page;
}

const form = (page: NoJsPage): NoJsForm => page.form(FORM);

/** Types a search and sends it with 'Hae': the page comes back filtered. */
const search = (page: NoJsPage, query: string) => form(page).fill("Hae tuotteita", query).submit("Hae", { exact: true });

const REGION = "Tarjouksessa olevat tuotteet";
type Row = { element: Element; label: string; name: string; manufacturer: string; size: string };

/** Every sale product's row, shown or hidden by the search. */
function saleRows(page: NoJsPage): Row[] {
  return page
    .find(`[role=region]:has(caption:contains("${REGION}")) tbody tr`)
    .toArray()
    .map((element) => {
      const row = page.$(element);
      const size = row.find("td").eq(1).text().trim();
      const label = accessibleName(page.$, row.find('input[type="checkbox"]')[0] as Element);
      return { element, label, name: label.replace(`, ${size}`, "").trim(), manufacturer: row.find("label .font-medium").text().trim(), size };
    });
}

const rowOf = (page: NoJsPage, row: Row) => saleRows(page).find((other) => other.label === row.label)!;
const shown = (page: NoJsPage, row: Row) => page.$(rowOf(page, row).element).attr("hidden") === undefined;
const chosen = (page: NoJsPage, row: Row) => page.$(rowOf(page, row).element).find('input[type="checkbox"]').attr("checked") !== undefined;
const statuses = (page: NoJsPage) => page.allByRole("status").map((status) => page.text(status));

describe("the offer-message generator without JavaScript", () => {
  it("a refused generation keeps the choices, and the back button returns to the letter as it was", async () => {
    const page = await openGenerator();
    // The newsletter's subject is required and empty: the generator's buttons skip that validation.
    const refused = await form(page).check("Rento").uncheck("Tarjouksen päättymispäivä").submit("Luo viesti");
    expect(refused.status).toBe(400);
    expect(refused.text('[role="alert"]')).toBe("Valitse vähintään yksi tuote viestiin");
    expect(form(refused).value("Rento")).toBe("on");
    expect(form(refused).value("Tarjouksen päättymispäivä")).toBe("");

    const back = await form(refused).submit("Takaisin uutiskirjeen muokkaukseen");
    expect(back.allByRole("heading", { name: "Tarjousviestin luonti" })).toHaveLength(0);
    expect(form(back).value("Aihe")).toBe("");
    expect(form(back).value("Testisähköpostiosoite")).toBe("sailyy@example.fi");
  });

  it("a search without hits says so, and an empty search shows every product again", async () => {
    const page = await openGenerator();
    const none = await search(page, "olematonrengas");
    expect(none.text("main")).toContain('Ei hakutuloksia haulla "olematonrengas"');
    expect(none.allByRole("region", { name: REGION })).toHaveLength(0);
    expect(form(none).value("Hae tuotteita")).toBe("olematonrengas");

    const all = await search(none, "");
    expect(all.text("main")).not.toMatch(/Ei hakutuloksia/);
    expect(all.allByRole("region", { name: REGION })).toHaveLength(1);
    expect(saleRows(all).every((row) => shown(all, row))).toBe(true);
  });

  it("two products and a tone fill the subject and content; a product hidden by the search stays chosen", async () => {
    const page = await openGenerator();
    const rows = saleRows(page);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const first = rows[0];
    const second = rows.find((row) => row.manufacturer !== first.manufacturer) ?? rows[1];

    form(page).check(first.label, { exact: true });
    const filtered = await search(page, `${second.name} ${second.size}`);
    expect(shown(filtered, second)).toBe(true);
    if (second.manufacturer !== first.manufacturer) expect(shown(filtered, first)).toBe(false);
    expect(chosen(filtered, first)).toBe(true);

    const generated = await form(filtered).check(second.label, { exact: true }).check("Innostava").check("Varastosaldo").submit("Luo viesti");
    expect(statuses(generated)).toContain("Tarjousviesti luotu 2 tuotteesta");
    const subject = form(generated).value("Aihe");
    expect(subject.length).toBeGreaterThan(0);
    expect(subject.length).toBeLessThanOrEqual(80);
    // The exciting tone's subject names the products (the first by name, or their count when too long).
    expect(subject).toMatch(/^(Säästä jopa \d+ %!|Huipputarjous!) /);
    expect(subject.includes(first.name) || subject.includes("2 rengasmallia")).toBe(true);

    const content = form(generated).value("Sisältö", { exact: true });
    for (const row of [first, second]) expect(content).toContain(`**${escapeMarkdown(row.name)}**`);
    expect(content).toMatch(/varastossa \d+ kpl|varasto lopussa|vain \d+ kpl/);
    expect(content).toMatch(/\[Nappaa tarjous nyt!/);
    expect(form(generated).value("Testisähköpostiosoite")).toBe("sailyy@example.fi");
  });
});
