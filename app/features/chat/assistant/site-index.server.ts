/**
 * The index of the site's own pages that Kaartobotti quotes when no rule of its own answers (issue 27):
 * every public page and published article, rendered in-process by the server's own request handler
 * (services/page-renderer.server.ts), cut into passages (site-passages.ts) and searched with MiniSearch
 * (BM25) on Finnish stems. Built on the first question and again after any content change (the content
 * version moves), so an edited page or a new article is quoted from the next question on. Without a
 * registered renderer (a script, a unit test) there is no index and the assistant hands over to a person.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { articlePath } from "~/features/blog/paths";
import { listArticles } from "~/features/blog/model.server";
import { PUBLIC_PAGE_PATHS } from "~/features/site/sitemap.rules";
import { tokenize } from "~/lib/finnish-words";
import { contentVersion } from "~/services/content-version.server";
import { type PageRenderer, pageRenderer } from "~/services/page-renderer.server";
import { type Passage, indexTerm, indexTokens, pagePassages, questionTerms } from "./site-passages";

/** Listings the tools answer better (the catalogue), and the chat page itself. */
const NOT_INDEXED = new Set<string>(["/renkaat", "/kaartobotti", "/artikkelit"]);

export type SiteIndex = { version: number; search: MiniSearch<Passage>; passages: number; pages: number; buildMs: number };

const SEARCH_OPTIONS = {
  boost: { heading: 2 },
  // Stems of five letters or more also find their compounds' starts ('rengashotel' in 'rengashotellin').
  prefix: (term: string) => term.length >= 5,
  combineWith: "OR" as const,
};

function newSearch(): MiniSearch<Passage> {
  return new MiniSearch<Passage>({
    fields: ["heading", "text"],
    storeFields: ["path", "page", "heading", "text"],
    tokenize: (text) => indexTokens(tokenize(text)),
    processTerm: (term) => indexTerm(term),
    searchOptions: { ...SEARCH_OPTIONS, tokenize: (text) => tokenize(text) },
  });
}

/** Renders every indexed page and builds the index; a page that fails to render is left out. */
export async function buildSiteIndex(render: PageRenderer): Promise<SiteIndex> {
  const started = performance.now();
  const version = contentVersion();
  const articles = await listArticles();
  const paths = [...PUBLIC_PAGE_PATHS.filter((path) => !NOT_INDEXED.has(path)), ...articles.map((article) => articlePath(article.slug))];
  const pages = await Promise.all(
    paths.map(async (path) => {
      try {
        const html = await render(path);
        return html ? pagePassages(path, html) : [];
      } catch (error) {
        console.error(`Kaartobotin hakemisto: sivua ${path} ei saatu luettua`, error);
        return [];
      }
    }),
  );
  const search = newSearch();
  const passages = pages.flat();
  search.addAll(passages);
  return { version, search, passages: passages.length, pages: pages.filter((page) => page.length > 0).length, buildMs: performance.now() - started };
}

/** Rims and stock on the pages change without a content version: an index is rebuilt after this at the latest. */
const MAX_AGE_MS = 5 * 60_000;

let building: Promise<SiteIndex | null> | null = null;
let builtForVersion = -1;
let builtAt = 0;

/** The current index: built on first use and after every content change; null without a renderer. */
export function siteIndex(): Promise<SiteIndex | null> {
  const render = pageRenderer();
  if (!render) return Promise.resolve(null);
  const version = contentVersion();
  if (!building || builtForVersion !== version || Date.now() - builtAt > MAX_AGE_MS) {
    builtForVersion = version;
    builtAt = Date.now();
    building = buildSiteIndex(render)
      .then((index) => {
        console.log(`Kaartobotin hakemisto: ${index.passages} kohtaa ${index.pages} sivulta, ${Math.round(index.buildMs)} ms`);
        return index;
      })
      .catch((error: unknown) => {
        console.error("Kaartobotin hakemiston rakentaminen epäonnistui", error);
        builtForVersion = -1;
        return null;
      });
  }
  return building;
}

export type SiteMatch = Pick<Passage, "path" | "page" | "heading" | "text">;

/**
 * The passage that answers the question, or undefined when none is close enough: it must share at least
 * half of the question's telling words (stems). A weak match is worse than a person, so the bar is the
 * words, not the score. `withoutCatalogueWords`: a question the size rules would otherwise take ('mikä on
 * talvirenkaan urasyvyys') is searched by its other words only, and none left means no search.
 */
export async function findOnSite(question: string, { withoutCatalogueWords = false } = {}): Promise<SiteMatch | undefined> {
  const terms = questionTerms(tokenize(question), withoutCatalogueWords);
  if (terms.length === 0) return undefined;
  const index = await siteIndex();
  if (!index) return undefined;
  const [best] = index.search.search(terms.join(" ")) as (SearchResult & SiteMatch)[];
  if (!best) return undefined;
  const matched = new Set(best.queryTerms);
  if (matched.size < Math.ceil(terms.length / 2)) return undefined;
  // One short stem ('aja' of 'ajaa') finds too much: a single matched word must be a long one.
  if (matched.size === 1 && [...matched][0].length < 5) return undefined;
  return { path: best.path, page: best.page, heading: best.heading, text: best.text };
}
