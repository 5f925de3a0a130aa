import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { PageErrorBoundary } from "~/components/layout/ErrorScreens";
import { EuLabel } from "~/features/tyres/components/EuLabel";
import { TyreImages } from "~/features/tyres/components/TyreImages";
import { TyrePriceBox } from "~/features/tyres/components/TyrePriceBox";
import { TyreRatings } from "~/features/tyres/components/TyreRatings";
import { TyreMarkingExplanations, TyreMarkingFacts } from "~/features/tyres/components/TyreMarkingFacts";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { serializeJsonLd } from "~/features/site/structured-data.rules";
import {
  SEASON_LABELS,
  VEHICLE_LABELS,
  WINTER_TYPE_LABELS,
  buildTyreBreadcrumbJsonLd,
  buildTyreProductJsonLd,
  eprelUrl,
  tyreIdFromSlug,
  tyreMetaDescription,
  tyreName,
  tyrePagePath,
} from "~/features/tyres/tyre-page.rules";
import { getTyrePage } from "~/features/tyres/tyre-page.model.server";
import { formatMarkings } from "~/lib/tyre-markings";
import { cachedPriceList } from "~/features/site/content-cache.server";
import { fittingPriceCents } from "~/features/price-list/rules";
import { tyreSizeParts } from "~/lib/tyre-size";
import type { loader as rootLoader } from "~/root";

/**
 * A tyre's own page (decision 0023). The id at the end of the slug finds the tyre; any other address of
 * it (an id alone, an old name, another size) answers 301 to the canonical one; an unknown id is the 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = tyreIdFromSlug(params.slug ?? "");
  const tyre = id === null ? null : await getTyrePage(id);
  if (!tyre) throw new Response("Sivua ei löytynyt", { status: 404 });
  const canonical = tyrePagePath(tyre);
  if (`/renkaat/${params.size}/${params.slug}` !== canonical) throw redirect(canonical, 301);
  const diameter = tyreSizeParts(tyre.fullSize)?.diameter;
  const fittingCents = diameter === undefined ? null : fittingPriceCents(await cachedPriceList(), tyre.vehicleType, diameter);
  return { tyre, fittingCents };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Sivua ei löytynyt | Rengas-Kaarto" }, { name: "robots", content: "noindex" }];
  const { tyre } = data;
  const tags = pageMeta({
    title: `${tyreName(tyre)} ${tyre.fullSize}`,
    description: tyreMetaDescription(tyre),
    path: tyrePagePath(tyre),
    origin: siteOrigin(matches),
    // The tyre's own first picture, made absolute by pageMeta; without one, the shop's share image.
    image: tyre.images[0],
  });
  if (tyre.images[0]) tags.push({ property: "og:image:alt", content: `${tyreName(tyre)} ${tyre.fullSize}` });
  return tags;
};

/** The description as the admin typed it: plain text, a paragraph per blank-line-separated block. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((block) => block.trim())
        .filter(Boolean)
        .map((block, index) => (
          <p key={index} className="whitespace-pre-line">
            {block}
          </p>
        ))}
    </>
  );
}

export default function TyrePage() {
  const { tyre, fittingCents } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const name = tyreName(tyre);
  const searchHref = `/renkaat?search=${encodeURIComponent(tyre.fullSize)}`;
  const hasRatings = tyre.ratings.some((rating) => rating.value !== null);
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Murupolku" className="text-sm">
        <ol className="flex flex-wrap gap-x-2 text-slate-600 dark:text-slate-400">
          <li>
            <Link to="/renkaat" className="underline underline-offset-2">
              Renkaat
            </Link>{" "}
            <span aria-hidden="true">›</span>
          </li>
          <li>
            <Link to={searchHref} className="underline underline-offset-2">
              {tyre.fullSize}
            </Link>{" "}
            <span aria-hidden="true">›</span>
          </li>
          <li aria-current="page" className="break-words">
            {name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <TyreImages tyre={tyre} />
        <div className="flex min-w-0 flex-col gap-6">
          <header>
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{tyre.brand}</p>
            <h1 className="break-words text-3xl font-black md:text-4xl">
              <span className="sr-only">{tyre.brand} </span>
              {tyre.model}
            </h1>
            <p className="mt-3 flex flex-wrap gap-2 text-sm font-semibold">
              <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">
                {tyre.fullSize}
                {formatMarkings(tyre.markings) ? ` ${formatMarkings(tyre.markings)}` : ""}
              </span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{SEASON_LABELS[tyre.season]}</span>
              {tyre.winterType ? (
                <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-900 dark:bg-sky-900 dark:text-sky-100">
                  {WINTER_TYPE_LABELS[tyre.winterType]}
                </span>
              ) : null}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{VEHICLE_LABELS[tyre.vehicleType]}</span>
            </p>
          </header>
          <TyrePriceBox tyre={tyre} fittingCents={fittingCents} />
          <section aria-label="EU-rengasmerkintä">
            <EuLabel label={tyre.euLabel} />
            {tyre.eprelId ? (
              <p className="mt-2 text-sm">
                <a
                  href={eprelUrl(tyre.eprelId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline underline-offset-2 dark:text-red-300"
                  data-testid="tyre-eprel-link"
                >
                  Renkaan tuotetietolehti EU:n EPREL-tietokannassa
                  <span className="sr-only"> (avautuu uuteen välilehteen)</span>
                </a>
              </p>
            ) : null}
          </section>
        </div>
      </div>

      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {tyre.description.trim() || tyre.designedFor.trim() || tyre.features.length > 0 ? (
          <section aria-labelledby="tyre-about-heading" className="flex min-w-0 flex-col gap-4">
            <h2 id="tyre-about-heading" className="text-2xl font-black">
              Renkaan tiedot
            </h2>
            {tyre.description.trim() ? (
              <div className="flex flex-col gap-3 text-slate-800 dark:text-slate-200" data-testid="tyre-description">
                <Paragraphs text={tyre.description} />
              </div>
            ) : null}
            {tyre.designedFor.trim() ? (
              <div>
                <h3 className="font-semibold">Suunniteltu käyttöön</h3>
                <p className="mt-1 text-slate-800 dark:text-slate-200">{tyre.designedFor}</p>
              </div>
            ) : null}
            {tyre.features.length > 0 ? (
              <div>
                <h3 className="font-semibold">Ominaisuudet</h3>
                <ul className="mt-1 list-disc pl-5 text-slate-800 dark:text-slate-200">
                  {tyre.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        ) : null}
        <div className="flex min-w-0 flex-col gap-8">
          {hasRatings ? (
            <section aria-labelledby="tyre-ratings-heading" data-testid="tyre-ratings">
              <h2 id="tyre-ratings-heading" className="text-2xl font-black">
                Suorituskyky
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Arviot asteikolla 1–5, suurempi on parempi.</p>
              <div className="mt-4">
                <TyreRatings ratings={tyre.ratings} />
              </div>
            </section>
          ) : null}
          <section aria-labelledby="tyre-facts-heading">
            <h2 id="tyre-facts-heading" className="text-2xl font-black">
              Tuotetiedot
            </h2>
            <dl className="mt-3 grid grid-cols-[fit-content(50%)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">Valmistaja</dt>
              <dd>{tyre.brand}</dd>
              <dt className="font-semibold">Malli</dt>
              <dd className="break-words">{tyre.model}</dd>
              <dt className="font-semibold">Koko</dt>
              <dd>{tyre.fullSize}</dd>
              <TyreMarkingFacts markings={tyre.markings} />
              <dt className="font-semibold">Tuotenumero</dt>
              <dd>{tyre.id}</dd>
              {tyre.gtin ? (
                <>
                  <dt className="font-semibold">EAN</dt>
                  <dd>{tyre.gtin}</dd>
                </>
              ) : null}
            </dl>
            <TyreMarkingExplanations markings={tyre.markings} />
            <p className="mt-4">
              <Link to={searchHref} className="font-medium text-brand-700 underline underline-offset-2 dark:text-red-300">
                Kaikki renkaat koossa {tyre.fullSize}
              </Link>
            </p>
          </section>
        </div>
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildTyreProductJsonLd({ tyre, origin: root?.origin ?? "" })) }}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildTyreBreadcrumbJsonLd({ tyre, origin: root?.origin ?? "" })) }}
      />
    </main>
  );
}

/** An unknown tyre shows the Finnish 404 page inside the site layout (header and footer stay). */
export const ErrorBoundary = PageErrorBoundary;
