import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useShopLinks } from "~/components/layout/useShopLinks";
import { PageHeader } from "~/components/layout/PageHeader";
import { ContactCallout } from "~/components/layout/content/ContactCallout";
import { CheckList, ContentSection, InfoCard, PageBody, Steps } from "~/components/layout/content/ContentSection";
import { FINANCING, monthlyInstalment } from "~/content/financing";
import { formatPrice } from "~/lib/price";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Rahoitus",
    description:
      `Osta renkaat, vanteet ja asennus nyt ja maksa ${FINANCING.months} kuukaudessa: 0 % korko, ei avaus- eikä tilinhoitomaksuja. ` +
      "Hae rahoitusta verkossa, päätös heti.",
    path: "/rahoitus",
    origin: siteOrigin(matches),
  });

// The representative example consumer-credit law asks for, computed so the figures always agree.
const EXAMPLE_AMOUNT = 800;
const EXAMPLE_MONTHS = FINANCING.months;

const STEPS = [
  { title: "Valitse tuotteet", text: "Valitse renkaat, vanteet ja palvelut myymälässä, puhelimessa tai sähköpostilla." },
  { title: "Täytä hakemus", text: "Täytä rahoitushakemus verkossa ja tunnistaudu verkkopankkitunnuksilla tai mobiilivarmenteella." },
  { title: "Saat päätöksen", text: "Luottopäätös tulee yleensä heti. Kerro päätöksestä meille, niin varaamme tuotteet." },
  { title: "Maksa erissä", text: `Maksat ostoksen ${EXAMPLE_MONTHS} tasaerässä ilman korkoa ja kuluja.` },
];

/** The partner's form when FINANCE_APPLICATION_URL is set; otherwise the shop takes the request itself. */
function FinanceApplicationLink({ className }: { className: string }) {
  const { financeApplication } = useShopLinks();
  if (!financeApplication) {
    return (
      <Link to="/ota-yhteytta" className={className}>
        Kysy rahoituksesta
      </Link>
    );
  }
  return (
    <a href={financeApplication} target="_blank" rel="noopener noreferrer" className={className}>
      Täytä rahoitushakemus<span className="sr-only"> (avautuu uuteen välilehteen)</span>
    </a>
  );
}

export default function FinancingPage() {
  const monthly = formatPrice(monthlyInstalment(EXAMPLE_AMOUNT));
  return (
    <main>
      <PageHeader
        eyebrow="Hyödyllistä"
        title="Rahoitus"
        lead={
          <p>
            Turvalliset renkaat eivät voi odottaa palkkapäivää. Osta renkaat, vanteet ja asennus nyt ja maksa ostos{" "}
            {EXAMPLE_MONTHS} kuukaudessa: <strong>0 % korko, ei kuluja {EXAMPLE_MONTHS} kuukauteen</strong>.
          </p>
        }
      >
        <FinanceApplicationLink className="btn-primary" />
      </PageHeader>
      <PageBody>
        <ContentSection id="edut" title="Rahoituksen edut">
          <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
            <InfoCard title="0 % korko">
              <p>Maksat vain ostoksen hinnan. Korkoa ei peritä, kun erät maksetaan ajallaan.</p>
            </InfoCard>
            <InfoCard title={`Ei kuluja ${FINANCING.months} kuukauteen`}>
              <p>Ei avausmaksua, tilinhoitomaksua eikä laskutuslisää koko {EXAMPLE_MONTHS} kuukauden maksuajalta.</p>
            </InfoCard>
            <InfoCard title="Päätös heti">
              <p>Hakemus täytetään verkossa muutamassa minuutissa, ja vastaus tulee yleensä välittömästi.</p>
            </InfoCard>
          </div>
        </ContentSection>

        <ContentSection id="nain-se-toimii" title="Näin rahoitus toimii">
          <Steps steps={STEPS} />
        </ContentSection>

        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
          <ContentSection id="ehdot" title="Kuka voi hakea?">
            <CheckList
              items={[
                `Olet vähintään ${FINANCING.minimumAge}-vuotias ja asut vakituisesti Suomessa.`,
                "Sinulla ei ole maksuhäiriömerkintöjä.",
                "Tunnistaudut verkkopankkitunnuksilla tai mobiilivarmenteella.",
                `Rahoituksen voi käyttää renkaisiin, vanteisiin ja asennustöihin, kun ostoksen arvo on vähintään ${formatPrice(FINANCING.minimumPurchase)}.`,
              ]}
            />
            <p className="mt-4 text-slate-700 dark:text-slate-300">
              Luoton myöntää yhteistyökumppanimme, joka tekee luottopäätöksen ja vastaa luoton ehdoista. Hakemus avautuu
              rahoittajan sivulle.
            </p>
          </ContentSection>
          <ContentSection id="esimerkki" title="Esimerkki">
            <div className="card">
              <p className="text-slate-700 dark:text-slate-300">
                {formatPrice(EXAMPLE_AMOUNT)} rengasostos maksetaan {EXAMPLE_MONTHS} kuukaudessa:
              </p>
              <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
                <dt>Kuukausierä</dt>
                <dd className="text-right font-semibold tabular-nums">{monthly}</dd>
                <dt>Avaus- ja tilinhoitomaksut</dt>
                <dd className="text-right font-semibold tabular-nums">{formatPrice(0)}</dd>
                <dt>Todellinen vuosikorko</dt>
                <dd className="text-right font-semibold tabular-nums">0 %</dd>
                <dt>Takaisin maksettava yhteensä</dt>
                <dd className="text-right font-semibold tabular-nums">{formatPrice(EXAMPLE_AMOUNT)}</dd>
              </dl>
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
                Myöhästyneestä erästä luotonantaja voi periä viivästyskorkoa ja muistutuskulut luottoehtojen mukaisesti.
              </p>
            </div>
          </ContentSection>
        </div>

        <div className="flex flex-col items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-8 dark:border-slate-700 dark:bg-slate-900">
          <h2 className="text-2xl font-bold">Valmis hakemaan?</h2>
          <p className="text-slate-700 dark:text-slate-300">Hakemus avautuu rahoittajan turvalliselle sivulle uuteen välilehteen.</p>
          <FinanceApplicationLink className="btn-primary" />
        </div>

        <ContactCallout title="Kysyttävää rahoituksesta?">
          <p>Autamme mielellämme valitsemaan tuotteet ja kerromme, miten rahoitus sopii juuri sinun ostokseesi.</p>
        </ContactCallout>
      </PageBody>
    </main>
  );
}
