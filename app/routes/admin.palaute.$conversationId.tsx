import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Transcript } from "~/features/feedback/components/Transcript";
import { TranscriptDrawer } from "~/features/feedback/components/TranscriptDrawer";
import { useShopLinks } from "~/components/layout/useShopLinks";
import { FEEDBACK_ADMIN_TEXTS as T } from "~/features/feedback/rules";
import { getTranscript } from "~/features/chat/model.server";
import { adminLoader } from "~/services/guard.server";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";

const TITLE_ID = "transcript-title";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Keskustelu ${data.conversation.conversationId} – Ylläpito` : `${T.conversationNotFound} – Ylläpito` },
  { name: "robots", content: "noindex" },
];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadTranscript);

async function loadTranscript({ params }: LoaderFunctionArgs) {
  const transcript = await getTranscript(params.conversationId ?? "");
  if (!transcript) throw new Response(T.conversationNotFound, { status: 404 });
  const { conversation, messages } = transcript;
  return {
    conversation: { ...conversation, startedAt: conversation.startedAt.toISOString() },
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}

/** Closing returns to the tab with the same query (the conversation page the admin came from). */
function useCloseHref() {
  return `/admin/palaute${useLocation().search}`;
}

export default function TranscriptRoute() {
  const transcript = useLoaderData<typeof loader>();
  return (
    <TranscriptDrawer closeHref={useCloseHref()} titleId={TITLE_ID}>
      <Transcript {...transcript} titleId={TITLE_ID} links={useShopLinks()} />
    </TranscriptDrawer>
  );
}

/** An unknown id keeps the admin on the tab: the drawer says so and offers the way back. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => <TranscriptError notFound /> }}
      defaultStatusHandler={() => <TranscriptError notFound={false} />}
      unexpectedErrorHandler={() => <TranscriptError notFound={false} />}
    />
  );
}

function TranscriptError({ notFound }: { notFound: boolean }) {
  const closeHref = useCloseHref();
  return (
    <TranscriptDrawer closeHref={closeHref} titleId={TITLE_ID}>
      <h3 id={TITLE_ID} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {notFound ? T.conversationNotFound : "Keskustelun lataaminen epäonnistui."}
      </h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {notFound ? "Tunnuksella ei ole tallennettua keskustelua. Se on voitu poistaa." : "Yritä hetken päästä uudelleen."}
      </p>
    </TranscriptDrawer>
  );
}
