/**
 * Kaartobotti on financing: the terms of /rahoitus and, when the visitor names a purchase sum, its
 * monthly instalment ('1200 eurolla' → 100 € a month) or the minimum it falls short of. In the visitor's
 * language; the figures come from app/content/financing.ts, the page's own source. Pure.
 */
import { FINANCING, monthlyInstalment } from "~/content/financing";
import { formatPrice } from "~/lib/price";
import type { Language } from "./language";

/** A euro amount in the line: '1200 eurolla', '800e', '600 euros', '1 200 €', '€450'. Up to 100 000. */
export function purchaseSum(line: string): number | undefined {
  const match =
    /(\d{1,3}(?:[ \u00a0]\d{3})+|\d{1,6})(?:[.,](\d{1,2}))?\s*(?:€|e\b|eur\b|euro|euroa|eurolla|euron|kr\b)/i.exec(line) ??
    /€\s*(\d{1,6})(?:[.,](\d{1,2}))?/.exec(line);
  if (!match) return undefined;
  const amount = Number(`${match[1].replace(/[ \u00a0]/g, "")}.${match[2] ?? "0"}`);
  return amount > 0 && amount <= 100_000 ? amount : undefined;
}

const TERMS: Record<Language, string> = {
  fi: `Tarjoamme **rahoituksen renkaille, vanteille ja asennukselle**: maksat ostoksen ${FINANCING.months} kuukaudessa tasaerissä, **0 % korko** eikä avaus- tai tilinhoitomaksuja. Rahoitusta voi hakea vähintään ${FINANCING.minimumAge}-vuotias Suomessa vakituisesti asuva, jolla ei ole maksuhäiriömerkintöjä, kun ostos on vähintään ${formatPrice(FINANCING.minimumPurchase)}.`,
  sv: `Vi erbjuder **finansiering av däck, fälgar och montering**: du betalar köpet i ${FINANCING.months} lika stora delar, **0 % ränta** och inga öppnings- eller kontoavgifter. Du kan ansöka om du är minst ${FINANCING.minimumAge} år, bor stadigvarande i Finland och saknar betalningsanmärkningar, när köpet är minst ${formatPrice(FINANCING.minimumPurchase)}.`,
  en: `We offer **financing for tyres, rims and fitting**: you pay the purchase in ${FINANCING.months} equal instalments, with **0 % interest** and no opening or account fees. You can apply if you are at least ${FINANCING.minimumAge}, live permanently in Finland and have no payment defaults, for purchases of at least ${formatPrice(FINANCING.minimumPurchase)}.`,
};

/** How to apply, as /rahoitus says it. */
const APPLYING: Record<Language, string> = {
  fi: "Hakemus täytetään verkossa muutamassa minuutissa: tunnistaudut verkkopankkitunnuksilla tai mobiilivarmenteella, ja luottopäätös tulee yleensä heti. Luoton myöntää yhteistyökumppanimme.",
  sv: "Ansökan fylls i på nätet på några minuter: du identifierar dig med nätbankskoder eller mobilcertifikat, och kreditbeslutet kommer oftast genast. Krediten beviljas av vår samarbetspartner.",
  en: "You apply online in a few minutes: you identify yourself with your online banking codes or mobile ID, and the credit decision usually comes at once. The credit is granted by our financing partner.",
};

/** A late instalment, as /rahoitus says it; told when the line asks about paying late. */
const LATE: Record<Language, string> = {
  fi: "Myöhästyneestä erästä luotonantaja voi periä viivästyskorkoa ja muistutuskulut luottoehtojen mukaisesti: korkoa ei peritä, kun erät maksetaan ajallaan.",
  sv: "För en försenad delbetalning kan kreditgivaren ta ut dröjsmålsränta och påminnelseavgifter enligt kreditvillkoren: ingen ränta tas ut när delarna betalas i tid.",
  en: "For a late instalment the lender may charge late-payment interest and reminder fees under the credit terms: no interest is charged when the instalments are paid on time.",
};

const ASKS_LATE = /myöh|myoh|viiväst|viivast|\blate\b|\boverdue|miss(ed)? (a|an|one)|försen|forsen|dröj|droj|\bsent\b/i;

const SUM: Record<Language, { monthly: (sum: string, monthly: string) => string; tooSmall: (sum: string, minimum: string) => string; each: string; more: string }> = {
  fi: {
    each: `Kuukausierä ${FINANCING.months} kuukauden maksuajalla, kun sarja on rahoituksen vähimmäissumman yläpuolella:`,
    monthly: (sum, monthly) => `**${sum}** ostos maksetaan ${FINANCING.months} kuukaudessa: kuukausierä on **${monthly}**, ja takaisin maksat yhteensä ${sum}.`,
    tooSmall: (sum, minimum) => `${sum} ostos jää alle rahoituksen vähimmäissumman **${minimum}**, joten sitä ei voi maksaa erissä.`,
    more: "Lue lisää ja hae: [Rahoitus](/rahoitus)",
  },
  sv: {
    each: `Månadsbeloppet på ${FINANCING.months} månader, när satsen når finansieringens minimibelopp:`,
    monthly: (sum, monthly) => `Ett köp på **${sum}** betalas på ${FINANCING.months} månader: månadsbeloppet är **${monthly}**, och totalt betalar du ${sum}.`,
    tooSmall: (sum, minimum) => `Ett köp på ${sum} är under finansieringens minimibelopp **${minimum}**, så det kan inte delas upp.`,
    more: "Läs mer och ansök (på finska): [Rahoitus](/rahoitus)",
  },
  en: {
    each: `The monthly payment over ${FINANCING.months} months, where the set reaches the financing minimum:`,
    monthly: (sum, monthly) => `A purchase of **${sum}** is paid over ${FINANCING.months} months: the monthly payment is **${monthly}**, and you pay ${sum} in total.`,
    tooSmall: (sum, minimum) => `A purchase of ${sum} is below the financing minimum of **${minimum}**, so it cannot be paid in instalments.`,
    more: "Read more and apply (in Finnish): [Rahoitus](/rahoitus)",
  },
};

/** An amount as the answers write it ('502,60', '1 048,60'), after the words that name a set's price. */
const AMOUNT = String.raw`\**(\d{1,3}(?:[ \u00a0]\d{3})*(?:,\d{1,2})?)\s?€`;
const SET_OF_FOUR = new RegExp(String.raw`(?:4 kpl|4 st|set of 4)\s+${AMOUNT}`);
const FITTED_SET = new RegExp(String.raw`(?:asennettuna|monterade|fitted)\s+${AMOUNT}`);

/** The amount written in an answer as a number: '1 048,60' → 1048.6. */
const amountIn = (text: string) => purchaseSum(`${text.replace(/[ \u00a0]/g, "")} €`);

/**
 * The price of the one set an earlier reply listed, for 'entä rahoituksella?': fitted where the reply gave it
 * ('asennettuna **502,60 €**'), else the price of four ('4 kpl 587,6 €').
 */
export function singleSetPrice(reply: string): number | undefined {
  const prices = [...reply.matchAll(new RegExp(SET_OF_FOUR.source, "g"))];
  if (prices.length !== 1) return undefined;
  const fitted = FITTED_SET.exec(reply)?.[1];
  return amountIn(fitted ?? prices[0][1]);
}

/**
 * The sets an earlier reply listed, one per tyre line, with the fitted price where it gave one ('asennettuna
 * **502,60 €**') and else the price of four: 'entä rahoituksella?' after several tyres gives each its instalment.
 */
export function earlierSets(reply: string): { name: string; sum: number }[] {
  const sets: { name: string; sum: number }[] = [];
  for (const line of reply.split("\n").slice(0, 40)) {
    // A name escaped for markdown may hold '\*' ('Hankook Winter i\*Pike RS2').
    const name = /\*\*((?:\\\*|[^*]){2,80})\*\*/.exec(line)?.[1];
    const written = FITTED_SET.exec(line)?.[1] ?? SET_OF_FOUR.exec(line)?.[1];
    const sum = written ? amountIn(written) : undefined;
    if (name && sum) sets.push({ name, sum });
  }
  return sets;
}

/** Each earlier set's instalment, for a follow-up about them all; empty when fewer than two. */
function eachSetText(sets: readonly { name: string; sum: number }[], language: Language): string[] {
  const financeable = sets.filter((set) => set.sum >= FINANCING.minimumPurchase);
  if (sets.length < 2 || financeable.length === 0) return [];
  return [SUM[language].each, ...financeable.map((set) => `- **${set.name}**: ${formatPrice(set.sum)} → **${formatPrice(monthlyInstalment(set.sum))}**`), ""];
}

/**
 * The terms, and the instalment of the purchase the line names or, failing that, of `earlierSum`; with
 * `earlierReply`, the instalment of each set it listed when it listed several.
 */
export function financingText(line: string, language: Language, earlierSum?: number, earlierReply = ""): string {
  const texts = SUM[language];
  const sum = purchaseSum(line) ?? earlierSum;
  const arithmetic =
    sum === undefined
      ? eachSetText(earlierSets(earlierReply), language)
      : [
          sum < FINANCING.minimumPurchase
            ? texts.tooSmall(formatPrice(sum), formatPrice(FINANCING.minimumPurchase))
            : texts.monthly(formatPrice(sum), formatPrice(monthlyInstalment(sum))),
          "",
        ];
  const late = ASKS_LATE.test(line) ? [LATE[language], ""] : [];
  return [...arithmetic, ...late, TERMS[language], "", APPLYING[language], "", texts.more].join("\n");
}
