/**
 * Every action of the site, found from app/routes, answered over real HTTP: a cross-origin post is a 403
 * with our Finnish text (never Remix's 500), and bodies no form of ours sends are a 4xx, never a 500,
 * with or without an admin session.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { actionRoutes } from "../support/route-urls";
import { adminSession, asClient, clientAddress } from "../support/http-session";

const { url } = inject("sharedServer");
const routes = actionRoutes();
const CROSS_ORIGIN_TEXT = "Pyyntö hylättiin: väärä alkuperä.";

describe("the list of actions", () => {
  it("finds the public and the admin actions", () => {
    expect(routes.map((route) => route.url)).toEqual(expect.arrayContaining(["/admin/login", "/teema", "/api/ai/chat", "/admin/asetukset/aukioloajat"]));
  });
});

describe.each(routes.map((route) => [route.url, route] as const))("POST %s", (_, route) => {
  let cookie = "";
  beforeAll(async () => {
    if (route.isAdmin) cookie = await adminSession(url);
  });

  it("from another site is refused with 403 and our text, as a document and as a data request", async () => {
    for (const target of [route.url, `${route.url}.data`]) {
      for (const origin of ["https://evil.example", "null", "http://[::1", "http://localhost.evil.example"]) {
        const answer = await fetch(`${url}${target}`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Cookie: cookie },
          body: "a=b",
        });
        expect(answer.status, `${target} from ${origin}`).toBe(403);
        expect(await answer.text()).toContain(CROSS_ORIGIN_TEXT);
      }
    }
    const noOrigin = await fetch(`${url}${route.url}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: "a=b",
    });
    expect(noOrigin.status).toBe(403);
  });

  const BAD_BODIES: { name: string; type: string; body: string | Uint8Array<ArrayBuffer> }[] = [
    { name: "plain text", type: "text/plain", body: "hello" },
    { name: "XML", type: "application/xml", body: "<a/>" },
    { name: "broken JSON", type: "application/json", body: '{"email": ' },
    { name: "JSON with NUL", type: "application/json", body: '{"email":"a\\u0000@b.fi","message":"\\u0000","comment":"\\u0000"}' },
    { name: "multipart without a boundary", type: "multipart/form-data", body: "--x\r\n\r\n" },
    { name: "multipart cut short", type: "multipart/form-data; boundary=RAJA", body: '--RAJA\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
    { name: "a form with NUL", type: "application/x-www-form-urlencoded", body: "email=a%00b%40c.fi&username=%00&message=%00&comment=%00&theme=%00&redirectTo=%2F%00" },
    { name: "a form with a huge list index", type: "application/x-www-form-urlencoded", body: "hours[1000000].open=1&features[99999999999]=x" },
    { name: "a form with 5,000 fields", type: "application/x-www-form-urlencoded", body: Array.from({ length: 5000 }, (_, i) => `f${i}=1`).join("&") },
    { name: "bytes that are not UTF-8", type: "application/x-www-form-urlencoded", body: new Uint8Array([0x65, 0x3d, 0xff, 0xfe, 0x00, 0xc3]) },
  ];

  it.each(BAD_BODIES.map((bad) => [bad.name, bad] as const))("with %s is a 4xx, not a server error", async (_name, bad) => {
    const answer = await fetch(`${url}${route.url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: new URL(url).origin, "Content-Type": bad.type, Cookie: cookie, ...asClient(clientAddress()) },
      body: bad.body,
    });
    expect(answer.status, `${bad.name}: ${await answer.clone().text().then((t) => t.slice(0, 200))}`).toBeLessThan(500);
    if (answer.status >= 400) expect(await answer.text()).toMatch(/[äö]|Pyyntö|Lomake|Viesti|Sähköposti/i);
  });
});
