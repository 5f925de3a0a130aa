/**
 * Issue 29's acceptance: every admin action in the route tree writes an audit entry. The admin actions
 * are found from app/routes as tests/http/every-action.test.ts finds them; each gets a same-origin POST
 * with an admin session (a small form, or a small JSON body for the actions that take JSON), and the log
 * is then read from outside, through the 'Tapahtumaloki' page filtered by the action's address. The
 * test names every admin action that left no entry.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { adminSession, asClient, clientAddress } from "../support/http-session";
import { actionRoutes } from "../support/route-urls";

const adminActions = actionRoutes().filter((route) => route.isAdmin);

// A server of its own: the posts reach every admin action with a session (a delete deletes), and the
// count of entries must grow by exactly what this file does.
let app: AppServer;
let session = "";

beforeAll(async () => {
  app = await startAppServer();
  session = await adminSession(app.url);
});

afterAll(async () => {
  await app?.stop();
});

/** The number of entries the log view shows for a free-text filter ('Tapahtumia: N'). */
async function loggedCount(text = ""): Promise<number> {
  const query = text ? `?haku=${encodeURIComponent(text)}` : "";
  const answer = await fetch(`${app.url}/admin/tapahtumaloki${query}`, { headers: { Cookie: session }, redirect: "manual" });
  const html = await answer.text();
  if (answer.status !== 200) throw new Error(`the log answered ${answer.status} ${answer.headers.get("Location") ?? ""}: ${html.slice(0, 200)}`);
  const match = /data-testid="audit-count"[^>]*>Tapahtumia: (?:<!-- -->)?(\d+)/.exec(html);
  if (!match) throw new Error(`no count on the log page: ${html.slice(0, 300)}`);
  return Number(match[1]);
}

function post(url: string, cookie: string, json: boolean): Promise<Response> {
  return fetch(`${app.url}${url}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: app.url,
      Cookie: cookie,
      ...asClient(clientAddress()),
      "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
    },
    body: json ? "{}" : "tarkistus=1",
  });
}

describe("the audit log", () => {
  it("finds the admin actions, logout among them", () => {
    const urls = adminActions.map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(["/admin/logout", "/admin/asetukset/aukioloajat", "/admin/renkaat/valmistajat/uusi", "/api/campaigns"]));
    expect(adminActions.length).toBeGreaterThan(40);
  });

  it("has an entry for every admin action posted to", async () => {
    // Logging out ends its session: it gets one of its own, made before the count starts.
    const logoutSession = await adminSession(app.url);
    const totalBefore = await loggedCount();
    const statuses: string[] = [];
    const missing: string[] = [];
    for (const route of adminActions) {
      const before = await loggedCount(route.url);
      const answer = await post(route.url, route.url === "/admin/logout" ? logoutSession : session, route.acceptsJson);
      await answer.arrayBuffer();
      statuses.push(`${route.url} ${answer.status}`);
      expect(answer.status, `${route.url} answered a server error`).toBeLessThan(500);
      const after = await loggedCount(route.url);
      if (after <= before) missing.push(`${route.url} (${answer.status})`);
    }
    expect(missing, `admin actions that left no audit entry:\n${missing.join("\n")}`).toEqual([]);
    // The log grew by at least one entry per action, whatever the free-text filter matches.
    expect(await loggedCount(), statuses.join("\n")).toBeGreaterThanOrEqual(totalBefore + adminActions.length);
  });

  it("marks a refused post 'Hylätty' and filters by it", async () => {
    const answer = await post("/admin/renkaat/valmistajat/uusi", session, false);
    expect(answer.status).toBe(400);
    const page = await fetch(`${app.url}/admin/tapahtumaloki?hylatyt=1&haku=${encodeURIComponent("/admin/renkaat/valmistajat/uusi")}`, { headers: { Cookie: session } });
    const html = await page.text();
    expect(html).toMatch(/data-testid="audit-refused"[^>]*>Hylätty</);
    // The submitted fields are the change when no model noted one.
    expect(html.replace(/<[^>]*>/g, "")).toContain("tarkistus: 1");
  });
});
