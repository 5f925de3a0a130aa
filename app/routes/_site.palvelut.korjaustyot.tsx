import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { ContactCallout } from "~/components/layout/content/ContactCallout";
import { ContentSection, InfoCard, PageBody, Prose } from "~/components/layout/content/ContentSection";
import { ServicePriceTable } from "~/features/price-list/components/PriceTables";
import { formatCents, lowestServicePrice } from "~/features/price-list/rules";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { getPriceList } from "~/features/price-list/model.server";

/** The repair prices of the price list (Asetukset → Hinnasto), read on every request. */
export async function loader() {
  return { repairs: (await getPriceList()).repairs };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const lowest = data ? lowestServicePrice(data.repairs) : null;
  return pageMeta({
    title: "Korjaustyöt",
    description:
      `Rengasrikon paikkaus, venttiilit, vuotavat vanteet, TPMS-anturit ja vanteiden oikaisu Lohjalla` +
      `${lowest === null ? "" : ` alkaen ${formatCents(lowest)}`}. Korjaamme nopeasti.`,
    path: "/palvelut/korjaustyot",
    origin: siteOrigin(matches),
  });
};

export default function RepairsPage() {
  const { repairs } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHeader
        eyebrow="Palvelut"
        title="Korjaustyöt"
        lead={
          <p>
            Naula renkaassa tai hiljalleen tyhjenevä pyörä? Korjaamme renkaat ja vanteet ammattitaidolla, ja jos korjaus ei
            ole turvallinen, kerromme sen suoraan ja autamme löytämään korvaavan renkaan.
          </p>
        }
      />
      <PageBody>
        <ContentSection id="paikkaus" title="Rengasrikon paikkaus">
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
            <Prose>
              <p>
                Paikkaamme renkaan irrottamalla sen vanteelta ja kiinnittämällä sisäpuolelle vulkanoituvan paikan. Näin
                korjattu rengas on turvallinen ja kestää koko loppuikänsä. Pelkkä ulkopuolinen tulppa on vain
                väliaikainen hätäkorjaus.
              </p>
              <p>
                Paikkauksen jälkeen pyörä tasapainotetaan, ja tarkistamme samalla renkaan sisäpuolen, ettei rengas ole
                vaurioitunut tyhjänä ajettaessa.
              </p>
            </Prose>
            <div className="card">
              <h3 className="font-semibold">Voiko renkaani korjata?</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
                <li>Reikä on kulutuspinnan alueella, ei kyljessä eikä olkapäässä.</li>
                <li>Reiän halkaisija on enintään 6 mm.</li>
                <li>Renkaalla ei ole ajettu pitkää matkaa tyhjänä, eikä sen sisäpinta ole vaurioitunut.</li>
                <li>Urasyvyyttä on jäljellä enemmän kuin lain vähimmäisvaatimus.</li>
              </ul>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                Kylkivauriot, halkeamat ja kuhmut eivät ole korjattavissa: silloin rengas on vaihdettava.
              </p>
            </div>
          </div>
        </ContentSection>

        <ContentSection id="muut-korjaukset" title="Muut rengas- ja vannetyöt">
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
            <InfoCard title="Venttiilien vaihto">
              <p>
                Kumiventtiili haurastuu vuosien mittaan ja voi alkaa vuotaa. Vaihdamme uudet venttiilit aina, kun renkaat
                asennetaan vanteille.
              </p>
            </InfoCard>
            <InfoCard title="Vuotavan vanteen tiivistys">
              <p>
                Jos rengas tyhjenee hitaasti ilman reikää, vika on usein vanteen ja renkaan välisessä tiivisteessä.
                Puhdistamme vanteen laipan ja tiivistämme sen.
              </p>
            </InfoCard>
            <InfoCard title="TPMS-anturit">
              <p>
                Vaihdamme rikkoutuneet tai paristoltaan tyhjentyneet rengaspaineanturit ja ohjelmoimme uudet anturit
                autollesi.
              </p>
            </InfoCard>
            <InfoCard title="Vanteen oikaisu">
              <p>
                Reunakivestä kolhiintuneen teräsvanteen voi usein oikaista. Haljenneet tai pahasti vääntyneet
                kevytmetallivanteet vaihdetaan turvallisuussyistä.
              </p>
            </InfoCard>
          </div>
        </ContentSection>

        <ContentSection
          id="hinnat"
          title="Korjausten hinnat"
          intro={
            <p>
              Kaikki hinnat{" "}
              <Link to="/hinnasto" className="font-medium text-brand-700 underline dark:text-red-300">
                hinnastossa
              </Link>
              . Isommista töistä kerromme hinnan aina ennen aloittamista.
            </p>
          }
        >
          <div className="max-w-2xl">
            <ServicePriceTable name="repairs" caption="Korjaustöiden hinnat" table={repairs} />
          </div>
        </ContentSection>

        <ContactCallout title="Rengas tyhjänä?">
          <p>
            Älä aja tyhjällä renkaalla, sillä se vaurioittaa renkaan nopeasti korjauskelvottomaksi. Vaihda vararengas alle
            tai soita meille, niin neuvomme.
          </p>
        </ContactCallout>
      </PageBody>
    </main>
  );
}
