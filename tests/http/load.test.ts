/**
 * A burst far beyond what the server takes at once, on a server of its own (the shared one serves the
 * other files meanwhile): the excess is told to come back (503 with Retry-After, in Finnish), nothing
 * fails, and the server answers normally as soon as the burst is over.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer();
});
afterAll(async () => {
  await app?.stop();
});

it("sheds a burst of 600 uncached searches with 503 + Retry-After and keeps serving", async () => {
  // Every URL differs, so no answer comes from the page cache: each one is a real render.
  const answers = await Promise.all(
    Array.from({ length: 600 }, async (_, i) => {
      const answer = await fetch(`${app.url}/renkaat?search=${200 + (i % 40)}&kerta=${i}`, { headers: { Accept: "text/html" } });
      return { status: answer.status, retryAfter: answer.headers.get("retry-after"), text: await answer.text() };
    }),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 200 && status !== 503), statuses.join(",")).toEqual([]);
  const shed = answers.filter((answer) => answer.status === 503);
  expect(shed.length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  for (const answer of shed) {
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.text).toContain("Sivustolla on juuri nyt ruuhkaa");
  }

  const after = await fetch(`${app.url}/renkaat?search=205`);
  expect(after.status).toBe(200);
  expect(app.output()).not.toMatch(/Error:/);
});
