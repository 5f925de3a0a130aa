/**
 * What keeps a bot reply from carrying someone else's markup: names from the database are escaped
 * (escapeMarkdown), the chat renders links only to the shop's own targets (isSafeChatHref), and text
 * with control characters is refused before it reaches the database.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatMarkdown } from "~/features/chat/components/ChatMarkdown";
import { Markdown } from "~/features/markdown/components/Markdown";
import { CONVERSATION_REFUSED_HEADER, chatLinkHosts, isSafeChatHref } from "~/features/chat/rules";
import { isConversationRefused } from "~/features/chat/client";
import { COMPANY, DEFAULT_SHOP_LINKS } from "~/content/company";
import { containsControlCharacters, hasControlCharacters } from "~/lib/control-characters";
import { escapeMarkdown } from "~/lib/markdown-escape";

const HOSTILE_NAMES = [
  "[Tilaa tästä](https://evil.example)",
  "![kuva](https://evil.example/seuranta.png)",
  "<https://evil.example>",
  "https://evil.example/tilaa",
  "www.evil.example",
  "huijari@evil.example",
  "[Tilaa][1]\n\n[1]: https://evil.example",
  "\\[Tilaa](https://evil.example)",
  "**lihava** _kursiivi_ ~~yliviivattu~~ `koodi`",
  "# Otsikko",
  "> lainaus",
  "- lista\n- toinen",
  "1. numeroitu",
  "Hakka\n\n---",
  "Hakka\n===",
  "| a | b |\n|---|---|\n| c | d |",
  '<a href="https://evil.example">linkki</a><script>alert(1)</script>',
  "&lt;b&gt; &amp; &#x41;",
  "    sisennetty koodi",
  "Hakka Green 3 (SUV) 4+ 91V*",
];

/** The visible text of rendered HTML, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]);
const flat = (text: string) => text.replace(/\s+/g, " ").trim();
/** The word joiner escapeMarkdown puts inside bare addresses is invisible. */
const visible = (text: string) => text.replaceAll("\u2060", "");

describe("escapeMarkdown", () => {
  // The site's general renderer turns links into links, so it shows that the escaping alone is enough.
  const render = (source: string) => renderToStaticMarkup(createElement(Markdown, { children: source }));

  it.each(HOSTILE_NAMES)("renders %j as exactly that text in one paragraph", (name) => {
    const html = render(escapeMarkdown(name));
    expect(tagsOf(html).filter((tag) => tag !== "div")).toEqual(["p"]);
    expect(visible(textOf(html))).toBe(flat(name));
  });

  it("keeps a name inside the bold of a product line as text", () => {
    const html = render(`- **${escapeMarkdown("[Tilaa tästä](https://evil.example)")}** – **89 €**/kpl`);
    expect(html).not.toContain("<a");
    expect(visible(html)).toMatch(/<strong[^>]*>\[Tilaa tästä\]\(https:\/\/evil\.example\)<\/strong>/);
  });

  it("leaves letters, digits and spaces alone and puts everything on one line", () => {
    expect(escapeMarkdown("Nokian Tyres Hakka Green 3")).toBe("Nokian Tyres Hakka Green 3");
    expect(escapeMarkdown("Äänetön  Öljy\n\nÅ\u0000B")).toBe("Äänetön Öljy Å B");
    expect(escapeMarkdown("[a](b)")).toBe("\\[a\\]\\(b\\)");
    expect(visible(escapeMarkdown("WWW.evil.example HTTPS://x"))).toBe("WWW\\.evil\\.example HTTPS\\:\\/\\/x");
  });
});

describe("isSafeChatHref", () => {
  const shopHosts = chatLinkHosts(DEFAULT_SHOP_LINKS);

  it.each([
    "/renkaat?search=205%2F55R16",
    "/hyva-tietaa#rengaskaudet",
    "#viimeisin",
    COMPANY.phoneHref,
    `mailto:${COMPANY.salesEmail}`,
    COMPANY.bookingUrl,
  ])("lets %s be a link", (href) => {
    expect(isSafeChatHref(href, shopHosts)).toBe(true);
  });

  it.each([
    "https://evil.example",
    "http://ajanvaraus.rengaskaarto.fi/",
    "https://ajanvaraus.rengaskaarto.fi.evil.example/",
    "https://kayttaja@ajanvaraus.rengaskaarto.fi/",
    "https://ajanvaraus.rengaskaarto.fi:8443/",
    "//evil.example/polku",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "renkaat",
    "tel:0193562100?x=https://evil.example",
    "",
    undefined,
  ])("shows %j as plain text", (href) => {
    expect(isSafeChatHref(href, shopHosts)).toBe(false);
  });

  it("follows the configured booking page and finance form, over https only", () => {
    const configured = chatLinkHosts({ booking: "https://varaa.example.fi/rengaskaarto", financeApplication: "http://rahoitus.example.fi/" });
    expect(isSafeChatHref("https://varaa.example.fi/rengaskaarto", configured)).toBe(true);
    expect(isSafeChatHref(COMPANY.bookingUrl, configured)).toBe(false);
    expect(isSafeChatHref("http://rahoitus.example.fi/", configured)).toBe(false);
    expect(isSafeChatHref("https://rahoitus.example.fi/", configured)).toBe(false);
    const withFinance = chatLinkHosts({ booking: COMPANY.bookingUrl, financeApplication: "https://rahoitus.example.fi/hae" });
    expect(isSafeChatHref("https://rahoitus.example.fi/hae", withFinance)).toBe(true);
  });
});

describe("ChatMarkdown", () => {
  const render = (source: string, links = DEFAULT_SHOP_LINKS) => renderToStaticMarkup(createElement(ChatMarkdown, { children: source, links }));

  it("renders a link elsewhere (written by a model, say) as its text only", () => {
    const html = render("Tilaa [tästä](https://evil.example/tilaa) tai osoitteesta https://evil.example tai www.evil.example");
    expect(html).not.toContain("<a");
    expect(html).not.toContain("href");
    expect(textOf(html)).toBe("Tilaa tästä tai osoitteesta https://evil.example tai www.evil.example");
  });

  it("keeps the shop's own links live, in a new tab", () => {
    const html = render(`[Hinnasto](/hinnasto), [ajanvaraus](${COMPANY.bookingUrl}) ja [soita](${COMPANY.phoneHref})`);
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html).toContain('href="/hinnasto"');
    expect(html).toContain(`href="${COMPANY.bookingUrl}"`);
    expect(html.match(/target="_blank"/g)).toHaveLength(3);
  });

  it("links to the booking page the shop configured, and shows the default one as text then", () => {
    const links = { booking: "https://varaa.example.fi/rengaskaarto", financeApplication: null };
    const html = render(`[varaa](${links.booking}) tai [vanha](${COMPANY.bookingUrl})`, links);
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([links.booking]);
    expect(textOf(html)).toContain("vanha");
  });
});

describe("control characters", () => {
  it("finds C0 controls but allows tab, line feed and carriage return", () => {
    expect(hasControlCharacters("Hei\tsinä\r\nrivi")).toBe(false);
    expect(hasControlCharacters("Äänekoski – 205/55R16 😀")).toBe(false);
    expect(hasControlCharacters("a\u0000b")).toBe(true);
    expect(hasControlCharacters("\u001b[31m")).toBe(true);
    expect(hasControlCharacters("\u000b")).toBe(true);
  });

  it("looks into every string of a JSON value, keys included", () => {
    expect(containsControlCharacters({ messages: [{ role: "user", content: "Hei" }], conversationId: "conv_1_a" })).toBe(false);
    expect(containsControlCharacters({ messages: [{ role: "user", content: "Hei\u0000" }] })).toBe(true);
    expect(containsControlCharacters([[["syvä\u0001"]]])).toBe(true);
    expect(containsControlCharacters({ "avain\u0000": 1 })).toBe(true);
    expect(containsControlCharacters(null)).toBe(false);
    expect(containsControlCharacters(42)).toBe(false);
  });
});

describe("isConversationRefused", () => {
  const response = (status: number, marked: boolean) => new Response(null, { status, headers: marked ? { [CONVERSATION_REFUSED_HEADER]: "foreign" } : {} });

  it("is true only for the chat's own refusal, not for other 403s", () => {
    expect(isConversationRefused(response(403, true))).toBe(true);
    expect(isConversationRefused(response(403, false))).toBe(false);
    expect(isConversationRefused(response(500, true))).toBe(false);
  });
});

describe("the admin's transcript", () => {
  it("shows a bot reply's foreign link as text, as the visitor saw it", async () => {
    const { Transcript } = await import("~/features/feedback/components/Transcript");
    const html = renderToStaticMarkup(
      createElement(Transcript, {
        titleId: "t",
        links: DEFAULT_SHOP_LINKS,
        conversation: { conversationId: "conv_1_abc", startedAt: "2026-11-20T10:00:00.000Z", userIp: null, messageCount: 1 },
        messages: [
          {
            id: 1,
            role: "assistant",
            content: "[Tilaa tästä](https://evil.example) tai [hinnasto](/hinnasto)",
            toolCalls: null,
            createdAt: "2026-11-20T10:00:00.000Z",
          },
        ],
      }),
    );
    expect(html).not.toContain("evil.example\"");
    expect(html).toContain("Tilaa tästä");
    expect(html).toContain('href="/hinnasto"');
  });
});
