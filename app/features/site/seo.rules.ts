import { COMPANY, SITE_DESCRIPTION, SITE_TITLE } from "~/content/company";

type MetaTag = Record<string, string>;

/** The picture a share of any page shows unless the page has its own (public/images, 1200×630). */
export const DEFAULT_SHARE_IMAGE = { path: "/images/og-rengas-kaarto.png", width: 1200, height: 630, alt: "Rengas-Kaarto – renkaat, vanteet ja rengashotelli Lohjalla" };

/** Search engines cut a description at about 160 characters. */
export const META_DESCRIPTION_MAX = 160;

/** A description that fits: whole words up to the limit, then an ellipsis. */
export function fitDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

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
  const description = fitDescription(page.description || SITE_DESCRIPTION);
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
  if (page.image) {
    tags.push({ property: "og:image", content: page.image.startsWith("http") ? page.image : `${page.origin}${page.image}` });
  } else {
    tags.push(
      { property: "og:image", content: `${page.origin}${DEFAULT_SHARE_IMAGE.path}` },
      { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE.width) },
      { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE.height) },
      { property: "og:image:alt", content: DEFAULT_SHARE_IMAGE.alt },
    );
  }
  return tags;
}

/** The site origin the root loader published, for meta functions: `siteOrigin(matches)`. */
export function siteOrigin(matches: readonly { id: string; data: unknown }[]): string {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}
