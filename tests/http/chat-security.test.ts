/**
 * Kaartobotti over real HTTP against the built server, as an outsider meets it: names from the
 * database never become links in a reply, a conversation takes writes only from the browser that
 * started it, and a control character is a 400 that leaves the transcript as it was.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatMarkdown } from "~/features/chat/components/ChatMarkdown";
import { CHAT_TEXTS, CONVERSATION_REFUSED_HEADER, newConversationId } from "~/features/chat/rules";
import { DEFAULT_SHOP_LINKS } from "~/content/company";
import { CONTROL_CHARACTER_TEXT } from "~/lib/control-characters";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { type AppServer, TEST_ADMIN, startAppServer } from "../support/app-server";
import { formPost, jsonPost } from "../support/http-client";

let app: AppServer;

beforeAll(async () => {
  app = await startAppServer();
});
afterAll(() => app?.stop());

/** A browser's cookie jar: what the server set is sent back, as a browser would. */
class Browser {
  private readonly cookies = new Map<string, string>();

  get cookieHeader(): Record<string, string> {
    return this.cookies.size === 0 ? {} : { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  remember(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      if (value === "" || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json(path: string, body: unknown): Promise<Response> {
    return this.remember(await jsonPost(`${app.url}${path}`, body, this.cookieHeader));
  }

  async form(path: string, fields: Record<string, string>): Promise<Response> {
    return this.remember(await formPost(`${app.url}${path}`, fields, this.cookieHeader));
  }

  async multipart(path: string, fields: Record<string, string>): Promise<Response> {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const response = await fetch(`${app.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.url, ...this.cookieHeader },
      body,
    });
    return this.remember(response);
  }

  async page(path: string): Promise<string> {
    const response = this.remember(await fetch(`${app.url}${path}`, { redirect: "manual", headers: this.cookieHeader }));
    expect(response.status, path).toBe(200);
    return response.text();
  }

  chat(conversationId: string, content: string): Promise<Response> {
    return this.json("/api/ai/chat", { messages: [{ role: "user", content }], conversationId });
  }
}

async function loggedInAdmin(): Promise<Browser> {
  const admin = new Browser();
  const response = await admin.form("/admin/login", { username: TEST_ADMIN.username, password: TEST_ADMIN.password, redirectTo: "/admin" });
  expect(response.status).toBe(302);
  return admin;
}

/** The word joiner escapeMarkdown puts inside bare addresses is invisible. */
const visible = (text: string) => text.replaceAll("\u2060", "");

describe("a product named like a link", () => {
  const SIZE = "199/49R29";
  const MODEL = "[Tilaa tästä](https://evil.example)";
  const QUESTION = `Onko teillä renkaita ${SIZE}?`;

  beforeAll(async () => {
    const admin = await loggedInAdmin();
    const size = await admin.form("/admin/renkaat/koot/uusi", { width: "199", aspect: "49", diameter: "29", vehicleType: "henkilöauto" });
    expect(size.status).toBe(302);
    const sizeId = /#koko-(\d+)/.exec(size.headers.get("Location") ?? "")?.[1];
    expect(sizeId).toBeDefined();
    const product = await admin.multipart("/admin/renkaat/tuotteet/uusi", {
      sizeId: sizeId!,
      manufacturer: "Nokian Tyres",
      model: MODEL,
      type: "summer",
      winterType: "",
      price: "99",
      financingPrice: "",
      originalPrice: "",
      stock: "4",
    });
    expect(product.status).toBe(302);
  });

  it("is named as text in the offline assistant's reply, never as a link", async () => {
    const response = await new Browser().chat(newConversationId(), QUESTION);
    expect(response.status).toBe(200);
    const reply = await response.text();
    expect(reply).toContain(escapeMarkdown(`Nokian Tyres ${MODEL}`));
    expect(reply).not.toContain(MODEL);
    // As the widget shows it: the name in full, and no link anywhere but the shop's own listing.
    const html = renderToStaticMarkup(createElement(ChatMarkdown, { children: reply, links: DEFAULT_SHOP_LINKS }));
    expect(visible(html)).toContain(MODEL);
    expect(html).not.toContain("evil.example\"");
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(["/renkaat?search=199%2F49R29"]);
  });

  it("is text on the chat page without JavaScript too", async () => {
    const visitor = new Browser();
    const sent = await visitor.form("/kaartobotti", { message: QUESTION });
    expect(sent.status).toBe(302);
    const html = await visitor.page("/kaartobotti");
    expect(visible(html)).toContain(MODEL);
    expect(html).not.toMatch(/href="[^"]*evil\.example/);
  });
});

describe("a conversation belongs to the browser that started it", () => {
  const a = new Browser();
  const b = new Browser();
  const conversationId = newConversationId();
  let admin: Browser;

  const transcriptPage = () => admin.page(`/admin/palaute/${conversationId}`);
  const messageCount = (html: string) => html.match(/data-testid="transcript-message"/g)?.length ?? 0;

  beforeAll(async () => {
    admin = await loggedInAdmin();
    // The widget registers the id first; that answer makes browser A the owner.
    const logged = await a.json("/api/conversations/log", { conversationId });
    expect(logged.status).toBe(200);
    const setCookie = logged.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^kaartobotti=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const first = await a.chat(conversationId, "Mikä on Point S?");
    expect(first.status).toBe(200);
    await first.text();
  });

  it("lets the owner go on, also from two tabs at once", async () => {
    const replies = await Promise.all([a.chat(conversationId, "Milloin olette auki?"), a.chat(conversationId, "Mitä palveluita tarjoatte?")]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    await Promise.all(replies.map((reply) => reply.text()));
    const html = await transcriptPage();
    for (const question of ["Mikä on Point S?", "Milloin olette auki?", "Mitä palveluita tarjoatte?"]) expect(html).toContain(question);
  });

  it("refuses another browser, with or without a chat cookie of its own, and writes nothing", async () => {
    const withoutCookie = await b.chat(conversationId, "Tunkeilija kirjoittaa");
    expect(withoutCookie.status).toBe(403);
    expect(withoutCookie.headers.get(CONVERSATION_REFUSED_HEADER)).toBe("foreign");
    expect(await withoutCookie.text()).toBe(CHAT_TEXTS.conversationNotOwned);
    // The refusal gave B a cookie of its own (so its widget can carry on in a new conversation).
    expect(b.has("kaartobotti")).toBe(true);
    const withCookie = await b.chat(conversationId, "Tunkeilija kirjoittaa taas");
    expect(withCookie.status).toBe(403);
    const log = await b.json("/api/conversations/log", { conversationId });
    expect(log.status).toBe(403);
    expect(await log.json()).toEqual({ ok: false, error: CHAT_TEXTS.conversationNotOwned });

    const html = await transcriptPage();
    expect(html).not.toContain("Tunkeilija");
    expect(html).toContain("Mikä on Point S?");
  });

  it("stores another browser's feedback without the link, the owner's with it", async () => {
    expect((await b.json("/api/feedback", { rating: 0, comment: "Vieraan selaimen palaute", conversationId })).status).toBe(201);
    expect((await a.json("/api/feedback", { rating: 9, comment: "Omistajan palaute", conversationId })).status).toBe(201);
    const html = await admin.page("/admin/palaute");
    const row = (comment: string) => [...html.matchAll(/<tr[^>]*data-testid="feedback-row"[\s\S]*?<\/tr>/g)].map((match) => match[0]).find((tr) => tr.includes(comment));
    expect(row("Vieraan selaimen palaute")).toBeDefined();
    expect(row("Vieraan selaimen palaute")).not.toContain(conversationId);
    expect(row("Omistajan palaute")).toContain(conversationId);
  });

  it("answers a control character with 400 and a Finnish message on every JSON path, never 500", async () => {
    const before = messageCount(await transcriptPage());
    expect(before).toBeGreaterThan(0);
    const nul = await a.chat(conversationId, "Hei\u0000 maailma");
    expect(nul.status).toBe(400);
    expect(await nul.text()).toBe(CONTROL_CHARACTER_TEXT);
    const escape = await a.chat(conversationId, "Hei\u001b[2J");
    expect(escape.status).toBe(400);
    // A raw NUL byte in the body is not JSON at all: still a 400.
    const raw = await a.json("/api/ai/chat", `{"messages":[{"role":"user","content":"Hei\u0000"}],"conversationId":"${conversationId}"}`);
    expect(raw.status).toBe(400);

    const log = await a.json("/api/conversations/log", { conversationId, extra: "\u0000" });
    expect(log.status).toBe(400);
    expect(await log.json()).toEqual({ ok: false, error: CONTROL_CHARACTER_TEXT, message: CONTROL_CHARACTER_TEXT });
    const feedback = await a.json("/api/feedback", { rating: 5, comment: "Palaute\u0000", conversationId });
    expect(feedback.status).toBe(400);
    expect(await feedback.json()).toEqual({ ok: false, error: CONTROL_CHARACTER_TEXT, message: CONTROL_CHARACTER_TEXT });

    // A's transcript is as it was, and the conversation still takes A's next message.
    const after = await transcriptPage();
    expect(messageCount(after)).toBe(before);
    expect(after).not.toContain("maailma");
    const next = await a.chat(conversationId, "Kiitos!");
    expect(next.status).toBe(200);
    await next.text();
    const continued = await transcriptPage();
    expect(continued).toContain("Kiitos!");
    expect(messageCount(continued)).toBe(before + 2);
  });
});
