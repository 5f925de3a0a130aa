import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildRobotsTxt } from "~/lib/sitemap";
import { getEnv } from "~/services/env.server";

/** GET /robots.txt: crawl everything public; the sitemap URL must be absolute. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(getEnv().PUBLIC_URL ?? request.url).origin;
  return new Response(buildRobotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
