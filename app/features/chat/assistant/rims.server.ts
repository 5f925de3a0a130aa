/**
 * Kaartobotti on rims (issue 27): the rims of /vanteet by diameter and bolt pattern, cheapest first, with
 * stock as the listing shows it, and a person offered when none fits (the question is read in rim-query.ts).
 */
import { COMPANY } from "~/content/company";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { formatPrice } from "~/lib/price";
import { listRims } from "~/features/rims/model.server";
import { RIMS_PUBLIC_PATH, RIM_FILTER_PARAMS, boltPatternParam, formatBoltPattern, formatOffset, formatRimSize, rimStockText } from "~/features/rims/rules";
import type { RimQuery } from "./rim-query";
import { rimsNamedIn } from "./keywords.server";
import { words } from "~/lib/finnish-words";
import { contactRequestHref } from "~/features/contact-requests/rules";
import type { Language } from "./language";

/** The answer's words in each language; the stock words follow the listing's ('Tilapäisesti loppu'). */
const WORDS = {
  fi: {
    bolt: "pulttijaolla",
    none: (criteria: string) => `Valikoimassamme ei nyt ole vanteita${criteria}.`,
    samePattern: (pattern: string) => `Pulttijaolla ${pattern} meillä on vanteita muissa koissa:`,
    ask: (href: string) => `Kysy meiltä sopivia vanteita: soita **${COMPANY.phone}** tai jätä [yhteydenottopyyntö](${href}). Kaikki vanteemme: [Vanteet](${RIMS_PUBLIC_PATH})`,
    heading: (criteria: string) => `Vanteet${criteria}, halvin ensin:`,
    each: "/ kpl",
    set: (price: string) => `4 kpl **${price}**`,
    stock: (stock: number | null) => rimStockText(stock).toLowerCase(),
    more: (count: number) => `…ja ${count} muuta.`,
    footer: (href: string) => `Hinnat ovat kappalehintoja. Kaikki kuvineen: [Vanteet](${href}). Kysy tarjous, niin tarkistamme sopivuuden autoosi.`,
  },
  sv: {
    bolt: "bultmönster",
    none: (criteria: string) => `Vi har inga fälgar${criteria} i sortimentet just nu.`,
    samePattern: (pattern: string) => `Med bultmönstret ${pattern} har vi fälgar i andra storlekar:`,
    ask: (href: string) => `Fråga oss efter passande fälgar: ring **${COMPANY.phone}** eller lämna en [kontaktbegäran](${href}). Alla våra fälgar: [Fälgar](${RIMS_PUBLIC_PATH}) (på finska)`,
    heading: (criteria: string) => `Fälgar${criteria}, billigast först:`,
    each: "/ st",
    set: (price: string) => `4 st **${price}**`,
    stock: (stock: number | null) => (stock === null ? "fråga om tillgången" : stock > 0 ? `${stock} st i lager` : "tillfälligt slut i lager"),
    more: (count: number) => `…och ${count} till.`,
    footer: (href: string) => `Priserna gäller per fälg. Alla med bilder: [Fälgar](${href}) (på finska). Be om en offert, så kontrollerar vi att de passar din bil.`,
  },
  en: {
    bolt: "bolt pattern",
    none: (criteria: string) => `We have no rims${criteria} in our range at the moment.`,
    samePattern: (pattern: string) => `With the bolt pattern ${pattern} we have rims in other sizes:`,
    ask: (href: string) => `Ask us for suitable rims: call **${COMPANY.phone}** or leave a [contact request](${href}). All our rims: [Rims](${RIMS_PUBLIC_PATH}) (in Finnish)`,
    heading: (criteria: string) => `Rims${criteria}, cheapest first:`,
    each: "each",
    set: (price: string) => `4 for **${price}**`,
    stock: (stock: number | null) => (stock === null ? "ask for availability" : stock > 0 ? `${stock} in stock` : "temporarily out of stock"),
    more: (count: number) => `…and ${count} more.`,
    footer: (href: string) => `Prices are per rim. All of them with pictures: [Rims](${href}) (in Finnish). Ask for a quote and we will check that they fit your car.`,
  },
} as const;

/** The most rims one answer lists; the listing page has the rest. */
const MAX_LISTED = 8;

function criteriaText(query: RimQuery, language: Language): string {
  const parts = [
    ...(query.diameter ? [`${query.diameter}″`] : []),
    ...(query.boltPattern ? [`${WORDS[language].bolt} ${formatBoltPattern(query.boltPattern.count, query.boltPattern.circle)}`] : []),
  ];
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

function listingHref(query: RimQuery): string {
  const params = new URLSearchParams();
  if (query.diameter) params.set(RIM_FILTER_PARAMS.diameter, String(query.diameter));
  if (query.boltPattern) params.set(RIM_FILTER_PARAMS.boltPattern, boltPatternParam(query.boltPattern.count, query.boltPattern.circle));
  const search = params.toString();
  return search ? `${RIMS_PUBLIC_PATH}?${search}` : RIMS_PUBLIC_PATH;
}

type ListedRim = Awaited<ReturnType<typeof listRims>>["rims"][number];

/** One rim as a list line: name, size, pattern, offset, price each and of four (a set is what most buy), stock. */
function rimLine(rim: ListedRim, language: Language): string {
  const words = WORDS[language];
  const price = `**${formatPrice(rim.price)}** ${words.each}, ${words.set(formatPrice(Number(rim.price) * 4))}`;
  return `- **${escapeMarkdown(`${rim.brand} ${rim.model}`)}** ${formatRimSize(rim.diameter, rim.width)}, ${formatBoltPattern(rim.boltCount, rim.boltCircle)}, ${formatOffset(rim.offset)}: ${price} – ${words.stock(rim.stock)}`;
}

/** The rims a line names, read as the intents read them (keywords.server.ts): 'fyra borbet y?', 'Rial Kodiakit'. */
function rimsNamed<T extends { brand: string; model: string }>(rims: T[], line: string): T[] {
  const named = rimsNamedIn(words(line.slice(0, 300)), { brands: [], models: [], rims });
  return rims.filter((rim) => named.some((one) => one.brand === rim.brand && one.model === rim.model));
}

/**
 * The rims that fit the query as markdown, cheapest first; a person offered when none does. `line`: the
 * visitor's words; a rim they name is answered alone.
 */
export async function rimsMarkdown(query: RimQuery, conversationId: string | null, language: Language = "fi", line = ""): Promise<string> {
  const { rims, total } = await listRims({ diameter: query.diameter ?? null, boltPattern: query.boltPattern ?? null }, 1, 100);
  const words = WORDS[language];
  const criteria = criteriaText(query, language);
  if (total === 0) {
    // '17-tums fälgar med 5x108?' when that pattern comes only in other sizes: those, so the visitor sees what there is.
    const samePattern = query.diameter && query.boltPattern ? await listRims({ diameter: null, boltPattern: query.boltPattern }, 1, MAX_LISTED) : undefined;
    const others = samePattern && samePattern.total > 0 ? ["", words.samePattern(formatBoltPattern(query.boltPattern!.count, query.boltPattern!.circle)), "", ...samePattern.rims.map((rim) => rimLine(rim, language))] : [];
    return [words.none(criteria), ...others, "", words.ask(contactRequestHref(conversationId))].join("\n");
  }
  const named = rimsNamed(rims, line);
  if (named.length > 0) {
    return [...named.map((rim) => rimLine(rim, language)), "", words.footer(listingHref(query))].join("\n");
  }
  const cheapest = [...rims].sort((a, b) => Number(a.price) - Number(b.price)).slice(0, MAX_LISTED);
  const lines = cheapest.map((rim) => rimLine(rim, language));
  return [words.heading(criteria), "", ...lines, ...(total > cheapest.length ? ["", words.more(total - cheapest.length)] : []), "", words.footer(listingHref(query))].join("\n");
}

/** The price of four of the one rim a line names ('dela upp betalningen för fyra Rial Lugano'), for financing. */
export async function namedRimSetPrice(line: string): Promise<number | undefined> {
  const { rims } = await listRims({ diameter: null, boltPattern: null }, 1, 100);
  const named = rimsNamed(rims, line);
  return named.length === 1 ? Number(named[0].price) * 4 : undefined;
}
