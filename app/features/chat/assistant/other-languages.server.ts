/**
 * The offline answers written in Swedish and English as well (issue 27): contacts and location, and
 * what languages the shop serves in. Other answers come in Finnish with a note in the visitor's language
 * (offline.server.ts). The booking address is the configured one, read when the answer is given.
 */
import { COMPANY } from "~/content/company";
import { getEnv } from "~/services/env.server";
import type { Language } from "./language";

type OtherLanguage = Exclude<Language, "fi">;

const CONTACT_LABELS: Record<OtherLanguage, { address: string; phone: string; email: string; booking: string; more: string; parking: string }> = {
  sv: {
    address: "Adress",
    phone: "Telefon",
    email: "E-post",
    booking: "Tidsbokning",
    more: "Karta och fler kontaktuppgifter: [Ota yhteyttä](/ota-yhteytta)",
    parking: "Kunderna parkerar framför butiken.",
  },
  en: {
    address: "Address",
    phone: "Phone",
    email: "Email",
    booking: "Booking",
    more: "Map and more contact details: [Ota yhteyttä](/ota-yhteytta)",
    parking: "Customer parking is in front of the shop.",
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
