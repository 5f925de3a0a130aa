/**
 * Clients for the HTTP suite. `fetch` covers ordinary requests; `rawRequest` writes bytes to the socket
 * as they are, for what fetch refuses to send (control characters, malformed headers, lying lengths).
 */
import { connect } from "node:net";

export type RawResponse = { status: number; headers: Record<string, string>; body: string; raw: string };

/** Form fields as a browser posts them from our own pages. */
export function formPost(url: string, fields: Record<string, string> | string, headers: Record<string, string> = {}): Promise<Response> {
  const origin = new URL(url).origin;
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...headers },
    body,
  });
}

export function jsonPost(url: string, value: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const origin = new URL(url).origin;
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/json", Origin: origin, ...headers },
    body: typeof value === "string" ? value : JSON.stringify(value),
  });
}

/** Sends `request` (a whole HTTP/1.1 message) and reads until the server closes or `timeoutMs` passes. */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const bytes = Buffer.concat(chunks);
      const end = bytes.indexOf("\r\n\r\n");
      const head = bytes.subarray(0, end === -1 ? bytes.length : end).toString("latin1");
      const body = end === -1 ? "" : bytes.subarray(end + 4).toString("utf8");
      const raw = `${head}\r\n\r\n${body}`;
      const [statusLine, ...headerLines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body, raw });
    });
    socket.write(request);
  });
}
