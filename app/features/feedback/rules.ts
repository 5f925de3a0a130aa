import { BOT_NAME } from "~/features/chat/rules";
import type { FeedbackSource } from "#db/schema/enum-values";

/**
 * Rules of the admin tab 'Chatbot Palaute' (spec admin.md, Feedback tab and section 9): texts, colour
 * thresholds, paging and labels. Pure, so the route, the components and the tests share one copy.
 */

/** Spec section 9: conversation page size 10. */
export const CONVERSATION_PAGE_SIZE = 10;

/** Days shown in the daily conversation-starts table. */
export const DAILY_STARTS_DAYS = 30;

/** The query parameter of the conversation pager. */
export const PAGE_PARAM = "sivu";
/** The feedback table's own page (the conversation list has `sivu`), 50 a page. */
export const FEEDBACK_PAGE_PARAM = "palautesivu";
export const FEEDBACK_PAGE_SIZE = 50;

export const FEEDBACK_ADMIN_TEXTS = {
  title: "Chatbot Palaute",
  metaTitle: "Chatbot Palaute – Ylläpito",
  noConversations: "Ei keskustelutietoja saatavilla.",
  conversationsTableLabel: "Keskustelut",
  feedbackTableLabel: "Palautteet",
  noDailyStats: "Ei päivittäisiä keskustelutilastoja saatavilla.",
  noFeedback: "Ei palautetta vielä.",
  noComment: "Ei kommenttia",
  previous: "Edellinen",
  next: "Seuraava",
  back: "Takaisin",
  conversationNotFound: "Keskustelua ei löytynyt.",
  noMessages: "Keskustelussa ei ole viestejä.",
  showing: (from: number, to: number, total: number) => `Näytetään ${from} - ${to} / ${total} keskustelua`,
} as const;


export type { FeedbackSource };

export const SOURCE_LABELS: Record<FeedbackSource, string> = {
  feedback_form: "Lomake",
  chat_thumbs: "Peukut",
};

export type Tone = "good" | "fair" | "poor" | "neutral";

/** Distribution badge: green at 8 or above, yellow at 5 or above, red below 5. */
export function ratingBadgeTone(rating: number): Exclude<Tone, "neutral"> {
  if (rating >= 8) return "good";
  if (rating >= 5) return "fair";
  return "poor";
}

/** Feedback row: red at 3 or below, green at 8 or above, otherwise (or without a rating) plain. */
export function feedbackRowTone(rating: number | null): Tone {
  if (rating === null) return "neutral";
  if (rating >= 8) return "good";
  if (rating <= 3) return "poor";
  return "neutral";
}

/** Words for screen readers, so a tone is never told by colour alone. */
export const TONE_LABELS: Record<Tone, string> = {
  good: "hyvä arvio",
  fair: "kohtalainen arvio",
  poor: "heikko arvio",
  neutral: "",
};

export type PageWindow = { page: number; pageCount: number; from: number; to: number; total: number };

/**
 * The page actually shown (a page past the end shows the last one) and its 1-based row range for
 * 'Näytetään a - b / total keskustelua'. With no rows the range is 0 - 0.
 */
export function pageWindow(requestedPage: number, total: number, pageSize = CONVERSATION_PAGE_SIZE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage)), pageCount);
  if (total === 0) return { page: 1, pageCount, from: 0, to: 0, total };
  const from = (page - 1) * pageSize + 1;
  return { page, pageCount, from, to: Math.min(total, page * pageSize), total };
}

/** The query string of another page, keeping every other parameter, e.g. '?sivu=2&x=1'. */
export function pageSearch(currentSearch: string, page: number, param: string = PAGE_PARAM): string {
  const params = new URLSearchParams(currentSearch);
  params.set(param, String(page));
  return `?${params.toString()}`;
}

export type MessageRole = "user" | "assistant" | "tool";

export const ROLE_LABELS: Record<MessageRole, string> = {
  user: "Asiakas",
  assistant: BOT_NAME,
  tool: "Työkalu",
};

/** Width of a decorative bar in percent of the largest value; a non-zero value stays visible. */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(2, Math.round((value / max) * 100));
}
