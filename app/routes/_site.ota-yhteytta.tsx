import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { ContentSection, PageBody } from "~/components/layout/content/ContentSection";
import { OpeningHoursTable } from "~/features/hours/components/OpeningHoursTable";
import { COMPANY } from "~/content/company";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { useShopLinks } from "~/components/layout/useShopLinks";
import { cachedBusinessSettings } from "~/features/site/content-cache.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Ota yhteyttä",
    description: `Rengas-Kaarto, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.town}. Puhelin ${COMPANY.phone}, sähköposti ${COMPANY.salesEmail}. Aukioloajat ja kartta.`,
    path: "/ota-yhteytta",
    origin: siteOrigin(matches),
  });

export async function loader() {
  const settings = await cachedBusinessSettings().catch((error: unknown) => {
    console.error("Failed to load business hours", error);
    return null;
  });
  return { hours: settings?.businessHours ?? null };
}

const { latitude, longitude } = COMPANY.geo;
const MAP_EMBED_URL =
  "https://www.openstreetmap.org/export/embed.html?bbox=" +
  [longitude - 0.008, latitude - 0.004, longitude + 0.008, latitude + 0.004].map((n) => n.toFixed(4)).join("%2C") +
  `&layer=mapnik&marker=${latitude}%2C${longitude}`;
const MAP_URL = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

const linkClass = "font-medium text-brand-700 underline underline-offset-2 dark:text-red-300";

export default function ContactPage() {
  const links = useShopLinks();
  const { hours } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHeader
        title="Ota yhteyttä"
        lead={
          <p>
            Palvelemme Lohjalla ilman ajanvarausta. Voit myös soittaa, lähettää sähköpostia tai varata ajan verkossa, niin
            renkaasi ovat valmiina, kun tulet.
          </p>
        }
      >
        <a href={links.booking} target="_blank" rel="noopener noreferrer" className="btn-primary">
          Varaa aika<span className="sr-only"> (avautuu uuteen välilehteen)</span>
        </a>
      </PageHeader>
      <PageBody>
        <div className="grid grid-cols-1 gap-10 md:grid-cols-2">
          <ContentSection id="yhteystiedot" title="Käyntiosoite ja yhteystiedot">
            <address className="card not-italic">
              <p className="text-lg font-semibold">{COMPANY.name}</p>
              <p className="mt-1">
                {COMPANY.street}
                <br />
                {COMPANY.postalCode} {COMPANY.town}
              </p>
              <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 [overflow-wrap:anywhere]">
                <dt className="font-medium">Puhelin</dt>
                <dd>
                  <a href={COMPANY.phoneHref} className={linkClass}>
                    {COMPANY.phone}
                  </a>
                </dd>
                <dt className="font-medium">Sähköposti</dt>
                <dd>
                  <a href={`mailto:${COMPANY.salesEmail}`} className={linkClass}>
                    {COMPANY.salesEmail}
                  </a>
                </dd>
                <dt className="font-medium">Y-tunnus</dt>
                <dd>{COMPANY.businessId}</dd>
              </dl>
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
                Olemme osa {COMPANY.network} -rengasketjua.
              </p>
            </address>
          </ContentSection>
          <ContentSection id="aukioloajat" title="Aukioloajat viikonpäivittäin">
            <OpeningHoursTable hours={hours} />
          </ContentSection>
        </div>

        <ContentSection id="kartta" title="Kartta ja ajo-ohjeet">
          <iframe
            title={`Kartta: ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.town}`}
            src={MAP_EMBED_URL}
            loading="lazy"
            height={300}
            className="h-[300px] w-full rounded-lg border border-slate-200 dark:border-slate-700"
            referrerPolicy="no-referrer-when-downgrade"
          />
          <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">
            Asiakaspysäköinti on liikkeen edessä, ja renkaat voi tuoda suoraan huoltohallin ovelle. Tervetuloa!
          </p>
          <p className="mt-3">
            <a href={MAP_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Avaa kartta<span className="sr-only"> (avautuu uuteen välilehteen)</span>
            </a>
          </p>
        </ContentSection>
      </PageBody>
    </main>
  );
}
