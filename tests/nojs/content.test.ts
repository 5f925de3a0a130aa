/**
 * Content pages without JavaScript (tests/e2e/content.spec.ts tests them with): each answers 200 with
 * its one heading, title, canonical link and description, as the server renders them for every visitor;
 * the article index's links load the article from the server.
 */
import { describe, expect, inject, it } from "vitest";
import { NoJsBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");

/** Every content page: path, its <h1> and the page part of its <title>. */
const PAGES = [
  { path: "/vanteet", heading: "Vanteet", title: "Vanteet" },
  { path: "/rengashotelli", heading: "Rengashotelli", title: "Rengashotelli" },
  { path: "/hinnasto", heading: "Hinnasto", title: "Hinnasto" },
  { path: "/hyva-tietaa", heading: "Hyvä tietää renkaista", title: "Hyvä tietää renkaista" },
  { path: "/rahoitus", heading: "Rahoitus", title: "Rahoitus" },
  { path: "/ota-yhteytta", heading: "Ota yhteyttä", title: "Ota yhteyttä" },
  { path: "/tietosuojaseloste", heading: "Tietosuojaseloste", title: "Tietosuojaseloste" },
  { path: "/palvelut/tasapainoitus", heading: "Tasapainotus", title: "Tasapainotus" },
  { path: "/palvelut/korjaustyot", heading: "Korjaustyöt", title: "Korjaustyöt" },
  { path: "/artikkelit", heading: "Artikkelit", title: "Artikkelit" },
];

describe("content pages without JavaScript", () => {
  it.each(PAGES)("$path answers 200 with its heading, title, canonical link and description", async ({ path, heading, title }) => {
    const page = await new NoJsBrowser(url).goto(path);
    expect(page.status).toBe(200);
    expect(page.find("h1").length).toBe(1);
    expect(page.getByRole("heading", { name: heading, exact: true }).is("h1")).toBe(true);
    expect(page.title()).toBe(`${title} | Rengas-Kaarto`);
    expect(page.find('link[rel="canonical"]').attr("href")).toBe(`${new URL(url).origin}${path}`);
    expect(page.find('meta[name="description"]').attr("content")).toMatch(/.{50,}/);
  });

  it("an article's link on the index loads the article, rendered by the server", async () => {
    const index = await new NoJsBrowser(url).goto("/artikkelit");
    const article = await index.click("Milloin talvirenkaat alle?", { exact: true, within: '[data-testid="article-list"]' });
    expect(article.path).toBe("/artikkelit/milloin-talvirenkaat-alle");
    expect(article.status).toBe(200);
    expect(article.text("h1")).toBe("Milloin talvirenkaat alle?");
    expect(article.title()).toBe("Milloin talvirenkaat alle? | Rengas-Kaarto");
    expect(article.getByRole("heading", { name: "Mitä laki sanoo?" }).length).toBe(1);
  });
});
