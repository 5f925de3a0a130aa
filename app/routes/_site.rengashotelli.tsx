import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { ContactCallout } from "~/components/layout/content/ContactCallout";
import { CheckList, ContentSection, InfoCard, PageBody, Steps } from "~/components/layout/content/ContentSection";
import { RimSizePriceTable } from "~/features/price-list/components/PriceTables";
import { formatCents, lowestRimPrice } from "~/features/price-list/rules";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { getPriceList } from "~/features/price-list/model.server";
import { useShopLinks } from "~/components/layout/useShopLinks";

/** The tyre hotel's prices and the VAT text of the price list (Asetukset → Hinnasto), read on every request. */
export async function loader() {
  const { tyreHotel, vatText } = await getPriceList();
  return { tyreHotel, vatText };
}

/** 'alkaen 59 € / kausi', from the cheapest price of the table (empty if it has none). */
const fromText = (table: Parameters<typeof lowestRimPrice>[0]) => {
  const lowest = lowestRimPrice(table);
  return lowest === null ? "" : `alkaen ${formatCents(lowest)} / kausi`;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const from = data ? fromText(data.tyreHotel) : "";
  return pageMeta({
    title: "Rengashotelli",
    description:
      "Rengashotelli Lohjalla: pesu, kuntotarkastus, urasyvyyden mittaus, kuiva säilytys ja vaihto kauden " +
      `vaihtuessa.${from ? ` Säilytys ${from}.` : ""}`,
    path: "/rengashotelli",
    origin: siteOrigin(matches),
  });
};

const INCLUDED = [
  <>
    <strong>Renkaiden pesu</strong> ennen varastointia, jotta lika ja tiesuola eivät vaurioita kumia ja vanteita.
  </>,
  <>
    <strong>Kuntotarkastus</strong>: tarkistamme kyljet, kulutuspinnan, nastat ja venttiilit sekä kerromme havaituista
    vaurioista.
  </>,
  <>
    <strong>Urasyvyyden mittaus</strong> jokaisesta renkaasta. Saat tulokset kirjallisena, joten tiedät ajoissa, milloin
    uudet renkaat ovat tarpeen.
  </>,
  <>
    <strong>Säilytys kuivassa varastossa</strong> suojassa auringonvalolta ja pakkaselta, pyörät merkittyinä
    rekisterinumerollasi.
  </>,
  <>
    <strong>Vaihto kauden vaihtuessa</strong>: kun keli kääntyy, vaihdamme renkaat alle ja otamme edellisen kauden renkaat
    säilöön.
  </>,
  <>
    <strong>Paineiden säätö ja pulttien kiristys</strong> momenttiavaimella jokaisen vaihdon yhteydessä.
  </>,
];

const STEPS = [
  { title: "Tuo renkaat", text: "Tule vaihtamaan renkaat tai varaa aika. Otamme irrotetut pyörät suoraan hotelliin." },
  { title: "Pesu ja tarkastus", text: "Pesemme renkaat ja vanteet, mittaamme urasyvyydet ja tarkistamme kunnon." },
  { title: "Säilytys", text: "Renkaat odottavat seuraavaa kautta kuivassa, lukitussa varastossa." },
  { title: "Seuraava vaihto", text: "Kauden vaihtuessa renkaasi ovat valmiina, ja vaihto sujuu nopeasti." },
];

export default function TyreHotelPage() {
  const links = useShopLinks();
  const { tyreHotel, vatText } = useLoaderData<typeof loader>();
  const from = fromText(tyreHotel);
  return (
    <main>
      <PageHeader
        eyebrow="Palvelut"
        title="Rengashotelli"
        lead={
          <p>
            Älä kanna renkaita kellariin tai varastoon. Rengashotellissamme renkaasi pestään, tarkastetaan ja säilytetään
            kuivassa varastossa seuraavaan kauteen asti.{from ? ` Säilytys ${from}.` : null}
          </p>
        }
      >
        <a href={links.booking} target="_blank" rel="noopener noreferrer" className="btn-primary">
          Varaa aika<span className="sr-only"> (avautuu uuteen välilehteen)</span>
        </a>
        <Link to="/hinnasto" className="btn-secondary">
          Katso koko hinnasto
        </Link>
      </PageHeader>
      <PageBody>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[3fr_2fr]">
          <ContentSection id="sisaltyy" title="Mitä rengashotelliin sisältyy">
            <CheckList items={INCLUDED} />
          </ContentSection>
          <div className="space-y-4">
            <InfoCard title="Miksi rengashotelli?">
              <p>
                Oikein säilytetyt renkaat pysyvät hyvässä kunnossa pidempään. Kumi ei kuivu auringossa, eikä pyöriä
                tarvitse nostella peräkonttiin kahdesti vuodessa.
              </p>
            </InfoCard>
            <InfoCard title="Entä jos renkaat ovat loppuun ajetut?">
              <p>
                Kerromme mittaustulokset ennen seuraavaa kautta. Jos urasyvyys on lähellä suositusta, saat meiltä
                tarjouksen uusista renkaista, eikä kauden alussa tule yllätyksiä.
              </p>
            </InfoCard>
          </div>
        </div>

        <ContentSection id="nain-se-toimii" title="Näin rengashotelli toimii">
          <Steps steps={STEPS} />
        </ContentSection>

        <ContentSection
          id="hinnat"
          title="Rengashotellin hinnat"
          intro={
            <p>
              Hinta on kausikohtainen: yksi kausi tarkoittaa kesä- tai talvikautta. Hinnat sisältävät arvonlisäveron {vatText}.
            </p>
          }
        >
          <RimSizePriceTable name="tyreHotel" table={tyreHotel} />
        </ContentSection>

        <ContactCallout title="Varaa paikka rengashotellista">
          <p>
            Paikan voi varata renkaanvaihdon yhteydessä, ajanvarauksen kautta tai soittamalla. Kerromme mielellämme lisää
            myös renkaiden säilytyksestä vanteettomana.
          </p>
        </ContactCallout>
      </PageBody>
    </main>
  );
}
