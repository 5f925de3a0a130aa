/**
 * What the competitor tracker reads from a fetched page: the product's price (and how it was found)
 * and the page's readable text for change diffs. Pure: the HTML arrives as a string, nothing is fetched.
 * Structured data comes first because shops publish it for search engines and it rarely lies; the
 * euro-amount heuristic is the last resort.
 */
import { load, type CheerioAPI } from "cheerio/slim";
// cheerio's own node types (domhandler ships with it); type-only, nothing is loaded at run time.
import type { AnyNode, Element } from "domhandler";
import { crawledPrices, parseCrawledPrice, structuredPrice, type Amount } from "./crawled-price.server";
import { limitHtmlDepth } from "./html-depth.server";

export { parseCrawledPrice };

export type PriceMethod = "selector" | "json-ld" | "microdata" | "meta" | "heuristic";

export type ExtractResult = {
  /** "129.90" (two decimals, dot) or null. */
  price: string | null;
  priceMethod: PriceMethod | null;
  text: string;
  /** null without a selector; otherwise whether it matched any element. */
  selectorMatched: boolean | null;
};

export const TEXT_MAX = 200_000;

// ------------------------------------------------------------------ names

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** How well a product name on the page matches the tracked one: share of the wanted words, exact match first. */
function nameScore(candidate: string | null, wanted: string): number {
  if (!candidate) return 0;
  const have = new Set(tokens(candidate));
  const want = tokens(wanted);
  if (want.length === 0 || have.size === 0) return 0;
  const hits = want.filter((token) => have.has(token)).length;
  const exact = tokens(candidate).join(" ") === want.join(" ") ? 1 : 0;
  // Fewer unrelated words breaks a tie between "Hakka R5" and "Hakka R5 SUV".
  return exact + hits / want.length - (have.size - hits) * 0.001;
}

function best<T>(candidates: T[], score: (candidate: T) => number): T | undefined {
  let winner: T | undefined;
  let top = Number.NEGATIVE_INFINITY;
  for (const candidate of candidates) {
    const value = score(candidate);
    if (value > top) [winner, top] = [candidate, value];
  }
  return winner;
}

// ------------------------------------------------------------------ text

const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "nav", "header", "footer", "iframe", "head", "object", "canvas"]);
const STRUCK = new Set(["del", "s", "strike"]);
const BLOCKS = new Set(
  "address article aside blockquote body br caption dd details dialog div dl dt fieldset figcaption figure form h1 h2 h3 h4 h5 h6 hr html legend li main menu ol option p pre section summary table tbody tfoot thead tr ul".split(" "),
);
const CELLS = new Set(["td", "th"]);

const typeOf = (node: AnyNode): string => node.type;
const isElement = (node: AnyNode): node is Element => "attribs" in node;

function isHidden(element: Element): boolean {
  const { attribs } = element;
  return (
    attribs.hidden !== undefined ||
    attribs["aria-hidden"]?.trim().toLowerCase() === "true" ||
    /(?:^|;)\s*display\s*:\s*none/i.test(attribs.style ?? "")
  );
}

/**
 * Readable text under the given nodes: one line per block element, whitespace collapsed, empty lines
 * dropped. The roots themselves are always read (a selector may point into a footer on purpose).
 * Iterative, so a page nested 100 000 levels deep cannot overflow the stack.
 */
function readableText(roots: AnyNode[], options: { skipStruck?: boolean; max?: number } = {}): string {
  const parts: string[] = [];
  const stack: (AnyNode | "\n" | " ")[] = [...roots].reverse();
  const rootSet = new Set(roots);
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined) break;
    if (node === "\n" || node === " ") {
      parts.push(node);
      continue;
    }
    if (typeOf(node) === "text" && "data" in node) {
      // Line breaks in the source are spaces; only block elements start a new line.
      parts.push(node.data.replace(/\s+/g, " "));
      continue;
    }
    if (isElement(node) && !rootSet.has(node)) {
      const name = node.name.toLowerCase();
      if (SKIPPED.has(name) || isHidden(node) || (options.skipStruck && STRUCK.has(name))) continue;
    }
    if (!("children" in node)) continue;
    const separator = isElement(node) ? (BLOCKS.has(node.name.toLowerCase()) ? "\n" : CELLS.has(node.name.toLowerCase()) ? " " : null) : "\n";
    if (separator) parts.push(separator);
    if (separator) stack.push(separator);
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]);
  }
  const lines: string[] = [];
  let length = 0;
  const max = options.max ?? TEXT_MAX;
  for (const raw of parts.join("").split("\n")) {
    const line = raw.replace(/\s+/g, " ").trim();
    if (line === "") continue;
    lines.push(line);
    length += line.length + 1;
    if (length > max) break;
  }
  return capText(lines.join("\n"), max);
}

/** Cuts at `max` UTF-16 units without leaving half of a surrogate pair. */
function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

// ------------------------------------------------------------------ JSON-LD

type JsonObject = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** "Product", ["Product", "Car"], "http://schema.org/Offer" → lower-case bare names. */
function typesOf(node: JsonObject): string[] {
  return asList(node["@type"])
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.replace(/^.*[/#:]/, "").toLowerCase());
}

const isProductType = (types: string[]) => types.some((type) => /product(?:group|model)?$/.test(type));
const isOfferType = (types: string[]) => types.some((type) => type === "offer" || type === "aggregateoffer");

function parseJsonLd(source: string): unknown {
  const attempts = [
    source,
    // Hand-written blocks: CDATA or comment wrappers, raw line breaks inside strings.
    source.replace(/^\s*(?:\/\/\s*)?(?:<!\[CDATA\[|<!--)|(?:\/\/\s*)?(?:\]\]>|-->)\s*$/g, "").replace(/\p{Cc}+/gu, " "),
  ];
  for (const attempt of attempts) {
    try {
      return JSON.parse(attempt) as unknown;
    } catch {
      // try the next form; an invalid block is skipped, never thrown
    }
  }
  return undefined;
}

/** Every object in the JSON-LD blocks (through @graph, arrays and nesting), bounded against hostile input. */
function jsonLdNodes($: CheerioAPI): JsonObject[] {
  const nodes: JsonObject[] = [];
  const stack: { value: unknown; depth: number }[] = [];
  $('script[type="application/ld+json" i]').each((_, script) => {
    const source = script.children.map((child) => ("data" in child ? child.data : "")).join("");
    stack.push({ value: parseJsonLd(source), depth: 0 });
    while (stack.length > 0 && nodes.length < 5000) {
      const next = stack.pop();
      if (!next || next.depth > 32) continue;
      const children = Array.isArray(next.value) ? next.value : isObject(next.value) ? Object.values(next.value) : [];
      if (isObject(next.value)) nodes.push(next.value);
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ value: children[index], depth: next.depth + 1 });
    }
  });
  return nodes;
}

const notEuro = (currency: unknown) => typeof currency === "string" && currency.trim() !== "" && currency.trim().toUpperCase() !== "EUR";

/** The price of an offer (Offer, AggregateOffer, a list of them or an @id reference), or null. */
function offerPrice(value: unknown, byId: Map<string, JsonObject>, depth = 0): string | null {
  if (depth > 4) return null;
  for (const item of asList(value)) {
    if (!isObject(item)) continue;
    const offer = typeof item["@id"] === "string" && Object.keys(item).length === 1 ? (byId.get(item["@id"]) ?? item) : item;
    if (notEuro(offer.priceCurrency)) continue;
    const direct = structuredPrice(offer.price) ?? structuredPrice(offer.lowPrice);
    if (direct) return direct;
    for (const specification of asList(offer.priceSpecification)) {
      if (isObject(specification) && !notEuro(specification.priceCurrency)) {
        const price = structuredPrice(specification.price);
        if (price) return price;
      }
    }
    const nested = offerPrice(offer.offers, byId, depth + 1);
    if (nested) return nested;
  }
  return null;
}

function jsonLdPrice($: CheerioAPI, productName: string): string | null {
  const nodes = jsonLdNodes($);
  const byId = new Map<string, JsonObject>();
  for (const node of nodes) if (typeof node["@id"] === "string" && Object.keys(node).length > 1) byId.set(node["@id"], node);
  const products = nodes
    .filter((node) => isProductType(typesOf(node)))
    .map((node) => ({ name: typeof node.name === "string" ? node.name : null, price: offerPrice(node.offers, byId) }))
    .filter((product) => product.price !== null);
  const product = best(products, (candidate) => nameScore(candidate.name, productName));
  if (product) return product.price;
  // An Offer on its own (some shops put it in @graph next to the Product, linked by @id).
  for (const node of nodes) {
    if (isOfferType(typesOf(node))) {
      const price = offerPrice(node, byId);
      if (price) return price;
    }
  }
  return null;
}

// ------------------------------------------------------------------ microdata and meta

const hasItemprop = (element: Element, name: string) => (element.attribs.itemprop ?? "").toLowerCase().split(/\s+/).includes(name);

function closestScope(element: Element, type: RegExp): Element | null {
  for (let node = element.parent; node && isElement(node); node = node.parent) {
    if (node.attribs.itemscope !== undefined && type.test(node.attribs.itemtype ?? "")) return node;
  }
  return null;
}

/** Price elements looked at; a page with thousands of them is a listing, not a product page. */
const MICRODATA_MAX = 200;

/**
 * The first descendant element (document order) that passes `test`. A walk of our own: css-select's
 * find() from an element slows down with the square of that element's child count.
 */
function firstDescendant(root: Element, test: (element: Element) => boolean): Element | null {
  const stack: AnyNode[] = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || !isElement(node)) continue;
    if (test(node)) return node;
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]);
  }
  return null;
}

function memoize<T>(compute: (element: Element) => T): (element: Element) => T {
  const cache = new Map<Element, T>();
  return (element) => {
    if (!cache.has(element)) cache.set(element, compute(element));
    return cache.get(element) as T;
  };
}

function microdataPrice($: CheerioAPI, productName: string): string | null {
  const priceElements = $("[itemprop]")
    .toArray()
    .filter((element) => hasItemprop(element, "price") || hasItemprop(element, "lowprice"))
    .slice(0, MICRODATA_MAX);
  // Scopes are shared by many prices on a listing page: look inside each one once.
  const currencyOf = memoize((scope) => {
    const currency = firstDescendant(scope, (element) => hasItemprop(element, "pricecurrency"));
    return currency ? (currency.attribs.content ?? readableText([currency], { max: 100 })) : null;
  });
  const nameOf = memoize((product) => {
    const name = firstDescendant(product, (element) => hasItemprop(element, "name"));
    return name ? (name.attribs.content ?? readableText([name], { max: 1000 })) : null;
  });
  const candidates: { price: string; name: string | null }[] = [];
  for (const element of priceElements) {
    const offer = closestScope(element, /schema\.org\/(?:Aggregate)?Offer\b/i);
    const product = closestScope(element, /schema\.org\/\w*Product\w*/i);
    const scope = offer ?? product;
    if (!scope || notEuro(currencyOf(scope))) continue;
    const price = structuredPrice(element.attribs.content ?? element.attribs.value ?? readableText([element], { skipStruck: true, max: 1000 }));
    if (price) candidates.push({ price, name: product ? nameOf(product) : null });
  }
  return best(candidates, (candidate) => nameScore(candidate.name, productName))?.price ?? null;
}

const META_PRICES = [
  'meta[property="product:price:amount"], meta[name="product:price:amount"]',
  'meta[property="og:price:amount"], meta[name="og:price:amount"]',
  'meta[itemprop="price"]',
];

function metaPrice($: CheerioAPI): string | null {
  const currency = $('meta[property="product:price:currency"], meta[property="og:price:currency"]').first().attr("content");
  if (notEuro(currency)) return null;
  for (const selector of META_PRICES) {
    for (const element of $(selector).toArray().filter(isElement)) {
      const price = structuredPrice(element.attribs.content);
      if (price) return price;
    }
  }
  return null;
}

// ------------------------------------------------------------------ heuristic

/** The euro amount nearest the first mention of the product (after it wins a tie), else the first amount. */
function heuristicPrice(text: string, productName: string): string | null {
  const amounts = crawledPrices(text);
  if (amounts.length === 0) return null;
  const wanted = productName.replace(/\s+/g, " ").trim().toLowerCase();
  const at = wanted ? text.toLowerCase().indexOf(wanted) : -1;
  if (at < 0) return amounts[0].price;
  const end = at + wanted.length;
  const distance = (amount: Amount) => (amount.start >= end ? amount.start - end : amount.end <= at ? at - amount.end + 0.5 : 0);
  return best(amounts, (amount) => -distance(amount))?.price ?? null;
}

// ------------------------------------------------------------------ the whole page

/** Whether css-select accepts the selector (an admin types it; a bad one must not break a crawl). */
export function isValidSelector(selector: string): boolean {
  if (selector.trim() === "") return false;
  try {
    load("").root().find(selector);
    return true;
  } catch {
    return false;
  }
}

function selectElements($: CheerioAPI, selector: string): Element[] {
  let found: Element[];
  try {
    found = $.root().find(selector).toArray();
  } catch {
    return [];
  }
  // A nested match ("div" inside a matched div) would repeat its text.
  const set = new Set(found);
  return found.filter((element) => {
    for (let node = element.parent; node; node = node.parent) if (isElement(node) && set.has(node)) return false;
    return true;
  });
}

export function extractPage(html: string, options: { selector?: string | null; productName: string }): ExtractResult {
  // One top-level element: css-select slows down with the square of the document root's child count.
  const $ = load(`<x-page>${limitHtmlDepth(html)}</x-page>`);
  const selector = options.selector?.trim() || null;
  const matched = selector ? selectElements($, selector) : null;
  const root = $.root().toArray();
  const text = matched && matched.length > 0 ? readableText(matched) : readableText(root);
  const result = (price: string | null, priceMethod: PriceMethod | null): ExtractResult => ({
    price,
    priceMethod: price === null ? null : priceMethod,
    text,
    selectorMatched: matched === null ? null : matched.length > 0,
  });

  for (const element of matched ?? []) {
    const price =
      structuredPrice(element.attribs.content ?? null) ?? parseCrawledPrice(readableText([element], { skipStruck: true, max: 10_000 }));
    if (price) return result(price, "selector");
  }
  const structured: [PriceMethod, () => string | null][] = [
    ["json-ld", () => jsonLdPrice($, options.productName)],
    ["microdata", () => microdataPrice($, options.productName)],
    ["meta", () => metaPrice($)],
    // Struck-through prices are the old ones: the heuristic reads the page without them.
    ["heuristic", () => heuristicPrice(readableText(root, { skipStruck: true }), options.productName)],
  ];
  for (const [method, find] of structured) {
    const price = find();
    if (price) return result(price, method);
  }
  return result(null, null);
}
