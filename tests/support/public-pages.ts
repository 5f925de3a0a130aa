/**
 * Every public page a visitor can land on, for the tests that check all of them (phone widths, NUL
 * bytes, share tags): the sitemap's pages, one article read from the live sitemap, a search result, the
 * newsletter cancel page and the 404 page.
 */
import { PUBLIC_PAGE_PATHS } from "~/lib/sitemap";

export const NOT_FOUND_PATH = "/ei-ole-olemassa";

export async function publicPagePaths(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const article = [...sitemap.matchAll(/<loc>[^<]*?(\/artikkelit\/[^<]+)<\/loc>/g)].map((match) => match[1])[0];
  if (!article) throw new Error("the sitemap lists no article");
  return [...PUBLIC_PAGE_PATHS, "/renkaat?search=205/55R16", article, "/peruuta-uutiskirje", NOT_FOUND_PATH];
}
