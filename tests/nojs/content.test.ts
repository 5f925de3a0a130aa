/**
 * Content pages without JavaScript (tests/e2e/content.spec.ts tests them with): the article index's links
 * load the article from the server.
 */
import { describe, expect, inject, it } from "vitest";
import { NoJsBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");

describe("content pages without JavaScript", () => {
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
