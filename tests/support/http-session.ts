/**
 * Helpers for HTTP tests that act as several clients: each test poses as its own client address through
 * the loopback proxy the server trusts by default (TRUSTED_PROXIES=loopback), so the per-address limits
 * one test runs into do not reach the next.
 */
import { randomInt } from "node:crypto";
import { TEST_ADMIN } from "./app-server";
import { formPost } from "./http-client";

/** A fresh address from the documentation-and-benchmark range 198.18.0.0/15. */
export function clientAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

export function asClient(address: string): Record<string, string> {
  return { "X-Forwarded-For": address };
}

export function cookieOf(response: Response, name: string): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`) || line.startsWith(`__Host-${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in ${response.status} answer`);
  return cookie.split(";")[0];
}

/**
 * Logs the test admin in over HTTP and returns the Cookie header value of the session. Another test file
 * may be flooding the password checks at the same moment: a 'busy' 429 is retried after its Retry-After.
 */
export async function adminSession(baseUrl: string, address = clientAddress()): Promise<string> {
  const response = await postLogin(baseUrl, { ...TEST_ADMIN, redirectTo: "/admin" }, asClient(address));
  if (response.status !== 302) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return cookieOf(response, "admin_session");
}

/** A login POST, sent again after Retry-After while the server says its password checks are busy. */
export async function postLogin(baseUrl: string, fields: Record<string, string>, headers: Record<string, string>): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await formPost(`${baseUrl}/admin/login`, fields, headers);
    const busy = response.status === 429 && response.headers.get("Retry-After") === "5";
    if (!busy || attempt === 10) return response;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** Uploads an image to the admin's library as the upload form does (multipart, the name written as given). */
export function uploadImage(baseUrl: string, cookie: string, filename: string, bytes: Uint8Array): Promise<Response> {
  const boundary = "----rengasRaja7";
  const head = (name: string, extra = "") => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const body = Buffer.concat([
    Buffer.from(`${head("intent")}\r\nupload\r\n${head("category")}\r\ngeneral\r\n${head("alt")}\r\nTalviale\r\n`),
    Buffer.from(`${head("image", `; filename="${filename}"`)}Content-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return fetch(`${baseUrl}/admin/kuvat`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: new URL(baseUrl).origin, Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

/** The admin library's images, newest first, as the image picker lists them. */
export async function libraryImages(baseUrl: string, cookie: string): Promise<{ url: string; filename?: string; name?: string }[]> {
  const list = await fetch(`${baseUrl}/api/gcs/images?limit=50`, { headers: { Cookie: cookie } }).then((answer) => answer.json());
  return list.images;
}
