/**
 * The competitor crawler against fake competitor sites over real HTTP on 127.0.0.1. Each site is
 * allowed explicitly (`allowedHosts`), as CRAWLER_ALLOWED_HOSTS does in tests; without it the crawler
 * must refuse loopback like every other private address. Nothing is mocked; `sleep` is injected so
 * back-off waits are recorded instead of waited.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { crawlErrors } from "~/services/crawl-error.server";
import { CrawlError, crawlPage, createHostLimiter, fetchPage, hostLimiter, type CrawlOptions } from "~/services/crawler.server";
import { parseRobots, robotsAllows } from "~/services/robots.server";
import { type AddressClass, classifyAddress } from "~/services/safe-fetch.server";
import { type FakeCompetitor, pages, startFakeCompetitor } from "../support/fake-competitor";

const NAME = "Nokian Hakkapeliitta R5 205/55 R16";
const noSleep = async () => {};

let site: FakeCompetitor;
let other: FakeCompetitor; // a second loopback port that is never allowed
const sites: FakeCompetitor[] = [];

/** A fresh site (own origin, so its robots.txt is not cached yet), closed after the file. */
async function freshSite(): Promise<FakeCompetitor> {
  const fresh = await startFakeCompetitor();
  sites.push(fresh);
  return fresh;
}

beforeAll(async () => {
  site = await freshSite();
  other = await freshSite();
});
afterAll(async () => {
  await Promise.all(sites.map((each) => each.close()));
});
beforeEach(() => {
  hostLimiter.reset();
});

function crawl(path: string, options: Partial<CrawlOptions> = {}, on: FakeCompetitor = site) {
  return crawlPage(`${on.url}${path}`, { timeoutMs: 5000, productName: NAME, allowedHosts: [on.host], retries: 1, sleep: noSleep, ...options });
}

/** The CrawlError a promise rejects with (fails the test when it resolves or throws something else). */
async function failure(promise: Promise<unknown>): Promise<CrawlError> {
  const error = await promise.then(
    () => new Error("expected a CrawlError, the crawl succeeded"),
    (reason: unknown) => reason,
  );
  if (!(error instanceof CrawlError)) throw error;
  return error;
}

const requestsTo = (on: FakeCompetitor, path: string) => on.requests.filter((request) => request.path === path);

describe("extraction through crawlPage", () => {
  it("JSON-LD, with the page's text cleaned", async () => {
    site.setPage("/jsonld", pages.jsonLd({ name: NAME, price: "129.90" }));
    const result = await crawl("/jsonld");
    expect(result).toMatchObject({ price: "129.90", priceMethod: "json-ld", selectorMatched: null, attempts: 1, finalUrl: `${site.url}/jsonld` });
    expect(result.text).toContain(NAME);
    expect(result.text).not.toMatch(/Etusivu|Toimitus|dataLayer/);
  });

  it("microdata, meta tags and the heuristic", async () => {
    site.setPage("/microdata", pages.microdata({ name: NAME, price: "139.00" }));
    site.setPage("/meta", pages.meta({ name: NAME, price: "149.50" }));
    site.setPage("/text", pages.text({ name: NAME, price: "159.90" }));
    expect(await crawl("/microdata")).toMatchObject({ price: "139.00", priceMethod: "microdata" });
    expect(await crawl("/meta")).toMatchObject({ price: "149.50", priceMethod: "meta" });
    expect(await crawl("/text")).toMatchObject({ price: "159.90", priceMethod: "heuristic" });
  });

  it("a selector beats the page's structured data, and its text is the matched element's", async () => {
    site.setPage("/selector", pages.selector({ name: NAME, price: "119.90", decoyPrice: "999.00" }));
    expect(await crawl("/selector", { selector: ".hinta-nyt" })).toMatchObject({
      price: "119.90",
      priceMethod: "selector",
      selectorMatched: true,
      text: "119,90 €",
    });
    expect(await crawl("/selector", { selector: ".ei-ole" })).toMatchObject({ price: "999.00", priceMethod: "json-ld", selectorMatched: false });
    expect(await crawl("/selector", { selector: "span[" })).toMatchObject({ selectorMatched: false });
  });

  it("sees a changed page on the next crawl", async () => {
    site.setPage("/muuttuva", pages.jsonLd({ name: NAME, price: "129.90" }));
    const before = await crawl("/muuttuva");
    site.setPage("/muuttuva", pages.jsonLd({ name: `${NAME} (uusi malli)`, price: "119.90" }));
    const after = await crawl("/muuttuva");
    expect([before.price, after.price]).toEqual(["129.90", "119.90"]);
    expect(after.text).not.toBe(before.text);
  });

  it("a gzip-encoded page, and Windows-1252 ones (by header and by <meta>)", async () => {
    site.setPage("/gzip", pages.gzipped(pages.jsonLd({ name: NAME, price: "99.00" })));
    expect(await crawl("/gzip")).toMatchObject({ price: "99.00" });
    site.setPage("/latin", {
      headers: { "Content-Type": "text/html; charset=windows-1252" },
      body: Buffer.from("<p>Hyvä rengas 89,90 \x80</p>", "latin1"),
    });
    expect(await crawl("/latin")).toMatchObject({ price: "89.90", text: "Hyvä rengas 89,90 €" });
    site.setPage("/latin-meta", { headers: { "Content-Type": "text/html" }, body: Buffer.from('<meta charset="iso-8859-1"><p>Pitävä \x93talvi\x94</p>', "latin1") });
    expect((await crawl("/latin-meta")).text).toBe("Pitävä “talvi”");
  });

  it("introduces itself", async () => {
    site.setPage("/headers", pages.jsonLd({ name: NAME, price: "1.00" }));
    await crawl("/headers");
    const request = requestsTo(site, "/headers").at(-1);
    if (!request) throw new Error("no request reached the site");
    const { headers } = request;
    expect(headers["user-agent"]).toMatch(/^RengasKaartoBot\/1\.0 \(\+https?:\/\/\S+; hintaseuranta\)$/);
    expect(headers.accept).toBe("text/html,application/xhtml+xml");
    expect(headers["accept-language"]).toBe("fi,en;q=0.5");
    expect(headers["accept-encoding"]).toMatch(/gzip/);
  });

  it("reaches an allowed host by name through the checked address", async () => {
    site.setPage("/nimi", pages.meta({ name: NAME, price: "5.00" }));
    const port = new URL(site.url).port;
    const result = await crawlPage(`http://localhost:${port}/nimi`, { timeoutMs: 5000, productName: NAME, allowedHosts: [`localhost:${port}`] });
    expect(result.price).toBe("5.00");
    expect(requestsTo(site, "/nimi").at(-1)?.headers.host).toBe(`localhost:${port}`);
  });
});

describe("refusals of private addresses (SSRF)", () => {
  const port = () => new URL(site.url).port;

  it.each([
    ["http://10.1.2.3/", "Osoite osoittaa yksityiseen verkkoon (10.1.2.3), sitä ei haeta"],
    ["http://192.168.1.1/admin", "Osoite osoittaa yksityiseen verkkoon (192.168.1.1), sitä ei haeta"],
    ["http://100.64.0.1/", "Osoite osoittaa yksityiseen verkkoon (100.64.0.1), sitä ei haeta"],
    ["http://0/", "Osoite osoittaa yksityiseen verkkoon (0.0.0.0), sitä ei haeta"],
    ["http://[fe80::1]/", "Osoite osoittaa yksityiseen verkkoon (fe80::1), sitä ei haeta"],
    ["http://[fc00::5]/", "Osoite osoittaa yksityiseen verkkoon (fc00::5), sitä ei haeta"],
    ["http://[::ffff:10.0.0.1]/", "Osoite osoittaa yksityiseen verkkoon (::ffff:a00:1), sitä ei haeta"],
    ["http://169.254.169.254/latest/meta-data/", "Osoite osoittaa pilvipalvelun sisäiseen metatietopalveluun (169.254.169.254), sitä ei haeta"],
    ["http://[fd00:ec2::254]/", "Osoite osoittaa pilvipalvelun sisäiseen metatietopalveluun (fd00:ec2::254), sitä ei haeta"],
    ["http://100.100.100.200/", "Osoite osoittaa pilvipalvelun sisäiseen metatietopalveluun (100.100.100.200), sitä ei haeta"],
    ["http://2130706433/", "Osoite osoittaa tähän palvelimeen (127.0.0.1), sitä ei haeta"],
    ["http://127.1/", "Osoite osoittaa tähän palvelimeen (127.0.0.1), sitä ei haeta"],
    ["http://[::ffff:0:127.0.0.1]/", "Osoite osoittaa tähän palvelimeen (::ffff:0:7f00:1), sitä ei haeta"],
    ["http://[::ffff:0:a9fe:a9fe]/", "Osoite osoittaa pilvipalvelun sisäiseen metatietopalveluun (::ffff:0:a9fe:a9fe), sitä ei haeta"],
    ["http://[0:0:0:0:ffff:0:c0a8:101]/", "Osoite osoittaa yksityiseen verkkoon (::ffff:0:c0a8:101), sitä ei haeta"],
  ])("%s", async (url, message) => {
    const error = await failure(crawlPage(url, { timeoutMs: 2000, productName: NAME }));
    expect(error).toMatchObject({ kind: "blocked-address", retryable: false, message });
  });

  it("judges an IPv6 address with an IPv4 address inside by the IPv4 address, in every form", () => {
    const cases: [string, AddressClass][] = [
      // IPv4-mapped, hex and dotted, compressed and not
      ["::ffff:10.0.0.1", "private"],
      ["::ffff:a00:1", "private"],
      ["0:0:0:0:0:ffff:7f00:1", "loopback"],
      ["::ffff:8.8.8.8", "public"],
      // IPv4-translated (RFC 2765)
      ["::ffff:0:127.0.0.1", "loopback"],
      ["::ffff:0:a9fe:a9fe", "metadata"],
      ["::ffff:0:192.168.1.1", "private"],
      ["0:0:0:0:ffff:0:808:808", "public"],
      // NAT64 well-known prefix, and the local one refused whole
      ["64:ff9b::10.1.2.3", "private"],
      ["64:ff9b::a9fe:a9fe", "metadata"],
      ["64:ff9b::1.1.1.1", "public"],
      ["64:ff9b:1::1.1.1.1", "private"],
      // 6to4
      ["2002:c0a8:101::1", "private"],
      ["2002:7f00:1::", "loopback"],
      ["2002:808:808::1", "public"],
      // IPv4-compatible and Teredo: refused whole
      ["::8.8.8.8", "private"],
      ["::127.0.0.1", "private"],
      ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "private"],
      // plain IPv6 for comparison
      ["2606:4700::1111", "public"],
    ];
    for (const [address, expected] of cases) expect(classifyAddress(address), address).toBe(expected);
  });

  it("refuses the fake site itself without the allowance, in every spelling", async () => {
    const before = site.requests.length;
    for (const url of [`http://127.0.0.1:${port()}/`, `http://0x7f000001:${port()}/`, `http://[::1]:${port()}/`, `http://localhost:${port()}/`, `http://[::ffff:127.0.0.1]:${port()}/`]) {
      const error = await failure(fetchPage(url, { timeoutMs: 2000 }));
      expect(error.kind, url).toBe("blocked-address");
      expect(error.retryable).toBe(false);
    }
    // The allowance is exact: another name or port of the same interface is still refused.
    for (const url of [`http://localhost:${port()}/`, `http://127.0.0.2:${port()}/`, `${other.url}/`]) {
      expect((await failure(fetchPage(url, { timeoutMs: 2000, allowedHosts: [site.host] }))).kind, url).toBe("blocked-address");
    }
    // And it covers loopback only, never a private network.
    expect((await failure(fetchPage("http://10.0.0.1/", { timeoutMs: 2000, allowedHosts: ["10.0.0.1:80"] }))).kind).toBe("blocked-address");
    expect(site.requests.length).toBe(before);
    expect(other.requests.length).toBe(0);
  });

  it("re-checks every redirect target", async () => {
    site.setPage("/to-private", pages.redirect("http://10.0.0.1/"));
    site.setPage("/to-metadata", pages.redirect("http://169.254.169.254/latest/meta-data/", 301));
    site.setPage("/to-other-port", pages.redirect(`${other.url}/`, 307));
    site.setPage("/to-ftp", pages.redirect("ftp://example.com/file"));
    expect(await failure(crawl("/to-private"))).toMatchObject({ kind: "blocked-address", message: expect.stringContaining("(10.0.0.1)") });
    expect(await failure(crawl("/to-metadata"))).toMatchObject({ kind: "blocked-address", message: expect.stringContaining("metatietopalveluun") });
    expect(await failure(crawl("/to-other-port"))).toMatchObject({ kind: "blocked-address", message: expect.stringContaining("tähän palvelimeen") });
    expect(await failure(crawl("/to-ftp"))).toMatchObject({ kind: "invalid-url", message: "Osoite ei ole http- tai https-osoite" });
    expect(other.requests.length).toBe(0);
  });
});

describe("redirects", () => {
  it("follows up to five, relative ones too, and reports where it ended", async () => {
    for (let hop = 1; hop <= 5; hop += 1) site.setPage(`/hop${hop}`, pages.redirect(hop === 5 ? "/hop-end" : `/hop${hop + 1}`, [301, 302, 303, 307, 308][hop - 1]));
    site.setPage("/hop-end", pages.meta({ name: NAME, price: "10.00" }));
    expect(await crawl("/hop1")).toMatchObject({ price: "10.00", finalUrl: `${site.url}/hop-end` });
  });

  it("refuses a sixth", async () => {
    for (let hop = 1; hop <= 6; hop += 1) site.setPage(`/loop${hop}`, pages.redirect(`/loop${hop + 1}`));
    expect(await failure(crawl("/loop1"))).toMatchObject({ kind: "too-many-redirects", retryable: false, message: "Liian monta uudelleenohjausta" });
    expect(requestsTo(site, "/loop7")).toHaveLength(0);
  });
});

describe("failures", () => {
  it("invalid URLs", async () => {
    const cases: [string, string][] = [
      ["ftp://example.com/", "Osoite ei ole http- tai https-osoite"],
      ["file:///etc/passwd", "Osoite ei ole http- tai https-osoite"],
      ["http://user:salasana@example.com/", "Osoitteessa ei saa olla käyttäjätunnusta tai salasanaa"],
      ["ei osoite", "Osoite ei ole kelvollinen verkko-osoite"],
    ];
    for (const [url, message] of cases) {
      expect(await failure(fetchPage(url, { timeoutMs: 1000 }))).toMatchObject({ kind: "invalid-url", retryable: false, message });
    }
  });

  it("timeout: the whole fetch, not per step", async () => {
    site.setPage("/slow", pages.slow(10_000));
    const started = Date.now();
    const error = await failure(crawl("/slow", { timeoutMs: 1000 }));
    expect(error).toMatchObject({ kind: "timeout", retryable: true, message: "Sivu ei vastannut 1 sekunnissa" });
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(requestsTo(site, "/slow").at(-1)?.done).resolves.toBe("closed-early");
    expect(crawlErrors.timeout(15_000).message).toBe("Sivu ei vastannut 15 sekunnissa");
  });

  it("HTTP errors: 5xx retryable, 4xx not", async () => {
    site.setPage("/500", pages.serverError(500));
    site.setPage("/502", pages.serverError(502));
    site.setPage("/410", pages.html("<p>Poistettu</p>", 410));
    expect(await failure(crawl("/500"))).toMatchObject({ kind: "http", status: 500, retryable: true, message: "Sivu palautti virheen HTTP 500" });
    expect(await failure(crawl("/502"))).toMatchObject({ kind: "http", status: 502, retryable: true });
    expect(await failure(crawl("/puuttuu"))).toMatchObject({ kind: "http", status: 404, retryable: false, message: "Sivua ei löytynyt (HTTP 404)" });
    expect(await failure(crawl("/410"))).toMatchObject({ kind: "http", status: 410, retryable: false });
  });

  it("bot walls: a 403 challenge is final, a 429 passes with time", async () => {
    site.setPage("/challenge", pages.challenge(403));
    site.setPage("/challenge-503", pages.challenge(503));
    site.setPage("/plain-403", pages.html("<p>Forbidden</p>", 403));
    site.setPage("/rate", pages.rateLimited(7));
    expect(await failure(crawl("/challenge"))).toMatchObject({
      kind: "bot-wall",
      status: 403,
      retryable: false,
      message: "Sivusto esti haun (HTTP 403): se näyttää torjuvan botit",
    });
    expect(await failure(crawl("/challenge-503"))).toMatchObject({ kind: "bot-wall", status: 503, retryable: false });
    expect(await failure(crawl("/plain-403"))).toMatchObject({ kind: "bot-wall", status: 403 });
    expect(await failure(crawl("/rate"))).toMatchObject({
      kind: "bot-wall",
      status: 429,
      retryable: true,
      retryAfterMs: 7000,
      message: "Sivusto rajoitti hakuja (HTTP 429): liian monta pyyntöä, yritetään myöhemmin uudelleen",
    });
  });

  it("too large: a 3 MB stream is cut at 2 MB, a declared length is refused unread, a gzip bomb too", async () => {
    site.setPage("/iso", pages.oversized());
    site.setPage("/iso-pituus", { headers: { "Content-Length": String(3 * 1024 * 1024) }, body: "" });
    site.setPage("/pommi", pages.gzipped(pages.html(" ".repeat(3 * 1024 * 1024))));
    const heapBefore = process.memoryUsage().heapUsed;
    const error = await failure(crawl("/iso"));
    expect(error).toMatchObject({ kind: "too-large", retryable: false, message: "Sivu on liian suuri (yli 2 Mt)" });
    await expect(requestsTo(site, "/iso").at(-1)?.done).resolves.toBe("closed-early");
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
    expect(await failure(crawl("/iso-pituus"))).toMatchObject({ kind: "too-large" });
    expect(gzipSync(" ".repeat(3 * 1024 * 1024)).length).toBeLessThan(10_000);
    expect(await failure(crawl("/pommi"))).toMatchObject({ kind: "too-large" });
  });

  it("not HTML", async () => {
    site.setPage("/hinnasto.pdf", pages.pdf());
    expect(await failure(crawl("/hinnasto.pdf"))).toMatchObject({ kind: "not-html", retryable: false, message: "Sivu ei ole HTML-sivu (application/pdf)" });
  });

  it("network: nobody listening", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const error = await failure(fetchPage(`http://127.0.0.1:${port}/`, { timeoutMs: 2000, allowedHosts: [`127.0.0.1:${port}`] }));
    expect(error).toMatchObject({ kind: "network", retryable: true, message: "Sivusto ei ottanut yhteyttä vastaan (ECONNREFUSED)" });
  });

  it("a caller's abort rejects with its reason, not as a crawl failure", async () => {
    site.setPage("/abort", pages.slow(10_000));
    const controller = new AbortController();
    const pending = crawl("/abort", { signal: controller.signal, retries: 3 });
    await expect.poll(() => requestsTo(site, "/abort").length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("reading the page, off the event loop", () => {
  /** Times a 10 ms interval fired while `work` ran: a blocked event loop fires it not at all. */
  async function ticksDuring(work: Promise<unknown>): Promise<number> {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await work.catch(() => undefined);
    clearInterval(timer);
    return ticks;
  }

  it("refuses a page with more elements than any shop page, without parsing it", async () => {
    site.setPage("/lista", pages.itemList(30_000));
    const error = await failure(crawl("/lista", { selector: "li:nth-child(2) .price", retries: 3 }));
    expect(error).toMatchObject({ kind: "too-complex", retryable: false, message: "Sivu on liian raskas luettavaksi: siinä on yli 50\u00a0000 elementtiä" });
    expect(requestsTo(site, "/lista")).toHaveLength(1);
  });

  it("stops a read that passes its time limit, and the event loop runs meanwhile", async () => {
    // Below the element limit, but the selector compares every item with all its siblings.
    site.setPage("/raskas", pages.itemList(20_000));
    const pending = crawl("/raskas", { selector: "li:nth-last-child(2n+1) .price", extractTimeLimitMs: 300 });
    expect(await ticksDuring(pending)).toBeGreaterThan(5);
    expect(await failure(pending)).toMatchObject({ kind: "too-complex", retryable: false, message: "Sivu on liian raskas luettavaksi: sen lukeminen kesti yli 0,3 sekuntia" });
    // The thread that was stopped is replaced: the next page reads normally.
    site.setPage("/seuraava", pages.jsonLd({ name: NAME, price: "99.90" }));
    expect(await crawl("/seuraava")).toMatchObject({ price: "99.90", priceMethod: "json-ld" });
  });

  it("reads a big ordinary page (a list of 10,000 items) with its price", async () => {
    site.setPage("/iso", pages.html(`<h1>${NAME}</h1><p class="hinta">119,90 €</p><ul>${"<li><a href=/x>Muu rengas 89,90 €</a></li>".repeat(10_000)}</ul>`));
    expect(await crawl("/iso", { selector: ".hinta" })).toMatchObject({ price: "119.90", priceMethod: "selector" });
  });
});

describe("robots.txt", () => {
  it("honours the * group, longest match and wildcards, and fetches robots.txt once", async () => {
    const shop = await freshSite();
    shop.setPage("/robots.txt", pages.robots("User-agent: *\nDisallow: /tuotteet/\nAllow: /tuotteet/*-r16$\nDisallow: /*?hinta=\n"));
    for (const path of ["/tuotteet/nokian-r16", "/muut", "/tuotteet/nokian-r16x", "/muut?hinta=1"]) shop.setPage(path.split("?")[0], pages.meta({ name: NAME, price: "1.00" }));
    expect((await crawl("/tuotteet/nokian-r16", {}, shop)).price).toBe("1.00");
    expect((await crawl("/muut", {}, shop)).price).toBe("1.00");
    expect(await failure(crawl("/tuotteet/nokian-r16x", {}, shop))).toMatchObject({ kind: "robots", retryable: false, message: "robots.txt kieltää tämän sivun haun" });
    expect((await failure(crawl("/muut?hinta=1", {}, shop))).kind).toBe("robots");
    expect(requestsTo(shop, "/robots.txt")).toHaveLength(1);
    expect(requestsTo(shop, "/tuotteet/nokian-r16x")).toHaveLength(0);
  });

  it("our own group replaces the * group; a redirect into a disallowed path is refused", async () => {
    const shop = await freshSite();
    shop.setPage("/robots.txt", pages.robots("User-agent: *\nDisallow: /\n\nUser-agent: RengasKaartoBot\nDisallow: /hinnat\n"));
    shop.setPage("/tuote", pages.meta({ name: NAME, price: "2.00" }));
    shop.setPage("/vanha", pages.redirect("/hinnat/tuote"));
    expect((await crawl("/tuote", {}, shop)).price).toBe("2.00");
    expect((await failure(crawl("/vanha", {}, shop))).kind).toBe("robots");
  });

  it("404 and 5xx robots.txt allow, 401/403 disallow", async () => {
    const cases: [number, boolean][] = [
      [404, true],
      [500, true],
      [403, false],
      [401, false],
    ];
    for (const [status, allowed] of cases) {
      const shop = await freshSite();
      shop.setPage("/robots.txt", pages.html("<p>robots</p>", status));
      shop.setPage("/tuote", pages.meta({ name: NAME, price: "3.00" }));
      const outcome = await crawl("/tuote", {}, shop).then(
        (result) => result.price,
        (error: unknown) => (error instanceof CrawlError ? error.kind : error),
      );
      expect(outcome, `robots.txt ${status}`).toBe(allowed ? "3.00" : "robots");
    }
  });

  it("rules as RFC 9309 reads them", () => {
    const policy = parseRobots(
      "# kommentti\nUser-agent: Googlebot\nUser-agent: rengaskaartobot/2.0\nDisallow: /a\nAllow: /a/b\nDisallow: /*.pdf$\nDisallow:\n\nUser-agent: *\nDisallow: /\n",
    );
    expect(robotsAllows(policy, "/a/c")).toBe(false);
    expect(robotsAllows(policy, "/a/b/c")).toBe(true);
    expect(robotsAllows(policy, "/x.pdf")).toBe(false);
    expect(robotsAllows(policy, "/x.pdf?v=1")).toBe(true);
    expect(robotsAllows(policy, "/b")).toBe(true);
    expect(robotsAllows(policy, "/robots.txt")).toBe(true);
    expect(robotsAllows(parseRobots("User-agent: *\nDisallow: /p\nAllow: /p\n"), "/p")).toBe(true); // a tie goes to Allow
    expect(robotsAllows(parseRobots("User-agent: *\nDisallow: /ä\n"), "/%C3%A4iti")).toBe(false);
    // A hostile pattern stays fast (no regular expression backtracking).
    const hostile = parseRobots(`User-agent: *\nDisallow: /${"*a".repeat(200)}b\n`);
    const started = performance.now();
    expect(robotsAllows(hostile, `/${"a".repeat(5000)}`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("retries", () => {
  it("tries a 5xx again with doubling back-off, up to the attempts given", async () => {
    site.setPage("/aina-500", pages.serverError(503));
    const waits: number[] = [];
    const error = await failure(crawl("/aina-500", { retries: 3, sleep: async (ms) => void waits.push(ms) }));
    expect(error).toMatchObject({ kind: "http", status: 503 });
    expect(waits).toEqual([2000, 4000]);
    expect(requestsTo(site, "/aina-500")).toHaveLength(3);
  });

  it("succeeds on a later attempt and says which", async () => {
    site.setPage("/toipuva", pages.serverError(500));
    const result = await crawl("/toipuva", {
      retries: 3,
      backoffMs: 100,
      sleep: async () => site.setPage("/toipuva", pages.jsonLd({ name: NAME, price: "77.00" })),
    });
    expect(result).toMatchObject({ price: "77.00", attempts: 2 });
  });

  it("timeouts and 429 are retried (429 after its Retry-After), 4xx and robots are not", async () => {
    site.setPage("/hidas", pages.slow(5000));
    site.setPage("/rajoitettu", pages.rateLimited(7));
    site.setPage("/kielto", pages.html("<p>x</p>", 404));
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    expect((await failure(crawl("/hidas", { retries: 2, timeoutMs: 300, backoffMs: 50, sleep }))).kind).toBe("timeout");
    expect(requestsTo(site, "/hidas")).toHaveLength(2);
    expect((await failure(crawl("/rajoitettu", { retries: 2, backoffMs: 1000, sleep }))).kind).toBe("bot-wall");
    expect(waits).toEqual([50, 7000]);
    expect((await failure(crawl("/kielto", { retries: 5, sleep }))).kind).toBe("http");
    expect(requestsTo(site, "/kielto")).toHaveLength(1);
    expect(waits).toHaveLength(2);
  });

  it("keeps attempts within 1–5", async () => {
    site.setPage("/viisi", pages.serverError(500));
    const waits: number[] = [];
    await failure(crawl("/viisi", { retries: 50, backoffMs: 10, sleep: async (ms) => void waits.push(ms) }));
    expect(waits).toEqual([10, 20, 40, 80]);
    expect(requestsTo(site, "/viisi")).toHaveLength(5);
  });
});

describe("politeness", () => {
  it("spaces requests to one host 500 ms apart: 5 pages take about 2 s, never a burst", async () => {
    const shop = await freshSite();
    shop.setPage("/sivu", pages.meta({ name: NAME, price: "4.00" }));
    const results = await Promise.all(Array.from({ length: 5 }, () => crawl("/sivu", {}, shop)));
    expect(results.map((result) => result.price)).toEqual(Array(5).fill("4.00"));
    // robots.txt first, then the five pages, each in its own slot.
    const times = shop.requests.map((request) => request.at);
    expect(shop.requests.map((request) => request.path)).toEqual(["/robots.txt", ...Array(5).fill("/sivu")]);
    // Arrival times carry each request's own network delay, which a loaded machine stretches unevenly:
    // the bounds leave 250 ms for that. Without the limiter all five arrive within milliseconds.
    const gaps = times.slice(1).map((time, index) => time - times[index]);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(250);
    expect(times[5] - times[1]).toBeGreaterThanOrEqual(1750);
  });

  it("does not hold back other hosts, forgets idle ones and stops waiting on abort", async () => {
    const limiter = createHostLimiter({ intervalMs: 10_000, maxHosts: 2 });
    const started = Date.now();
    await limiter.acquire("a.example");
    await limiter.acquire("b.example");
    await limiter.acquire("c.example");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(limiter.size).toBe(2);
    const controller = new AbortController();
    const waiting = limiter.acquire("c.example", controller.signal);
    controller.abort(new Error("peruttu"));
    await expect(waiting).rejects.toThrow("peruttu");
  });
});
