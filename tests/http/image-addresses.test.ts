/**
 * Image addresses, as a site under its own name and under any other (a www alias, an IP address) needs
 * them: the admin's image fields take the library's images or https addresses, never plain http (a
 * tracking pixel, mixed content), in the forms and in the JSON calls alike; the pages give the site's own
 * images as relative addresses, so the site's CSP lets them load whatever host name the visitor used,
 * while the share tags stay absolute with PUBLIC_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { formPost, jsonPost } from "../support/http-client";
import { adminSession } from "../support/http-session";

const PUBLIC = "https://www.rengaskaarto.example";
let app: AppServer;
let cookie: string;

beforeAll(async () => {
  app = await startAppServer(undefined, { PUBLIC_URL: PUBLIC });
  cookie = await adminSession(app.url);
});
afterAll(async () => {
  await app?.stop();
});

const patchBanner = (image: string) =>
  fetch(`${app.url}/api/homepage-settings/banner/top`, {
    method: "PATCH",
    headers: { Cookie: cookie, Origin: app.url, "Content-Type": "application/json" },
    body: JSON.stringify({ image }),
  });

describe("the admin's image fields", () => {
  it("refuse a plain http address in the JSON calls, and take https and library images", async () => {
    const refused = await patchBanner("http://seuranta.example/pikseli.gif");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Kuvan pitää olla kuvapankin kuva tai https://-osoite");

    const article = await jsonPost(
      `${app.url}/api/blog/publish`,
      { title: "Kuvatesti", content: "Talvirenkaat vaihtoon ajoissa.", featureImage: "http://seuranta.example/pikseli.gif" },
      { Cookie: cookie },
    );
    expect(article.status).toBe(400);
    expect(JSON.stringify(await article.json())).toContain("https://");

    expect((await patchBanner("https://cdn.example/talvi.webp")).status).toBe(200);
    expect((await patchBanner("/images/banners/talvirenkaat.svg")).status).toBe(200);
  });

  it("refuse it in the hero image form without JavaScript, with the field's error and nothing saved", async () => {
    const answer = await formPost(`${app.url}/admin/asetukset/etusivu/kuva`, { image: "http://seuranta.example/pikseli.gif", imageAlt: "Pikseli", imagePosition: "top" }, { Cookie: cookie, Accept: "text/html" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Kuvan pitää olla kuvapankin kuva tai https://-osoite");
    const settings = await (await fetch(`${app.url}/api/homepage-settings`)).text();
    expect(settings).not.toContain("seuranta.example");
  });
});

describe("the home page under another host name", () => {
  it("gives the site's own banner image as a relative address and the share image absolute", async () => {
    expect((await patchBanner("/images/banners/talvirenkaat.svg")).status).toBe(200);
    // Reached as http://localhost:PORT, not as PUBLIC_URL.
    const html = await (await fetch(`${app.url}/`)).text();
    const sources = [...html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toContain("/images/banners/talvirenkaat.svg");
    expect(sources.filter((source) => source.startsWith(PUBLIC))).toEqual([]);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${PUBLIC.replace(/\./g, "\\.")}/`));
  });
});
