/**
 * Every action of the site, found from app/routes, answered over real HTTP: a cross-origin post is a 403
 * with our Finnish text (never Remix's 500), a body of a type the action does not take is a 415 (JSON to
 * a form's action too), and other bodies no form of ours sends are a 4xx, never a 500, with or without an
 * admin session. The one-click unsubscribes are the actions any origin may post to.
 *
 * Each action gets every bad body that reaches its own code (an empty body, a form with prototype keys or
 * bytes that are not UTF-8; JSON where it takes JSON; multipart where an admin route reads it itself) and
 * one, in turn, of those the shared guard refuses before any action runs (other origins, other types,
 * NUL, huge list indexes, too many fields): every kind is still tried on dozens of actions, at a third
 * of the requests (the suite's 15 minutes grow with every admin action).
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { actionRoutes } from "../support/route-urls";
import { adminSession, asClient, clientAddress } from "../support/http-session";

const { url } = inject("sharedServer");
const routes = actionRoutes();
const CROSS_ORIGIN_TEXT = "Pyyntö hylättiin: väärä alkuperä.";

// One session for the whole file: a login is a deliberately slow password check. Logging out ends a
// session, so the logout action gets one of its own, renewed after any post it did not refuse.
let session = "";
let logoutSession = "";
beforeAll(async () => {
  session = await adminSession(url);
});

describe("the list of actions", () => {
  it("finds the public and the admin actions, and which take JSON or any origin", () => {
    expect(routes.map((route) => route.url)).toEqual(expect.arrayContaining(["/admin/login", "/teema", "/api/ai/chat", "/admin/asetukset/aukioloajat"]));
    expect(routes.filter((route) => route.acceptsJson).map((route) => route.url)).toEqual(
      expect.arrayContaining(["/api/ai/chat", "/api/subscribers/subscribe", "/api/campaigns", "/api/blog/publish"]),
    );
    expect(routes.filter((route) => route.anyOrigin).map((route) => route.url)).toEqual(["/api/rengashotelli/peru-muistutus", "/api/subscribers/one-click-unsubscribe"]);
  });
});

type BadBody = { name: string; type?: string; body?: string | Uint8Array<ArrayBuffer> };

/** Bodies every action's own code receives: the guard passes them on as a form. */
const BODIES_FOR_EVERY_ACTION: BadBody[] = [
  { name: "no body and no type", type: undefined, body: undefined },
  { name: "a form with prototype keys", type: "application/x-www-form-urlencoded", body: "__proto__=x&__intent__=__proto__&intent=constructor&constructor[prototype]=1&hours=x&features=x" },
  { name: "bytes that are not UTF-8", type: "application/x-www-form-urlencoded", body: new Uint8Array([0x65, 0x3d, 0xff, 0xfe, 0x00, 0xc3]) },
];
/** What an action that takes JSON parses itself (the others refuse JSON with 415, tested below). */
const BAD_JSON: BadBody[] = [
  { name: "broken JSON", type: "application/json", body: '{"email": ' },
  { name: "JSON with NUL", type: "application/json", body: '{"email":"a\\u0000@b.fi","message":"\\u0000","comment":"\\u0000"}' },
  { name: "JSON nested 20,000 deep", type: "application/json", body: `${"[".repeat(20_000)}${"]".repeat(20_000)}` },
  { name: "JSON with prototype keys", type: "application/json", body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"email":"a@b.fi"}' },
];
/** Multipart bodies: an admin action reads them itself (uploads); a public one gets them parsed by the guard. */
const BAD_MULTIPART: BadBody[] = [
  { name: "multipart without a boundary", type: "multipart/form-data", body: "--x\r\n\r\n" },
  { name: "multipart cut short", type: "multipart/form-data; boundary=RAJA", body: '--RAJA\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
];
/** Forms the shared guard refuses before any action runs (services/form.server.ts): one per action, in turn. */
const GUARD_REFUSED_FORMS: BadBody[] = [
  { name: "a form with NUL", type: "application/x-www-form-urlencoded", body: "email=a%00b%40c.fi&username=%00&message=%00&comment=%00&theme=%00&redirectTo=%2F%00" },
  { name: "a form with a huge list index", type: "application/x-www-form-urlencoded", body: "hours[1000000].open=1&features[99999999999]=x" },
  { name: "a form with 5,000 fields", type: "application/x-www-form-urlencoded", body: Array.from({ length: 5000 }, (_, i) => `f${i}=1`).join("&") },
];
const FOREIGN_ORIGINS = ["https://evil.example", "null", "http://[::1", "http://localhost.evil.example"];

/** The bad bodies sent to the index-th action: its own kinds whole, the guard's one at a time. */
function badBodiesFor(route: (typeof routes)[number], index: number): BadBody[] {
  const guardRefused = route.isAdmin ? GUARD_REFUSED_FORMS : [...GUARD_REFUSED_FORMS, ...BAD_MULTIPART];
  return [
    ...BODIES_FOR_EVERY_ACTION,
    ...(route.acceptsJson ? BAD_JSON : []),
    ...(route.isAdmin ? BAD_MULTIPART : []),
    inTurn(guardRefused, index),
  ];
}

const inTurn = <T,>(list: T[], index: number): T => list[index % list.length];

/** Types no action takes, and JSON for the actions that take only forms: a 415 before the action runs. */
const WRONG_TYPES: { name: string; type: string; body: string }[] = [
  { name: "plain text", type: "text/plain", body: "email=a@b.fi" },
  { name: "XML", type: "application/xml", body: "<a/>" },
  { name: "an unknown type", type: "application/x-www-form-urlencodedx", body: "a=b" },
];
const VALID_JSON = '{"email":"tilaaja@example.fi","message":"hei","subject":"x"}';

describe.each(routes.map((route, index) => [route.url, route, index] as const))("POST %s", (_, route, index) => {
  const isLogout = route.url === "/admin/logout";
  const cookie = () => (isLogout ? logoutSession : route.isAdmin ? session : "");
  const post = async (headers: Record<string, string | undefined>, body?: string | Uint8Array<ArrayBuffer>) => {
    if (isLogout && !logoutSession) logoutSession = await adminSession(url);
    const answer = await fetch(`${url}${route.url}`, {
      method: "POST",
      redirect: "manual",
      headers: Object.fromEntries(Object.entries({ Cookie: cookie(), ...asClient(clientAddress()), ...headers }).filter(([, value]) => value !== undefined)) as Record<string, string>,
      body,
    });
    if (isLogout && answer.status < 400) logoutSession = "";
    return answer;
  };

  it(route.anyOrigin ? "takes a post from any origin" : "from another site is refused with 403 and our text, as a document and as a data request", async () => {
    if (route.anyOrigin) {
      // A mail provider's one-click POST, whatever Origin it sends: the token decides (a wrong one is a 404).
      for (const origin of ["https://mail.example", "null", undefined]) {
        const answer = await post({ Origin: origin, "Content-Type": "application/x-www-form-urlencoded" }, "List-Unsubscribe=One-Click");
        expect(answer.status, `from ${origin}`).toBe(404);
        expect(await answer.text()).toContain("Peruutuslinkki on virheellinen");
      }
      return;
    }
    const origin = inTurn(FOREIGN_ORIGINS, index);
    for (const target of [route.url, `${route.url}.data`]) {
      const answer = await fetch(`${url}${target}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Cookie: session },
        body: "a=b",
      });
      expect(answer.status, `${target} from ${origin}`).toBe(403);
      expect(await answer.text()).toContain(CROSS_ORIGIN_TEXT);
    }
    const noOrigin = await post({ "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" }, "a=b");
    expect(noOrigin.status).toBe(403);
  });

  it.each(badBodiesFor(route, index).map((bad) => [bad.name, bad] as const))("with %s is a 4xx, not a server error", async (_name, bad) => {
    const answer = await post({ Origin: new URL(url).origin, "Content-Type": bad.type }, bad.body);
    expect(answer.status, `${bad.name}: ${await answer.clone().text().then((t) => t.slice(0, 200))}`).toBeLessThan(500);
    if (answer.status >= 400) expect(await answer.text()).toMatch(/[äö]|Pyyntö|Lomake|Viesti|Sähköposti|Tuntematon|Keskustelu|Valitse|Kirjaudu/i);
  });

  it("with a body of a type it does not take is a 415 in Finnish", async () => {
    const wrongType = inTurn(WRONG_TYPES, index);
    const wrong = route.acceptsJson ? [wrongType] : [wrongType, { name: "JSON", type: "application/json", body: VALID_JSON }];
    for (const { name, type, body } of wrong) {
      const answer = await post({ Origin: new URL(url).origin, "Content-Type": type }, body);
      expect(answer.status, `${name}: ${await answer.clone().text().then((t) => t.slice(0, 200))}`).toBe(415);
      expect(await answer.text(), name).toContain("väärässä muodossa");
    }
  });
});
