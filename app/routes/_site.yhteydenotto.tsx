import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { COMPANY } from "~/content/company";
import { ContactRequestForm } from "~/features/contact-requests/components/ContactRequestForm";
import { CONTACT_FORM_LIMITS, CONTACT_REQUEST_PATH, CONTACT_TEXTS as T } from "~/features/contact-requests/rules";
import { handleContactRequest, loadContactRequestPage } from "~/features/contact-requests/page.server";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { requireForm } from "~/services/form.server";
import { publicAction } from "~/services/guard.server";

/*
 * 'Yhteydenottopyyntö': ?keskustelu=<conversation id> attaches the visitor's own Kaartobotti conversation
 * (another browser's or an unknown id is ignored). POST stores the request, mails the shop and redirects
 * to ?kiitos=1 (Post/Redirect/Get).
 */

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({ title: T.metaTitle, description: T.metaDescription, path: CONTACT_REQUEST_PATH, origin: siteOrigin(matches) }),
  // A form page reached from the chat: nothing a search engine should list.
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadContactRequestPage(request);

// Limited per contact and per address inside, after validation (the quote form's limits): a refused post costs nothing.
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, ({ request, form, ip }) => handleContactRequest(request, requireForm(form), ip), { form: CONTACT_FORM_LIMITS });

export default function ContactRequestPage() {
  const { thanks, conversationId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main>
      <PageHeader title={T.heading} lead={<p>{T.lead}</p>}>
        <a href={COMPANY.phoneHref} className="btn-secondary">
          Soita {COMPANY.phone}
        </a>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 pb-16 pt-8">
        {thanks ? (
          <section role="status" className="card space-y-4" data-testid="contact-success">
            <h2 className="text-xl font-semibold text-green-700 dark:text-green-400">{T.success}</h2>
            <p>{T.successDetail}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/" className="btn-primary">
                {T.successHome}
              </Link>
            </div>
          </section>
        ) : (
          <div className="space-y-6">
            {conversationId ? (
              <p className="card border-l-4 border-brand-600" data-testid="contact-conversation-attached">
                {T.conversationAttached}
              </p>
            ) : null}
            <ContactRequestForm lastResult={answer?.result} conversationId={conversationId} />
          </div>
        )}
      </div>
    </main>
  );
}
