import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { TabLoadError } from "~/components/ui/TabLoadError";
import { ContactRequestList } from "~/features/contact-requests/components/ContactRequestList";
import { CONTACT_ADMIN_PATH, CONTACT_ADMIN_TEXTS as T } from "~/features/contact-requests/admin.rules";
import { loadContactRequestTab } from "~/features/contact-requests/admin.page.server";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => loadContactRequestTab(new URL(request.url).searchParams));

/** The tab 'Yhteydenotot': new or handled requests, newest first. The conversation drawer and the delete confirmation are nested routes. */
export default function ContactRequestTab() {
  const tab = useLoaderData<typeof loader>();
  return (
    <>
      <ContactRequestList {...tab} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <TabLoadError title={T.title} message={T.errors.load} retryTo={CONTACT_ADMIN_PATH} testId="contact-requests-error" />;
}
