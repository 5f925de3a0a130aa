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
import { contactRequestHref } from "~/features/contact-requests/rules";

/** The most rims one answer lists; the listing page has the rest. */
const MAX_LISTED = 8;

function criteriaText(query: RimQuery): string {
  const parts = [
    ...(query.diameter ? [`${query.diameter}″`] : []),
    ...(query.boltPattern ? [`pulttijaolla ${formatBoltPattern(query.boltPattern.count, query.boltPattern.circle)}`] : []),
  ];
  return parts.join(", ");
}

function listingHref(query: RimQuery): string {
  const params = new URLSearchParams();
  if (query.diameter) params.set(RIM_FILTER_PARAMS.diameter, String(query.diameter));
  if (query.boltPattern) params.set(RIM_FILTER_PARAMS.boltPattern, boltPatternParam(query.boltPattern.count, query.boltPattern.circle));
  const search = params.toString();
  return search ? `${RIMS_PUBLIC_PATH}?${search}` : RIMS_PUBLIC_PATH;
}

/** The rims that fit the query as markdown, cheapest first; a person offered when none does. */
export async function rimsMarkdown(query: RimQuery, conversationId: string | null): Promise<string> {
  const { rims, total } = await listRims({ diameter: query.diameter ?? null, boltPattern: query.boltPattern ?? null }, 1, 100);
  const criteria = criteriaText(query);
  if (total === 0) {
    return [
      `Valikoimassamme ei nyt ole vanteita${criteria ? ` (${criteria})` : ""}.`,
      "",
      `Kysy meiltä sopivia vanteita: soita **${COMPANY.phone}** tai jätä [yhteydenottopyyntö](${contactRequestHref(conversationId)}). Kaikki vanteemme: [Vanteet](${RIMS_PUBLIC_PATH})`,
    ].join("\n");
  }
  const cheapest = [...rims].sort((a, b) => Number(a.price) - Number(b.price)).slice(0, MAX_LISTED);
  const lines = cheapest.map(
    (rim) =>
      `- **${escapeMarkdown(`${rim.brand} ${rim.model}`)}** ${formatRimSize(rim.diameter, rim.width)}, ${formatBoltPattern(rim.boltCount, rim.boltCircle)}, ${formatOffset(rim.offset)}: **${formatPrice(rim.price)}** / kpl – ${rimStockText(rim.stock).toLowerCase()}`,
  );
  return [
    `Vanteet${criteria ? ` (${criteria})` : ""}, halvin ensin:`,
    "",
    ...lines,
    ...(total > cheapest.length ? ["", `…ja ${total - cheapest.length} muuta.`] : []),
    "",
    `Hinnat ovat kappalehintoja. Kaikki kuvineen: [Vanteet](${listingHref(query)}). Kysy tarjous, niin tarkistamme sopivuuden autoosi.`,
  ].join("\n");
}
