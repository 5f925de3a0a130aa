/** The tyre brands the shop sells, plus the Point S network it belongs to: 14 logos in /images/brands. */
export type Brand = { name: string; slug: string; logo: string };

const brand = (name: string, slug: string): Brand => ({ name, slug, logo: `/images/brands/${slug}.svg` });

export const NETWORK_BRAND: Brand = brand("Point S", "point-s");

export const BRANDS: readonly Brand[] = [
  brand("Nokian Tyres", "nokian"),
  brand("Michelin", "michelin"),
  brand("Continental", "continental"),
  brand("Bridgestone", "bridgestone"),
  brand("Goodyear", "goodyear"),
  brand("Pirelli", "pirelli"),
  brand("Hankook", "hankook"),
  brand("Nexen", "nexen"),
  brand("Kumho", "kumho"),
  brand("Toyo", "toyo"),
  brand("Falken", "falken"),
  brand("Vredestein", "vredestein"),
  brand("Dunlop", "dunlop"),
  NETWORK_BRAND,
];

// Names a manufacturer is commonly written with besides its full name and slug.
const ALIASES: Record<string, string> = {
  "nokian renkaat": "nokian",
  "toyo tires": "toyo",
  "nexen tire": "nexen",
  "kumho tire": "kumho",
};

const BY_KEY = new Map<string, Brand>();
for (const entry of BRANDS) {
  BY_KEY.set(entry.name.toLowerCase(), entry);
  BY_KEY.set(entry.slug, entry);
}
for (const [alias, slug] of Object.entries(ALIASES)) BY_KEY.set(alias, BY_KEY.get(slug)!);

/** True for every spelling of the network: 'PointS', 'point-s', 'Point S Finland'. */
function isNetworkName(name: string): boolean {
  return name.includes("points") || name.includes("point-s") || name.includes("point s");
}

/**
 * The logo of a brand by its name, ignoring case and surrounding spaces ('NOKIAN TYRES' and 'nokian' both
 * give Nokian's). Any name mentioning the network maps to its logo; an unknown brand gives null.
 */
export function brandLogo(name: string | null | undefined): string | null {
  const key = (name ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  if (key === "") return null;
  if (isNetworkName(key)) return NETWORK_BRAND.logo;
  return BY_KEY.get(key)?.logo ?? null;
}
