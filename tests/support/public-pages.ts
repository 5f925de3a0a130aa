/**
 * Every public page a visitor can land on, for the tests that check all of them (phone widths, NUL
 * bytes, share tags): the sitemap's pages, one article and one tyre page read from the live sitemap, a
 * search result, the comparison of that tyre's size, the quote request form for it, the newsletter
 * cancel page and the 404 page.
 */
import { PUBLIC_PAGE_PATHS } from "~/features/site/sitemap.rules";
import { quoteHref } from "~/features/quotes/rules";
import { compareHref } from "~/features/tyres/compare.rules";
import { sizeFromSegment, tyreIdFromSlug } from "~/features/tyres/tyre-page.rules";

export const NOT_FOUND_PATH = "/ei-ole-olemassa";

export async function publicPagePaths(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = (pattern: RegExp) => [...sitemap.matchAll(pattern)].map((match) => match[1]);
  const article = paths(/<loc>[^<]*?(\/artikkelit\/[^<]+)<\/loc>/g)[0];
  if (!article) throw new Error("the sitemap lists no article");
  // Two tyres of one size: the first tyre page, and a comparison that has something to compare.
  const tyrePages = paths(/<loc>[^<]*?(\/renkaat\/[^<]+\/[^<]+)<\/loc>/g).map((path) => {
    const [, , segment, slug] = path.split("/");
    return { path, size: sizeFromSegment(segment), id: tyreIdFromSlug(slug) };
  });
  const tyre = tyrePages.find((page) => page.id !== null && tyrePages.some((other) => other !== page && other.size === page.size));
  if (!tyre?.id) throw new Error("the sitemap lists no two tyres of one size");
  const sameSize = tyrePages.filter((page) => page.size === tyre.size && page.id !== null).slice(0, 2);
  return [
    ...PUBLIC_PAGE_PATHS,
    "/renkaat?search=205/55R16",
    article,
    tyre.path,
    compareHref(tyre.size, sameSize.map((page) => page.id!)),
    quoteHref({ kind: "tyre", id: tyre.id }),
    "/peruuta-uutiskirje",
    NOT_FOUND_PATH,
  ];
}
