/**
 * What the in-process runner (no Redis) is doing, for the admin's 'Järjestelmä' view and /metrics: jobs
 * running now per queue, how many have failed, and the last failures with a way to run them again.
 * BullMQ keeps the same in Redis; here it lives in this process's memory and is gone after a restart.
 */
import { randomUUID } from "node:crypto";

export type InProcessFailure = {
  id: string;
  queue: string;
  name: string;
  failedAt: Date;
  attempts: number;
  /** The error's message, cut to ERROR_CHARS; never the job's data. */
  error: string;
  /** Runs the job again with the data it failed with. */
  retry: () => void;
};

type JobStatus = {
  active: Map<string, number>;
  failures: InProcessFailure[];
};

/** The failures kept (newest first); an older one drops out. */
export const MAX_FAILURES = 50;
const ERROR_CHARS = 2_000;

// On globalThis, like the runner's own state: the HTTP layer's bundle and the Remix build read the same numbers.
const holder = globalThis as typeof globalThis & { __rengasJobStatus?: JobStatus };
const status: JobStatus = (holder.__rengasJobStatus ??= { active: new Map(), failures: [] });

const bump = (map: Map<string, number>, key: string, by: number) => map.set(key, Math.max(0, (map.get(key) ?? 0) + by));

/** "queue/name" as the runner labels a job. */
function splitLabel(label: string): { queue: string; name: string } {
  const slash = label.indexOf("/");
  return slash < 0 ? { queue: label, name: label } : { queue: label.slice(0, slash), name: label.slice(slash + 1) };
}

/**
 * Runs `work(data)` as the job `label` ("queue/name"): counted as active while it runs; when it throws,
 * the failure is kept with `again(data)` as its retry, and the error is thrown on to the caller.
 */
export async function watchedRun<T>(label: string, work: (data: unknown) => Promise<T>, data: unknown, again: (data: unknown) => void): Promise<T> {
  const { queue, name } = splitLabel(label);
  bump(status.active, queue, 1);
  try {
    return await work(data);
  } catch (error) {
    const id = randomUUID();
    const message = error instanceof Error ? error.message : String(error);
    status.failures.unshift({
      id,
      queue,
      name,
      failedAt: new Date(),
      attempts: 1,
      error: message.slice(0, ERROR_CHARS),
      retry: () => {
        forgetFailure(id);
        again(data);
      },
    });
    status.failures.length = Math.min(status.failures.length, MAX_FAILURES);
    throw error;
  } finally {
    bump(status.active, queue, -1);
  }
}

function forgetFailure(id: string): boolean {
  const index = status.failures.findIndex((failure) => failure.id === id);
  if (index < 0) return false;
  status.failures.splice(index, 1);
  return true;
}

/** Jobs of `queue` running in this process now. */
export const inProcessActive = (queue: string): number => status.active.get(queue) ?? 0;

/** Failed jobs of `queue` still in the list (as BullMQ's 'failed' count: a retried one leaves it). */
export const inProcessFailedCount = (queue: string): number => status.failures.filter((failure) => failure.queue === queue).length;

/** The kept failures, newest first. */
export const inProcessFailures = (): readonly InProcessFailure[] => status.failures;

/** Runs a kept failure again (it leaves the list); false when there is no such failure (already retried). */
export function retryInProcessFailure(queue: string, id: string): boolean {
  const failure = status.failures.find((entry) => entry.id === id && entry.queue === queue);
  if (!failure) return false;
  failure.retry();
  return true;
}
