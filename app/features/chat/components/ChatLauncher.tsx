import { Suspense, lazy, useEffect, useState } from "react";
import { ChatIcon } from "~/components/ui/icons";
import { CHAT_LAUNCHER_ID, CHAT_PAGE, openChatFromLink, registerChatOpener } from "./open-chat";

/** Where the panel is: not yet opened (null), open, minimised to its title bar, or closed. */
export type ChatView = "open" | "minimised" | "closed";

/*
 * Everything on every page's first load is counted against the 120 KB budget, so this file stays
 * small: the panel (conversation, markdown, feedback) and even the chat rules' texts come with the panel's
 * chunk on first use. The label is BOT_NAME (a unit test keeps the two equal).
 */
export const LAUNCHER_LABEL = "Kaartobotti";

const loadPanel = () => import("./ChatPanel");
const ChatPanel = lazy(() => loadPanel().catch(() => ({ default: ChatUnavailable })));
const preload = () => void loadPanel().catch(() => {});

/** The panel's code could not be downloaded (offline, new deploy): the chat page works without it. */
function ChatUnavailable(_props: { view: ChatView; onViewChange: (view: ChatView) => void }): JSX.Element | null {
  useEffect(() => window.location.assign(CHAT_PAGE), []);
  return null;
}

/**
 * Kaartobotti's launcher, bottom left (the campaign box has the right corner; on the home page it sits
 * above the opening-hours button). A link to the chat page, so it works without JavaScript; with it the
 * panel opens in place, mounts on first use and then stays mounted while closed to keep the conversation.
 */
export function ChatLauncher() {
  const [view, setView] = useState<ChatView | null>(null);

  useEffect(
    () =>
      registerChatOpener((question) => {
        setView("open");
        const at = Date.now();
        if (question) void loadPanel().then((panel) => panel.handOffQuestion(question, at), () => {});
      }),
    [],
  );

  return (
    <>
      <a
        id={CHAT_LAUNCHER_ID}
        href={CHAT_PAGE}
        onClick={(event) => openChatFromLink(event)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        data-testid="chat-launcher"
        // Hidden by CSS while the panel shows, so it stays visible while the panel's code downloads.
        className="fixed bottom-2 left-2 z-40 inline-flex h-12 w-12 sm:left-4 items-center justify-center gap-2 rounded-full bg-brand-600 font-bold text-white shadow-xl ring-4 ring-white hover:bg-brand-700 dark:ring-slate-900 lg:w-44 lg:px-5 [body:has([data-chat-visible])_&]:hidden"
      >
        <ChatIcon className="h-6 w-6 lg:h-5 lg:w-5" />
        <span className="sr-only lg:not-sr-only">{LAUNCHER_LABEL}</span>
        <span aria-hidden="true" className="absolute right-0 top-0 h-3.5 w-3.5 rounded-full bg-emerald-400 ring-2 ring-white dark:ring-slate-900 lg:static lg:h-2.5 lg:w-2.5 lg:ring-0" />
      </a>
      {view ? (
        <Suspense fallback={null}>
          <ChatPanel view={view} onViewChange={setView} />
        </Suspense>
      ) : null}
    </>
  );
}
