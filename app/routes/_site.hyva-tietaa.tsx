import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { ContactCallout } from "~/components/layout/content/ContactCallout";
import { CheckList, ContentSection, InfoCard, PageBody, Prose } from "~/components/layout/content/ContentSection";
import { EuTyreLabel } from "~/features/tyres/components/EuTyreLabel";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { ScrollRegion } from "~/components/ui/ScrollRegion";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Hyvä tietää renkaista",
    description:
      "Renkaiden urasyvyysvaatimukset, nasta- ja talvirengaskausi, oikeat rengaspaineet, EU-rengasmerkinnän lukeminen " +
      "ja renkaiden ikä. Rengas-Kaarton vinkit turvalliseen ajoon.",
    path: "/hyva-tietaa",
    origin: siteOrigin(matches),
  });

const linkClass = "font-medium text-brand-700 underline dark:text-red-300";

function TreadDepthTable() {
  return (
    <ScrollRegion label="Urasyvyydet">
      <table className="w-full min-w-[28rem] border-collapse text-left">
        <caption className="mb-3 text-left font-semibold">Urasyvyydet</caption>
        <thead>
          <tr className="bg-slate-50 text-sm dark:bg-slate-800">
            <th scope="col" className="border-b-2 border-slate-300 px-4 py-3 dark:border-slate-600">Rengas</th>
            <th scope="col" className="border-b-2 border-slate-300 px-4 py-3 dark:border-slate-600">Laki vaatii vähintään</th>
            <th scope="col" className="border-b-2 border-slate-300 px-4 py-3 dark:border-slate-600">Suosittelemme vaihtoa</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="border-b border-slate-200 px-4 py-3 font-medium dark:border-slate-700">Talvirengas</th>
            <td className="border-b border-slate-200 px-4 py-3 dark:border-slate-700">3 mm</td>
            <td className="border-b border-slate-200 px-4 py-3 dark:border-slate-700">alle 5 mm</td>
          </tr>
          <tr>
            <th scope="row" className="border-b border-slate-200 px-4 py-3 font-medium dark:border-slate-700">Kesärengas</th>
            <td className="border-b border-slate-200 px-4 py-3 dark:border-slate-700">1,6 mm</td>
            <td className="border-b border-slate-200 px-4 py-3 dark:border-slate-700">alle 4 mm</td>
          </tr>
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export default function GoodToKnowPage() {
  return (
    <main>
      <PageHeader
        eyebrow="Hyödyllistä"
        title="Hyvä tietää renkaista"
        lead={
          <p>
            Kokosimme yhteen tärkeimmät asiat, jotka jokaisen autoilijan kannattaa tietää renkaista: mitä laki vaatii,
            milloin renkaat vaihdetaan ja miten renkaista pidetään huolta.
          </p>
        }
      />
      <PageBody>
        <nav aria-label="Sivun sisältö" className="card">
          <h2 className="font-semibold">Tällä sivulla</h2>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            <li><a href="#urasyvyys" className={linkClass}>Urasyvyys</a></li>
            <li><a href="#rengaskaudet" className={linkClass}>Talvi- ja nastarengaskausi</a></li>
            <li><a href="#rengaspaineet" className={linkClass}>Rengaspaineet</a></li>
            <li><a href="#eu-rengasmerkinta" className={linkClass}>EU-rengasmerkintä</a></li>
            <li><a href="#renkaan-ika" className={linkClass}>Renkaan ikä</a></li>
          </ul>
        </nav>

        <ContentSection
          id="urasyvyys"
          title="Urasyvyys"
          intro={
            <p>
              Urasyvyys on renkaan turvallisuuden tärkein mittari. Kun urat madaltuvat, rengas ei enää poista vettä ja
              sohjoa kosketuspinnan alta, ja vesiliirron vaara kasvaa.
            </p>
          }
        >
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
            <TreadDepthTable />
            <Prose>
              <p>
                Lain vähimmäisurasyvyys on kesärenkailla 1,6 mm. Talvirenkaiden urasyvyyden on oltava vähintään 3 mm
                silloin, kun talvirenkaita on käytettävä.
              </p>
              <p>
                Pito heikkenee selvästi jo ennen lain rajaa, joten suosittelemme talvirenkaiden vaihtoa viimeistään 5 mm:n
                ja kesärenkaiden 4 mm:n urasyvyydessä. Mittaamme urasyvyyden maksutta jokaisen renkaanvaihdon
                yhteydessä.
              </p>
            </Prose>
          </div>
        </ContentSection>

        <ContentSection id="rengaskaudet" title="Talvirenkaat ja nastarengaskausi">
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <InfoCard title="Talvirenkaat 1.11.–31.3.">
              <p>
                Tieliikennelain mukaan henkilö- ja pakettiautoissa on käytettävä talvirenkaita 1.11.–31.3., kun sää tai
                keli sitä edellyttää. Kiinteää vaihtopäivää ei ole: jos tiellä on jäätä, lunta tai sohjoa, kesärenkailla
                ei saa ajaa.
              </p>
            </InfoCard>
            <InfoCard title="Nastarenkaat 1.11.–31.3.">
              <p>
                Nastarenkaita saa käyttää 1.11.–31.3. Niitä saa käyttää muulloinkin, jos sää tai keli sitä edellyttää,
                esimerkiksi lokakuun ensilumilla tai huhtikuun takatalvella. Pääsiäiseen sidottu jatkoaika poistui
                tieliikennelaista kesäkuussa 2020.
              </p>
              <p>Nastarenkaat asennetaan aina kaikkiin neljään pyörään.</p>
            </InfoCard>
          </div>
          <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">
            Lue lisää vaihdon ajoituksesta artikkelistamme{" "}
            <Link to="/artikkelit/milloin-talvirenkaat-alle" className={linkClass}>
              Milloin talvirenkaat alle?
            </Link>
          </p>
        </ContentSection>

        <ContentSection
          id="rengaspaineet"
          title="Rengaspaineet"
          intro={
            <p>
              Oikea paine pienentää polttoaineen kulutusta, pidentää renkaiden ikää ja lyhentää jarrutusmatkaa. Tarkista
              paineet vähintään kerran kuukaudessa ja aina ennen pitkää matkaa.
            </p>
          }
        >
          <CheckList
            items={[
              "Auton valmistajan suosittelemat paineet löytyvät yleensä kuljettajan ovenpielestä, tankkausluukun sisäpuolelta tai käyttöohjekirjasta.",
              "Mittaa paineet kylmistä renkaista, ennen ajoa tai korkeintaan parin kilometrin ajon jälkeen.",
              "Täydellä kuormalla tai peräkärryä vetäessä käytä täyden kuorman mukaisia paineita.",
              "Paine laskee noin 0,1 baria jokaista kymmenen asteen lämpötilan laskua kohden, joten tarkista paineet syksyllä pakkasten alkaessa.",
              "Rengaspaineanturi (TPMS) varoittaa painehäviöstä, mutta ei korvaa säännöllistä tarkistusta.",
            ]}
          />
        </ContentSection>

        <ContentSection
          id="eu-rengasmerkinta"
          title="Näin luet EU-rengasmerkintää"
          intro={
            <p>
              Jokaisessa uudessa henkilö- ja pakettiauton renkaassa on EU:n rengasmerkintä (asetus (EU) 2020/740, voimassa
              1.5.2021 alkaen). Luokat ovat A–E, joista A on paras.
            </p>
          }
        >
          <EuTyreLabel />
        </ContentSection>

        <ContentSection id="renkaan-ika" title="Renkaan ikä">
          <Prose>
            <p>
              Renkaan kumi kovettuu vuosien myötä, vaikka urasyvyyttä olisi vielä jäljellä. Erityisesti talvirenkaan pito
              jäällä ja lumella heikkenee kumin vanhetessa.
            </p>
            <p>
              Valmistusajan näet renkaan kyljen DOT-merkinnän neljästä viimeisestä numerosta: esimerkiksi <strong>2324</strong>{" "}
              tarkoittaa viikkoa 23 vuonna 2024. Suosittelemme tarkastuttamaan yli kuusi vuotta vanhat renkaat ja vaihtamaan
              renkaat viimeistään kymmenen vuoden iässä.
            </p>
          </Prose>
        </ContentSection>

        <ContactCallout title="Kysy renkaiden kunnosta">
          <p>
            Epäiletkö, että renkaasi alkavat olla loppuun kuluneet? Tule käymään, niin mittaamme urasyvyydet maksutta ja
            kerromme, montako kautta renkailla vielä ajaa.
          </p>
        </ContactCallout>
      </PageBody>
    </main>
  );
}
