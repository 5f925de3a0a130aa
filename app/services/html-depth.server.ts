/**
 * A guard in front of cheerio's HTML parser (htmlparser2). Its cost grows with the square of the
 * nesting depth (each open tag shifts the whole open-element stack): 2 MB of unclosed `<div>`s keeps a
 * core busy for minutes, and a competitor's page is not ours to trust. This pass follows the parser's
 * own stack rules in linear time and, only when a page nests deeper than `maxDepth`, removes the
 * innermost excess tags (their text stays); a page with more elements than any shop page has is refused
 * before it is parsed at all. Pure: a string in, a string out.
 */

// htmlparser2's rules (Parser.js): which open tags close which open elements, and which never open.
const P = ["p"];
const FORM = ["input", "option", "optgroup", "select", "button", "datalist", "textarea"];
const IMPLIES_CLOSE = new Map<string, Set<string>>([
  ["tr", new Set(["tr", "th", "td"])],
  ["th", new Set(["th"])],
  ["td", new Set(["thead", "th", "td"])],
  ["body", new Set(["head", "link", "script"])],
  ["li", new Set(["li"])],
  ["option", new Set(["option"])],
  ["optgroup", new Set(["optgroup", "option"])],
  ["dd", new Set(["dd", "dt"])],
  ["dt", new Set(["dd", "dt"])],
  ["rt", new Set(["rt", "rp"])],
  ["rp", new Set(["rt", "rp"])],
  ["tbody", new Set(["thead", "tbody"])],
  ["tfoot", new Set(["thead", "tbody"])],
  ...["select", "input", "output", "button", "datalist", "textarea"].map((name) => [name, new Set(FORM)] as const),
  ...["p", "h1", "h2", "h3", "h4", "h5", "h6", "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset"]
    .concat(["figcaption", "figure", "footer", "form", "header", "hr", "main", "nav", "ol", "pre", "section", "table", "ul"])
    .map((name) => [name, new Set(P)] as const),
]);
const VOID = new Set("area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr".split(" "));
const FOREIGN = new Set(["math", "svg"]);
const INTEGRATION = new Set(["mi", "mo", "mn", "ms", "mtext", "annotation-xml", "foreignobject", "desc", "title"]);
const RAW_TEXT = new Set(["script", "style", "title", "textarea"]);

/** Real shop pages nest 20–60 deep; the parser's cost at this depth stays well under a second for 2 MB. */
export const MAX_HTML_DEPTH = 512;

/**
 * Real product pages have 2,000–20,000 elements. Beyond this the DOM alone costs hundreds of megabytes and
 * a selector such as `li:nth-child(2) .price` does work that grows with the square of the count.
 */
export const MAX_HTML_ELEMENTS = 50_000;

/** A page with more elements than the crawler reads (counted before anything is parsed). */
export class HtmlTooComplex extends Error {
  override name = "HtmlTooComplex";
  constructor(readonly maxElements: number) {
    super(`more than ${maxElements} elements`);
  }
}

const rawTextEnds = new Map<string, RegExp>();
const rawTextEnd = (name: string) => {
  let pattern = rawTextEnds.get(name);
  if (!pattern) rawTextEnds.set(name, (pattern = new RegExp(`</${name}`, "gi")));
  return pattern;
};

const isNameStart = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const NAME_END = /[\s/>]/;

/**
 * The HTML unchanged when it nests at most `maxDepth` deep, else with the tags beyond that removed.
 * Throws HtmlTooComplex as soon as it has counted more than `maxElements` start tags.
 */
export function limitHtmlDepth(html: string, maxDepth = MAX_HTML_DEPTH, maxElements = MAX_HTML_ELEMENTS): string {
  let elements = 0;
  const stack: string[] = [];
  const open = new Map<string, number>(); // name → how many on the stack, so a stray end tag costs O(1)
  const dropped = new Map<string, number>();
  const foreign: boolean[] = [];
  const cuts: [number, number][] = [];
  const bump = (map: Map<string, number>, name: string, by: number) => map.set(name, (map.get(name) ?? 0) + by);
  const pop = () => {
    const name = stack.pop();
    if (name !== undefined) bump(open, name, -1);
  };

  let index = html.indexOf("<");
  while (index >= 0 && index < html.length - 1) {
    const next = html.charCodeAt(index + 1);
    if (html.startsWith("<!--", index)) {
      const end = html.indexOf("-->", index + 4);
      index = end < 0 ? -1 : html.indexOf("<", end + 3);
      continue;
    }
    if (next === 33 || next === 63) {
      // <!doctype …>, <![CDATA[ … ]]>, <?xml … ?>
      const end = html.indexOf(">", index + 2);
      index = end < 0 ? -1 : html.indexOf("<", end + 1);
      continue;
    }
    const closing = next === 47;
    const nameAt = closing ? index + 2 : index + 1;
    if (!isNameStart(html.charCodeAt(nameAt))) {
      index = html.indexOf("<", index + 1);
      continue;
    }
    // The tag's end: the first ">" outside a quoted attribute value.
    let end = nameAt;
    let quote = 0;
    let afterEquals = false;
    while (end < html.length) {
      const code = html.charCodeAt(end);
      if (quote) {
        if (code === quote) quote = 0;
      } else if (code === 62) {
        break;
      } else if (!closing && afterEquals && (code === 34 || code === 39)) {
        quote = code;
      }
      if (code === 61) afterEquals = true;
      else if (!(code === 32 || code === 9 || code === 10 || code === 12 || code === 13)) afterEquals = false;
      end += 1;
    }
    const rest = html.slice(nameAt, Math.min(end, nameAt + 64));
    const name = rest.split(NAME_END)[0].toLowerCase();
    const selfClosing = html.charCodeAt(end - 1) === 47;

    if (closing) {
      if ((dropped.get(name) ?? 0) > 0) {
        bump(dropped, name, -1);
        cuts.push([index, end + 1]);
      } else {
        if (!VOID.has(name) && (open.get(name) ?? 0) > 0) {
          while (stack.length > 0 && stack[stack.length - 1] !== name) pop();
          pop();
        }
        if (FOREIGN.has(name) || INTEGRATION.has(name)) foreign.pop();
      }
    } else {
      elements += 1;
      if (elements > maxElements) throw new HtmlTooComplex(maxElements);
      const closes = IMPLIES_CLOSE.get(name);
      while (closes && stack.length > 0 && closes.has(stack[stack.length - 1])) pop();
      if (!VOID.has(name)) {
        if (stack.length >= maxDepth) {
          bump(dropped, name, 1);
          cuts.push([index, end + 1]);
        } else {
          stack.push(name);
          bump(open, name, 1);
          if (FOREIGN.has(name)) foreign.push(true);
          else if (INTEGRATION.has(name)) foreign.push(false);
          // <path/> inside <svg> closes itself; in HTML "<div/>" stays open.
          if (selfClosing && foreign[foreign.length - 1]) pop();
        }
      }
      if (RAW_TEXT.has(name) && !selfClosing) {
        // Script, style, title and textarea hold text, not tags: go to their end tag.
        const endTag = rawTextEnd(name);
        endTag.lastIndex = end;
        const close = endTag.exec(html);
        end = close ? close.index - 1 : html.length;
      }
    }
    index = html.indexOf("<", end + 1);
  }
  if (cuts.length === 0) return html;
  const parts: string[] = [];
  let from = 0;
  for (const [start, stop] of cuts) {
    parts.push(html.slice(from, start));
    from = stop;
  }
  parts.push(html.slice(from));
  return parts.join("");
}
