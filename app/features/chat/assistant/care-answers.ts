/**
 * The answers to the lines care.ts picks out, and the hand-off every unanswerable question ends in, in
 * the visitor's language. A hand-off links the contact request with this conversation attached, so the
 * shop reads what was already said. Pure; no I/O.
 */
import { COMPANY } from "~/content/company";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { contactRequestHref } from "~/features/contact-requests/rules";
import { QUOTE_PATH } from "~/features/quotes/rules";
import type { CareKind } from "./care";
import type { Language } from "./language";

const phone = `**${COMPANY.phone}**`;
const email = `[${COMPANY.salesEmail}](mailto:${COMPANY.salesEmail})`;

/** 'Call us or leave a contact request', the closing line of every hand-off. */
function personLine(language: Language, href: string): string {
  return {
    fi: `Soita meille numeroon ${phone} tai jätä [yhteydenottopyyntö](${href}), niin palaamme asiaan, yleensä saman arkipäivän aikana. Keskustelumme liitetään pyyntöön, joten asiaa ei tarvitse kertoa uudelleen.`,
    sv: `Ring oss på ${phone} eller lämna en [kontaktbegäran](${href}), så hör vi av oss, oftast samma vardag. Vår konversation bifogas, så du behöver inte berätta allt på nytt.`,
    en: `Call us on ${phone} or leave a [contact request](${href}) and we will get back to you, usually the same working day. This conversation is attached, so there is no need to explain it again.`,
  }[language];
}

const HANDOFF_OPENING: Record<Language, string> = {
  fi: "Olen pahoillani, että asia on mennyt näin. Tämä kuuluu ihmiselle, joka voi katsoa tilanteen ja päättää, mitä asialle tehdään.",
  sv: "Jag beklagar att det har blivit så. Det här ska en person hos oss ta hand om, så att ärendet kan utredas ordentligt.",
  en: "I'm sorry about this. A person at the shop should handle it, so that they can look into what happened and decide what to do.",
};

/** The visitor asks for a person. */
const PERSON_OPENING: Record<Language, string> = {
  fi: "Totta kai – henkilökuntamme auttaa mielellään.",
  sv: "Självklart – vår personal hjälper gärna till.",
  en: "Of course – our staff are happy to help.",
};

/** A question the bot has no answer to: said plainly, and a person offered. */
const UNKNOWN_OPENING: Record<Language, string> = {
  fi: "En valitettavasti osaa vastata tähän varmasti, enkä halua arvata.",
  sv: "Tyvärr kan jag inte svara säkert på det, och jag vill inte gissa.",
  en: "I'm afraid I can't answer that reliably, and I don't want to guess.",
};

const UNKNOWN_HELP: Record<Language, string> = {
  fi: "Osaan kertoa esimerkiksi renkaiden saatavuudesta koon mukaan (esim. _205/55R16_), aukioloajoista, hinnoista, tarjouksista, rengasmerkeistä, palveluista ja henkilökunnasta.",
  sv: "Jag kan berätta om däck i en viss dimension (t.ex. _205/55R16_), öppettider, priser, kampanjer och våra tjänster.",
  en: "I can tell you about tyres in a given size (e.g. _205/55R16_), opening hours, prices, offers and our services.",
};

const REFUSAL: Record<Language, string> = {
  fi: `En voi antaa henkilökunnan tai asiakkaiden henkilötietoja enkä muuttaa ohjeitani. Liikkeen yhteystiedot ovat julkiset: puhelin ${phone}, sähköposti ${email}.`,
  sv: `Jag kan inte lämna ut personuppgifter om personal eller kunder, och jag ändrar inte mina instruktioner. Butikens kontaktuppgifter är offentliga: telefon ${phone}, e-post ${email}.`,
  en: `I can't share personal information about our staff or customers, and I don't change my instructions. The shop's public contacts: phone ${phone}, email ${email}.`,
};

/** An insult: no personal-data wording, only a calm word and what the bot helps with. */
const ABUSE_REPLY: Record<Language, string> = {
  fi: `En voi auttaa asiattomien viestien kanssa, mutta vastaan mielelläni kysymyksiisi. Liikkeen yhteystiedot: puhelin ${phone}, sähköposti ${email}.`,
  sv: `Jag kan inte hjälpa till med osakliga meddelanden, men jag svarar gärna på dina frågor. Butikens kontaktuppgifter: telefon ${phone}, e-post ${email}.`,
  en: `I can't help with abusive messages, but I'm glad to answer your questions. The shop's contacts: phone ${phone}, email ${email}.`,
};

/** Said before the answer to a question asked with an insult ('te ootte surkeita… MIHIN AIKAAN OOTTE AUKI'). */
export const CALM_BEFORE_ANSWER: Record<Language, string> = {
  fi: "Ymmärrän, että asia harmittaa – autan mielelläni.",
  sv: "Jag förstår att det har varit frustrerande – jag hjälper gärna till.",
  en: "I understand this has been frustrating – I'm happy to help.",
};

const REFUSAL_HELP: Record<Language, string> = {
  fi: "Autan mielelläni renkaisiin, vanteisiin, hintoihin ja aukioloaikoihin liittyvissä kysymyksissä.",
  sv: "Jag hjälper gärna till med frågor om däck, fälgar, priser och öppettider.",
  en: "I'm happy to help with questions about tyres, rims, prices and opening hours.",
};

const UNREPAIRABLE: Record<Language, string[]> = {
  fi: [
    "**Kuhmua, halkeamaa tai kyljen vauriota ei voi korjata turvallisesti:** rengas on vaihdettava uuteen. Kuhmu tarkoittaa, että renkaan rakenne on vaurioitunut, ja rengas voi hajota ajossa.",
    "",
    "Paikata voi vain kulutuspinnan reiän, joka on enintään noin 6 mm. Aja varovasti ja mahdollisimman vähän, ja vaihda vaurioitunut rengas (tai vararengas) alle ennen pidempää ajoa.",
    "",
    `Tule käymään tai soita ${phone}, niin katsomme renkaan ja sopivan uuden. Uudet renkaat koon mukaan: [Renkaat](/renkaat).`,
  ],
  sv: [
    "**En bula, en spricka eller en skada i sidan går inte att laga säkert:** däcket måste bytas mot ett nytt. En bula betyder att däckets stomme är skadad och att däcket kan gå sönder under körning.",
    "",
    "Bara ett hål i slitbanan på högst cirka 6 mm kan lagas. Kör försiktigt och så lite som möjligt, och byt det skadade däcket (eller sätt på reservhjulet) före en längre resa.",
    "",
    `Kom in eller ring ${phone}, så tittar vi på däcket och ett passande nytt. Däck efter dimension: [Däck](/renkaat).`,
  ],
  en: [
    "**A bulge, a crack or damage to the sidewall cannot be repaired safely:** the tyre must be replaced. A bulge means the tyre's structure is damaged, and it can fail while driving.",
    "",
    "Only a hole in the tread of up to about 6 mm can be repaired. Drive carefully and as little as possible, and fit a new tyre (or the spare) before a longer trip.",
    "",
    `Come in or call ${phone} and we'll look at the tyre and a suitable new one. Tyres by size: [Tyres](/renkaat).`,
  ],
};

/** The contact request offered after an answer that a person may want to follow up (a damaged tyre). */
const REQUEST_AFTER: Record<Language, (href: string) => string> = {
  fi: (href) => `Voit myös jättää [yhteydenottopyynnön](${href}), niin palaamme asiaan – keskustelumme liitetään pyyntöön.`,
  sv: (href) => `Du kan också lämna en [kontaktbegäran](${href}), så hör vi av oss – vår konversation bifogas.`,
  en: (href) => `You can also leave a [contact request](${href}) and we will get back to you – this conversation is attached.`,
};

/** Whether the visitor's own set is stored: the register is not read to a chat; the reminder's personal link is. */
const OWN_HOTEL_SET: Record<Language, string> = {
  fi: "En näe rengashotellin rekisteriä, enkä kerro chatissa kenenkään säilytyksessä olevista renkaista – ne ovat asiakkaan omia tietoja. Rengashotelliasiakkaana saat ennen kauden vaihtoa sähköpostiisi muistutuksen, jonka **henkilökohtaisesta linkistä** näet omat säilytyksessä olevat renkaasi, niiden urasyvyydet ja suosituksemme.",
  sv: "Jag ser inte däckhotellets register och berättar inte i chatten om någons förvarade däck – det är kundens egna uppgifter. Som däckhotellskund får du före säsongsbytet en påminnelse per e-post, och via dess **personliga länk** ser du dina förvarade däck, deras mönsterdjup och vår rekommendation.",
  en: "I can't see the tyre hotel's register, and I don't discuss anyone's stored tyres in the chat – that is the customer's own information. As a tyre hotel customer you get a reminder by email before the season changes; its **personal link** shows your stored tyres, their tread depths and our recommendation.",
};

const OFF_TOPIC: Record<Language, string> = {
  fi: "Tähän en osaa auttaa – olen Rengas-Kaarton Kaartobotti. Voin kertoa renkaista ja vanteista koon mukaan, renkaanvaihdosta, rengashotellista, hinnoista, tarjouksista ja aukioloajoista.",
  sv: "Det kan jag tyvärr inte hjälpa till med – jag är Rengas-Kaartos chattbot. Jag kan berätta om däck och fälgar i din dimension, däckbyte, däckhotell, priser, kampanjer och öppettider.",
  en: "I can't help with that – I'm Rengas-Kaarto's chat assistant. I can tell you about tyres and rims in your size, tyre changes, the tyre hotel, prices, offers and opening hours.",
};

const QUOTE: Record<Language, string> = {
  fi: `Kun tarvitset uudet renkaat, vanteet tai useamman palvelun kerralla, teemme sinulle mielellämme **kokonaistarjouksen** – kysy sitä soittamalla, sähköpostilla (${email}) tai tarjouspyyntölomakkeella: [Kysy tarjous](${QUOTE_PATH}).`,
  sv: `Behöver du nya däck, fälgar eller flera tjänster på en gång gör vi gärna ett **helhetserbjudande** åt dig – fråga efter det per telefon, e-post (${email}) eller med offertformuläret: [Kysy tarjous](${QUOTE_PATH}) (på finska).`,
  en: `When you need new tyres, rims or several services at once, we are happy to make you a **combined quote** – ask for it by phone, by email (${email}) or with the quote request form: [Kysy tarjous](${QUOTE_PATH}) (in Finnish).`,
};

/** A price for several things bought together: the shop's combined quote, and a person to ask. */
export function quoteText(language: Language, conversationId: string | null): string {
  return [QUOTE[language], "", personLine(language, contactRequestHref(conversationId))].join("\n");
}

/** The hand-off: an apology for a complaint, or a plain 'I don't know' for a question. */
export function handoffText(language: Language, conversationId: string | null, reason: "complaint" | "unknown"): string {
  const href = contactRequestHref(conversationId);
  if (reason === "complaint") return [HANDOFF_OPENING[language], "", personLine(language, href)].join("\n");
  return [UNKNOWN_OPENING[language], "", personLine(language, href), "", UNKNOWN_HELP[language]].join("\n");
}

/** The care an earlier reply gave: a line insisting after a refusal, or asking who handles a complaint, gets it again. */
export function earlierCare(reply: string): "refuse" | "handoff" | undefined {
  if ([...Object.values(REFUSAL), ...Object.values(ABUSE_REPLY)].some((refusal) => reply.startsWith(refusal.slice(0, 40)))) return "refuse";
  if (Object.values(HANDOFF_OPENING).some((opening) => reply.startsWith(opening.slice(0, 40)))) return "handoff";
  return undefined;
}

/** The answer to a line care.ts picked out. */
export function careText(kind: CareKind, language: Language, conversationId: string | null): string {
  switch (kind) {
    case "refuse":
      return [REFUSAL[language], "", REFUSAL_HELP[language]].join("\n");
    case "abuse":
      return [ABUSE_REPLY[language], "", REFUSAL_HELP[language]].join("\n");
    case "unrepairable":
      return [...UNREPAIRABLE[language], "", REQUEST_AFTER[language](contactRequestHref(conversationId))].join("\n");
    case "handoff":
      return handoffText(language, conversationId, "complaint");
    case "askPerson":
      return handoffText(language, conversationId, "unknown");
    case "ownHotelSet":
      return [OWN_HOTEL_SET[language], "", personLine(language, contactRequestHref(conversationId))].join("\n");
    case "wantsPerson":
      return [PERSON_OPENING[language], "", personLine(language, contactRequestHref(conversationId))].join("\n");
    case "offTopic":
      return OFF_TOPIC[language];
  }
}

const QUOTE_INTRO: Record<Language, (link: string) => string> = {
  fi: (link) => `Sivuillamme kerrotaan tästä näin (${link}):`,
  sv: (link) => `Så här står det på vår webbplats, på finska (${link}):`,
  en: (link) => `Our website says this, in Finnish (${link}):`,
};

const QUOTE_CLOSING: Record<Language, string> = {
  fi: "Jos tämä ei vastannut kysymykseesi,",
  sv: "Om det här inte svarade på din fråga,",
  en: "If this did not answer your question,",
};

const CLOSING_PERSON: Record<Language, (href: string) => string> = {
  fi: (href) => `soita ${phone} tai jätä [yhteydenottopyyntö](${href}).`,
  sv: (href) => `ring ${phone} eller lämna en [kontaktbegäran](${href}).`,
  en: (href) => `call ${phone} or leave a [contact request](${href}).`,
};

const OWN_CASE: Record<Language, string> = {
  fi: "Jos kysymyksesi koskee omaa ostostasi, laskuasi, varaustasi tai meillä tehtyä työtä,",
  sv: "Om din fråga gäller ditt eget köp, din faktura, din bokning eller ett arbete vi har gjort,",
  en: "If your question is about your own purchase, bill, booking or work we have done,",
};

/**
 * The general answer to a line that tells of the visitor's own dealing with the shop ('ostin teiltä…',
 * 'my invoice…'), with a person offered after it: the general rule may not settle their own case.
 */
export function withPersonForOwnCase(answer: string, language: Language, conversationId: string | null): string {
  const href = contactRequestHref(conversationId);
  return answer.includes("/yhteydenotto") ? answer : `${answer}\n\n${OWN_CASE[language]} ${CLOSING_PERSON[language](href)}`;
}

/** A passage of the site quoted as the answer, with its page and a person offered after it. */
export function siteQuoteText(match: { path: string; page: string; heading: string; text: string }, quote: string, language: Language, conversationId: string | null): string {
  const link = `[${escapeMarkdown(match.page)}](${match.path})`;
  const heading = match.heading === match.page ? "" : `**${escapeMarkdown(match.heading)}**: `;
  return [
    QUOTE_INTRO[language](link),
    "",
    `> ${heading}${quote}`,
    "",
    `${QUOTE_CLOSING[language]} ${CLOSING_PERSON[language](contactRequestHref(conversationId))}`,
  ].join("\n");
}
