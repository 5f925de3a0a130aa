/**
 * Markdown rendered on the server only: a page's loader returns the HTML and the page puts it in with
 * <RenderedMarkdown>, so react-markdown and its parser never reach a public page's browser bundle (they
 * cost a phone about a second of main-thread time). The HTML comes from the same components as before:
 * raw HTML in the source is dropped (skipHtml), unsafe link targets removed, and React escapes every text,
 * so the string is safe to insert. Decision 0024.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ChatMarkdown } from "~/features/chat/components/ChatMarkdown";
import { Markdown } from "~/features/markdown/components/Markdown";
import { getEnv } from "~/services/env.server";

// Articles are rendered on every request whose page HTML is not memoised yet; the same source gives the
// same HTML, so the last few are kept. Bounded by count and by the size of what is kept.
const MAX_ENTRIES = 100;
const MAX_SOURCE_CHARS = 200_000;
const memo = new Map<string, string>();

function remembered(key: string, render: () => string): string {
  const hit = memo.get(key);
  if (hit !== undefined) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const html = render();
  if (key.length <= MAX_SOURCE_CHARS) {
    memo.set(key, html);
    if (memo.size > MAX_ENTRIES) memo.delete(memo.keys().next().value!);
  }
  return html;
}

/** An article, a tyre's description or any other page text: the page's own heading stays the only <h1>. */
export function renderMarkdownHtml(source: string): string {
  return remembered(`page\n${source}`, () => renderToStaticMarkup(createElement(Markdown, { children: source })));
}

/** A Kaartobotti message as the no-JS chat page shows it (links to other sites as plain text). */
export function renderChatMarkdownHtml(source: string): string {
  // The shop's links come from this process's environment, so the memo key need not hold them.
  const links = getEnv().shopLinks;
  return remembered(`chat\n${source}`, () => renderToStaticMarkup(createElement(ChatMarkdown, { children: source, links })));
}
