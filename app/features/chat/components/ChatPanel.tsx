import { useCallback, useEffect, useId, useRef, useState } from "react";
import { BOT_NAME, CHAT_LIMITS, CHAT_TEXTS, CHAT_WELCOME } from "~/features/chat/rules";
import { CHAT_UI_TEXTS, type WidgetMessage } from "~/features/chat/client";
import { useShopLinks } from "~/components/layout/useShopLinks";
import { BotAvatar } from "./BotAvatar";
import { ChatComposer } from "./ChatComposer";
import type { ChatView } from "./ChatLauncher";
import { ChatMarkdown } from "./ChatMarkdown";
import { ChatMessageList } from "./ChatMessageList";
import { ChatSuggestions } from "./ChatSuggestions";
import { ConfirmationPrompt } from "./ConfirmationPrompt";
import { FeedbackDrawer } from "./FeedbackDrawer";
import { CHAT_LAUNCHER_ID, CHAT_PAGE } from "./open-chat";
import { ThumbsButtons } from "./ThumbsButtons";
import { useChat } from "./useChat";

// The launcher calls this after loading the panel's chunk, so the hand-off code is not in every page's first load.
export { handOffQuestion } from "./handoff";

const WELCOME: WidgetMessage = { id: "welcome", role: "assistant", content: CHAT_WELCOME };
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Wide screens (≥ 1024 px) get the floating panel, narrower ones the bottom sheet. */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(`(min-width: ${CHAT_LIMITS.wideBreakpointPx}px)`).matches);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${CHAT_LIMITS.wideBreakpointPx}px)`);
    const update = () => setWide(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}

/** Keeps Tab inside `root` (skipping an `exclude`d layer): from the last control to the first and back. */
function trapTab(event: globalThis.KeyboardEvent, root: HTMLElement | null, exclude: HTMLElement | null) {
  if (!root) return;
  const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null && !exclude?.contains(element) && !element.closest('[aria-hidden="true"]'),
  );
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !active || active === root || !root.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

const iconButton =
  "inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-white/90 transition hover:bg-white/15 hover:text-white focus-visible:outline-white";

/**
 * Kaartobotti's panel (loaded on first open). Under 1024 px a bottom sheet of 85 % height over a dark
 * backdrop; on wider screens a floating panel with minimise and close, a click-away backdrop and an
 * "online" footer. A modal dialog either way: focus moves in, Tab stays inside, Escape closes.
 */
/** Where the conversation scrolls: the bottom, but never past the start of the latest reply. */
function followTop(box: HTMLElement): number {
  const bottom = box.scrollHeight - box.clientHeight;
  const items = box.querySelectorAll<HTMLElement>("[data-chat-role]");
  const latest = items[items.length - 1];
  if (!latest || latest.dataset.chatRole !== "assistant" || items.length < 2) return bottom;
  const start = latest.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop - 8;
  return Math.max(0, Math.min(bottom, start));
}

export default function ChatPanel({ view, onViewChange }: { view: ChatView; onViewChange: (view: ChatView) => void }) {
  const chat = useChat();
  const shopLinks = useShopLinks();
  const wide = useWideScreen();
  const titleId = useId();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const feedbackLink = useRef<HTMLAnchorElement>(null);
  const wideNow = useRef(wide);
  useEffect(() => {
    wideNow.current = wide;
  }, [wide]);

  const open = view === "open";
  const minimised = view === "minimised";
  const busy = chat.status !== "ready";
  const started = chat.messages.some((message) => message.role === "user");

  // Focus moves into the dialog (the input on wide screens, the dialog itself on phones: no keyboard
  // pop-up) and, once the chat is closed, back to where it was (a FAQ link, the hero button) or the launcher.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (view === "closed") {
      const back = returnFocus.current?.isConnected ? returnFocus.current : document.getElementById(CHAT_LAUNCHER_ID);
      returnFocus.current = null;
      back?.focus({ preventScroll: true });
      return;
    }
    if (view !== "open") return;
    const active = document.activeElement;
    if (!returnFocus.current && active instanceof HTMLElement && active !== document.body && !dialog.current?.contains(active)) {
      returnFocus.current = active;
    }
    const target = wideNow.current && input.current && !input.current.disabled ? input.current : dialog.current;
    target?.focus({ preventScroll: true });
  }, [view]);

  // The bottom sheet is modal: the page behind does not scroll.
  useEffect(() => {
    if (!open || wide) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open, wide]);

  // Spec: the view follows the latest message 50 ms after a change. Throttled rather than debounced, so a
  // reply streaming in quick chunks is followed while it grows, not only when it ends. A reply taller than
  // the view stops with its start at the top (followTop), so a long answer is read from its beginning.
  const scrollTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!open || scrollTimer.current !== undefined) return;
    scrollTimer.current = window.setTimeout(() => {
      scrollTimer.current = undefined;
      const box = scroller.current;
      box?.scrollTo({ top: followTop(box), behavior: "smooth" });
    }, CHAT_LIMITS.scrollDelayMs);
  }, [open, chat.messages, chat.status, chat.confirming]);
  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  // On wide screens the input gets focus back when a reply has finished.
  const previousStatus = useRef(chat.status);
  useEffect(() => {
    const finished = previousStatus.current !== "ready" && chat.status === "ready";
    previousStatus.current = chat.status;
    if (finished && open && wideNow.current && !feedbackOpen) input.current?.focus({ preventScroll: true });
  }, [chat.status, open, feedbackOpen]);

  const close = useCallback(() => {
    setFeedbackOpen(false);
    onViewChange("closed");
  }, [onViewChange]);

  const closeFeedback = useCallback(() => {
    setFeedbackOpen(false);
    window.setTimeout(() => feedbackLink.current?.focus(), 0);
  }, []);

  // Escape and Tab are handled on the document while the chat is open: a control that just became
  // disabled (a send button while sending) leaves focus on the page body, outside the dialog.
  const keyState = useRef({ open, feedbackOpen, close, closeFeedback });
  useEffect(() => {
    keyState.current = { open, feedbackOpen, close, closeFeedback };
  });
  useEffect(() => {
    if (view === "closed") return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const root = dialog.current;
      const target = event.target instanceof Node ? event.target : null;
      // Keys meant for another window on top (the newsletter popup) are not ours.
      if (!root || (target && target !== document.body && !root.contains(target))) return;
      const state = keyState.current;
      if (event.key === "Escape") {
        event.preventDefault();
        if (state.feedbackOpen) state.closeFeedback();
        else state.close();
        return;
      }
      if (event.key !== "Tab" || !state.open) return;
      trapTab(event, state.feedbackOpen ? drawer.current : root, state.feedbackOpen ? null : drawer.current);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [view]);

  function restart() {
    chat.restart();
    setFeedbackOpen(false);
    window.setTimeout(() => input.current?.focus({ preventScroll: true }), 0);
  }

  const renderActions = (message: WidgetMessage) =>
    message.role === "assistant" && message.state === "done" ? <ThumbsButtons conversationId={chat.conversationId} /> : null;

  return (
    <>
      {open ? (
        <div
          aria-hidden="true"
          onClick={close}
          className="fixed inset-0 z-[55] bg-slate-950/60 motion-safe:animate-[chat-fade-in_150ms_ease-out] lg:bg-slate-950/20"
          data-testid="chat-backdrop"
        />
      ) : null}
      <div
        ref={dialog}
        role="dialog"
        aria-modal={open ? true : undefined}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="chat-panel"
        data-view={view}
        data-chat-visible={view === "closed" ? undefined : ""}
        className={`${view === "closed" ? "hidden" : "flex"} fixed inset-x-0 bottom-0 z-[56] flex-col overflow-hidden rounded-t-2xl bg-white text-slate-900 shadow-2xl ring-1 ring-slate-900/10 focus:outline-none motion-safe:animate-[chat-sheet-in_220ms_ease-out] dark:bg-slate-900 dark:text-slate-100 dark:ring-white/10 lg:bottom-4 lg:left-4 lg:right-auto lg:w-[25rem] lg:rounded-2xl ${
          minimised ? "" : "h-[85vh] lg:h-[min(540px,calc(100vh-2rem))]"
        }`}
      >
        <style>
          {"@keyframes chat-sheet-in{from{transform:translateY(2rem);opacity:0}to{transform:none;opacity:1}}@keyframes chat-fade-in{from{opacity:0}to{opacity:1}}"}
        </style>
        <header className="flex items-center gap-3 bg-gradient-to-r from-brand-700 to-brand-600 px-4 py-3 text-white">
          <span className="relative">
            <BotAvatar className="h-10 w-10 rounded-full ring-2 ring-white/30" />
            <span aria-hidden="true" className="absolute bottom-0 right-0 h-3 w-3 rounded-full bg-emerald-400 ring-2 ring-brand-700" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-bold leading-tight">
              {BOT_NAME}
            </h2>
            <p className="truncate text-xs text-white/80">{CHAT_UI_TEXTS.subtitle}</p>
          </div>
          {started ? (
            <button type="button" onClick={restart} className={iconButton} title={CHAT_UI_TEXTS.newConversation}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
                <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
              </svg>
              <span className="sr-only">{CHAT_UI_TEXTS.newConversation}</span>
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => onViewChange(minimised ? "open" : "minimised")}
            className={`${iconButton} hidden lg:inline-flex`}
            aria-expanded={!minimised}
            title={minimised ? CHAT_UI_TEXTS.restore : CHAT_UI_TEXTS.minimise}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
              {minimised ? <path d="M6 15l6-6 6 6" /> : <path d="M5 12h14" />}
            </svg>
            <span className="sr-only">{minimised ? CHAT_UI_TEXTS.restore : CHAT_UI_TEXTS.minimise}</span>
          </button>
          <button type="button" onClick={close} className={iconButton} title={CHAT_UI_TEXTS.close}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
            <span className="sr-only">{CHAT_UI_TEXTS.close}</span>
          </button>
        </header>

        {/* Minimised keeps the conversation (and a reply still arriving) but shows only the title bar. */}
        <div className={`${minimised ? "hidden" : "flex"} relative min-h-0 flex-1 flex-col`}>
          <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-4 py-4 dark:bg-slate-950/60">
            <ChatMessageList
              messages={[WELCOME, ...chat.messages]}
              typing={chat.status === "waiting"}
              renderActions={renderActions}
              renderContent={(message) => <ChatMarkdown links={shopLinks}>{message.content}</ChatMarkdown>}
            />
            {started ? null : <ChatSuggestions onPick={chat.send} disabled={busy} />}
            {chat.confirming && !busy ? <ConfirmationPrompt onAnswer={chat.answerConfirmation} /> : null}
          </div>
          <div className="space-y-2 border-t border-slate-200 bg-white px-3 pb-3 pt-3 dark:border-slate-700 dark:bg-slate-900">
            <ChatComposer disabled={busy} onSend={chat.send} inputRef={input} />
            <a
              ref={feedbackLink}
              href={`${CHAT_PAGE}?palaute=1`}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                setFeedbackOpen(true);
              }}
              className="block text-center text-xs font-medium text-slate-600 underline decoration-slate-400 underline-offset-2 hover:text-brand-700 dark:text-slate-400 dark:hover:text-red-300"
            >
              {CHAT_TEXTS.feedbackLink}
            </a>
          </div>
          <p className="hidden items-center justify-center gap-2 border-t border-slate-100 bg-slate-50 py-1.5 text-xs font-medium text-slate-600 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400 lg:flex">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500" />
            {CHAT_TEXTS.online}
          </p>
          {feedbackOpen ? <FeedbackDrawer ref={drawer} conversationId={chat.conversationId} onClose={closeFeedback} /> : null}
        </div>
      </div>
    </>
  );
}
