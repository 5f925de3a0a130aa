import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { useShopLinks } from "~/components/layout/useShopLinks";
import { Transcript } from "~/features/feedback/components/Transcript";
import { TranscriptDrawer } from "~/features/feedback/components/TranscriptDrawer";
import { CONTACT_ADMIN_PATH, CONTACT_ADMIN_TEXTS as T } from "~/features/contact-requests/admin.rules";
import { loadContactConversation } from "~/features/contact-requests/admin.page.server";
import { adminLoader } from "~/services/guard.server";

const TITLE_ID = "contact-transcript-title";

export const meta: MetaFunction = () => [{ title: `${T.conversationHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ params }) => loadContactConversation(params.id));

/** The conversation attached to a request, in the feedback tab's transcript drawer over the list it was opened from. */
export default function ContactConversation() {
  const { name, ...transcript } = useLoaderData<typeof loader>();
  return (
    <TranscriptDrawer closeHref={`${CONTACT_ADMIN_PATH}${useLocation().search}`} titleId={TITLE_ID}>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" data-testid="contact-transcript-of">
        {T.conversationHeading}: {name}
      </p>
      <Transcript {...transcript} titleId={TITLE_ID} links={useShopLinks()} />
    </TranscriptDrawer>
  );
}

export function ErrorBoundary() {
  return (
    <DrawerErrorBoundary
      title={T.conversationHeading}
      closeTo={CONTACT_ADMIN_PATH}
      keepSearch
      notFound={(error) => (typeof error.data === "string" && error.data ? error.data : T.errors.notFound)}
      failure={T.errors.load}
      testId="contact-dialog-error"
    />
  );
}
