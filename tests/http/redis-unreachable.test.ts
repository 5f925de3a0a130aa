/**
 * The web process with a Redis that accepts connections and never answers (the nastier kind of outage:
 * a refused connection fails at once): no request waits on it. 'Lähetä kaikille' answers at once that the
 * send is saved and starts when the queue is back, with the newsletter 'Lähetetään'; a form posted after
 * the session ended is still kept and answered with the login page.
 */
import { type Server, type Socket, createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { formPost } from "../support/http-client";
import { adminSession } from "../support/http-session";

let blackHole: Server;
const sockets = new Set<Socket>();
let app: AppServer;
let cookie: string;

beforeAll(async () => {
  blackHole = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
  const { port } = blackHole.address() as { port: number };
  app = await startAppServer(undefined, { REDIS_URL: `redis://127.0.0.1:${port}` });
  cookie = await adminSession(app.url);
});
afterAll(async () => {
  await app?.stop();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => blackHole?.close(resolve));
});


describe("with Redis not answering", () => {
  it("'Lähetä kaikille' answers within seconds that the send is saved and starts when the queue is back", async () => {
    const subject = `Jono ei vastaa ${Date.now()}`;
    const created = await formPost(`${app.url}/admin/uutiskirjeet/uusi`, { intent: "draft", subject, content: "Talvirenkaat nyt.", sendDate: "2030-01-01T09:00" }, { Cookie: cookie });
    expect(created.status).toBe(302);
    const tab = await (await fetch(`${app.url}/admin/uutiskirjeet`, { headers: { Cookie: cookie } })).text();
    const id = /\/admin\/uutiskirjeet\/(\d+)\/laheta/.exec(tab)?.[1];
    expect(id).toBeDefined();

    // A hang fails the test: no answer in 15 s aborts the request.
    const started = await fetch(`${app.url}/admin/uutiskirjeet/${id}/laheta`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=all",
      signal: AbortSignal.timeout(15_000),
    });
    expect(started.status).toBe(302);
    const flash = started.headers.getSetCookie().map((line) => line.split(";")[0]);
    const page = await (await fetch(`${app.url}${started.headers.get("Location")}`, { headers: { Cookie: [cookie, ...flash].join("; ") } })).text();
    expect(page).toContain("Lähetysjono ei juuri nyt vastaa; lähetys alkaa automaattisesti, kun yhteys palaa.");
    expect(page).toMatch(new RegExp(`${subject}[\\s\\S]*?Lähetetään`));
  });

  it("a form posted after the session ended is kept and answered with the login page at once", async () => {
    const answer = await fetch(`${app.url}/admin/asetukset/aukioloajat`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "hours[0].day=ma&hours[0].open=08:00",
      signal: AbortSignal.timeout(15_000),
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect(answer.headers.getSetCookie().some((line) => line.includes("admin_pending_form="))).toBe(true);
  });
});
