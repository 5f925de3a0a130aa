/**
 * Bodies are bounded before they are read: a 40 MB post to the public JSON and form endpoints is a 413
 * whether or not it says how long it is, and an admin upload has its own, larger cap.
 */
import { describe, expect, inject, it } from "vitest";
import { rawRequest } from "../support/http-client";
import { adminSession } from "../support/http-session";

const { url, port } = inject("sharedServer");
const origin = new URL(url).origin;
const FORTY_MB = 40 * 1024 * 1024;

describe("body limits", () => {
  it.each(["/api/subscribers/subscribe", "/api/ai/chat", "/api/feedback", "/api/conversations/log", "/teema"])(
    "a declared 40 MB body to %s is a 413 before it is read",
    async (path) => {
      // Only the headers are sent: the answer must come without waiting for 40 MB.
      const answer = await rawRequest(
        port,
        `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: ${FORTY_MB}\r\n\r\n{"email":"`,
      );
      expect(answer.status).toBe(413);
      expect(answer.body).toContain("Lähetys on liian suuri.");
    },
  );

  it("a streamed body without a length is cut at the limit", async () => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (sent >= FORTY_MB) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${url}/api/subscribers/subscribe`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit).catch((error: Error) => error);
    // The server answers 413 and closes; a client still writing may see the connection end instead.
    if (answer instanceof Response) expect(answer.status).toBe(413);
    expect(sent).toBeLessThan(FORTY_MB);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it("the chat accepts a long but real history (over 64 KB)", async () => {
    const reply = "Rengas ".repeat(1400);
    const messages = Array.from({ length: 19 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: i % 2 ? reply : "Kerro lisää" }));
    messages.push({ role: "user", content: "Mitä renkaan vaihto maksaa?" });
    const body = JSON.stringify({ messages, conversationId: `conv_${Date.now()}_pitkahistoria` });
    expect(body.length).toBeGreaterThan(64 * 1024);
    const answer = await fetch(`${url}/api/ai/chat`, { method: "POST", headers: { Origin: origin, "Content-Type": "application/json" }, body });
    expect(answer.status).toBe(200);
  });

  it("an admin upload over its cap is a 413; a session does not lift it", async () => {
    const cookie = await adminSession(url);
    const answer = await rawRequest(
      port,
      `POST /admin/kuvat HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${origin}\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${60 * 1024 * 1024}\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
  });
});
