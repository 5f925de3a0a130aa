/**
 * Admission control over real HTTP, on a small Express app whose handler waits until the test lets it
 * finish: who runs, who waits, who is told to come back, and that a turn is given back however the
 * request ends. (tests/http/load.test.ts bursts the built server itself.)
 */
import { once } from "node:events";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { RETRY_AFTER_SECONDS, admission } from "../../server/admission";
import { HTTP_TEXTS } from "../../server/messages";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose handler answers only when `finish()` is called; `started` counts handler runs. */
async function gatedServer(options: { concurrency: number; queue: number; maxWaitMs: number; exempt?: (path: string) => boolean }) {
  const waiting: (() => void)[] = [];
  let started = 0;
  const app = express();
  app.use(admission(options));
  app.get("*", (_req, res) => {
    started += 1;
    waiting.push(() => res.send("valmis"));
  });
  server = createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    started: () => started,
    /** Lets the oldest running handler answer. */
    finish: () => waiting.shift()?.(),
  };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe("admission", () => {
  it("runs up to the limit, queues the next ones, and answers the rest 503 with Retry-After in Finnish", async () => {
    const app = await gatedServer({ concurrency: 2, queue: 1, maxWaitMs: 60_000 });
    const answers = [1, 2, 3].map(() => fetch(app.url));
    await until(() => app.started() === 2);

    const refused = await fetch(app.url, { headers: { Accept: "text/html" } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await refused.text()).toContain(HTTP_TEXTS.busy);
    expect(app.started()).toBe(2);

    app.finish();
    await until(() => app.started() === 3); // the queued request got the freed turn
    app.finish();
    app.finish();
    const statuses = await Promise.all(answers.map(async (answer) => (await answer).status));
    expect(statuses).toEqual([200, 200, 200]);
  });

  it("tells a request that waited too long to come back, and gives the turn to no one twice", async () => {
    const app = await gatedServer({ concurrency: 1, queue: 5, maxWaitMs: 50 });
    const running = fetch(app.url);
    await until(() => app.started() === 1);
    const waited = await fetch(app.url);
    expect(waited.status).toBe(503);
    app.finish();
    expect((await running).status).toBe(200);
    // The turn is free again: the next request runs at once.
    const next = fetch(app.url);
    await until(() => app.started() === 2);
    app.finish();
    expect((await next).status).toBe(200);
  });

  it("gives the turn back when a client hangs up, running or waiting", async () => {
    const app = await gatedServer({ concurrency: 1, queue: 1, maxWaitMs: 60_000 });
    const hangUp = new AbortController();
    const abandoned = fetch(app.url, { signal: hangUp.signal }).catch(() => "hung up");
    await until(() => app.started() === 1);
    const leaves = new AbortController();
    const leaving = fetch(app.url, { signal: leaves.signal }).catch(() => "left");
    leaves.abort();
    await expect(leaving).resolves.toBe("left");
    hangUp.abort();
    await expect(abandoned).resolves.toBe("hung up");

    // Both turns are free: a new request runs at once (the one that left never ran).
    const next = fetch(app.url);
    await until(() => app.started() === 2);
    app.finish(); // the abandoned handler's late answer goes nowhere
    app.finish();
    expect((await next).status).toBe(200);
  });

  it("lets exempt paths past the limit", async () => {
    const app = await gatedServer({ concurrency: 1, queue: 0, maxWaitMs: 60_000, exempt: (path) => path === "/api/ai/chat" });
    const running = fetch(app.url);
    await until(() => app.started() === 1);
    expect((await fetch(app.url)).status).toBe(503);
    const exempt = fetch(`${app.url}/api/ai/chat`);
    await until(() => app.started() === 2);
    app.finish();
    app.finish();
    expect((await running).status).toBe(200);
    expect((await exempt).status).toBe(200);
  });
});
