import { ScrollRegion } from "~/components/ui/ScrollRegion";

const headClass =
  "border-b-2 border-slate-300 bg-slate-50 px-3 py-2 text-sm font-semibold dark:border-slate-600 dark:bg-slate-800";
const rowHeadClass = "border-b border-slate-200 px-3 py-2 align-top font-medium dark:border-slate-700";
const cellClass = "border-b border-slate-200 px-3 py-2 align-top dark:border-slate-700";

export type Register = { what: string; purpose: string; basis: string; retention: string };

/** The personal data the site stores: what, why, on what legal basis and for how long. */
export const REGISTERS: Register[] = [
  {
    what: "Uutiskirjeen tilaajan sähköpostiosoite sekä tilaus- ja peruutusaika",
    purpose: "Uutiskirjeiden ja tarjousten lähettäminen",
    basis: "Suostumus",
    retention: "Kunnes perut tilauksen; jokaisessa uutiskirjeessä on peruutuslinkki",
  },
  {
    what: "Kaartobotin keskustelut ja keskustelun IP-osoite",
    purpose: "Kysymyksiin vastaaminen, palvelun parantaminen ja väärinkäytösten estäminen",
    basis: "Oikeutettu etu",
    retention: "12 kuukautta keskustelusta",
  },
  {
    what: "Botista annettu palaute: arvosana 0–10 ja vapaaehtoinen kommentti",
    purpose: "Asiakaspalvelun laadun seuranta ja kehittäminen",
    basis: "Oikeutettu etu",
    retention: "24 kuukautta",
  },
  {
    what: "Tarjouspyynnöt: nimi, puhelinnumero tai sähköpostiosoite, viesti ja kysytty tuote",
    purpose: "Tarjouksen tekeminen ja renkaiden tai vanteiden varaaminen pyynnöstäsi",
    basis: "Sopimusta edeltävät toimenpiteet",
    retention: "12 kuukautta pyynnöstä",
  },
  {
    what: "Yhteydenottopyynnöt: nimi, puhelinnumero tai sähköpostiosoite, viesti ja liitetty Kaartobotti-keskustelu",
    purpose: "Yhteydenottoon vastaaminen, esimerkiksi reklamaation tai kysymyksen käsittely",
    basis: "Oikeutettu etu",
    retention: "12 kuukautta pyynnöstä",
  },
  {
    what: "Lomakkeiden ja chatin lähetysmäärät IP-osoitteittain",
    purpose: "Roskapostin ja palvelunestohyökkäysten torjunta",
    basis: "Oikeutettu etu",
    retention: "Lyhytaikaisesti, laskurin aikaikkunan ajan",
  },
  {
    what: "Ylläpidon tapahtumaloki: ylläpitäjän käyttäjätunnus, tehdyt muutokset, kirjautumisyritysten käyttäjätunnus ja IP-osoite",
    purpose: "Ylläpidon tietoturva: kuka muutti mitä ja milloin, ja murtautumisyritysten havaitseminen",
    basis: "Oikeutettu etu",
    retention: "12 kuukautta",
  },
  {
    what: "Verkkosivujen käyttötiedot (Google Analytics 4)",
    purpose: "Kävijämäärien ja sivujen käytön tilastointi",
    basis: "Suostumus",
    retention: "14 kuukautta Googlen palvelussa",
  },
];

/** The tyre hotel's retention in one sentence: the privacy notice and the register's settings page show it. */
export const retentionSentence = (months: number) =>
  `Asiakkaan tiedot poistetaan ${months} kuukauden kuluttua viimeisestä luovutuksesta, kun hänellä ei ole renkaita säilytyksessä.`;

/**
 * The tyre hotel's register (Rengashotelli): its retention is the shop's setting, read from the database,
 * so the row is made for the months in force.
 */
export function hotelRegister(retentionMonths: number): Register {
  return {
    what:
      "Rengashotellin asiakkaat: nimi, puhelinnumero, sähköpostiosoite, ajoneuvon rekisterinumero ja malli, säilytettävät renkaat ja niiden kunto, " +
      "valokuvat, sisään- ja luovutushistoria sekä lähetetyt kausimuistutukset",
    purpose: "Rengassäilytyssopimuksen hoitaminen; kausimuistutukset sähköpostilla suostumuksella",
    basis: "Sopimus; muistutuksissa suostumus",
    retention: `${retentionMonths} kuukautta viimeisestä luovutuksesta, kun renkaita ei ole säilytyksessä`,
  };
}

export const COOKIES = [
  { name: "cookie_consent", purpose: "Muistaa evästevalintasi (hyväksytty tai hylätty)", duration: "12 kuukautta", kind: "Välttämätön" },
  { name: "theme", purpose: "Muistaa valitsemasi vaalean tai tumman teeman", duration: "12 kuukautta", kind: "Välttämätön" },
  {
    name: "newsletter_popup_last_shown",
    purpose: "Muistaa, milloin uutiskirjeikkuna viimeksi näytettiin, ettei se näy joka käynnillä",
    duration: "12 kuukautta",
    kind: "Välttämätön",
  },
  { name: "flash", purpose: "Välittää ilmoituksen (esimerkiksi ”Tallennettu”) seuraavalle sivulle", duration: "Istunto", kind: "Välttämätön" },
  {
    name: "kaartobotti",
    purpose:
      "Tunnistaa Kaartobotti-keskustelusi tämän selaimen aloittamiksi, jotta kukaan muu ei voi kirjoittaa niihin, ja yhdistää Kaartobotti-sivun (/kaartobotti) viestit samaan keskusteluun",
    duration: "24 tuntia viimeisestä viestistä",
    kind: "Välttämätön",
  },
  { name: "admin_session", purpose: "Ylläpitäjän kirjautuminen; vain ylläpitäjille", duration: "Enintään 12 tuntia", kind: "Välttämätön" },
  { name: "_ga, _ga_*", purpose: "Google Analytics 4 -kävijätilastot, vain jos olet hyväksynyt evästeet", duration: "Enintään 2 vuotta", kind: "Analytiikka" },
];

/** The registers' table; `extra` adds registers whose retention is a setting (the tyre hotel's). */
export function RegisterTable({ extra = [] }: { extra?: Register[] }) {
  const registers = [...REGISTERS, ...extra];
  return (
    <ScrollRegion label="Käsiteltävät henkilötiedot">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Käsiteltävät henkilötiedot, käsittelyn tarkoitus, peruste ja säilytysaika</caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>Tieto</th>
            <th scope="col" className={headClass}>Tarkoitus</th>
            <th scope="col" className={headClass}>Peruste</th>
            <th scope="col" className={headClass}>Säilytysaika</th>
          </tr>
        </thead>
        <tbody>
          {registers.map((register) => (
            <tr key={register.what}>
              <th scope="row" className={rowHeadClass}>{register.what}</th>
              <td className={cellClass}>{register.purpose}</td>
              <td className={cellClass}>{register.basis}</td>
              <td className={cellClass}>{register.retention}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function CookieTable() {
  return (
    <ScrollRegion label="Sivuston evästeet">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Sivuston evästeet</caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>Eväste</th>
            <th scope="col" className={headClass}>Tarkoitus</th>
            <th scope="col" className={headClass}>Voimassa</th>
            <th scope="col" className={headClass}>Tyyppi</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((cookie) => (
            <tr key={cookie.name}>
              <th scope="row" className={`${rowHeadClass} font-mono text-xs`}>{cookie.name}</th>
              <td className={cellClass}>{cookie.purpose}</td>
              <td className={cellClass}>{cookie.duration}</td>
              <td className={cellClass}>{cookie.kind}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
