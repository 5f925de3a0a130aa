/**
 * /metrics and /readyz of the built server (issue 30). /metrics answers only the scraper: with METRICS_TOKEN
 * as a Bearer token, or from an address in METRICS_ALLOW_ADDRESSES; everyone else gets the site's 404.
 * Its body must parse with a strict Prometheus text-format parser and count a request it was sent, by the
 * route's id (never the raw path). /readyz checks the database and, when REDIS_URL is set, Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import { adminSession } from "../support/http-session";
import { parsePrometheusText, sampleValue } from "../support/prometheus-text";

const TOKEN = "metrics-token-for-the-tests-0123";

async function scrape(app: AppServer, headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) {
  const response = await fetch(`${app.url}/metrics`, { headers });
  return { response, text: await response.text() };
}

describe("with METRICS_TOKEN, and Redis not configured", () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await startAppServer(undefined, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("answers 404 without the token or with a wrong one, and never leaks the metrics", async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: "Bearer wrong-token-wrong-token-00" }, { Authorization: TOKEN }, { Authorization: `Basic ${TOKEN}` }];
    for (const headers of attempts) {
      const { response, text } = await scrape(app, headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(text).not.toContain("http_requests_total");
    }
  });

  it("parses as Prometheus text and counts a request by its route", async () => {
    const first = await scrape(app);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    const before = parsePrometheusText(first.text);
    const labels = { method: "GET", route: "routes/_site.renkaat", status: "200" };
    const counted = sampleValue(before, "http_requests_total", labels);

    // Read to the end: an answer is counted when it is finished.
    const page = await fetch(`${app.url}/renkaat`);
    expect(page.status).toBe(200);
    await page.text();
    // A path no route knows is counted under the catch-all's id, not its own path.
    const unknown = await fetch(`${app.url}/ei-tallaista-sivua-${Date.now()}`);
    expect(unknown.status).toBe(404);
    await unknown.text();

    const after = parsePrometheusText((await scrape(app)).text);
    expect(sampleValue(after, "http_requests_total", labels)).toBeGreaterThanOrEqual(counted + 1);
    expect(after.get("http_requests_total")?.type).toBe("counter");
    expect(after.get("http_request_duration_seconds")?.type).toBe("histogram");
    const routes = new Set(after.get("http_requests_total")!.samples.map((sample) => sample.labels.route));
    expect([...routes].some((route) => route.includes("ei-tallaista"))).toBe(false);
    expect(routes).toContain("routes/_site.$");

    // Queues from the in-process runner, the database's numbers, event-loop lag and memory.
    expect(sampleValue(after, "rengas_jobs_in_process", {})).toBe(1);
    expect(sampleValue(after, "rengas_queue_up", {})).toBe(1);
    for (const queue of ["newsletters", "competitors", "maintenance"]) {
      for (const state of ["waiting", "active", "delayed", "failed"]) {
        expect(after.get("rengas_queue_jobs")!.samples.some((s) => s.labels.queue === queue && s.labels.state === state), `${queue}/${state}`).toBe(true);
      }
    }
    expect(sampleValue(after, "rengas_database_gauges_up", {})).toBe(1);
    expect(after.has("rengas_newsletter_deliveries")).toBe(true);
    expect(after.has("rengas_competitor_crawls_ok")).toBe(true);
    expect(after.get("nodejs_eventloop_lag_seconds")?.type).toBe("gauge");
    expect(sampleValue(after, "process_resident_memory_bytes", {})).toBeGreaterThan(0);
    // No personal data or secrets in the body.
    expect(after.size).toBeGreaterThan(10);
    expect(first.text).not.toMatch(/@[a-z0-9-]+\.[a-z]{2,}/i);
    expect(first.text).not.toContain(TOKEN);
  });

  it("/readyz answers 200 with the database's check, uncached, and /healthz is unchanged", async () => {
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ok", checks: { database: "ok" } });
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("ok");
  });
});

describe("with REDIS_URL at a port nobody listens on, and METRICS_ALLOW_ADDRESSES", () => {
  let app: AppServer;
  beforeAll(async () => {
    const dead = await freePort();
    app = await startAppServer(undefined, { REDIS_URL: `redis://127.0.0.1:${dead}`, METRICS_ALLOW_ADDRESSES: "127.0.0.1,::1" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("/readyz answers 503 naming redis, the database still ok", async () => {
    const started = Date.now();
    const ready = await fetch(`${app.url}/readyz`, { signal: AbortSignal.timeout(10_000) });
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "unavailable", checks: { database: "ok", redis: "failed" } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("/metrics answers the allowed address without a token, the queues marked unreadable", async () => {
    const { response, text } = await scrape(app, {});
    expect(response.status).toBe(200);
    const families = parsePrometheusText(text);
    expect(sampleValue(families, "rengas_jobs_in_process", {})).toBe(0);
    expect(sampleValue(families, "rengas_queue_up", {})).toBe(0);
    // Through the (trusted, loopback) proxy for a client elsewhere: that client's address counts, not the proxy's.
    const forwarded = await scrape(app, { "X-Forwarded-For": "203.0.113.5" });
    expect(forwarded.response.status).toBe(404);
    expect(forwarded.text).not.toContain("rengas_queue_up");
  });

  it("the admin's Järjestelmä view answers at once, saying Redis does not answer", async () => {
    const cookie = await adminSession(app.url);
    const started = Date.now();
    const page = await fetch(`${app.url}/admin/jarjestelma`, { headers: { Cookie: cookie }, signal: AbortSignal.timeout(15_000) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Rediksen tilaa ei saatu luettua: Redis ei vastaa.");
    // Unknown is not 'none': no claim that nothing failed.
    expect(html).not.toContain("Ei epäonnistuneita töitä.");
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
