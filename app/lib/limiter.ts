/**
 * Runs at most `concurrency` tasks at a time with at most `queue` more waiting; anything beyond is refused
 * at once (LimiterFull) instead of piling up. Used where each task is expensive enough that a flood of
 * them would starve everything else (a password check takes 128 MiB and a core for a fraction of a second).
 */
export class LimiterFull extends Error {
  constructor() {
    super("limiter full");
    this.name = "LimiterFull";
  }
}

export type Limiter = {
  /** `signal` gives up waiting (refused as LimiterFull); a task already running is not stopped by it. */
  run<T>(task: () => Promise<T>, options?: { signal?: AbortSignal }): Promise<T>;
  /** Tasks running and waiting now. */
  load(): { active: number; waiting: number };
};

export function createLimiter(options: { concurrency: number; queue: number }): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      active += 1;
      next();
    }
  };

  const waitForSlot = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(new LimiterFull());
      const admit = () => {
        signal?.removeEventListener("abort", giveUp);
        resolve();
      };
      const giveUp = () => {
        const index = waiting.indexOf(admit);
        if (index >= 0) waiting.splice(index, 1);
        reject(new LimiterFull());
      };
      signal?.addEventListener("abort", giveUp, { once: true });
      waiting.push(admit);
    });

  return {
    async run<T>(task: () => Promise<T>, runOptions?: { signal?: AbortSignal }): Promise<T> {
      if (active < options.concurrency) active += 1;
      else if (waiting.length < options.queue) await waitForSlot(runOptions?.signal);
      else throw new LimiterFull();
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ active, waiting: waiting.length }),
  };
}
