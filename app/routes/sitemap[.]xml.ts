import { PUBLIC_PAGE_PATHS, buildSitemapXml } from "~/lib/sitemap";
import { listArticles } from "~/models/articles.server";
import { getEnv } from "~/services/env.server";

/** GET /sitemap.xml: the public pages and every published article (not a scheduled one), on the public origin. */
export async function loader() {
  const origin = getEnv().publicOrigin;
  const articles = await listArticles();
  const xml = buildSitemapXml(origin, [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...articles.map((article) => ({ path: `/artikkelit/${article.slug}`, lastmod: article.updatedAt })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
