import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { NewsletterSection } from "~/features/newsletters/components/NewsletterSection";
import { SubscriberSection } from "~/features/subscribers/components/SubscriberSection";
import { NEWSLETTER_ADMIN_TEXTS as T } from "~/features/newsletters/rules";
import { parseSubscriberQuery } from "~/features/subscribers/admin.rules";
import { listNewsletters } from "~/features/newsletters/model.server";
import { listSubscribersForAdmin } from "~/features/subscribers/model.server";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadNewsletterTab);

async function loadNewsletterTab({ request }: LoaderFunctionArgs) {
  const query = parseSubscriberQuery(new URL(request.url).searchParams);
  const [newsletters, subscribers] = await Promise.all([listNewsletters(), listSubscribersForAdmin(query)]);
  return { newsletters, subscribers };
}

/**
 * The tab 'Uutiskirjeet & Tilaajat': the newsletters with their delivery progress, then the subscribers.
 * Forms and dialogs (create, edit, send, delete, unsubscribe) are child routes shown over it.
 */
export default function NewsletterTab() {
  const { newsletters, subscribers } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="space-y-10">
        <NewsletterSection newsletters={newsletters} />
        <SubscriberSection data={subscribers} />
      </div>
      <Outlet />
    </>
  );
}
