import type { MouseEvent } from "react";

/*
 * The only chat code every public page loads (with the launcher): the chat page's address and a way
 * for a link to open the widget. Kept tiny on purpose: the rest arrives with the panel on first use.
 */

/** The chat page that works without JavaScript; FAQ questions prefill it through ?kysymys=. */
export const CHAT_PAGE = "/kaartobotti";

export function chatPageHref(question?: string): string {
  return question ? `${CHAT_PAGE}?kysymys=${encodeURIComponent(question)}` : CHAT_PAGE;
}

/** The launcher's id: the panel gives focus back to it when it closes. */
export const CHAT_LAUNCHER_ID = "kaartobotti-avaa";

type Opener = (question?: string) => void;
let opener: Opener | null = null;

/** The launcher registers here once mounted (only after a cookie choice); the returned function undoes it. */
export function registerChatOpener(open: Opener): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = null;
  };
}

/**
 * A link to the chat page opens the widget instead, handing over `question` if given. Without the widget
 * (no cookie choice yet) or with a modifier key (new tab) the link is simply followed.
 */
export function openChatFromLink(event: MouseEvent, question?: string): void {
  if (!opener || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  opener(question);
}
