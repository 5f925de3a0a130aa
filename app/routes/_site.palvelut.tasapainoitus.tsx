import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { ContactCallout } from "~/components/layout/content/ContactCallout";
import { CheckList, ContentSection, InfoCard, PageBody, Prose } from "~/components/layout/content/ContentSection";
import { ServicePriceTable } from "~/features/price-list/components/PriceTables";
import { formatServicePrice } from "~/features/price-list/rules";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { getPriceList } from "~/features/price-list/model.server";

/** The balancing prices of the price list (Asetukset → Hinnasto), read on every request. */
export async function loader() {
  return { balancing: (await getPriceList()).balancing };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const first = data?.balancing.rows[0];
  return pageMeta({
    title: "Tasapainotus",
    description:
      "Pyörien tasapainotus Lohjalla: poistaa ohjauspyörän värinän ja tasoittaa " +
      `renkaiden kulumista.${first ? ` ${first.label}: ${formatServicePrice(first, "maksuton")}.` : ""}`,
    path: "/palvelut/tasapainoitus",
    origin: siteOrigin(matches),
  });
};

const WHEN = [
  "Kun uudet renkaat asennetaan vanteille",
  "Kun ohjauspyörä tai auto värisee tietyllä nopeudella, tyypillisesti 80–120 km/h",
  "Rengasrikon paikkauksen tai renkaan irrotuksen jälkeen",
  "Kun tasapainotuspaino on pudonnut vanteesta",
  "Kun renkaat ovat kuluneet epätasaisesti tai ajettu useamman kauden ilman tasapainotusta",
];

export default function BalancingPage() {
  const { balancing } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHeader
        eyebrow="Palvelut"
        title="Tasapainotus"
        lead={
          <p>
            Epätasapainoinen pyörä tärisee, kuluttaa renkaita epätasaisesti ja rasittaa auton jousitusta. Tasapainotamme
            pyörät tietokoneohjatulla koneella nopeasti ja tarkasti, myös ilman ajanvarausta.
          </p>
        }
      />
      <PageBody>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
          <ContentSection id="milloin" title="Milloin pyörät kannattaa tasapainottaa?">
            <CheckList items={WHEN} />
          </ContentSection>
          <ContentSection id="miten" title="Näin tasapainotamme">
            <Prose>
              <p>
                Pyörä pyöritetään tasapainotuskoneessa, joka mittaa painon epätasaisen jakautumisen sekä sisä- että
                ulkoreunalta. Kone näyttää painojen tarkan paikan ja määrän.
              </p>
              <p>
                Teräsvanteisiin käytämme lyötäviä painoja ja kevytmetallivanteisiin vanteen sisäpuolelle kiinnitettäviä
                tarrapainoja, jotka eivät näy ulospäin eivätkä naarmuta vannetta.
              </p>
              <p>Lopuksi pyörä pyöritetään uudelleen, jotta tulos on varmasti kunnossa.</p>
            </Prose>
          </ContentSection>
        </div>

        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          <InfoCard title="Tasainen kuluminen">
            <p>Tasapainotettu pyörä kuluu tasaisesti, joten renkaat kestävät pidempään.</p>
          </InfoCard>
          <InfoCard title="Ajomukavuus">
            <p>Ohjauspyörän ja istuimen värinä poistuu, ja auto tuntuu vakaalta maantienopeuksissa.</p>
          </InfoCard>
          <InfoCard title="Vähemmän kulumista autolle">
            <p>Värinä rasittaa pyöränlaakereita, iskunvaimentimia ja ohjauksen niveliä. Tasapainotus säästää niitä.</p>
          </InfoCard>
        </div>

        <ContentSection
          id="hinnat"
          title="Hinnat"
          intro={
            <p>
              Uusien renkaiden asennukseen sisältyy aina tasapainotus. Katso kaikki hinnat{" "}
              <Link to="/hinnasto" className="font-medium text-brand-700 underline dark:text-red-300">
                hinnastosta
              </Link>
              .
            </p>
          }
        >
          <div className="max-w-2xl">
            <ServicePriceTable name="balancing" caption="Tasapainotuksen hinnat" table={balancing} />
          </div>
        </ContentSection>

        <ContactCallout title="Tärisevätkö pyörät?">
          <p>Tule käymään, niin tarkistamme ja tasapainotamme pyörät saman tien. Työ kestää tyypillisesti alle tunnin.</p>
        </ContactCallout>
      </PageBody>
    </main>
  );
}
