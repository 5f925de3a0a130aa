import { describe, expect, it } from "vitest";
import { HtmlTooComplex, MAX_HTML_ELEMENTS, limitHtmlDepth } from "~/services/html-depth.server";
import { extractPage, isValidSelector, parseCrawledPrice, TEXT_MAX } from "~/services/page-extract.server";

const NBSP = "\u00a0";
const THIN = "\u2009";
const NARROW_NBSP = "\u202f";
const NAME = "Nokian Hakkapeliitta R5 205/55 R16";

const page = (body: string, head = "") => `<!doctype html><html><head><title>Kauppa</title>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const extract = (html: string, selector?: string | null, productName = NAME) => extractPage(html, { selector, productName });

describe("parseCrawledPrice", () => {
  it.each([
    ["129,90 €", "129.90"],
    ["129.90€", "129.90"],
    ["€ 129,90", "129.90"],
    ["€129.9", "129.90"],
    ["1 299,00 €", "1299.00"],
    [`1${NBSP}299,00${NBSP}€`, "1299.00"],
    [`1${THIN}299,00 €`, "1299.00"],
    [`1${NARROW_NBSP}299,50${NARROW_NBSP}€`, "1299.50"],
    ["1.299,00 €", "1299.00"],
    ["1,299.00 €", "1299.00"],
    ["1299 €", "1299.00"],
    ["129,- €", "129.00"],
    ["129.– €", "129.00"],
    ["alk. 89 €", "89.00"],
    ["EUR 45.5", "45.50"],
    ["89,90 euroa", "89.90"],
    ["Hinta: 129,90", "129.90"],
    ["4 kpl 199,90", "199.90"],
    ["129", "129.00"],
    ["Koko R16 129,90 €", "129.90"],
    ["Rahoitus 12,90 €/kk, käteinen 299 €", "299.00"],
  ])("%s → %s", (text, expected) => {
    expect(parseCrawledPrice(text)).toBe(expected);
  });

  it.each([[""], ["ei hintaa"], ["0,00 €"], ["-20 €"], ["1 000 000 €"], ["99999999 €"]])("%j has no usable price", (text) => {
    expect(parseCrawledPrice(text)).toBeNull();
  });

  it("keeps the largest sane value", () => {
    expect(parseCrawledPrice("999 999,99 €")).toBe("999999.99");
  });
});

describe("isValidSelector", () => {
  it.each([".hinta", "#price > span", "div.tuote [itemprop=price]", "span:contains(€)", "li:nth-child(2)"])("%s is valid", (selector) => {
    expect(isValidSelector(selector)).toBe(true);
  });
  it.each(["div[", ":nope", "a >> b", "!!", "#a,", "", "   "])("%j is not", (selector) => {
    expect(isValidSelector(selector)).toBe(false);
  });
});

describe("extractPage: each method", () => {
  it("selector: the price in the matched element's text", () => {
    const result = extract(page(`<h1>${NAME}</h1><div class="hinta">Hinta nyt <b>119,90 €</b></div>`), ".hinta");
    expect(result).toMatchObject({ price: "119.90", priceMethod: "selector", selectorMatched: true, text: "Hinta nyt 119,90 €" });
  });

  it("selector: the content attribute", () => {
    const result = extract(page(`<meta class="p" content="119.5"><span class="p">ei hintaa</span>`), ".p");
    expect(result).toMatchObject({ price: "119.50", priceMethod: "selector" });
  });

  it("selector: a struck-through old price is not the price", () => {
    expect(extract(page(`<p class="p"><del>149,90 €</del> 129,90 €</p>`), ".p").price).toBe("129.90");
  });

  it("JSON-LD: Product with an Offer object, price as a string", () => {
    const html = page("", jsonLd({ "@context": "https://schema.org", "@type": "Product", name: NAME, offers: { "@type": "Offer", price: "129.90", priceCurrency: "EUR" } }));
    expect(extract(html)).toMatchObject({ price: "129.90", priceMethod: "json-ld", selectorMatched: null });
  });

  it("JSON-LD: @graph, offers as an array, price as a number", () => {
    const html = page(
      "",
      jsonLd({
        "@context": "https://schema.org",
        "@graph": [{ "@type": "WebPage", name: "Sivu" }, { "@type": ["Product"], name: NAME, offers: [{ "@type": "Offer", price: 99.5 }] }],
      }),
    );
    expect(extract(html).price).toBe("99.50");
  });

  it("JSON-LD: an array of objects and AggregateOffer.lowPrice", () => {
    const html = page("", jsonLd([{ "@type": "BreadcrumbList" }, { "@type": "Product", name: NAME, offers: { "@type": "AggregateOffer", lowPrice: "89.00", highPrice: "120" } }]));
    expect(extract(html).price).toBe("89.00");
  });

  it("JSON-LD: an Offer linked by @id and a Finnish-formatted price", () => {
    const html = page(
      "",
      jsonLd({ "@graph": [{ "@type": "Product", name: NAME, offers: { "@id": "#offer" } }, { "@id": "#offer", "@type": "Offer", price: "1 049,00" }] }),
    );
    expect(extract(html).price).toBe("1049.00");
  });

  it("JSON-LD: the Product whose name matches best wins among several", () => {
    const html = page(
      "",
      jsonLd({
        "@graph": [
          { "@type": "Product", name: "Michelin X-Ice Snow 205/55 R16", offers: { price: "150.00" } },
          { "@type": "Product", name: "Nokian Hakkapeliitta R5 SUV 235/60 R18", offers: { price: "240.00" } },
          { "@type": "Product", name: NAME, offers: { price: "135.00" } },
        ],
      }),
    );
    expect(extract(html).price).toBe("135.00");
    expect(extract(html, null, "michelin x-ice snow").price).toBe("150.00");
  });

  it("JSON-LD: an offer in another currency is not a euro price", () => {
    const html = page("<p>129,00 €</p>", jsonLd({ "@type": "Product", name: NAME, offers: { price: "1500", priceCurrency: "SEK" } }));
    expect(extract(html)).toMatchObject({ price: "129.00", priceMethod: "heuristic" });
  });

  it("invalid JSON-LD is skipped, never thrown", () => {
    const html = page(
      `<p>${NAME} 77,00 €</p>`,
      `<script type="application/ld+json">{ "@type": "Product", "offers": { "price": 12 </script><script type="application/ld+json">not json</script>`,
    );
    expect(extract(html)).toMatchObject({ price: "77.00", priceMethod: "heuristic" });
  });

  it("JSON-LD with a raw line break inside a string is still read", () => {
    const html = page("", `<script type="application/ld+json">{"@type":"Product","name":"Hakka\nR5","offers":{"price":"88.00"}}</script>`);
    expect(extract(html).price).toBe("88.00");
  });

  it("microdata: itemprop=price with content inside an Offer", () => {
    const html = page(`<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">${NAME}</h1>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="139.00">139 €</span></div></div>`);
    expect(extract(html)).toMatchObject({ price: "139.00", priceMethod: "microdata" });
  });

  it("microdata: the price's text, and the best-named Product among several", () => {
    const html = page(`
      <div itemscope itemtype="http://schema.org/Product"><span itemprop="name">Kesärengas</span><span itemprop="price">59,00 €</span></div>
      <div itemscope itemtype="http://schema.org/Product"><span itemprop="name">${NAME}</span><span itemprop="price">145,00 €</span></div>`);
    expect(extract(html).price).toBe("145.00");
  });

  it("microdata outside an Offer or Product is not trusted", () => {
    expect(extract(page(`<span itemprop="price">10 €</span>`)).priceMethod).toBe("heuristic");
  });

  it("meta: product:price:amount, og:price:amount, itemprop=price", () => {
    expect(extract(page("", `<meta property="product:price:amount" content="149.00">`))).toMatchObject({ price: "149.00", priceMethod: "meta" });
    expect(extract(page("", `<meta property="og:price:amount" content="148,50">`)).price).toBe("148.50");
    expect(extract(page("", `<meta itemprop="price" content="147">`))).toMatchObject({ price: "147.00", priceMethod: "meta" });
  });

  it("heuristic: the amount nearest the product name, not the first one", () => {
    const html = page(`<p>Asennus alk. 25 €</p><p>Paljon tekstiä ${"täyte ".repeat(40)}</p><h2>nokian hakkapeliitta r5 205/55 r16</h2><p>Hinta 132,90${NBSP}€</p><p>Muut 59 €</p>`);
    expect(extract(html)).toMatchObject({ price: "132.90", priceMethod: "heuristic" });
  });

  it("heuristic: an amount just before the name counts too", () => {
    const html = page(`<p>Kaikki 10 €</p><p>${"x ".repeat(50)}</p><p>99,00 € ${NAME}</p><p>${"y ".repeat(50)} 45 €</p>`);
    expect(extract(html).price).toBe("99.00");
  });

  it("heuristic: without the product name on the page, the first amount", () => {
    expect(extract(page(`<p>Tarjous 79,90 €</p><p>Toinen 89,90 €</p>`), null, "Ei sivulla").price).toBe("79.90");
  });

  it("no price anywhere", () => {
    expect(extract(page("<p>Tuote loppu</p>"))).toMatchObject({ price: null, priceMethod: null, selectorMatched: null });
  });
});

describe("extractPage: the order of methods", () => {
  const selectorPart = `<span class="oma">101,00 €</span>`;
  const jsonLdPart = jsonLd({ "@type": "Product", name: NAME, offers: { price: "102.00" } });
  const microdataPart = `<div itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="103.00"></span></div>`;
  const metaPart = `<meta property="product:price:amount" content="104.00">`;
  const textPart = `<p>${NAME} 105,00 €</p>`;

  it("selector beats JSON-LD beats microdata beats meta beats the heuristic", () => {
    const html = (parts: { selector?: boolean; jsonLd?: boolean; microdata?: boolean; meta?: boolean }) =>
      page(`${parts.selector ? selectorPart : ""}${parts.microdata ? microdataPart : ""}${textPart}`, `${parts.jsonLd ? jsonLdPart : ""}${parts.meta ? metaPart : ""}`);
    const all = { selector: true, jsonLd: true, microdata: true, meta: true };
    expect(extract(html(all), ".oma")).toMatchObject({ price: "101.00", priceMethod: "selector" });
    expect(extract(html(all))).toMatchObject({ price: "102.00", priceMethod: "json-ld" });
    expect(extract(html({ ...all, jsonLd: false }))).toMatchObject({ price: "103.00", priceMethod: "microdata" });
    expect(extract(html({ meta: true }))).toMatchObject({ price: "104.00", priceMethod: "meta" });
    expect(extract(html({}))).toMatchObject({ price: "105.00", priceMethod: "heuristic" });
  });

  it("a selector that matches no price falls through to the next method", () => {
    const result = extract(page(`<p class="tyhja">Soita</p>`, jsonLdPart), ".tyhja");
    expect(result).toMatchObject({ price: "102.00", priceMethod: "json-ld", selectorMatched: true, text: "Soita" });
  });

  it("a selector that matches nothing: selectorMatched false, the whole page's text", () => {
    const result = extract(page(`<p>Teksti</p>`, jsonLdPart), ".puuttuu");
    expect(result).toMatchObject({ price: "102.00", selectorMatched: false, text: "Teksti" });
  });

  it("an invalid selector does not throw: no match", () => {
    const result = extract(page(textPart), "div[");
    expect(result).toMatchObject({ price: "105.00", priceMethod: "heuristic", selectorMatched: false });
  });
});

describe("extractPage: text", () => {
  it("drops scripts, styles, navigation, header, footer, hidden elements; one block per line", () => {
    const html = `<!doctype html><html><head><title>Otsikko</title><style>p{color:red}</style></head><body>
      <header><nav><a href="/">Etusivu</a></nav></header>
      <main><h1>  Nokian
        Hakkapeliitta  </h1><p>Hyvä <b>pito</b>&nbsp;ja   <i>hiljainen</i>.</p>
      <script>var secret = "SKRIPTI";</script><noscript>NOSCRIPT</noscript><template><p>POHJA</p></template>
      <svg><text>SVG</text></svg><iframe src="x">KEHYS</iframe>
      <div aria-hidden="true">PIILO1</div><div hidden>PIILO2</div><div style="display: none">PIILO3</div>
      <ul><li>Yksi</li><li>Kaksi</li></ul><table><tr><td>Koko</td><td>205/55</td></tr></table>
      <p>Rivi<br>vaihto</p><p>   </p></main>
      <footer>Alatunniste</footer></body></html>`;
    expect(extract(html).text).toBe(["Nokian Hakkapeliitta", "Hyvä pito ja hiljainen.", "Yksi", "Kaksi", "Koko 205/55", "Rivi", "vaihto"].join("\n"));
  });

  it("with a selector, the text of the matched elements only (nested matches once)", () => {
    const html = page(`<div class="a">Eka <div class="a">Sisempi</div></div><p>Muu</p><div class="a">Toka</div>`);
    expect(extract(html, ".a").text).toBe("Eka\nSisempi\nToka");
  });

  it("is capped at 200 000 characters", () => {
    const html = page(`<p>${"sana ".repeat(60_000)}</p>`.repeat(3));
    const { text } = extract(html);
    expect(text.length).toBe(TEXT_MAX);
    expect(TEXT_MAX).toBe(200_000);
  });

  it("survives very deep nesting", () => {
    const html = `${"<div>".repeat(20_000)}Syvällä 10 €${"</div>".repeat(20_000)}`;
    expect(extract(html)).toMatchObject({ text: "Syvällä 10 €", price: "10.00" });
  });
});

describe("limitHtmlDepth", () => {
  it("leaves ordinary pages alone", () => {
    const html = page(`<ul><li>Yksi<li>Kaksi</ul><p>a<p>b<svg><path d="M0"/><path/></svg><script>"<div><div>"</script>`);
    expect(limitHtmlDepth(html, 8)).toBe(html);
  });

  it("removes the tags nested beyond the limit and keeps their text", () => {
    const html = `${"<div>".repeat(6)}syvä${"</div>".repeat(6)}<p>pinta</p>`;
    const limited = limitHtmlDepth(html, 4);
    expect(limited).toBe(`${"<div>".repeat(4)}syvä${"</div>".repeat(4)}<p>pinta</p>`);
    expect(extract(limited).text).toBe("syvä\npinta");
  });

  it("unclosed tags nested 40,000 deep are parsed in linear time", { timeout: 60_000 }, () => {
    const html = `<p>${NAME} 10 €</p>${"<div><span>".repeat(20_000)}`;
    expect(extract(html)).toMatchObject({ price: "10.00", priceMethod: "heuristic" });
  });

  it("refuses a page with more elements than the limit before parsing it", () => {
    const html = `<p>${NAME} 10 €</p>${"<div><span>".repeat(200_000)}`;
    expect(html.length).toBeGreaterThan(2_000_000);
    expect(() => limitHtmlDepth(html)).toThrowError(HtmlTooComplex);
    expect(() => extract(html)).toThrowError(new HtmlTooComplex(MAX_HTML_ELEMENTS));
    // Tags inside scripts and comments are text, not elements.
    const scripted = `<script>${"<li>".repeat(MAX_HTML_ELEMENTS + 1)}</script><!--${"<li>".repeat(MAX_HTML_ELEMENTS + 1)}--><p>${NAME} 10 €</p>`;
    expect(extract(scripted).price).toBe("10.00");
  });
});
