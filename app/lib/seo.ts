import { COMPANY, SITE_DESCRIPTION, SITE_TITLE } from "./company";

type MetaTag = Record<string, string>;

/** Tags every page carries: geo position of the shop and the locale. */
export function baseMeta(): MetaTag[] {
  return [
    { name: "geo.region", content: COMPANY.geo.region },
    { name: "geo.placename", content: COMPANY.geo.placename },
    { name: "geo.position", content: `${COMPANY.geo.latitude};${COMPANY.geo.longitude}` },
    { name: "ICBM", content: `${COMPANY.geo.latitude}, ${COMPANY.geo.longitude}` },
    { property: "og:locale", content: "fi_FI" },
    { property: "og:site_name", content: COMPANY.shortName },
  ];
}

/**
 * A page's full meta list (Remix replaces the parent's meta, so every page states it all): title,
 * description, canonical URL, Open Graph and the shared base tags. `origin` comes from the root loader.
 */
export function pageMeta(page: {
  title?: string;
  description?: string;
  path: string;
  origin: string;
  image?: string;
  type?: "website" | "article";
}): Record<string, string>[] {
  const title = page.title ? `${page.title} | ${COMPANY.shortName}` : SITE_TITLE;
  const description = page.description ?? SITE_DESCRIPTION;
  const url = `${page.origin}${page.path}`;
  const tags: Record<string, string>[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
    ...baseMeta(),
  ];
  if (page.image) tags.push({ property: "og:image", content: page.image.startsWith("http") ? page.image : `${page.origin}${page.image}` });
  return tags;
}

/** The site origin the root loader published, for meta functions: `siteOrigin(matches)`. */
export function siteOrigin(matches: readonly { id: string; data: unknown }[]): string {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}
