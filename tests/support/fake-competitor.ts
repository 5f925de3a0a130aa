/**
 * A competitor's web shop on 127.0.0.1 (random port) for the crawler's tests, the browser tests and the
 * benchmark. It serves the pages a test sets, records every request, and `pages` has a ready-made page
 * for each way a crawl can go. Unset paths (robots.txt included) answer 404.
 *
 *   const site = await startFakeCompetitor();
 *   site.setPage("/tuote", pages.jsonLd({ name: "Nokian Hakkapeliitta R5", price: "129.90" }));
 *   await crawlPage(`${site.url}/tuote`, { timeoutMs: 5000, productName: "…", allowedHosts: [site.host] });
 *   site.setPage("/tuote", pages.jsonLd({ name: "Nokian Hakkapeliitta R5", price: "119.90" })); // the price changed
 *   await site.close();
 *
 * The crawler refuses loopback addresses unless `host` is in its allowance (`CRAWLER_ALLOWED_HOSTS`).
 */
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

export type FakePage = {
  /** Default 200. */
  status?: number;
  /** Default Content-Type: text/html; charset=utf-8. */
  headers?: Record<string, string>;
  /** A whole body, or chunks streamed one by one (`signal` aborts when the client hangs up). */
  body: string | Buffer | ((signal: AbortSignal) => AsyncIterable<Buffer>);
  /** Wait this long before answering (a client that hangs up cancels the answer). */
  delayMs?: number;
};

export type FakeRequest = {
  /** Path and query as requested. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Date.now() when the request arrived. */
  at: number;
  /** Settles when the answer ends: sent in full, or cut because the client hung up first. */
  done: Promise<"finished" | "closed-early">;
};

export type FakeCompetitor = {
  /** "http://127.0.0.1:PORT" */
  url: string;
  /** "127.0.0.1:PORT", the entry for the crawler's allowance. */
  host: string;
  /** Serves `page` at `path` (the path alone, or path and query) from now on. */
  setPage(path: string, page: FakePage): void;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  close(): Promise<void>;
};

const HTML = { "Content-Type": "text/html; charset=utf-8" };

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A product page around `main`, with a header and footer whose text the crawler should drop. */
function shopPage(title: string, main: string, head = ""): string {
  return `<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}</head>
<body><header><nav><a href="/">Etusivu</a> <a href="/renkaat">Renkaat alk. 49 €</a></nav></header>
<main>${main}</main>
<footer>Kilpailija Oy · Toimitus 9,90 €</footer><script>window.dataLayer = [{ price: 1 }];</script></body></html>`;
}

type Product = { name: string; price: string };

/** Ready-made pages. Prices are given as "129.90"; pages show them the way Finnish shops do. */
export const pages = {
  html: (body: string, status = 200): FakePage => ({ status, headers: HTML, body }),
  /** schema.org Product with an Offer in JSON-LD (inside @graph, as many shop platforms write it). */
  jsonLd: ({ name, price }: Product): FakePage =>
    pages.html(
      shopPage(
        name,
        `<h1>${escapeHtml(name)}</h1><p>Laadukas kitkarengas.</p>`,
        `<script type="application/ld+json">${JSON.stringify({
          "@context": "https://schema.org",
          "@graph": [
            { "@type": "Organization", name: "Kilpailija Oy" },
            { "@type": "Product", name, offers: { "@type": "Offer", price, priceCurrency: "EUR" } },
          ],
        })}</script>`,
      ),
    ),
  /** Microdata: itemprop="price" with a content attribute inside an Offer inside a Product. */
  microdata: ({ name, price }: Product): FakePage =>
    pages.html(
      shopPage(
        name,
        `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">${escapeHtml(name)}</h1>
<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="${price}">${price.replace(".", ",")} €</span>
<meta itemprop="priceCurrency" content="EUR"></div></div>`,
      ),
    ),
  /** Open Graph product meta tags only. */
  meta: ({ name, price }: Product): FakePage =>
    pages.html(
      shopPage(
        name,
        `<h1>${escapeHtml(name)}</h1>`,
        `<meta property="product:price:amount" content="${price}"><meta property="product:price:currency" content="EUR">`,
      ),
    ),
  /** No structured data: the price is text next to the product name, other amounts further away. */
  text: ({ name, price }: Product): FakePage =>
    pages.html(
      shopPage(
        name,
        `<p>Asennus alk. 25 €</p><p>Kesän suosituimmat renkaat</p><h2>${escapeHtml(name)}</h2><p class="hinta">${price.replace(".", ",")}\u00a0€ / kpl</p><p>Muut koot 59,00 €</p>`,
      ),
    ),
  /** The real price only in `<span class="{className}">`; the JSON-LD says `decoyPrice` (a stale feed). */
  selector: ({ name, price, decoyPrice = "999.00", className = "hinta-nyt" }: Product & { decoyPrice?: string; className?: string }): FakePage =>
    pages.html(
      shopPage(
        name,
        `<h1>${escapeHtml(name)}</h1><p>Hinta <span class="${className}">${price.replace(".", ",")} €</span></p>`,
        `<script type="application/ld+json">${JSON.stringify({ "@type": "Product", name, offers: { price: decoyPrice } })}</script>`,
      ),
    ),
  /** Any page, answered after `delayMs`. */
  slow: (delayMs: number, page: FakePage = pages.html(shopPage("Hidas", "<p>Vihdoin</p>"))): FakePage => ({ ...page, delayMs }),
  redirect: (location: string, status = 302): FakePage => ({ status, headers: { Location: location }, body: "" }),
  /** Cloudflare's challenge: 403, cf-mitigated header, "Just a moment...". */
  challenge: (status = 403): FakePage => ({
    status,
    headers: { ...HTML, "cf-mitigated": "challenge", Server: "cloudflare" },
    body: "<!doctype html><html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>",
  }),
  rateLimited: (retryAfterSeconds = 7): FakePage => ({
    status: 429,
    headers: { ...HTML, "Retry-After": String(retryAfterSeconds) },
    body: "<html><body>Too many requests</body></html>",
  }),
  serverError: (status = 500): FakePage => pages.html("<html><body>Palvelinvirhe</body></html>", status),
  robots: (text: string): FakePage => ({ headers: { "Content-Type": "text/plain; charset=utf-8" }, body: text }),
  /**
   * `bytes` of HTML (default 3 MB) streamed in 64 KB chunks without Content-Length. After 2.5 MB the
   * server waits (up to 5 s) for the client to hang up before sending the rest, so a test can tell from
   * `done` whether the client cut the stream at its cap or read it all.
   */
  oversized: (bytes = 3 * 1024 * 1024): FakePage => ({
    headers: HTML,
    body: async function* (signal) {
      const chunk = Buffer.alloc(64 * 1024, "<p>Rengas</p>\n");
      for (let sent = 0; sent < bytes; sent += chunk.length) {
        if (sent === 40 * chunk.length && !signal.aborted) {
          await Promise.race([once(signal, "abort"), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
        }
        if (signal.aborted) return;
        yield chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      }
    },
  }),
  /**
   * A long list of items, each with a price: `items` × `<li class=item><span class=price>Pilot 5,00 €</span></li>`.
   * 30,000 of them with the selector `li:nth-child(2) .price` once held the event loop for a minute.
   */
  itemList: (items: number): FakePage =>
    pages.html(shopPage("Lista", `<ul>${"<li class=item><span class=price>Pilot 5,00 €</span></li>".repeat(items)}</ul>`)),
  pdf: (): FakePage => ({ headers: { "Content-Type": "application/pdf" }, body: "%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF" }),
  /** The page gzip-encoded (Content-Encoding: gzip). */
  gzipped: (page: FakePage): FakePage => ({
    ...page,
    headers: { ...HTML, ...page.headers, "Content-Encoding": "gzip" },
    body: gzipSync(typeof page.body === "function" ? "" : page.body),
  }),
};

/** Waits until the response can take more, or the client went away; leaves no listener behind. */
function drainOrClose(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

async function writeStream(res: ServerResponse, chunks: AsyncIterable<Buffer>): Promise<void> {
  for await (const chunk of chunks) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await drainOrClose(res);
  }
  if (!res.destroyed) res.end();
}

export async function startFakeCompetitor(): Promise<FakeCompetitor> {
  const routes = new Map<string, FakePage>();
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    const hangUp = new AbortController();
    let settle: (value: "finished" | "closed-early") => void = () => {};
    const done = new Promise<"finished" | "closed-early">((resolve) => (settle = resolve));
    res.on("close", () => {
      const outcome = res.writableFinished ? "finished" : "closed-early";
      if (outcome === "closed-early") hangUp.abort();
      settle(outcome);
    });
    requests.push({ path, headers: req.headers, at: Date.now(), done });
    const page: FakePage = routes.get(path) ??
      routes.get(path.split("?")[0]) ?? { status: 404, headers: HTML, body: "<!doctype html><title>404</title><p>Sivua ei löydy</p>" };
    const answer = () => {
      if (res.destroyed) return;
      res.writeHead(page.status ?? 200, { ...HTML, ...page.headers });
      if (typeof page.body === "function") {
        writeStream(res, page.body(hangUp.signal)).catch(() => res.destroy());
      } else {
        res.end(page.body);
      }
    };
    if (page.delayMs) {
      const timer = setTimeout(answer, page.delayMs);
      res.on("close", () => clearTimeout(timer));
    } else {
      answer();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    setPage(path, page) {
      routes.set(path, page);
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
