/**
 * The offline assistant's answers that need no tool: greetings, contact, payment, a breakdown on the
 * road (safety first, then the phone). Kept apart from the intent rules so
 * every template can be read and checked for its Finnish in one place.
 */
import { COMPANY } from "~/content/company";
import { FINANCING } from "~/content/financing";
import { getEnv } from "~/services/env.server";

export const SIMPLE_ANSWERS = {
  cancel: "Selvä, peruutettu. Miten muuten voin auttaa? Voit kirjoittaa rengaskoon esimerkiksi muodossa **205/55R16**.",
  thanks: "Ole hyvä! Kysy vain, jos tulee muuta mieleen – tai tule käymään, renkaanvaihto onnistuu ilman ajanvarausta.",
  greeting:
    "Hei! Olen Kaartobotti. Voin auttaa esimerkiksi renkaiden saatavuudessa (kerro rengaskoko, esim. **205/55R16**), aukioloajoissa, hinnoissa, tarjouksissa ja palveluissa.",
  // A getter: the booking address is the configured one (BOOKING_URL), read when the answer is given.
  get contact() {
    const booking = getEnv().shopLinks.booking;
    return [
      `**${COMPANY.name}**`,
      "",
      `- Osoite: ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.town}`,
      `- Puhelin: **${COMPANY.phone}**`,
      `- Sähköposti: [${COMPANY.salesEmail}](mailto:${COMPANY.salesEmail})`,
      `- Y-tunnus: ${COMPANY.businessId}`,
      `- Ajanvaraus: [${new URL(booking).host}](${booking})`,
      "",
      "Asiakaspysäköinti on liikkeen edessä, ja renkaat voi tuoda suoraan huoltohallin ovelle.",
      "",
      "Lisää yhteystietoja ja kartta: [Ota yhteyttä](/ota-yhteytta)",
    ].join("\n");
  },
  payment: [
    `Maksutavoista en osaa kertoa varmasti – kysy numerosta **${COMPANY.phone}** tai [yhteydenottosivulta](/ota-yhteytta).`,
    "",
    `Renkaille ja vanteille on tarjolla myös **rahoitus** (0 % korko, ei kuluja ${FINANCING.months} kuukauteen): [Rahoitus](/rahoitus)`,
  ].join("\n"),
  holidayNote: `Juhlapyhinä aukioloajat voivat poiketa tavallisesta – varmista ne numerosta **${COMPANY.phone}**.`,
  /** A puncture or breakdown on the road: the person's safety before any price. */
  roadside: [
    "**Turvallisuus ensin:**",
    "",
    "- Hiljennä ja pysähdy turvalliseen paikkaan, moottoritiellä mahdollisimman kauas ajokaistasta (levähdyspaikka tai piennar). Laita **hätävilkut** päälle.",
    "- Pue **heijastinliivi** ennen kuin nouset autosta, ja siirrä matkustajat kaiteen taakse turvaan.",
    "- Aseta **varoituskolmio** noin 100–150 metriä auton taakse (moottoritiellä kauemmas).",
    "- Älä vaihda rengasta ajokaistan puolella. Soita tiepalveluun tai vakuutusyhtiösi hinauspalveluun – jos tilanne on vaarallinen tai joku on loukkaantunut, soita **112**.",
    "",
    `Kun olet turvassa, soita meille: **${COMPANY.phone}**. Korjaamme tai vaihdamme renkaan, ja hinnat löydät [Hinnastosta](/hinnasto).`,
  ].join("\n"),
} as const;
