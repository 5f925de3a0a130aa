import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PageHeader } from "~/components/site/PageHeader";
import { ContactCallout } from "~/components/site/content/ContactCallout";
import { ContentSection, PageBody } from "~/components/site/content/ContentSection";
import { RimSizePriceTable, ServicePriceTable } from "~/components/site/content/PriceTables";
import {
  BALANCING,
  DISPOSAL,
  PRICES_VALID_TEXT,
  REPAIRS,
  TYRE_CHANGE,
  TYRE_FITTING,
  TYRE_HOTEL,
  VAT_PERCENT_TEXT,
} from "~/components/site/content/prices";
import { pageMeta, siteOrigin } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Hinnasto",
    description:
      "Rengas-Kaarton hinnasto Lohjalla: renkaanvaihto vannekoon mukaan, rengastyö, tasapainotus, paikkaus, " +
      "rengashotelli ja renkaiden kierrätys. Hinnat sisältävät arvonlisäveron.",
    path: "/hinnasto",
    origin: siteOrigin(matches),
  });

export default function PriceListPage() {
  return (
    <main>
      <PageHeader
        eyebrow="Palvelut"
        title="Hinnasto"
        lead={
          <p>
            Selkeät hinnat ilman yllätyksiä. Kaikki hinnat sisältävät arvonlisäveron {VAT_PERCENT_TEXT}. Renkaanvaihtoon
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
            <RimSizePriceTable table={TYRE_CHANGE} />
            <RimSizePriceTable table={TYRE_FITTING} />
          </div>
        </ContentSection>

        <div className="grid gap-10 lg:grid-cols-2">
          <ContentSection id="tasapainotus" title="Tasapainotus">
            <ServicePriceTable id="tasapainotus" caption="Pyörien tasapainotus" items={BALANCING} />
            <p className="mt-3 text-sm">
              <Link to="/palvelut/tasapainoitus" className="font-medium text-brand-700 underline dark:text-red-300">
                Lue lisää tasapainotuksesta
              </Link>
            </p>
          </ContentSection>
          <ContentSection id="korjaukset" title="Paikkaus ja korjaukset">
            <ServicePriceTable
              id="korjaukset"
              caption="Rengas- ja vannekorjaukset"
              items={REPAIRS}
              note="Pulttien jälkikiristys 50–100 km:n ajon jälkeen on aina maksuton."
            />
            <p className="mt-3 text-sm">
              <Link to="/palvelut/korjaustyot" className="font-medium text-brand-700 underline dark:text-red-300">
                Lue lisää korjaustöistä
              </Link>
            </p>
          </ContentSection>
        </div>

        <div className="grid gap-10 lg:grid-cols-2">
          <ContentSection id="rengashotelli" title="Rengashotelli">
            <RimSizePriceTable table={TYRE_HOTEL} />
            <p className="mt-3 text-sm">
              <Link to="/rengashotelli" className="font-medium text-brand-700 underline dark:text-red-300">
                Lue lisää rengashotellista
              </Link>
            </p>
          </ContentSection>
          <ContentSection id="kierratys" title="Renkaiden kierrätys">
            <ServicePriceTable
              id="kierratys"
              caption="Vanhojen renkaiden ja vanteiden vastaanotto"
              items={DISPOSAL}
              note="Uusien renkaiden hintaan sisältyy Suomen Rengaskierrätyksen kierrätysmaksu, joten vanhat renkaat otetaan vastaan maksutta."
            />
          </ContentSection>
        </div>

        <p className="text-sm text-slate-600 dark:text-slate-400">
          {PRICES_VALID_TEXT} Hinnat sisältävät arvonlisäveron {VAT_PERCENT_TEXT}. Erikoiskokojen, kuorma- ja
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
