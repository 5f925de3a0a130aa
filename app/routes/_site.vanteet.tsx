import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { RimListing } from "~/features/rims/components/RimListing";
import { ContactCallout } from "~/components/layout/content/ContactCallout";
import { CheckList, ContentSection, InfoCard, PageBody, Prose } from "~/components/layout/content/ContentSection";
import { COMPANY } from "~/content/company";
import { QUOTE_PATH } from "~/features/quotes/rules";
import { RIMS_PER_PAGE, parseRimFilters, rimView } from "~/features/rims/rules";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { listRims, rimFilterOptions } from "~/features/rims/model.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Vanteet",
    description:
      "Kevytmetalli- ja teräsvanteet Lohjalta: sovitus autoosi, valmiit rengaspaketit, TPMS-rengaspaineanturit ja " +
      "asennus. Pyydä tarjous Rengas-Kaartosta.",
    path: "/vanteet",
    origin: siteOrigin(matches),
  });

/** The shop's rims (decision 0022), filtered by diameter and bolt pattern from the query. */
export async function loader({ request }: LoaderFunctionArgs) {
  const filters = parseRimFilters(new URL(request.url).searchParams);
  const [list, options] = await Promise.all([listRims(filters, filters.page, RIMS_PER_PAGE), rimFilterOptions()]);
  return { rims: list.rims.map(rimView), total: list.total, page: list.page, pageCount: list.pageCount, filters, options };
}

const FITMENT = [
  <>
    <strong>Pulttijako (PCD)</strong>, esimerkiksi 5×112: pulttien määrä ja niiden muodostaman ympyrän halkaisija.
  </>,
  <>
    <strong>Offset eli ET-luku</strong> kertoo, kuinka syvällä pyörä on lokasuojan sisällä. Väärä ET voi hangata jousitusta
    tai koria.
  </>,
  <>
    <strong>Keskiöreikä</strong>: jos vanteen reikä on napaa suurempi, käytämme keskitysrenkaita, jotta pyörä keskittyy
    oikein.
  </>,
  <>
    <strong>Leveys ja halkaisija</strong> sopivat auton rekisteriotteessa tai CoC-todistuksessa mainittuihin rengas- ja
    vannekokoihin.
  </>,
  <>
    <strong>Kantavuus</strong>: vanteen on kestettävä auton akselipainot, mikä on tärkeää erityisesti SUV- ja
    pakettiautoissa.
  </>,
];

export default function RimsPage() {
  const listing = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHeader
        title="Vanteet"
        lead={
          <p>
            Tyylikkäät kevytmetallivanteet tai kestävät teräsvanteet talveksi: autamme valitsemaan autoosi sopivat vanteet,
            asennamme renkaat valmiiksi ja tasapainotamme pyörät. Saat meiltä myös rengaspaineanturit ja niiden
            ohjelmoinnin.
          </p>
        }
      >
        <Link to={QUOTE_PATH} className="btn-primary">
          Pyydä tarjous
        </Link>
        <a href="#valikoima" className="btn-secondary">
          Katso valikoima
        </a>
        <a href={COMPANY.phoneHref} className="btn-secondary">
          Soita {COMPANY.phone}
        </a>
      </PageHeader>
      <PageBody>
        <RimListing {...listing} />

        <ContentSection id="vannetyypit" title="Kevytmetalli- vai teräsvanteet?">
          <div className="grid gap-6 md:grid-cols-2">
            <InfoCard title="Kevytmetallivanteet">
              <p>
                Alumiiniseoksesta valmistetut vanteet ovat kevyitä ja näyttäviä. Pienempi jousittamaton massa parantaa
                ajettavuutta, ja valikoimassa on malleja jokaiseen makuun.
              </p>
              <p>
                Talvikäytössä kannattaa valita talvikestävällä pinnoitteella viimeistelty vanne, joka sietää tiesuolaa.
              </p>
            </InfoCard>
            <InfoCard title="Teräsvanteet">
              <p>
                Teräsvanne on edullinen ja kestävä valinta etenkin talvirenkaille. Se kestää kolhuja, ja lievästi
                kolhiintunut teräsvanne voidaan usein oikaista.
              </p>
              <p>Pölykapseleilla teräsvanteisiin saa siistin ilmeen pienellä lisähinnalla.</p>
            </InfoCard>
          </div>
        </ContentSection>

        <div className="grid gap-10 lg:grid-cols-2">
          <ContentSection
            id="sovitus"
            title="Sopivat vanteet autoosi"
            intro={<p>Tarkistamme aina vanteiden sopivuuden ennen asennusta. Huomioimme ainakin nämä:</p>}
          >
            <CheckList items={FITMENT} />
          </ContentSection>
          <ContentSection id="rengaspaketit" title="Valmiit rengaspaketit">
            <Prose>
              <p>
                Kun ostat renkaat ja vanteet samalla kertaa, asennamme renkaat vanteille, vaihdamme uudet venttiilit ja
                tasapainotamme pyörät. Saat valmiin rengaspaketin, jonka voi vaihtaa alle heti tai jättää odottamaan
                kauden vaihtumista <Link to="/rengashotelli" className="font-medium text-brand-700 underline dark:text-red-300">rengashotelliimme</Link>.
              </p>
              <p>
                Sopivat renkaat löydät{" "}
                <Link to="/renkaat" className="font-medium text-brand-700 underline dark:text-red-300">
                  rengasvalikoimastamme
                </Link>{" "}
                koon mukaan haettuna.
              </p>
            </Prose>
          </ContentSection>
        </div>

        <ContentSection id="tpms" title="Rengaspaineanturit (TPMS)">
          <div className="grid gap-6 md:grid-cols-3">
            <InfoCard title="Mikä TPMS on?">
              <p>
                Rengaspaineiden valvontajärjestelmä varoittaa kuljettajaa, kun renkaan paine laskee. Se on ollut pakollinen
                kaikissa EU:ssa myytävissä uusissa henkilöautoissa marraskuusta 2014 alkaen.
              </p>
            </InfoCard>
            <InfoCard title="Suora vai epäsuora?">
              <p>
                Suorassa järjestelmässä jokaisen vanteen venttiilissä on anturi. Epäsuora järjestelmä päättelee
                painehäviön pyörien pyörimisnopeuksista, eikä se tarvitse antureita.
              </p>
            </InfoCard>
            <InfoCard title="Anturit uusille vanteille">
              <p>
                Jos autossasi on suora järjestelmä, myös toinen vannesarja tarvitsee anturit. Myymme ja asennamme anturit
                ja ohjelmoimme ne autollesi. Anturin paristo kestää tyypillisesti 5–10 vuotta.
              </p>
            </InfoCard>
          </div>
        </ContentSection>

        <ContactCallout title="Pyydä tarjous vanteista">
          <p>
            Kerro meille auton merkki, malli ja rekisterinumero sekä toivomasi vannekoko ja -tyyli. Teemme tarjouksen
            vanteista, renkaista ja asennuksesta yhdessä paketissa.
          </p>
        </ContactCallout>
      </PageBody>
    </main>
  );
}
