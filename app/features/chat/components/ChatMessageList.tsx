import type { ReactNode } from "react";
import { BOT_NAME, CHAT_TEXTS, type ChatMessage, isHiddenChatMessage, mentionsShopDog } from "~/features/chat/rules";
import { CHAT_UI_TEXTS, type WidgetMessage } from "~/features/chat/client";
import { SHOP_DOG } from "~/content/shop-facts";
import { BotAvatar } from "./BotAvatar";

type Props = {
  messages: (ChatMessage | WidgetMessage)[];
  /** A user message on its way (the no-JS page while its form posts): shown with the typing line. */
  pending?: string;
  /** The bot is writing and nothing of its reply has arrived yet. */
  typing?: boolean;
  /** Extra controls under a bot message (the widget's thumbs); nothing on the no-JS page. */
  renderActions?: (message: ChatMessage | WidgetMessage) => ReactNode;
  /** An id for the latest user message, so the chat page can link to the newest exchange (#id). */
  latestAnchorId?: string;
  /**
   * A bot message's text: the widget renders its markdown in the browser (<ChatMarkdown>, in the lazily
   * loaded panel); the chat page shows HTML its loader rendered, so its bundle has no markdown parser.
   */
  renderContent: (message: ChatMessage | WidgetMessage) => ReactNode;
};

function UserMessage({ content, id }: { content: string; id?: string }) {
  return (
    // scroll-mt keeps the message clear of the sticky header when the page jumps to it.
    <li className="flex scroll-mt-40 justify-end" id={id} data-chat-role="user">
      <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-3.5 py-2 text-sm text-white shadow-sm">
        <p className="text-xs font-semibold text-white/80">{CHAT_TEXTS.you}</p>
        <p className="whitespace-pre-wrap break-words">{content}</p>
      </div>
    </li>
  );
}

function BotMessage({ message, actions, content }: { message: ChatMessage | WidgetMessage; actions?: ReactNode; content: ReactNode }) {
  const state = "state" in message ? message.state : undefined;
  const showDog = state !== "error" && mentionsShopDog(message.content, SHOP_DOG.name);
  return (
    <li className="flex items-start gap-2.5" aria-busy={state === "streaming" ? true : undefined} data-chat-role="assistant">
      <BotAvatar className="mt-0.5 h-8 w-8" />
      <div className="min-w-0 max-w-[85%] flex-1">
        <p className="mb-1 text-xs font-bold text-slate-700 dark:text-slate-300">{BOT_NAME}</p>
        <div
          className={`rounded-2xl rounded-tl-md px-3.5 py-2.5 text-slate-800 shadow-sm dark:text-slate-100 ${
            state === "error"
              ? "border border-red-200 bg-red-50 dark:border-red-500/40 dark:bg-red-500/10"
              : "bg-slate-100 dark:bg-slate-800"
          }`}
        >
          {content}
          {showDog ? (
            <img
              src={SHOP_DOG.image}
              alt={CHAT_UI_TEXTS.dogAlt}
              width={160}
              height={160}
              loading="lazy"
              className="mt-2 h-32 w-32 rounded-xl bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700"
              data-testid="shop-dog"
            />
          ) : null}
        </div>
        {actions}
      </div>
    </li>
  );
}

/** "Kaartobotti kirjoittaa..." in a polite live region, so screen readers hear that an answer is coming. */
export function TypingIndicator({ active }: { active: boolean }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {active ? (
        <p className="flex items-center gap-2 pl-11 text-sm italic text-slate-500 dark:text-slate-400" data-testid="chat-typing">
          <span aria-hidden="true" className="inline-flex gap-1">
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s]" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s]" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400" />
          </span>
          {CHAT_TEXTS.typing}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The conversation: 'Sinä:' messages and Kaartobotti's markdown replies (with Rölli's picture when a
 * reply talks about the shop dog). Presentational and server-renderable, so the chat page without
 * JavaScript shows the same conversation as the widget.
 */
export function ChatMessageList({ messages, pending, typing = false, renderActions, latestAnchorId, renderContent }: Props) {
  const visible = messages.filter(
    (message) => !isHiddenChatMessage(message) && !(message.role === "assistant" && message.content.trim() === ""),
  );
  const latestUser = visible.findLastIndex((message) => message.role === "user");
  return (
    <div className="space-y-4">
      {/* The log role sits on a wrapper: on the <ol> itself it would take away the list its items need. */}
      <div role="log" aria-label={CHAT_UI_TEXTS.conversationLabel}>
        <ol className="space-y-4" data-testid="chat-messages">
          {visible.map((message, index) =>
            message.role === "user" ? (
              <UserMessage key={message.id} content={message.content} id={index === latestUser ? latestAnchorId : undefined} />
            ) : (
              <BotMessage key={message.id} message={message} actions={renderActions?.(message)} content={renderContent(message)} />
            ),
          )}
          {pending ? <UserMessage content={pending} /> : null}
        </ol>
      </div>
      <TypingIndicator active={typing || Boolean(pending)} />
    </div>
  );
}
