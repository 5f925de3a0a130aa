import { afterEach, describe, expect, it, vi } from "vitest";
import { createBatcher } from "~/lib/batcher";

type Call = { key: string; value: number };

/** A batcher whose run doubles each value and records the batches it was given. */
function doubling(maxSize: number, maxWaitMs = 10) {
  const batches: Call[][] = [];
  const batcher = createBatcher<Call, number>({
    run: async (inputs) => {
      batches.push(inputs);
      return inputs.map((input) => input.value * 2);
    },
    key: (input) => input.key,
    maxSize,
    maxWaitMs,
  });
  return { batcher, batches };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createBatcher", () => {
  it("sends a full batch at once and answers each caller with its own result", async () => {
    const { batcher, batches } = doubling(3);
    const answers = await Promise.all([1, 2, 3].map((value) => batcher({ key: `k${value}`, value })));
    expect(answers).toEqual([2, 4, 6]);
    expect(batches.map((batch) => batch.map((call) => call.value))).toEqual([[1, 2, 3]]);
  });

  it("sends a batch that is not full once the wait has passed, not before", async () => {
    vi.useFakeTimers();
    const { batcher, batches } = doubling(10, 10);
    const answer = batcher({ key: "a", value: 5 });
    await vi.advanceTimersByTimeAsync(9);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1);
    await expect(answer).resolves.toBe(10);
  });

  it("never puts two calls with the same key in one batch", async () => {
    const { batcher, batches } = doubling(3);
    const answers = Promise.all([
      batcher({ key: "same", value: 1 }),
      batcher({ key: "same", value: 2 }),
      batcher({ key: "other", value: 3 }),
      batcher({ key: "third", value: 4 }),
    ]);
    await batcher.flush();
    expect(await answers).toEqual([2, 4, 6, 8]);
    for (const batch of batches) expect(new Set(batch.map((call) => call.key)).size).toBe(batch.length);
    expect(batches.flat().map((call) => call.value).sort()).toEqual([1, 2, 3, 4]);
  });

  it("gives every caller of a failed batch the error, and the next batch runs anew", async () => {
    let fail = true;
    const batcher = createBatcher<number, number>({
      run: async (inputs) => {
        if (fail) throw new Error("tietokanta ei vastaa");
        return inputs;
      },
      key: String,
      maxSize: 2,
      maxWaitMs: 5,
    });
    const failed = [batcher(1), batcher(2)];
    await expect(failed[0]).rejects.toThrow("tietokanta ei vastaa");
    await expect(failed[1]).rejects.toThrow("tietokanta ei vastaa");
    fail = false;
    await expect(Promise.all([batcher(3), batcher(4)])).resolves.toEqual([3, 4]);
  });

  it("refuses a run that answers fewer results than it was given", async () => {
    const batcher = createBatcher<number, number>({ run: async (inputs) => inputs.slice(1), key: String, maxSize: 2, maxWaitMs: 5 });
    await expect(Promise.all([batcher(1), batcher(2)])).rejects.toThrow("answered 1 of 2");
  });
});
