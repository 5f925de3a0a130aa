/**
 * Input no form of ours sends, through real HTTP: NUL bytes in every field a visitor can type into, list
 * indexes that would allocate millions of entries, and upload file names with '=', ';' and line breaks.
 * Each is a 4xx with a Finnish message (or, for a file name, simply works), never a 500 or a hang.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { formPost, jsonPost } from "../support/http-client";
import { adminSession, asClient, clientAddress, libraryImages, uploadImage } from "../support/http-session";
import { fillRoute, routeModules } from "../support/route-urls";

const { url } = inject("sharedServer");

async function expectFinnish4xx(answer: Response, what: string) {
  const text = await answer.text();
  expect(answer.status, `${what}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  expect(text, what).toMatch(/merkkejä, joita ei voi käsitellä|kelvollinen|virheellisiä/);
}

describe("NUL bytes", () => {
  it("in the tyre search (URL) are a 400", async () => {
    for (const query of ["search=%00", "search=205%2F55R16%00", "type=%00", "q=%00"]) {
      await expectFinnish4xx(await fetch(`${url}/renkaat?${query}`), query);
    }
    await expectFinnish4xx(await fetch(`${url}/api/tires/sizes?search=%00`), "sizes");
  });

  it("in the newsletter, feedback, unsubscribe and login forms are a 400", async () => {
    const client = asClient(clientAddress());
    const cases: [string, Record<string, string>][] = [
      ["/api/subscribers/subscribe", { email: "tilaaja\u0000@example.fi" }],
      ["/api/feedback", { rating: "5", comment: "hyvä\u0000botti" }],
      ["/peruuta-uutiskirje", { email: "peruja\u0000@example.fi" }],
      ["/admin/login", { username: "admin\u0000", password: "salasana" }],
      ["/kaartobotti", { message: "hei\u0000" }],
    ];
    for (const [path, fields] of cases) await expectFinnish4xx(await formPost(`${url}${path}`, fields, client), path);
  });

  it("in the JSON of the newsletter and feedback calls are a 400", async () => {
    const client = asClient(clientAddress());
    await expectFinnish4xx(await jsonPost(`${url}/api/subscribers/subscribe`, { email: "a\u0000@example.fi" }, client), "subscribe");
    await expectFinnish4xx(await jsonPost(`${url}/api/feedback`, { rating: 5, comment: "\u0000" }, client), "feedback");
  });
});

describe("percent-escapes that do not decode", () => {
  it("in the path of any route are a 400 from the HTTP layer, for a page, a resource and a data request", async () => {
    const cookie = await adminSession(url);
    const withParameter = routeModules().filter((route) => route.segments.some((segment) => segment.kind !== "static"));
    expect(withParameter.length).toBeGreaterThan(30);
    const targets = ["/artikkelit/%zz", "/api/images/%zz", "/%zz", "/renkaat/%E4/x", "/build/%zz.js"];
    for (const route of withParameter) for (const bad of ["%zz", "%E4", "%"]) targets.push(fillRoute(route.segments, bad, bad));
    for (const target of targets) {
      for (const method of ["GET", "POST"]) {
        for (const path of [target, `${target}.data`]) {
          const answer = await fetch(`${url}${path}`, { method, headers: { Cookie: cookie, Origin: url, Accept: "text/html" }, redirect: "manual" });
          expect(answer.status, `${method} ${path}`).toBe(400);
          expect(await answer.text()).toContain("Pyynnön osoite sisältää merkkejä, joita ei voi käsitellä.");
        }
      }
    }
    // In the query they are read leniently, as every browser does.
    expect((await fetch(`${url}/renkaat?search=%zz`)).status).toBe(200);
  });
});

describe("Remix's old ?_data requests", () => {
  it("are a 400 telling to reload, before Remix would log a stack trace for each", async () => {
    const answer = await fetch(`${url}/renkaat?search=205&_data=routes%2F_site.renkaat`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Lataa sivu uudelleen");
    // The page's own data URL (single fetch) still answers.
    expect((await fetch(`${url}/renkaat.data?search=205`)).status).toBe(200);
  });
});

describe("form sizes", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await adminSession(url);
  });

  it("a 22-byte hours form with index 4000, or a million, is refused at once and the server stays up", async () => {
    for (const body of ["hours[4000].open=1", "hours[1000000].open=1", "hours[99999999999999999999].open=1"]) {
      const answer = await formPost(`${url}/admin/asetukset/aukioloajat`, body, { Cookie: cookie });
      expect(answer.status, body).toBe(400);
      expect(await answer.text()).toContain("enemmän kenttiä");
    }
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it("a form with more fields than it has is refused", async () => {
    const body = Array.from({ length: 41 }, (_, i) => `hours[${i % 7}].open=0${i % 10}:00`).join("&");
    const answer = await formPost(`${url}/admin/asetukset/aukioloajat`, body, { Cookie: cookie });
    expect(answer.status).toBe(400);
  });

  it("a refused hours form naming a day by an object's own key ('__proto__', 'constructor') is shown again, not a 500", async () => {
    // Found by the CI fuzz (seed 1074795555): the form looked the posted day up among the weekday names.
    for (const day of ["__proto__", "constructor", "toString"]) {
      const answer = await formPost(`${url}/admin/asetukset/aukioloajat`, { "hours[0].day": day, "hours[0].open": "x" }, { Cookie: cookie });
      expect(answer.status, day).toBe(400);
      expect(await answer.text(), day).toContain("Aukioloajat");
    }
  });

  it("a campaign whose dates arrive as objects (`endDate[0].toString=…`) is refused with 400, not a 500", async () => {
    // Found by the CI fuzz (seed 698342508): the cross-field check turned the posted object into text.
    const posts: Record<string, string>[] = [{ "endDate[0].toString": "0x10" }, { "startDate[0].toString": "x", "endDate[0].valueOf": "y" }];
    for (const fields of posts) {
      const answer = await formPost(`${url}/admin/kampanjat/uusi`, { name: "Kampanja", ...fields }, { Cookie: cookie });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
  });

  it("the real hours form still saves", async () => {
    const days = ["ma", "ti", "ke", "to", "pe", "la", "su"];
    const fields: Record<string, string> = {};
    days.forEach((day, i) => {
      fields[`hours[${i}].day`] = day;
      fields[`hours[${i}].open`] = i < 5 ? "08:00" : "10:00";
      fields[`hours[${i}].close`] = i < 5 ? "17:00" : "14:00";
      if (i === 6) fields[`hours[${i}].isClosed`] = "on";
    });
    const answer = await formPost(`${url}/admin/asetukset/aukioloajat`, fields, { Cookie: cookie });
    expect(answer.status).toBe(302);
  });
});

describe("upload file names", () => {
  let cookie: string;
  let png: Buffer;
  beforeAll(async () => {
    cookie = await adminSession(url);
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a7" } }).png().toBuffer();
  });

  const upload = (filename: string) => uploadImage(url, cookie, filename, png);

  it("'talvi=ale.png' and 'a;b.png' upload as they are", async () => {
    for (const name of ["talvi=ale.png", "kevät;kesä.png"]) {
      const answer = await upload(name);
      expect(answer.status, name).toBe(302);
    }
    const names = JSON.stringify(await libraryImages(url, cookie));
    expect(names).toContain("talvi=ale.png");
    expect(names).toContain("kevät;kesä.png");
  });

  it("a name with an encoded line break is stored without it; a raw one is a 400", async () => {
    expect((await upload("rivi%0D%0Avaihto.png")).status).toBe(302);
    expect(JSON.stringify(await libraryImages(url, cookie))).not.toMatch(/rivi\\r\\nvaihto/);
    const raw = await upload("rivi\r\nvaihto.png");
    expect(raw.status).toBe(400);
  });
});
