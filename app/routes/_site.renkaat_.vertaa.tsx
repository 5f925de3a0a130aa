import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CompareTable } from "~/features/tyres/components/CompareTable";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { parseCompareQuery, planComparison } from "~/features/tyres/compare.rules";
import { getTyresByIds } from "~/features/tyres/tyre-page.model.server";

/**
 * GET /renkaat/vertaa?koko=205/55R16&id=1&id=2&id=3: up to three tyres of one size side by side
 * (decision 0023). Too many, other sizes or unknown ids are left out with a message, never an error.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseCompareQuery(new URL(request.url).searchParams);
  const found = await getTyresByIds(query.ids);
  const plan = planComparison(query, found);
  const byId = new Map(found.map((tyre) => [tyre.id, tyre]));
  return { size: plan.size, messages: plan.messages, tyres: plan.ids.map((id) => byId.get(id)!) };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  ...pageMeta({
    title: "Renkaiden vertailu",
    description: "Vertaa kolmea saman koon rengasta rinnakkain: hinta, EU-rengasmerkintä, suorituskyky ja varastotilanne.",
    path: "/renkaat/vertaa",
    origin: siteOrigin(matches),
  }),
  // Every choice of tyres is its own URL: none of them belongs in a search index.
  { name: "robots", content: "noindex, follow" },
];

export default function ComparePage() {
  const { size, messages, tyres } = useLoaderData<typeof loader>();
  const backHref = size ? `/renkaat?search=${encodeURIComponent(size)}` : "/renkaat";
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Murupolku" className="text-sm">
        <Link to={backHref} className="font-medium text-brand-700 underline underline-offset-2 dark:text-red-300">
          ← {size ? `Renkaat koossa ${size}` : "Kaikki renkaat"}
        </Link>
      </nav>
      <h1 className="mt-4 text-3xl font-black md:text-4xl">Renkaiden vertailu{size ? ` – ${size}` : ""}</h1>
      {messages.length > 0 ? (
        <div role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="compare-messages">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {tyres.length === 0 ? (
        <section aria-labelledby="compare-empty" className="card mt-8 max-w-2xl">
          <h2 id="compare-empty" className="text-xl font-bold">
            Ei vertailtavia renkaita
          </h2>
          <p className="mt-3">Valitse hakutuloksista enintään kolme saman koon rengasta merkitsemällä ne kohdasta Vertaa.</p>
          <Link to={backHref} className="btn-primary mt-5">
            Hae renkaita
          </Link>
        </section>
      ) : (
        <div className="mt-8">
          <CompareTable tyres={tyres} size={size} />
        </div>
      )}
    </main>
  );
}
