/**
 * Finnish grammar the bot's templates need: a count with its noun (nominative singular after 1,
 * partitive singular after any other number: '1 talvirengas', '3 talvirengasta', '0 rengasta') and the
 * plural forms for sentences without a number. Only the nouns the bot uses; each written out by hand,
 * since Finnish stems change ('rengas' → 'renkaita'). Pure.
 */

export type NounForms = {
  /** '1 rengas' */
  singular: string;
  /** '3 rengasta' */
  partitive: string;
  /** 'renkaat' */
  plural: string;
  /** 'ei renkaita', 'onko renkaita' */
  pluralPartitive: string;
  /** 'renkaiden hinnat' */
  pluralGenitive: string;
};

const RENGAS: NounForms = { singular: "rengas", partitive: "rengasta", plural: "renkaat", pluralPartitive: "renkaita", pluralGenitive: "renkaiden" };

/** 'talvi' + rengas: the first part of a compound stays as it is, the last inflects. */
function compound(first: string, last: NounForms): NounForms {
  return {
    singular: first + last.singular,
    partitive: first + last.partitive,
    plural: first + last.plural,
    pluralPartitive: first + last.pluralPartitive,
    pluralGenitive: first + last.pluralGenitive,
  };
}

export const NOUNS = {
  rengas: RENGAS,
  kesärengas: compound("kesä", RENGAS),
  talvirengas: compound("talvi", RENGAS),
  nastarengas: compound("nasta", RENGAS),
  kitkarengas: compound("kitka", RENGAS),
  tuote: { singular: "tuote", partitive: "tuotetta", plural: "tuotteet", pluralPartitive: "tuotteita", pluralGenitive: "tuotteiden" },
  koko: { singular: "koko", partitive: "kokoa", plural: "koot", pluralPartitive: "kokoja", pluralGenitive: "kokojen" },
  malli: { singular: "malli", partitive: "mallia", plural: "mallit", pluralPartitive: "malleja", pluralGenitive: "mallien" },
  merkki: { singular: "merkki", partitive: "merkkiä", plural: "merkit", pluralPartitive: "merkkejä", pluralGenitive: "merkkien" },
  kampanja: { singular: "kampanja", partitive: "kampanjaa", plural: "kampanjat", pluralPartitive: "kampanjoita", pluralGenitive: "kampanjoiden" },
  tarjous: { singular: "tarjous", partitive: "tarjousta", plural: "tarjoukset", pluralPartitive: "tarjouksia", pluralGenitive: "tarjousten" },
  kappale: { singular: "kappale", partitive: "kappaletta", plural: "kappaleet", pluralPartitive: "kappaleita", pluralGenitive: "kappaleiden" },
  päivä: { singular: "päivä", partitive: "päivää", plural: "päivät", pluralPartitive: "päiviä", pluralGenitive: "päivien" },
  muu: { singular: "muu", partitive: "muuta", plural: "muut", pluralPartitive: "muita", pluralGenitive: "muiden" },
} as const satisfies Record<string, NounForms>;

export type Noun = keyof typeof NOUNS;

/** The noun form a number takes: the nominative singular after exactly 1 (not −1 or 1,5), the partitive singular otherwise. */
export function nounAfterNumber(count: number, noun: Noun): string {
  return count === 1 ? NOUNS[noun].singular : NOUNS[noun].partitive;
}

/** '1 talvirengas', '3 talvirengasta', '0 kampanjaa'. */
export function countNoun(count: number, noun: Noun): string {
  return `${count} ${nounAfterNumber(count, noun)}`;
}

/** 'renkaita' for 'onko … renkaita' / 'ei … renkaita'. */
export function pluralPartitive(noun: Noun): string {
  return NOUNS[noun].pluralPartitive;
}

/** 'renkaiden' for 'renkaiden hinnat'. */
export function pluralGenitive(noun: Noun): string {
  return NOUNS[noun].pluralGenitive;
}

export function plural(noun: Noun): string {
  return NOUNS[noun].plural;
}

/** 'Kari', 'Kari ja Sanna', 'Kari, Sanna ja Mikko'. */
export function joinFinnish(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ja ${items.at(-1)}`;
}

/** Weekday in the essive, for 'auki lauantaina'. Index as WEEKDAYS (ma…su). */
export const WEEKDAY_ESSIVE = {
  ma: "maanantaina",
  ti: "tiistaina",
  ke: "keskiviikkona",
  to: "torstaina",
  pe: "perjantaina",
  la: "lauantaina",
  su: "sunnuntaina",
} as const;
