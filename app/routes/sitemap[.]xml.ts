import { PUBLIC_PAGE_PATHS, buildSitemapXml } from "~/features/site/sitemap.rules";
import { tyrePagePath } from "~/features/tyres/tyre-page.rules";
import { listArticles } from "~/features/blog/model.server";
import { listTyrePageAddresses } from "~/features/tyres/tyre-page.model.server";
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
