import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { ContentSection, PageBody, Prose } from "~/components/layout/content/ContentSection";
import { CookieTable, RegisterTable, hotelRegister, retentionSentence } from "~/features/privacy/components/PrivacyTables";
import { getHotelSettings } from "~/features/tyre-hotel/settings.model.server";
import { COMPANY } from "~/content/company";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Tietosuojaseloste",
    description:
      "Rengas-Kaarto Oy:n tietosuojaseloste: mitä henkilötietoja verkkosivusto käsittelee, miksi ja kuinka kauan, " +
      "mitä evästeitä käytämme ja miten käytät oikeuksiasi.",
    path: "/tietosuojaseloste",
    origin: siteOrigin(matches),
  });

/** The tyre hotel's retention is the shop's setting (/admin/rengashotelli/asetukset): the notice says what is in force. */
export const loader = async () => ({ hotelRetentionMonths: (await getHotelSettings()).retentionMonths });

const UPDATED = "28.11.2026";
const linkClass = "font-medium text-brand-700 underline underline-offset-2 dark:text-red-300";

const RIGHTS = [
  ["Oikeus saada pääsy tietoihin", "Voit pyytää kopion sinusta tallennetuista tiedoista."],
  ["Oikeus tietojen oikaisemiseen", "Voit pyytää korjaamaan virheelliset tai puutteelliset tiedot."],
  ["Oikeus tietojen poistamiseen", "Voit pyytää poistamaan tietosi, ellei laki velvoita säilyttämään niitä."],
  ["Oikeus käsittelyn rajoittamiseen", "Voit pyytää rajoittamaan käsittelyä esimerkiksi silloin, kun tietojen oikeellisuus on kiistetty."],
  ["Oikeus vastustaa käsittelyä", "Voit vastustaa oikeutettuun etuun perustuvaa käsittelyä erityisessä tilanteessasi."],
  ["Oikeus siirtää tiedot", "Voit saada suostumuksella antamasi tiedot koneluettavassa muodossa."],
  ["Oikeus peruuttaa suostumus", "Voit milloin tahansa perua uutiskirjeen tilauksen tai evästesuostumuksen."],
] as const;

export default function PrivacyNoticePage() {
  const { hotelRetentionMonths } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHeader
        title="Tietosuojaseloste"
        lead={
          <p>
            Kerromme tässä selosteessa, mitä henkilötietoja {COMPANY.shortName}-verkkosivusto käsittelee, miksi ja kuinka
            kauan, sekä miten voit käyttää EU:n yleisen tietosuoja-asetuksen (GDPR) mukaisia oikeuksiasi.
          </p>
        }
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">Päivitetty {UPDATED}</p>
      </PageHeader>
      <PageBody>
        <ContentSection id="rekisterinpitaja" title="1. Rekisterinpitäjä">
          <address className="card max-w-xl not-italic leading-relaxed">
            <strong>{COMPANY.name}</strong> (Y-tunnus {COMPANY.businessId})
            <br />
            {COMPANY.street}, {COMPANY.postalCode} {COMPANY.town}
            <br />
            Puh.{" "}
            <a href={COMPANY.phoneHref} className={linkClass}>
              {COMPANY.phone}
            </a>
            <br />
            Tietosuoja-asiat:{" "}
            <a href={`mailto:${COMPANY.salesEmail}`} className={linkClass}>
              {COMPANY.salesEmail}
            </a>
          </address>
        </ContentSection>

        <ContentSection
          id="tiedot"
          title="2. Mitä tietoja käsittelemme ja miksi"
          intro={
            <p>
              Sivustoa voi selata ilman, että kerromme sinusta mitään. Henkilötietoja tallentuu vain, kun tilaat
              uutiskirjeen, keskustelet Kaartobotin kanssa, annat palautetta tai hyväksyt analytiikkaevästeet, sekä
              kun säilytät renkaitasi rengashotellissamme.
            </p>
          }
        >
          <RegisterTable extra={[hotelRegister(hotelRetentionMonths)]} />
        </ContentSection>

        <ContentSection id="kaartobotti" title="3. Kaartobotti">
          <Prose>
            <p>
              Kaartobotti on tekoälyavustaja, joka vastaa kysymyksiin palveluistamme, renkaiden saatavuudesta ja
              aukioloajoista. Keskustelut ja niiden IP-osoite tallennetaan palvelun laadun seurantaa ja väärinkäytösten
              estämistä varten, ja ne poistetaan 12 kuukauden kuluttua.
            </p>
            <p>
              Kun tekoälypalvelu on käytössä, viestisi käsittelee puolestamme tekoälypalvelun tarjoaja, joka voi sijaita
              EU:n ja ETA:n ulkopuolella. Siirrot perustuvat Euroopan komission vakiosopimuslausekkeisiin. Älä kirjoita
              chattiin henkilötunnusta, terveystietoja tai muita arkaluonteisia tietoja.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="rengashotelli" title="4. Rengashotelli">
          <Prose>
            <p>
              Kun säilytät renkaitasi rengashotellissamme, tallennamme rekisteriimme nimesi, puhelinnumerosi ja
              sähköpostiosoitteesi, ajoneuvosi rekisterinumeron ja mallin, säilytettävät renkaat ja niiden kunnon (koko,
              merkki, DOT-valmistusviikot ja urasyvyydet), renkaista otetut valokuvat, sisäänkirjaus- ja luovutushistorian
              sekä lähettämämme kausimuistutukset.
            </p>
            <p>
              Tietoja käytetään säilytyssopimuksen hoitamiseen: renkaiden löytämiseen varastosta, niiden kunnon
              kertomiseen ja renkaiden vaihtoon. Kausimuistutuksen renkaiden vaihdon ajasta lähetämme sähköpostilla vain,
              jos olet antanut siihen suostumuksen; voit perua sen jokaisen muistutuksen linkistä.
            </p>
            <p data-testid="hotel-retention">
              {retentionSentence(hotelRetentionMonths)} Niin kauan kuin renkaasi ovat säilytyksessä, tietosi säilytetään.
            </p>
            <p>
              Saat pyynnöstä kaikki rengashotellin rekisterissä olevat tietosi koneluettavassa muodossa (JSON), ja voit
              pyytää poistamaan tietosi, kun sinulla ei ole renkaita säilytyksessä. Pyynnöt käsitellään kuten muutkin
              alla kuvatut oikeutesi.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection
          id="evasteet"
          title="5. Evästeet"
          intro={
            <p>
              Käytämme vain sivuston toiminnalle välttämättömiä evästeitä. Google Analytics 4 ladataan vasta, kun olet
              hyväksynyt evästeet; jos hylkäät ne, sivu ei ota yhteyttä Googleen. Voit muuttaa valintaasi poistamalla
              evästeet selaimestasi, jolloin evästeilmoitus näytetään uudelleen.
            </p>
          }
        >
          <CookieTable />
        </ContentSection>

        <ContentSection id="luovutukset" title="6. Tietojen luovutukset ja käsittelijät">
          <Prose>
            <p>
              Emme myy tai luovuta tietojasi markkinointiin. Tietoja käsittelevät puolestamme vain sivuston palvelin- ja
              sähköpostipalvelujen tarjoajat, Kaartobotin tekoälypalvelun tarjoaja sekä suostumuksellasi Google
              (Google Analytics). Kaikkien käsittelijöiden kanssa on tehty tietojenkäsittelysopimus.
            </p>
            <p>
              Tiedot suojataan salatulla yhteydellä (HTTPS), ja ylläpitoon pääsevät vain nimetyt henkilöt omilla
              tunnuksillaan.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="oikeudet" title="7. Rekisteröidyn oikeudet">
          <dl className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {RIGHTS.map(([title, text]) => (
              <div key={title} className="card">
                <dt className="font-semibold">{title}</dt>
                <dd className="mt-1 text-slate-700 dark:text-slate-300">{text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">
            Lähetä pyyntösi osoitteeseen{" "}
            <a href={`mailto:${COMPANY.salesEmail}`} className={linkClass}>
              {COMPANY.salesEmail}
            </a>
            . Vastaamme viimeistään kuukauden kuluessa.
          </p>
        </ContentSection>

        <ContentSection id="valitus" title="8. Oikeus tehdä valitus">
          <Prose>
            <p>
              Jos katsot, että henkilötietojesi käsittely rikkoo tietosuojalainsäädäntöä, voit tehdä valituksen
              valvontaviranomaiselle: <strong>Tietosuojavaltuutetun toimisto</strong>, PL 800, 00531 Helsinki,{" "}
              <a href="https://tietosuoja.fi" target="_blank" rel="noopener noreferrer" className={linkClass}>
                tietosuoja.fi<span className="sr-only"> (avautuu uuteen välilehteen)</span>
              </a>
              .
            </p>
          </Prose>
        </ContentSection>
      </PageBody>
    </main>
  );
}
