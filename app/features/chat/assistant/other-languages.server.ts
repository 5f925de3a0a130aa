/**
 * The offline answers written in Swedish and English as well (issue 27): contacts and location, the
 * staff, and what languages the shop serves in. Other answers come in Finnish with a note in the visitor's language
 * (offline.server.ts). The booking address is the configured one, read when the answer is given.
 */
import { COMPANY } from "~/content/company";
import { SHOP_DOG, STAFF } from "~/content/shop-facts";
import { getEnv } from "~/services/env.server";
import { escapeMarkdown } from "~/lib/markdown-escape";
import type { Language } from "./language";
import { namesShopDog, staffNamed } from "./tools.server";

type OtherLanguage = Exclude<Language, "fi">;

const CONTACT_LABELS: Record<OtherLanguage, { address: string; phone: string; email: string; booking: string; businessId: string; more: string; parking: string }> = {
  sv: {
    address: "Adress",
    phone: "Telefon",
    email: "E-post",
    booking: "Tidsbokning",
    businessId: "FO-nummer",
    more: "Karta och fler kontaktuppgifter: [Ota yhteyttä](/ota-yhteytta)",
    parking: "Kunderna parkerar framför butiken, och däcken kan du ta direkt till verkstadshallens dörr.",
  },
  en: {
    address: "Address",
    phone: "Phone",
    email: "Email",
    booking: "Booking",
    businessId: "Business ID",
    more: "Map and more contact details: [Ota yhteyttä](/ota-yhteytta)",
    parking: "Customer parking is in front of the shop, and you can bring the tyres straight to the service hall door.",
  },
};

export function contactInLanguage(language: OtherLanguage): string {
  const labels = CONTACT_LABELS[language];
  const booking = getEnv().shopLinks.booking;
  return [
    `**${COMPANY.name}**`,
    "",
    `- ${labels.address}: ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.town}`,
    `- ${labels.phone}: **${COMPANY.phone}**`,
    `- ${labels.email}: [${COMPANY.salesEmail}](mailto:${COMPANY.salesEmail})`,
    `- ${labels.businessId}: ${COMPANY.businessId}`,
    `- ${labels.booking}: [${new URL(booking).host}](${booking})`,
    "",
    labels.parking,
    "",
    labels.more,
  ].join("\n");
}

/** 'Do you speak English?', 'Talar ni svenska?', 'Puhutteko englantia?' */
export const ASKS_LANGUAGE = /\b(speak|speaks|in) (english|swedish|finnish)\b|\btalar (ni|du|någon)\b|\bpå svenska\b|\bpuhu\w* (englantia|ruotsia|svenska)|\benglanniksi\b|\bruotsiksi\b/i;

const LANGUAGE_ANSWER: Record<Language, string> = {
  fi: `Vastaan suomeksi, ruotsiksi ja englanniksi. Henkilökuntamme palvelee myös englanniksi ja ruotsiksi: soita **${COMPANY.phone}**.`,
  sv: `Ja, jag svarar på svenska (och på finska och engelska). Ring oss gärna på **${COMPANY.phone}**. Fråga till exempel om däck i din dimension, öppettider eller priser.`,
  en: `Yes, I answer in English (and in Finnish and Swedish), and our staff are happy to help in English too: call **${COMPANY.phone}**. Ask me for example about tyres in your size, opening hours or prices.`,
};

export function languageAnswer(language: Language): string {
  return LANGUAGE_ANSWER[language];
}

const STAFF_WORDS: Record<OtherLanguage, { family: string; since: string; dog: string; works: (names: string) => string; unknown: (name: string) => string }> = {
  sv: {
    family: `${COMPANY.name} är ett familjeföretag. Hos oss arbetar:`,
    since: "hos oss sedan",
    dog: `Butikens hund heter **${SHOP_DOG.name}** (finsk lapphund) och hälsar på kunderna vid disken.`,
    works: (names) => `Ja, ${names} arbetar hos oss:`,
    unknown: (name) => `Jag känner inte igen namnet **${name}** i min personallista, men listan är kanske inte helt aktuell: ring **${COMPANY.phone}**. De jag känner:`,
  },
  en: {
    family: `${COMPANY.name} is a family business. Our team:`,
    since: "with us since",
    dog: `The shop's dog is **${SHOP_DOG.name}** (a Finnish Lapphund), who greets customers by the counter.`,
    works: (names) => `Yes, ${names} ${names.includes(" and ") ? "work" : "works"} with us:`,
    unknown: (name) => `I don't recognise the name **${name}** on my staff list, though the list may not be up to date: call **${COMPANY.phone}**. The people I know:`,
  },
};

/** The staff (or one of them, or the dog) in Swedish or English. */
export function staffInLanguage(language: OtherLanguage, name?: string): string {
  const words = STAFF_WORDS[language];
  const line = (member: (typeof STAFF)[number]) => `- **${member.name}** – ${member[language]} (${words.since} ${member.since})`;
  if (name && namesShopDog(name)) return words.dog;
  if (name) {
    const found = staffNamed(name);
    if (found.length > 0) return [words.works(found.map((member) => member.firstName).join(language === "sv" ? " och " : " and ")), ...found.map(line)].join("\n");
    return [words.unknown(escapeMarkdown(name)), ...STAFF.map(line)].join("\n");
  }
  return [words.family, ...STAFF.map(line), "", words.dog].join("\n");
}
