/**
 * The 'Järjestelmä' view's work: the worker's heartbeat, each queue's counts, the schedules' next runs and
 * the last failed jobs (their error masked and cut, never their data), and 'Yritä uudelleen' of one.
 * A Redis that does not answer is shown as such; the page itself never fails on it.
 */
import { QUEUE_NAMES, failedJobs, jobsMode, liveWorkers, queueCounts, retryFailedJob, scheduleRuns } from "#jobs/queues";
import { redirectWithToast } from "~/services/toast.server";
import { FAILED_SHOWN, SYSTEM_PATH, SYSTEM_TEXTS as T, WORKER_ALIVE_MS, parseJobId, parseQueueName, shownError } from "./rules";

const settle = <T>(work: Promise<T>): Promise<T | null> => work.catch(() => null);

export async function loadSystemPage() {
  const now = new Date();
  const mode = jobsMode();
  const [workers, queues, schedules, failures] = await Promise.all([
    mode === "redis" ? settle(liveWorkers()) : Promise.resolve([]),
    settle(queueCounts()),
    settle(scheduleRuns(now)),
    settle(failedJobs(FAILED_SHOWN)),
  ]);
  return {
    mode,
    now: now.toISOString(),
    redisDown: mode === "redis" && (workers === null || queues === null || schedules === null || failures === null),
    workers: (workers ?? []).map((worker) => {
      const ageMs = Math.max(0, now.getTime() - Date.parse(worker.at));
      return { id: worker.id, host: worker.host, pid: worker.pid, startedAt: worker.startedAt, ageMs, alive: ageMs <= WORKER_ALIVE_MS };
    }),
    queues: queues ?? [],
    schedules: (schedules ?? []).map((schedule) => ({ ...schedule, next: schedule.next?.toISOString() ?? null })),
    failures: (failures ?? []).map((failure) => ({
      queue: failure.queue,
      id: failure.id,
      name: failure.name,
      failedAt: failure.failedAt?.toISOString() ?? null,
      attempts: failure.attempts,
      error: shownError(failure.error),
    })),
  };
}

export type SystemPageData = Awaited<ReturnType<typeof loadSystemPage>>;

/** 'Yritä uudelleen': the failed job the form names back in line (or run again in this process), with a toast. */
export async function retryJob(form: FormData): Promise<Response> {
  const queue = parseQueueName(form.get("queue"), QUEUE_NAMES);
  const id = parseJobId(form.get("id"));
  if (!queue || !id) return redirectWithToast(SYSTEM_PATH, { type: "error", message: T.notFound });
  let retried: boolean;
  try {
    retried = await retryFailedJob(queue, id);
  } catch (error) {
    console.error("Työn palauttaminen jonoon epäonnistui:", error instanceof Error ? error.message : error);
    return redirectWithToast(SYSTEM_PATH, { type: "error", message: T.retryFailed });
  }
  if (!retried) return redirectWithToast(SYSTEM_PATH, { type: "error", message: T.notFound });
  return redirectWithToast(SYSTEM_PATH, { type: "success", message: jobsMode() === "redis" ? T.retried : T.retriedInProcess });
}
