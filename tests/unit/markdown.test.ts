import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, isExternalHref } from "~/features/markdown/components/Markdown";
import { renderChatMarkdownHtml, renderMarkdownHtml } from "~/features/markdown/html.server";

const render = (source: string) => renderToStaticMarkup(createElement(Markdown, { children: source }));

describe("Markdown", () => {
  it("never renders raw HTML from the source", () => {
    const html = render(
      'Hei <script>alert("x")</script> maailma\n\n<img src="x" onerror="alert(1)">\n\n<div onclick="alert(2)">klikkaa</div>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/onclick/i);
    expect(html).toContain("maailma");
  });

  it("drops javascript: link targets", () => {
    const html = render("[klikkaa](javascript:alert(1))");
    expect(html).not.toMatch(/javascript:/i);
  });

  it("opens external links in a new tab with rel noopener noreferrer", () => {
    const html = render("Lue [Traficomin ohje](https://www.traficom.fi/fi/liikenne/tieliikenne).");
    expect(html).toMatch(/<a href="https:\/\/www\.traficom\.fi\/fi\/liikenne\/tieliikenne"[^>]*target="_blank"/);
    expect(html).toMatch(/rel="noopener noreferrer"/);
  });

  it("keeps internal, mail and phone links in the same tab", () => {
    const html = render("[Hinnasto](/hinnasto) ja [sähköposti](mailto:myynti@rengaskaarto.fi)");
    expect(html).toContain('href="/hinnasto"');
    expect(html).not.toContain("_blank");
    expect(isExternalHref("/renkaat")).toBe(false);
    expect(isExternalHref("//evil.example")).toBe(true);
    expect(isExternalHref("tel:+358193562100")).toBe(false);
  });

  it("renders lists, headings and GFM tables", () => {
    const html = render("# Otsikko\n\n## Väliotsikko\n\n- yksi\n- kaksi\n\n1. eka\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>yksi<\/li>/);
    expect(html).toMatch(/<ol[^>]*>/);
    expect(html).toMatch(/<h2[^>]*>Väliotsikko<\/h2>/);
    // The page owns the only <h1>.
    expect(html).not.toMatch(/<h1/);
    expect(html).toMatch(/<table[^>]*>/);
  });
});

describe("renderMarkdownHtml (the server-side renderer public pages use)", () => {
  it("gives the same HTML as the component, and drops raw HTML and javascript: links", () => {
    const source = "# Otsikko\n\nHei <script>alert(1)</script> [x](javascript:alert(1)) ja [Hinnasto](/hinnasto)\n\n<img src=x onerror=alert(1)>";
    const html = renderMarkdownHtml(source);
    expect(html).toBe(render(source));
    expect(html).not.toMatch(/<script|<img|onerror|javascript:/i);
    expect(html).toContain('href="/hinnasto"');
    // Memoised: the same source twice gives the same string.
    expect(renderMarkdownHtml(source)).toBe(html);
  });

  it("renders a chat reply with the chat's rules (links to other sites as plain text)", () => {
    const html = renderChatMarkdownHtml("Katso **[tämä](https://evil.example/x)** <b>lihava</b>");
    expect(html).toContain("<strong");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("href=\"https://evil.example");
  });
});
