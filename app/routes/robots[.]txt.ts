import { buildRobotsTxt } from "~/features/site/sitemap.rules";
import { getEnv } from "~/services/env.server";

/** GET /robots.txt: crawl everything public; the sitemap URL must be absolute. */
export function loader() {
  const origin = getEnv().publicOrigin;
  return new Response(buildRobotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
