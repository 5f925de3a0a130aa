/**
 * The running campaigns as Kaartobotti tells them: in Finnish as the admin wrote them; in Swedish and
 * English with a gist read from the campaign's own fields (the discount type and amount, the end date)
 * and from the words of its name and description (what it is for, who gets it), with the Finnish text
 * quoted after it. A line that names a campaign ('the tyre hotel one', 'siihen talvirenkaiden
 * asennukseen') gets that campaign only; a line that names a sale no running campaign matches
 * ('kevätale') is told it is not running now. Discount codes are never shown (decision 0034). Pure.
 */
import { escapeMarkdown } from "~/lib/markdown-escape";
import { foldFinnish, tokenize } from "~/lib/finnish-words";
import { formatFinnishDate } from "~/lib/price";
import type { Language } from "./language";
import type { PriceService } from "./knowledge.server";

export type CampaignFacts = {
  name: string;
  description: string;
  endDate: Date;
  discountType: "percentage" | "fixed_amount" | "free_shipping" | null;
  discountValue: string | null;
};

type OtherLanguage = Exclude<Language, "fi">;

/** Prefixes too common in campaigns to tell one from another. */
const GENERIC =
  /^(kampanj|tarjou|alenn|ostat|meilta|kuuluvat|hintaan|hinnan|voimass|kaupan|sisaltyv|huomioid|kassalla|ensimm|kauden|kautta)|^(renkaat|renkaita|renkaiden|renkaan|rengas|renkaille|asiakas)$/;

/** Inflected forms every campaign may use: a part of one tells no campaign from another. */
const GENERIC_WORDS = ["renkaiden", "renkaita", "renkaat", "renkaan", "renkaille", "kampanjan", "tarjouksen", "alennuksen", "asiakkaan", "asiakas"];

/** The telling words of a text: folded, six letters or more, no digits, not generic. */
function tellingWords(text: string): string[] {
  return tokenize(text)
    .map(foldFinnish)
    .filter((word) => word.length >= 6 && !/\d/.test(word) && !GENERIC.test(word));
}

/**
 * Two words name the same thing: the same start ('asennukseen' and 'asennus'), or a shared compound part
 * of seven letters or more ('hotellikampanjaan' and 'rengashotelli'), not one of the generic forms.
 */
function sameThing(a: string, b: string): boolean {
  const start = Math.min(8, a.length, b.length);
  if (a.slice(0, start) === b.slice(0, start)) return true;
  for (let index = 0; index + 7 <= a.length; index += 1) {
    const part = a.slice(index, index + 7);
    if (b.includes(part) && !GENERIC_WORDS.some((word) => word.includes(part))) return true;
  }
  return false;
}

const names = (text: string, campaign: CampaignFacts) => {
  const own = tellingWords(`${campaign.name} ${campaign.description}`);
  return tellingWords(text).some((word) => own.some((campaignWord) => sameThing(word, campaignWord)));
};

/** The campaigns the text names by their own words (none when it names none). */
export function namedCampaigns<T extends CampaignFacts>(campaigns: readonly T[], text: string): T[] {
  return campaigns.filter((campaign) => names(text, campaign));
}

/** The campaigns the line names by their own words; all of them when it names none (or every one). */
export function campaignsNamed<T extends CampaignFacts>(campaigns: readonly T[], line: string): T[] {
  const named = namedCampaigns(campaigns, line);
  return named.length > 0 && named.length < campaigns.length ? named : [...campaigns];
}

/** A sale the line names ('kesärenkaiden kevätale', 'joulukampanja') that no running campaign matches. */
export function namesMissingSale(campaigns: readonly CampaignFacts[], line: string): boolean {
  const sale = /\b\p{L}{3,}(ale|alen|alennus|alennukset|kampanja|kampanjan|kampanjaa)\b/u.exec(foldFinnish(line.toLowerCase()));
  if (!sale) return false;
  return !campaigns.some((campaign) => names(sale[0], campaign));
}

// What a campaign is for and who gets it, read from its Finnish words.
const SUBJECTS: [RegExp, Record<OtherLanguage, string>][] = [
  [/rengashotel|sailyty/, { sv: "däckhotellet", en: "the tyre hotel" }],
  [/talvirenkaiden asennu|talvirenkaat .*asennu|asennus .*talvirenka/, { sv: "montering av vinterdäck", en: "fitting of winter tyres" }],
  [/kesarenka/, { sv: "sommardäck", en: "summer tyres" }],
  [/talvirenka/, { sv: "vinterdäck", en: "winter tyres" }],
  [/tasapainot/, { sv: "balansering", en: "balancing" }],
  [/vante/, { sv: "fälgar", en: "rims" }],
];
const CONDITIONS: [RegExp, Record<OtherLanguage, string>][] = [
  [/ensimmai\w* (\w+ )?kau|ensimmai\w* sailytyskau/, { sv: "för den första säsongen", en: "for the first season" }],
  [/\buusi \w*asiaka|uusille asiakk/, { sv: "för nya kunder", en: "for new customers" }],
  [/nelja (uutta )?\w*renka|4 (uutta )?\w*renka/, { sv: "när du köper fyra nya däck", en: "when you buy four new tyres" }],
  [/kassall/, { sv: "förmånen dras av i kassan", en: "the benefit is applied at the till" }],
];

/** The price-list section a percentage campaign takes its discount off, read from its words. */
export function campaignService(campaign: CampaignFacts): PriceService | undefined {
  if (campaign.discountType !== "percentage" || !campaign.discountValue) return undefined;
  const text = foldFinnish(`${campaign.name} ${campaign.description}`.toLowerCase());
  if (/rengashotel|sailyty/.test(text)) return "rengashotelli";
  if (/renkaanvaihto|rengasvaihto|kausivaihto/.test(text)) return "renkaanvaihto";
  if (/vanteille|rengastyo/.test(text)) return "rengastyo";
  return undefined;
}

const WORDS: Record<OtherLanguage, { off: (value: string) => string; worth: (value: string) => string; delivery: string; on: string; until: string; finnish: string }> = {
  sv: { off: (value) => `${value} % rabatt`, worth: (value) => `en förmån värd ${value} €`, delivery: "fri leverans", on: "på", until: "gäller till", finnish: "på finska" },
  en: { off: (value) => `${value} % off`, worth: (value) => `a benefit worth ${value} €`, delivery: "free delivery", on: "on", until: "valid until", finnish: "in Finnish" },
};

const amount = (value: string | null) => (value === null ? "" : String(Number(value)).replace(".", ","));

/** One campaign as a list item in the language; the Finnish name and description quoted in sv/en. */
export function campaignLine(campaign: CampaignFacts, language: Language): string {
  const name = escapeMarkdown(campaign.name);
  const description = escapeMarkdown(campaign.description);
  const until = formatFinnishDate(campaign.endDate);
  if (language === "fi") return `- **${name}** – ${description} (voimassa ${until} asti)`;
  const words = WORDS[language];
  const text = foldFinnish(`${campaign.name} ${campaign.description}`.toLowerCase());
  const benefit =
    campaign.discountType === "percentage" && campaign.discountValue
      ? words.off(amount(campaign.discountValue))
      : campaign.discountType === "fixed_amount" && campaign.discountValue
        ? words.worth(amount(campaign.discountValue))
        : campaign.discountType === "free_shipping"
          ? words.delivery
          : "";
  const subject = SUBJECTS.find(([pattern]) => pattern.test(text))?.[1][language];
  const conditions = CONDITIONS.filter(([pattern]) => pattern.test(text)).map(([, texts]) => texts[language]);
  const gist = [benefit && subject ? `${benefit} ${words.on} ${subject}` : benefit || subject, ...conditions].filter(Boolean).join(", ");
  return `- ${gist ? `**${gist[0].toUpperCase()}${gist.slice(1)}** (${words.until} ${until}). ` : ""}_${words.finnish}:_ **${name}** – ${description}`;
}

const HEADINGS: Record<Language, (count: number) => string> = {
  fi: (count) => `**Kampanjat nyt** (${count} ${count === 1 ? "kampanja" : "kampanjaa"}):`,
  sv: (count) => `**Kampanjer just nu** (${count}). Här är det viktigaste på svenska, och kampanjens egen text på finska:`,
  en: (count) => `**Campaigns running now** (${count}). Here is the gist in English, with the campaign's own text in Finnish:`,
};

const NOT_RUNNING: Record<Language, string> = {
  fi: "Kysymääsi kampanjaa ei ole tällä hetkellä voimassa.",
  sv: "Den kampanj du frågar om pågår inte just nu.",
  en: "The campaign you ask about is not running at the moment.",
};

const NONE_OTHER: Record<Language, string> = {
  fi: "Nyt voimassa ovat nämä:",
  sv: "Just nu gäller de här:",
  en: "These are the ones running now:",
};

/** The campaigns part of an offers answer, or nothing when none is running. */
export function campaignsText(campaigns: readonly CampaignFacts[], language: Language, line = ""): string {
  if (campaigns.length === 0) return "";
  const shown = campaignsNamed(campaigns, line);
  const missing = namesMissingSale(campaigns, line) ? [`${NOT_RUNNING[language]} ${NONE_OTHER[language]}`, ""] : [];
  return [...missing, HEADINGS[language](shown.length), "", ...shown.map((campaign) => campaignLine(campaign, language))].join("\n");
}
