/**
 * One log line per job run, from the worker and from the in-process runner alike: queue, job id, name,
 * attempt, duration and result. A failure carries its error (message and stack, scrubbed); a failure on
 * the job's last attempt also goes to the error tracker when SENTRY_DSN is set (decision 0038). Earlier
 * attempts only log: the queue retries them, and a temporary SMTP hiccup is not an incident.
 */
import { reportError } from "~/services/error-reporting.server";
import { getLogger } from "~/services/logger.server";

export type JobRun = {
  queue: string;
  name: string;
  id?: string;
  attempt: number;
  durationMs: number;
  /** Set when the run failed. */
  error?: unknown;
  /** No attempt follows this one. */
  final?: boolean;
};

/** 'newsletters/fan-out' → queue and name. */
export function splitLabel(label: string): { queue: string; name: string } {
  const slash = label.indexOf("/");
  return slash === -1 ? { queue: label, name: label } : { queue: label.slice(0, slash), name: label.slice(slash + 1) };
}

/** The jobs that send one mail each (a newsletter delivery, a tyre-hotel reminder). */
const MAIL_JOBS = new Set(["deliver", "remind"]);

export function logJob(run: JobRun): void {
  const line = {
    queue: run.queue,
    jobId: run.id,
    job: run.name,
    attempt: run.attempt,
    durationMs: Math.round(run.durationMs * 100) / 100,
    result: run.error === undefined ? "completed" : "failed",
  };
  const logger = getLogger();
  if (run.error === undefined) {
    // One mail sent is not news: a newsletter to 10,000 would be 10,000 lines (LOG_LEVEL=debug shows them).
    if (MAIL_JOBS.has(run.name)) logger.debug(line, "job");
    else logger.info(line, "job");
    return;
  }
  const message = run.error instanceof Error ? run.error.message : String(run.error);
  if (!run.final) {
    logger.warn({ ...line, error: message, retry: true }, "job");
    return;
  }
  logger.error({ ...line, error: message, err: run.error }, "job");
  reportError(run.error, { tags: { queue: run.queue, job: run.name, job_id: run.id, attempt: run.attempt } });
}

/** What the log says of a BullMQ job when its 'completed' or 'failed' event comes. */
export function bullJobRun(
  queue: string,
  job: { id?: string; name: string; attemptsMade: number; attemptsStarted?: number; processedOn?: number; opts: { attempts?: number } } | undefined,
): JobRun {
  return {
    queue,
    name: job?.name ?? "?",
    id: job?.id,
    attempt: job ? Math.max(job.attemptsStarted ?? 0, job.attemptsMade, 1) : 1,
    durationMs: job?.processedOn ? Date.now() - job.processedOn : 0,
  };
}

/** A failed BullMQ job will not run again: its attempts are used up, or the error says not to retry. */
export function isLastAttempt(job: { attemptsMade: number; opts: { attempts?: number } } | undefined, error: Error): boolean {
  return !job || error.name === "UnrecoverableError" || job.attemptsMade >= (job.opts.attempts ?? 1);
}
