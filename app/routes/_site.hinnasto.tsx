import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { ContactCallout } from "~/components/layout/content/ContactCallout";
import { ContentSection, PageBody } from "~/components/layout/content/ContentSection";
import { RimSizePriceTable, ServicePriceTable } from "~/features/price-list/components/PriceTables";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { cachedPriceList } from "~/features/site/content-cache.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Hinnasto",
    description:
      "Rengas-Kaarton hinnasto Lohjalla: renkaanvaihto vannekoon mukaan, rengastyö, tasapainotus, paikkaus, " +
      "rengashotelli ja renkaiden kierrätys. Hinnat sisältävät arvonlisäveron.",
    path: "/hinnasto",
    origin: siteOrigin(matches),
  });

/** The prices as saved in Asetukset → Hinnasto, read on every request (the render cache keys on them). */
export async function loader() {
  return { priceList: await cachedPriceList() };
}

export default function PriceListPage() {
  const { priceList } = useLoaderData<typeof loader>();
  const vat = priceList.vatText;
  return (
    <main>
      <PageHeader
        eyebrow="Palvelut"
        title="Hinnasto"
        lead={
          <p>
            Selkeät hinnat ilman yllätyksiä. Kaikki hinnat sisältävät arvonlisäveron {vat}. Renkaanvaihtoon
            pääset myös ilman ajanvarausta, ja tarkan hinnan isommista töistä kerromme aina ennen työn aloittamista.
          </p>
        }
      />
      <PageBody>
        <ContentSection
          id="renkaanvaihto"
          title="Renkaanvaihto ja rengastyöt"
          intro={
            <p>
              Hinta määräytyy auton tyypin ja vannekoon mukaan. Vannekoon näet renkaan kyljestä: esimerkiksi koossa
              205/55R16 vanne on 16 tuumaa.
            </p>
          }
        >
          <div className="space-y-10">
            <RimSizePriceTable name="tyreChange" table={priceList.tyreChange} />
            <RimSizePriceTable name="tyreFitting" table={priceList.tyreFitting} />
          </div>
        </ContentSection>

        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
          <ContentSection id="tasapainotus" title="Tasapainotus">
            <ServicePriceTable name="balancing" table={priceList.balancing} />
            <p className="mt-3 text-sm">
              <Link to="/palvelut/tasapainoitus" className="font-medium text-brand-700 underline dark:text-red-300">
                Lue lisää tasapainotuksesta
              </Link>
            </p>
          </ContentSection>
          <ContentSection id="korjaukset" title="Paikkaus ja korjaukset">
            <ServicePriceTable name="repairs" table={priceList.repairs} />
            <p className="mt-3 text-sm">
              <Link to="/palvelut/korjaustyot" className="font-medium text-brand-700 underline dark:text-red-300">
                Lue lisää korjaustöistä
              </Link>
            </p>
          </ContentSection>
        </div>

        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
          <ContentSection id="rengashotelli" title="Rengashotelli">
            <RimSizePriceTable name="tyreHotel" table={priceList.tyreHotel} />
            <p className="mt-3 text-sm">
              <Link to="/rengashotelli" className="font-medium text-brand-700 underline dark:text-red-300">
                Lue lisää rengashotellista
              </Link>
            </p>
          </ContentSection>
          <ContentSection id="kierratys" title="Renkaiden kierrätys">
            <ServicePriceTable name="disposal" table={priceList.disposal} />
          </ContentSection>
        </div>

        <p className="text-sm text-slate-600 dark:text-slate-400">
          {priceList.validText} Hinnat sisältävät arvonlisäveron {vat}. Erikoiskokojen, kuorma- ja
          matkailuautojen sekä mönkijöiden hinnat kysymällä.
        </p>

        <ContactCallout title="Kysy tarjousta">
          <p>
            Tarvitsetko uudet renkaat, vanteet tai useamman palvelun kerralla? Soita tai lähetä sähköpostia, niin teemme
            sinulle kokonaistarjouksen.
          </p>
        </ContactCallout>
      </PageBody>
    </main>
  );
}
