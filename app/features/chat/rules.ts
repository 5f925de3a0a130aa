/**
 * Kaartobotti's shared rules: texts, limits, conversation ids and the confirmation-prompt rule. Used by
 * the chat widget, the no-JS chat page and the server, so all three agree.
 */
import type { ShopLinks } from "~/content/company";
import { hasControlCharacters } from "~/lib/control-characters";

export const BOT_NAME = "Kaartobotti";

export const CHAT_WELCOME =
  "Hei! Olen Kaartobotti, Rengas-Kaarto Oy:n asiakaspalveluassistentti. Miten voin auttaa sinua tänään?";

/** The six suggestions shown before the first message (spec: services, 205/55R16, hours, price, staff, network). */
export const CHAT_SUGGESTIONS = [
  "Mitä palveluita tarjoatte?",
  "Onko teillä renkaita kokoa 205/55R16?",
  "Milloin olette auki?",
  "Paljonko renkaanvaihto maksaa?",
  "Työskenteleekö Kari teillä?",
  "Mikä on Point S?",
] as const;

export const CHAT_TEXTS = {
  suggestionsTitle: "Kokeile kysyä esimerkiksi:",
  suggestionsNote: "Kaartobotti ei ole täydellinen – tarkista tärkeät tiedot soittamalla tai käymällä liikkeessä.",
  you: "Sinä:",
  typing: "Kaartobotti kirjoittaa...",
  placeholder: "Kirjoita viesti...",
  feedbackLink: "Löysitkö ongelman, tai haluatko antaa palautetta Kaartobotista?",
  confirmTitle: "Vahvista valintasi:",
  confirmYes: "Kyllä",
  confirmCancel: "Peruuta",
  online: "Kaartobotti on paikalla",
  technicalError: (message: string) => `Anteeksi, tekninen virhe tapahtui: ${message}`,
  rateLimited: "Olet lähettänyt paljon viestejä lyhyessä ajassa. Odota hetki ja yritä uudelleen – kiireellisissä asioissa soita meille.",
  conversationNotOwned: "Tämä keskustelu on aloitettu toisessa selaimessa, joten siihen ei voi kirjoittaa. Aloita uusi keskustelu.",
} as const;

/**
 * The header (value `foreign`) on a refusal to write into a conversation another browser started, so
 * the widget can tell it from other refusals and carry on in a fresh conversation.
 */
export const CONVERSATION_REFUSED_HEADER = "X-Kaartobotti-Conversation";

export const FEEDBACK_TEXTS = {
  title: "Anna palautetta",
  ratingLabel: (rating: number) => `Miten arvioit kokemuksesi? (${rating}/10)`,
  commentPlaceholder: "Tänne risut, ruusut, männynkävyt... ja vaikka tammenterhot...",
  submit: "Lähetä palaute",
  submitting: "Lähetetään...",
  success: "Kiitos palautteestasi!",
  failure: "Palautteen lähettäminen epäonnistui. Yritä uudelleen.",
} as const;

/** Spec section 9 and the limits. */
export const CHAT_LIMITS = {
  /** Longest user message the server accepts (characters). */
  messageMaxLength: 1000,
  /** Most messages of history sent to the model per turn (older ones are dropped). */
  historyMaxMessages: 20,
  handOffDelayMs: 500,
  scrollDelayMs: 50,
  inputMaxHeightPx: 150,
  wideBreakpointPx: 1024,
  feedbackCloseDelayMs: 2000,
  feedbackDefaultRating: 5,
} as const;

export type ChatRole = "user" | "assistant";
export type ChatToolCall = { function: { name: string } };
export type ChatMessage = { id: string; role: ChatRole; content: string; tool_calls?: ChatToolCall[] };

const CONVERSATION_ID = /^(conv|faq)_[A-Za-z0-9_]{1,100}$/;

export function isConversationId(value: unknown): value is string {
  return typeof value === "string" && CONVERSATION_ID.test(value);
}

/** 'conv_' (or 'faq_') + timestamp + random suffix, made in the browser at the first message. */
export function newConversationId(prefix: "conv" | "faq" = "conv", now = Date.now(), random = Math.random): string {
  const suffix = Array.from({ length: 9 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)]).join("");
  return `${prefix}_${now}_${suffix}`;
}

/** A message sent only to hand feedback to the bot (it calls submitFeedback) is not shown. */
export function isHiddenChatMessage(message: Pick<ChatMessage, "role" | "tool_calls">): boolean {
  return message.role === "user" && (message.tool_calls ?? []).some((call) => call.function.name === "submitFeedback");
}

const CONFIRMATION_SIZE = /\d{3}\/\d{2}R\d{2}/;

/**
 * Spec section 4: after a reply the prompt shows only when it contains (varmistan or vahvistan) and
 * rengaskoko and kyllä, and a size of the form 205/55R16.
 */
export function needsConfirmation(reply: string): boolean {
  const text = reply.toLowerCase();
  return (
    (text.includes("varmistan") || text.includes("vahvistan")) &&
    text.includes("rengaskoko") &&
    text.includes("kyllä") &&
    CONFIRMATION_SIZE.test(reply)
  );
}

/** The replies the confirmation prompt's buttons send. */
export const CONFIRMATION_ANSWERS = { yes: "kyllä", cancel: "peruuta" } as const;

/** Whether a reply talks about the shop dog, so the widget shows its picture. */
export function mentionsShopDog(reply: string, dogName: string): boolean {
  const text = reply.toLowerCase();
  return text.includes(dogName.toLowerCase()) || /\b(kaupan|liikkeen|myymälä)koira/.test(text) || text.includes("koiramme");
}

/** Messages one client address may send per window, shared by the widget's API and the no-JS page. */
export const CHAT_RATE_LIMIT = { name: "chat", limit: 20, windowMs: 10 * 60_000 } as const;

/**
 * The external sites a bot reply may link to: the shop's booking page and finance application form as
 * configured (BOOKING_URL, FINANCE_APPLICATION_URL), over https only.
 */
export function chatLinkHosts(links: ShopLinks): ReadonlySet<string> {
  const hosts = new Set<string>();
  for (const href of [links.booking, links.financeApplication]) {
    if (!href) continue;
    try {
      const url = new URL(href);
      if (url.protocol === "https:") hosts.add(url.host);
    } catch {
      // not an address: no host to allow
    }
  }
  return hosts;
}

/**
 * Whether a link in a bot reply may be a live link: a path of this site, a phone number, an e-mail
 * address or one of the shop's own external services (`linkHosts`, from chatLinkHosts). Anything else
 * (which a model could echo from a product name or be talked into writing) is shown as plain text.
 */
export function isSafeChatHref(href: string | null | undefined, linkHosts: ReadonlySet<string>): boolean {
  if (typeof href !== "string" || href === "") return false;
  // Browsers drop tabs and newlines from URLs and read '\' as '/': '/\evil.example' is another site.
  if (/[\s\\]/.test(href) || hasControlCharacters(href)) return false;
  if (href.startsWith("/")) return !href.startsWith("//");
  if (href.startsWith("#")) return true;
  if (/^tel:\+?[\d-]+$/i.test(href)) return true;
  if (/^mailto:[^@/?#]+@[^@/?#]+$/i.test(href)) return true;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.username === "" && url.password === "" && url.port === "" && linkHosts.has(url.host);
}
