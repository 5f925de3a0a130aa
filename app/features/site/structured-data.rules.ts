import type { BusinessHours, Weekday } from "~/features/hours/rules";
import { COMPANY } from "~/content/company";

const SCHEMA_DAYS: Record<Weekday, string> = {
  ma: "Monday",
  ti: "Tuesday",
  ke: "Wednesday",
  to: "Thursday",
  pe: "Friday",
  la: "Saturday",
  su: "Sunday",
};

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

/** Days with the same hours share one entry (as search engines prefer); closed days are left out. */
export function openingHoursSpecification(hours: BusinessHours | null | undefined): OpeningHoursSpecification[] {
  const groups = new Map<string, OpeningHoursSpecification>();
  for (const entry of hours ?? []) {
    if (entry.isClosed) continue;
    const key = `${entry.open}-${entry.close}`;
    const group = groups.get(key);
    if (group) group.dayOfWeek.push(SCHEMA_DAYS[entry.day]);
    else groups.set(key, { "@type": "OpeningHoursSpecification", dayOfWeek: [SCHEMA_DAYS[entry.day]], opens: entry.open, closes: entry.close });
  }
  return [...groups.values()];
}

/** schema.org TireShop of the shop, for the JSON-LD every public page carries. */
export function buildTireShopJsonLd({ hours, origin }: { hours: BusinessHours | null | undefined; origin: string }) {
  const url = origin ? `${origin}/` : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "TireShop",
    ...(url ? { "@id": `${url}#rengasliike`, url, image: `${origin}/favicon.svg` } : {}),
    name: COMPANY.name,
    alternateName: COMPANY.shortName,
    telephone: COMPANY.phoneHref.replace(/^tel:/, ""),
    email: COMPANY.salesEmail,
    taxID: COMPANY.businessId,
    address: {
      "@type": "PostalAddress",
      streetAddress: COMPANY.street,
      postalCode: COMPANY.postalCode,
      addressLocality: COMPANY.town,
      addressRegion: "Uusimaa",
      addressCountry: "FI",
    },
    geo: { "@type": "GeoCoordinates", latitude: COMPANY.geo.latitude, longitude: COMPANY.geo.longitude },
    openingHoursSpecification: openingHoursSpecification(hours),
    priceRange: "€€",
    currenciesAccepted: "EUR",
    memberOf: { "@type": "Organization", name: COMPANY.network },
  };
}

/**
 * JSON for an inline <script>: '<', '>' and '&' are escaped so no value can close the script element
 * or open a comment; U+2028/2029 so older parsers do not see line breaks inside strings.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** An address on the public origin: a path of the site ('/api/images/3') made absolute, a URL kept. */
export function absoluteUrl(origin: string, address: string): string {
  return /^https?:\/\//i.test(address) ? address : `${origin}${address.startsWith("/") ? "" : "/"}${address}`;
}

/** One step of a breadcrumb trail: its name and the path (or URL) it leads to. */
export type BreadcrumbStep = { name: string; path: string };

/**
 * schema.org BreadcrumbList of a page's trail, first step first (the last is the page itself), with
 * absolute addresses: what a search result shows instead of the bare URL.
 */
export function buildBreadcrumbJsonLd({ steps, origin }: { steps: BreadcrumbStep[]; origin: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

/** An article page's trail: Artikkelit › the article. */
export function buildArticleBreadcrumbJsonLd({ article, origin }: { article: Pick<BlogPostingSource, "title" | "slug">; origin: string }) {
  return buildBreadcrumbJsonLd({
    origin,
    steps: [
      { name: "Artikkelit", path: "/artikkelit" },
      { name: article.title, path: `/artikkelit/${article.slug}` },
    ],
  });
}

export type BlogPostingSource = {
  title: string;
  slug: string;
  description: string;
  excerpt: string;
  keywords: string[];
  featureImage: string | null;
  publishedAt: string;
  updatedAt: string;
};

/**
 * schema.org BlogPosting of an article page: the shop is its author and publisher (the TireShop of
 * every page, by its @id). A change before the publishing time (a scheduled article edited) does not
 * make dateModified earlier than datePublished.
 */
export function buildBlogPostingJsonLd({ article, origin }: { article: BlogPostingSource; origin: string }) {
  const url = `${origin}/artikkelit/${article.slug}`;
  const modified = Date.parse(article.updatedAt) > Date.parse(article.publishedAt) ? article.updatedAt : article.publishedAt;
  const shop = {
    "@type": "Organization",
    ...(origin ? { "@id": `${origin}/#rengasliike`, url: `${origin}/`, logo: { "@type": "ImageObject", url: `${origin}/images/logo.svg` } } : {}),
    name: COMPANY.name,
  };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#artikkeli`,
    headline: article.title,
    description: article.description || article.excerpt,
    datePublished: article.publishedAt,
    dateModified: modified,
    ...(article.featureImage ? { image: [absoluteUrl(origin, article.featureImage)] } : {}),
    ...(article.keywords.length > 0 ? { keywords: article.keywords.join(", ") } : {}),
    inLanguage: "fi-FI",
    author: shop,
    publisher: shop,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
