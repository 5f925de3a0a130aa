import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { QuoteForm, QuoteProductSummary } from "~/features/quotes/components/QuoteForm";
import { COMPANY } from "~/content/company";
import { QUOTE_FORM_LIMITS, QUOTE_PATH, QUOTE_TEXTS as T } from "~/features/quotes/rules";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { requireForm } from "~/services/form.server";
import { publicAction } from "~/services/guard.server";
import { handleQuoteRequest, quoteProductOf } from "~/features/quotes/page.server";

/*
 * 'Kysy tarjous / varaa renkaat' (issue 14, decision 0022): ?rengas=<tyre id> or ?vanne=<rim id> shows
 * the product asked about; an unknown id shows the form without one. POST stores the request, mails the
 * shop and redirects to ?kiitos=1 (Post/Redirect/Get).
 */

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({ title: T.metaTitle, description: T.metaDescription, path: QUOTE_PATH, origin: siteOrigin(matches) }),
  // A form page with per-product variants: nothing a search engine should list.
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("kiitos")) return { thanks: true as const, product: null };
  return { thanks: false as const, product: await quoteProductOf(url) };
}

// Limited per contact and per address inside, after validation (QUOTE_RATE_LIMITS): a refused post costs nothing.
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, ({ form, ip }) => handleQuoteRequest(requireForm(form), ip), { form: QUOTE_FORM_LIMITS });

export default function QuoteRequestPage() {
  const { thanks, product } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main>
      <PageHeader title={T.title} lead={<p>{T.lead}</p>}>
        <a href={COMPANY.phoneHref} className="btn-secondary">
          Soita {COMPANY.phone}
        </a>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 pb-16 pt-8">
        {thanks ? (
          <section role="status" className="card space-y-4" data-testid="quote-success">
            <h2 className="text-xl font-semibold text-green-700 dark:text-green-400">{T.success}</h2>
            <p>{T.successDetail}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/renkaat" className="btn-primary">
                {T.successBack}
              </Link>
              <Link to="/" className="btn-secondary">
                {T.successHome}
              </Link>
            </div>
          </section>
        ) : (
          <div className="space-y-8">
            {product ? <QuoteProductSummary product={product} /> : null}
            <QuoteForm lastResult={answer?.result} product={product} />
          </div>
        )}
      </div>
    </main>
  );
}
