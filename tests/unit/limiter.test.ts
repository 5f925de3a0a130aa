import { describe, expect, it } from "vitest";
import { LimiterFull, createLimiter } from "~/lib/limiter";

/** A task that finishes only when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => opened };
}

describe("createLimiter", () => {
  it("runs up to the concurrency, queues up to the queue, refuses the rest at once", async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 2 });
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.task();
        return i;
      }),
    );
    await expect(runs[3]).rejects.toBeInstanceOf(LimiterFull);
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(limiter.load()).toEqual({ active: 1, waiting: 2 });

    gates[0].open();
    await expect(runs[0]).resolves.toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1].open();
    gates[2].open();
    await expect(Promise.all(runs.slice(0, 3))).resolves.toEqual([0, 1, 2]);
    expect(limiter.load()).toEqual({ active: 0, waiting: 0 });
  });

  it("frees the slot when a task fails", async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 0 });
    await expect(limiter.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limiter.run(async () => "next")).resolves.toBe("next");
  });

  it("lets a waiting task give up: it is refused and leaves the queue without taking a slot", async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 2 });
    const first = gate();
    const running = limiter.run(first.task);
    const controller = new AbortController();
    let gaveUpRan = false;
    const gaveUp = limiter.run(async () => {
      gaveUpRan = true;
    }, { signal: controller.signal });
    const next = limiter.run(async () => "next");
    expect(limiter.load()).toEqual({ active: 1, waiting: 2 });

    controller.abort();
    await expect(gaveUp).rejects.toBeInstanceOf(LimiterFull);
    expect(limiter.load()).toEqual({ active: 1, waiting: 1 });
    first.open();
    await running;
    await expect(next).resolves.toBe("next");
    expect(gaveUpRan).toBe(false);
    expect(limiter.load()).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses at once when the signal has already given up", async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 1 });
    const first = gate();
    const running = limiter.run(first.task);
    await expect(limiter.run(async () => 1, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(LimiterFull);
    first.open();
    await running;
  });
});
