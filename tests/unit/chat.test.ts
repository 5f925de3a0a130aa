import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LAUNCHER_LABEL } from "~/features/chat/components/ChatLauncher";
import { ChatMessageList } from "~/features/chat/components/ChatMessageList";
import { FeedbackForm } from "~/features/chat/components/FeedbackForm";
import { chatPageHref } from "~/features/chat/components/open-chat";
import { RenderedMarkdown } from "~/features/markdown/components/RenderedMarkdown";
import {
  BOT_NAME,
  CHAT_LIMITS,
  CHAT_SUGGESTIONS,
  CHAT_TEXTS,
  type ChatMessage,
  isConversationId,
  isHiddenChatMessage,
  mentionsShopDog,
  needsConfirmation,
  newConversationId,
} from "~/features/chat/rules";
import {
  ChatHttpError,
  type WidgetMessage,
  chatErrorText,
  chatHistory,
  feedbackPayload,
  messageToSend,
  parsePendingQuestion,
  readTextStream,
} from "~/features/chat/client";
import { COMPANY } from "~/content/company";
import { SHOP_DOG } from "~/content/shop-facts";
import { renderChatMarkdownHtml } from "~/features/markdown/html.server";

describe("needsConfirmation (spec section 4)", () => {
  const confirming = "Varmistan vielä: rengaskoko on 205/55R16. Vastaa kyllä, jos tämä on oikein.";

  it("asks when the reply has varmistan or vahvistan, rengaskoko, kyllä and a size like 205/55R16", () => {
    expect(needsConfirmation(confirming)).toBe(true);
    expect(needsConfirmation("VAHVISTAN: RENGASKOKO 225/45R17 – KYLLÄ vai ei?")).toBe(true);
    expect(needsConfirmation("Vahvistanko rengaskoon? Rengaskoko 195/65R15, kyllä?")).toBe(true);
  });

  it("does not ask when any one part is missing", () => {
    expect(needsConfirmation(confirming.replace("Varmistan", "Tarkistan"))).toBe(false);
    expect(needsConfirmation(confirming.replace("rengaskoko", "koko"))).toBe(false);
    expect(needsConfirmation(confirming.replace("kyllä", "joo"))).toBe(false);
    expect(needsConfirmation(confirming.replace("205/55R16", "205/55 R16"))).toBe(false);
    expect(needsConfirmation("Meillä on renkaita kokoa 205/55R16 hyvin saatavilla.")).toBe(false);
  });

  it("needs the size in the exact form three digits / two digits R two digits (capital R)", () => {
    expect(needsConfirmation("Varmistan rengaskoko 205/55r16, kyllä?")).toBe(false);
    expect(needsConfirmation("Varmistan rengaskoko 20/55R16, kyllä?")).toBe(false);
    expect(needsConfirmation("Varmistan rengaskoko 205-55-16, kyllä?")).toBe(false);
  });
});

describe("conversation ids", () => {
  it("are 'conv_' + timestamp + a random suffix of nine letters or digits", () => {
    const id = newConversationId("conv", 1_700_000_000_000, () => 0.5);
    expect(id).toBe("conv_1700000000000_sssssssss");
    expect(newConversationId()).toMatch(/^conv_\d{13}_[a-z0-9]{9}$/);
  });

  it("FAQ hand-offs use the 'faq_' prefix", () => {
    expect(newConversationId("faq")).toMatch(/^faq_\d{13}_[a-z0-9]{9}$/);
  });

  it("differ from call to call and pass isConversationId; other strings do not", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newConversationId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isConversationId(id)).toBe(true);
    for (const bad of ["", "conv_", "chat_123", "conv_1; DROP TABLE", `conv_${"a".repeat(101)}`, 42, null]) {
      expect(isConversationId(bad)).toBe(false);
    }
  });
});

describe("isHiddenChatMessage", () => {
  it("hides a user message that calls submitFeedback, nothing else", () => {
    const call = (name: string) => [{ function: { name } }];
    expect(isHiddenChatMessage({ role: "user", tool_calls: call("submitFeedback") })).toBe(true);
    expect(isHiddenChatMessage({ role: "user", tool_calls: call("checkAvailability") })).toBe(false);
    expect(isHiddenChatMessage({ role: "assistant", tool_calls: call("submitFeedback") })).toBe(false);
    expect(isHiddenChatMessage({ role: "user" })).toBe(false);
  });
});

describe("mentionsShopDog", () => {
  it("recognises the dog's name in any case and the shop-dog words", () => {
    expect(mentionsShopDog("Rölli tervehtii asiakkaita.", SHOP_DOG.name)).toBe(true);
    expect(mentionsShopDog("RÖLLI on paikalla", SHOP_DOG.name)).toBe(true);
    expect(mentionsShopDog("Meillä on liikkeenkoira!", SHOP_DOG.name)).toBe(true);
    expect(mentionsShopDog("Koiramme odottaa tiskillä.", SHOP_DOG.name)).toBe(true);
    expect(mentionsShopDog("Renkaanvaihto maksaa 40 €.", SHOP_DOG.name)).toBe(false);
  });
});

describe("chat-client helpers", () => {
  it("never sends a blank or whitespace-only message and trims what it sends", () => {
    expect(messageToSend("")).toBeNull();
    expect(messageToSend("  \n\t ")).toBeNull();
    expect(messageToSend("  Hei!\n")).toBe("Hei!");
    expect(messageToSend("x".repeat(5000))).toHaveLength(CHAT_LIMITS.messageMaxLength);
  });

  it("sends the visible history without failures, at most the history limit", () => {
    const messages: WidgetMessage[] = Array.from({ length: 30 }, (_, index) => ({
      id: String(index),
      role: index % 2 === 0 ? "user" : "assistant",
      content: `viesti ${index}`,
      state: "done",
    }));
    messages.push({ id: "e", role: "assistant", content: CHAT_TEXTS.technicalError("x"), state: "error" });
    const history = chatHistory(messages);
    expect(history).toHaveLength(CHAT_LIMITS.historyMaxMessages);
    expect(history.at(-1)).toEqual({ role: "assistant", content: "viesti 29" });
    expect(history.some((message) => message.content.includes("tekninen virhe"))).toBe(false);
  });

  it("accepts a hand-off only with a question and a well-formed id", () => {
    expect(parsePendingQuestion(" Paljonko renkaanvaihto maksaa? ", "faq_1700000000000_abc")).toEqual({
      question: "Paljonko renkaanvaihto maksaa?",
      conversationId: "faq_1700000000000_abc",
    });
    expect(parsePendingQuestion("   ", "faq_1")).toBeNull();
    expect(parsePendingQuestion("Kysymys", null)).toBeNull();
    expect(parsePendingQuestion("Kysymys", "<script>")).toBeNull();
    expect(parsePendingQuestion(null, "faq_1")).toBeNull();
  });

  it("the launcher's label is the bot's name (kept apart so pages need not load chat.ts)", () => {
    expect(LAUNCHER_LABEL).toBe(BOT_NAME);
  });

  it("links to the chat page, with the question when there is one", () => {
    expect(chatPageHref()).toBe("/kaartobotti");
    expect(chatPageHref("Mistä tiedän oikean rengaskoon?")).toBe("/kaartobotti?kysymys=Mist%C3%A4%20tied%C3%A4n%20oikean%20rengaskoon%3F");
  });

  it("turns failures into the bot's message: 429 text as is, others the technical error, abort nothing", () => {
    expect(chatErrorText(new ChatHttpError(429, "Liian monta viestiä."))).toBe("Liian monta viestiä.");
    expect(chatErrorText(new ChatHttpError(429, ""))).toBe(CHAT_TEXTS.rateLimited);
    expect(chatErrorText(new ChatHttpError(500, "Palvelin kaatui"))).toBe("Anteeksi, tekninen virhe tapahtui: Palvelin kaatui");
    expect(chatErrorText(new TypeError("Failed to fetch"))).toBe("Anteeksi, tekninen virhe tapahtui: Failed to fetch");
    expect(chatErrorText(new DOMException("The user aborted a request.", "AbortError"))).toBeNull();
  });

  it("reads a streamed reply chunk by chunk, also across a split multi-byte character", async () => {
    const bytes = new TextEncoder().encode("Hyvää päivää – 205/55R16 €");
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of 'ä'
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut, cut + 10));
        controller.enqueue(bytes.slice(cut + 10));
        controller.close();
      },
    });
    const seen: string[] = [];
    const text = await readTextStream(body, (soFar) => seen.push(soFar));
    expect(text).toBe("Hyvää päivää – 205/55R16 €");
    expect(seen.at(-1)).toBe(text);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const part of seen) expect(part).not.toContain("\uFFFD");
  });

  it("builds the feedback payload: rating clamped to 0–10, id only when valid", () => {
    expect(feedbackPayload(8, "  Hyvä!  ", "conv_1_a", "feedback_form")).toEqual({
      rating: 8,
      comment: "Hyvä!",
      conversationId: "conv_1_a",
      source: "feedback_form",
    });
    expect(feedbackPayload(14, "", null, "chat_thumbs")).toEqual({ rating: 10, comment: "", source: "chat_thumbs" });
    expect(feedbackPayload(-3, "", "bad id", "chat_thumbs").rating).toBe(0);
    expect(feedbackPayload(Number.NaN, "", undefined, "feedback_form").rating).toBe(5);
  });
});

describe("ChatMessageList (server-rendered, as on the chat page without JavaScript)", () => {
  // As the chat page does it: its loader renders each reply to HTML on the server (no markdown in the bundle).
  const renderContent = (message: ChatMessage) => createElement(RenderedMarkdown, { html: renderChatMarkdownHtml(message.content) });
  const render = (messages: ChatMessage[], pending?: string) =>
    renderToStaticMarkup(createElement(ChatMessageList, { messages, pending, renderContent }));

  it("labels the visitor's messages 'Sinä:' and the bot's with its name, and hides feedback tool messages", () => {
    const html = render([
      { id: "1", role: "user", content: "Milloin olette auki?" },
      { id: "2", role: "assistant", content: "Olemme auki **ma–pe 9–17**." },
      { id: "3", role: "user", content: "Salainen palaute", tool_calls: [{ function: { name: "submitFeedback" } }] },
    ]);
    expect(html).toContain("Sinä:");
    expect(html).toContain("Milloin olette auki?");
    expect(html).toContain("Kaartobotti");
    expect(html).toContain("<strong");
    expect(html).not.toContain("Salainen palaute");
  });

  it("renders replies as markdown without raw HTML; links open in a new tab; foreign images are not loaded", () => {
    const html = render([
      {
        id: "1",
        role: "assistant",
        content:
          `- [Renkaat](/renkaat?search=205%2F55R16)\n- [Ajanvaraus](${COMPANY.bookingUrl})\n\n> Tärkeää\n\n<script>alert(1)</script>\n\n![x](https://evil.example/p.png)`,
      },
    ]);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("evil.example");
    expect(html).toContain("<blockquote");
    expect(html.match(/target="_blank"/g)).toHaveLength(2);
    expect(html.match(/rel="noopener noreferrer"/g)).toHaveLength(2);
  });

  it("shows Rölli's picture when a reply talks about the shop dog", () => {
    expect(render([{ id: "1", role: "assistant", content: "Rölli on liikkeen oma koira." }])).toContain(`src="${SHOP_DOG.image}"`);
    expect(render([{ id: "1", role: "assistant", content: "Renkaanvaihto maksaa 40 €." }])).not.toContain(SHOP_DOG.image);
  });

  it("shows a message being sent with the typing line", () => {
    const html = render([{ id: "w", role: "assistant", content: CHAT_SUGGESTIONS[0] }], "Paljonko rengashotelli maksaa?");
    expect(html).toContain("Paljonko rengashotelli maksaa?");
    expect(html).toContain(CHAT_TEXTS.typing);
  });
});

describe("FeedbackForm without JavaScript", () => {
  it("is a real form posting to /api/feedback with the rating, comment, conversation and return address", () => {
    const html = renderToStaticMarkup(createElement(FeedbackForm, { conversationId: "conv_1_abc", redirectTo: "/kaartobotti" }));
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/api\/feedback"/);
    expect(html).toMatch(/type="range" name="rating" min="0" max="10"[^>]*value="5"/);
    expect(html).toContain('name="redirectTo" value="/kaartobotti"');
    expect(html).toContain('name="conversationId" value="conv_1_abc"');
    expect(html).toContain("Miten arvioit kokemuksesi? (5/10)");
    expect(html).toContain('placeholder="Tänne risut, ruusut, männynkävyt... ja vaikka tammenterhot..."');
    expect(html).toContain("Lähetä palaute");
  });

  it("leaves the conversation out when there is none", () => {
    const html = renderToStaticMarkup(createElement(FeedbackForm, { conversationId: null, redirectTo: "/" }));
    expect(html).not.toContain('name="conversationId"');
  });
});
