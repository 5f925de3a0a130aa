import { PUBLIC_PAGE_PATHS, buildSitemapXml } from "~/lib/sitemap";
import { tyrePagePath } from "~/lib/tyre-page";
import { listArticles } from "~/models/articles.server";
import { listTyrePageAddresses } from "~/models/tyre-pages.server";
import { getEnv } from "~/services/env.server";

/**
 * GET /sitemap.xml: the public pages, every published article (not a scheduled one) and every tyre's page,
 * on the public origin.
 */
export async function loader() {
  const origin = getEnv().publicOrigin;
  const [articles, tyres] = await Promise.all([listArticles(), listTyrePageAddresses()]);
  const xml = buildSitemapXml(origin, [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...articles.map((article) => ({ path: `/artikkelit/${article.slug}`, lastmod: article.updatedAt })),
    ...tyres.map((tyre) => ({ path: tyrePagePath(tyre), lastmod: tyre.updatedAt })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
