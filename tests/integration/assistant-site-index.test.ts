/**
 * Kaartobotti's index of the site's own pages (site-index.server.ts): passages under their headings,
 * found by Finnish stems, quoted only when close enough, and rebuilt after a content change. The
 * renderer stands in for the server's own request handler, which the no-JS chat test
 * (tests/nojs/chat-page.test.ts) exercises against the built server.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { findOnSite, siteIndex } from "~/features/chat/assistant/site-index.server";
import { pagePassages } from "~/features/chat/assistant/site-passages";
import { contentChanged } from "~/services/content-version.server";
import { registerPageRenderer } from "~/services/page-renderer.server";

let parkingText = "Asiakaspysäköinti on liikkeen edessä, ja renkaat voi tuoda suoraan huoltohallin ovelle.";
const rendered: string[] = [];

function page(title: string, sections: [string, string][]): string {
  return `<html><head><title>${title}</title></head><body><nav><a href="/">Etusivu</a></nav><main><h1>${title}</h1>${sections
    .map(([heading, text]) => `<section><h2>${heading}</h2><p>${text}</p></section>`)
    .join("")}<form><label>Hae<input name="q"></label></form></main><footer>Kaartotie 12</footer></body></html>`;
}

beforeEach(() => {
  registerPageRenderer(async (path) => {
    rendered.push(path);
    if (path === "/ota-yhteytta") return page("Ota yhteyttä", [["Saapuminen", parkingText]]);
    if (path === "/hyva-tietaa") return page("Hyvä tietää renkaista", [["Urasyvyys", "Talvirenkaiden urasyvyyden on oltava vähintään 3 mm. Kesärenkailla raja on 1,6 mm."]]);
    return null;
  });
});

afterAll(() => registerPageRenderer(undefined));

describe("the site index", () => {
  it("cuts a page's main text into passages under its headings, leaving out navigation, forms and the footer", () => {
    const passages = pagePassages("/ota-yhteytta", page("Ota yhteyttä", [["Saapuminen", "Pysäköinti edessä."], ["Aukioloajat", "Ma–Pe 9–17."]]));
    expect(passages.map(({ heading, text }) => [heading, text])).toEqual([
      ["Saapuminen", "Pysäköinti edessä."],
      ["Aukioloajat", "Ma–Pe 9–17."],
    ]);
  });

  it("finds a passage by its stems, colloquial words and missing ä/ö included, and not a weak match", async () => {
    expect((await findOnSite("onko teillä parkkipaikkoja"))?.path).toBe("/ota-yhteytta");
    expect((await findOnSite("mika on talvirenkaiden urasyvyys"))?.heading).toBe("Urasyvyys");
    expect(await findOnSite("osaatko leipoa pullaa")).toBeUndefined();
  });

  it("is rebuilt after a content change, so the next question quotes the edited page", async () => {
    await findOnSite("pysäköinti");
    const before = rendered.length;
    expect((await findOnSite("pysäköinti"))?.text).toContain("liikkeen edessä");
    expect(rendered.length).toBe(before); // the same index while nothing changed

    parkingText = "Asiakaspysäköinti on talon takana pihalla.";
    await contentChanged();
    expect((await findOnSite("pysäköinti"))?.text).toContain("talon takana");
    const index = await siteIndex();
    expect(index?.buildMs).toBeLessThan(2000);
  });
});
