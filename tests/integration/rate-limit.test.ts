import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { rateLimits } from "#db/schema";
import { consume, hit, peek, reset } from "~/services/rate-limit.server";

describe("rate limits", () => {
  it("count events within a window and allow up to the limit", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consume("test:a", 3, 60_000));
    expect(results).toEqual([true, true, true, false]);
    expect(await peek("test:a")).toBe(4);
  });

  it("start again after the window has passed", async () => {
    await hit("test:b", 60_000);
    await hit("test:b", 60_000);
    await db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1) }).where(eq(rateLimits.key, "test:b"));
    expect(await peek("test:b")).toBe(0);
    expect((await hit("test:b", 60_000)).count).toBe(1);
  });

  it("are independent per key and can be reset", async () => {
    await hit("test:c", 60_000);
    expect(await peek("test:d")).toBe(0);
    await reset("test:c");
    expect(await peek("test:c")).toBe(0);
  });
});
