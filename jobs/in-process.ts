/**
 * Jobs without Redis: the web process runs them itself. A job runs at once (a chain's next step after its
 * delay), newsletter deliveries go through a pump with a worker's concurrency and rate limit, and the
 * schedules are timers. queues.ts decides when this is used and hands the processors in.
 */
import { randomUUID } from "node:crypto";
import { getEnv } from "~/services/env.server";
import { type Continue, DELIVERY_ATTEMPTS, DELIVERY_BACKOFF_MS, type MailJob, deliveryJobId, runMailJob } from "./processors/newsletters";
import { watchedRun } from "./job-status";
import { logJob, splitLabel } from "./job-log";
import { nextPatternRun } from "./schedules";

/*
 * On globalThis so a dev rebuild (a fresh module instance) neither starts a second set of timers nor
 * loses track of the jobs the previous instance started.
 */
const inProcess = ((globalThis as typeof globalThis & { __rengasJobs?: InProcessJobs }).__rengasJobs ??= {
  timers: [],
  running: new Set(),
  jobIds: new Set(),
  pump: undefined,
  stopped: false,
});
type InProcessJobs = {
  timers: NodeJS.Timeout[];
  running: Set<Promise<void>>;
  /** Ids of in-process jobs not yet done (a fan-out chain between its steps too). */
  jobIds: Set<string>;
  pump: DeliveryPump | undefined;
  stopped: boolean;
};

/** Keeps a running job in view, so stopping and `inProcessIdle` can wait for it. */
export function track(run: Promise<void>): void {
  const tracked = run.finally(() => inProcess.running.delete(tracked));
  inProcess.running.add(tracked);
}

/**
 * Mail jobs without Redis (newsletter deliveries and tyre-hotel reminders): at most MAIL_CONCURRENCY at once, started no faster than MAIL_RATE_PER_SECOND,
 * a delivery already queued or running is not queued twice, and a temporary failure is retried with the
 * worker's backoff. What is only queued here is lost on exit, which is fine: the rows stay pending and the
 * next tick hands them out again.
 */
class DeliveryPump {
  private readonly waiting: { delivery: MailJob; attempt: number }[] = [];
  private readonly known = new Set<string>();
  private active = 0;
  private nextStartAt = 0;
  private stopped = false;

  constructor(
    private readonly concurrency: number,
    private readonly perSecond: number,
  ) {}

  add(deliveries: MailJob[]): void {
    for (const delivery of deliveries) {
      const key = deliveryJobId(delivery);
      if (this.known.has(key)) continue;
      this.known.add(key);
      this.waiting.push({ delivery, attempt: 1 });
    }
    this.drain();
  }

  /** Takes deliveries that have not started yet out of the line. */
  remove(deliveries: MailJob[]): void {
    const keys = new Set(deliveries.map(deliveryJobId));
    for (let index = this.waiting.length - 1; index >= 0; index -= 1) {
      const key = deliveryJobId(this.waiting[index].delivery);
      if (!keys.has(key)) continue;
      this.waiting.splice(index, 1);
      this.known.delete(key);
    }
  }

  /** Deliveries queued and being sent now (the Järjestelmä view, /metrics). */
  counts(): { waiting: number; active: number } {
    return { waiting: this.waiting.length, active: this.active };
  }

  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
  }

  private drain(): void {
    while (!this.stopped && this.active < this.concurrency && this.waiting.length > 0) {
      const item = this.waiting.shift()!;
      this.active += 1;
      const now = Date.now();
      const delay = Math.max(0, this.nextStartAt - now);
      this.nextStartAt = Math.max(now, this.nextStartAt) + 1000 / this.perSecond;
      track(new Promise<void>((resolve) => setTimeout(resolve, delay)).then(() => this.run(item)));
    }
  }

  private async run(item: { delivery: MailJob; attempt: number }): Promise<void> {
    const key = deliveryJobId(item.delivery);
    let retry = false;
    const startedAt = performance.now();
    const run = { queue: "newsletters", name: item.delivery.task, id: key, attempt: item.attempt };
    try {
      if (!this.stopped) {
        await runMailJob(item.delivery, { token: randomUUID(), takeOver: false, finalAttempt: item.attempt >= DELIVERY_ATTEMPTS });
        logJob({ ...run, durationMs: performance.now() - startedAt });
      }
    } catch (error) {
      retry = item.attempt < DELIVERY_ATTEMPTS && !this.stopped;
      logJob({ ...run, durationMs: performance.now() - startedAt, error, final: !retry });
    } finally {
      this.active -= 1;
      if (retry) {
        const backoff = DELIVERY_BACKOFF_MS * 2 ** (item.attempt - 1);
        setTimeout(() => {
          this.waiting.push({ delivery: item.delivery, attempt: item.attempt + 1 });
          this.drain();
        }, backoff).unref();
      } else {
        this.known.delete(key);
      }
      this.drain();
    }
  }
}

/** This process's delivery pump (made on first use, with the mail settings' concurrency and rate). */
export function deliveryPump(): DeliveryPump {
  if (!inProcess.pump) {
    const env = getEnv();
    inProcess.pump = new DeliveryPump(env.MAIL_CONCURRENCY, env.MAIL_RATE_PER_SECOND);
  }
  return inProcess.pump;
}

/** Deliveries waiting and being sent in this process's pump (none before its first use). */
export const deliveryPumpCounts = () => inProcess.pump?.counts() ?? { waiting: 0, active: 0 };

/**
 * Runs a job's `work` in this process. `jobId` is taken until the job is done (a chain's steps too), so
 * the same id added meanwhile is a no-op; a job that answers Continue runs again after its delay unless
 * the jobs have been stopped.
 */
export function runInProcess(label: string, work: (data: unknown) => Promise<Continue | undefined | void>, payload: unknown, jobId?: string): void {
  if (jobId) {
    if (inProcess.jobIds.has(jobId)) return;
    inProcess.jobIds.add(jobId);
  }
  const done = () => {
    if (jobId) inProcess.jobIds.delete(jobId);
  };
  const { queue, name } = splitLabel(label);
  const id = jobId ?? randomUUID();
  let startedAt = 0;
  // A continuation (the next step of a chain) waits its delay, and does not run once the jobs are stopped.
  const run = (data: unknown, delayMs: number): Promise<void> =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      if (delayMs > 0) timer.unref();
    })
      .then(() => void (startedAt = performance.now()))
      // Counted while it runs; a failure is kept for the Järjestelmä view, where 'Yritä uudelleen' runs it again (job-status.ts).
      .then(() => watchedRun(label, work, data, (again) => runInProcess(label, work, again, jobId)))
      .then((result) => {
        logJob({ queue, name, id, attempt: 1, durationMs: performance.now() - startedAt });
        if (result && !inProcess.stopped) track(run(result.again.data, result.again.delayMs));
        else done();
      })
      .catch((error: unknown) => {
        done();
        logJob({ queue, name, id, attempt: 1, durationMs: performance.now() - startedAt, error, final: true });
      });
  track(run(payload, 0));
}

/** A schedule as a timer: at every time `pattern` names (cron, in `tz`), or every `everyMs`. */
export type TimedRun = { pattern?: string; tz?: string; everyMs?: number; run: () => void };

/** Starts the schedules' timers; false when they are running already (a second start does nothing). */
export function startTimers(schedules: TimedRun[]): boolean {
  if (inProcess.timers.length > 0) return false;
  inProcess.stopped = false;
  for (const schedule of schedules) {
    if (schedule.pattern) scheduleByPattern(schedule.pattern, schedule.tz, schedule.run);
    else {
      const timer = setInterval(schedule.run, schedule.everyMs);
      timer.unref();
      inProcess.timers.push(timer);
    }
  }
  return true;
}

/** Runs `run` at every time `pattern` (cron, in `tz`) names, as BullMQ's job scheduler would. */
function scheduleByPattern(pattern: string, tz: string | undefined, run: () => void): void {
  const arm = () => {
    const next = nextPatternRun(pattern, tz, new Date()).getTime();
    // Timers cannot wait longer than ~24.8 days; a daily pattern is far below that.
    const timer = setTimeout(() => {
      inProcess.timers.splice(inProcess.timers.indexOf(timer), 1);
      run();
      arm();
    }, Math.max(0, next - Date.now()));
    timer.unref();
    inProcess.timers.push(timer);
  };
  arm();
}

/** Stops the in-process schedules and waits (at most `waitMs`) for jobs already running to finish. */
export async function stopInProcessJobs(waitMs = 5_000): Promise<void> {
  for (const timer of inProcess.timers.splice(0)) clearTimeout(timer);
  inProcess.stopped = true;
  inProcess.jobIds.clear();
  inProcess.pump?.stop();
  inProcess.pump = undefined;
  if (inProcess.running.size === 0) return;
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...inProcess.running]),
    new Promise((resolve) => {
      timeout = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timeout);
}

/** Resolves once no in-process job or delivery is running or waiting (tests). */
export async function inProcessIdle(): Promise<void> {
  while (inProcess.running.size > 0) await Promise.allSettled([...inProcess.running]);
}

