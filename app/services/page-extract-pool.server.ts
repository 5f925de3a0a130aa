/**
 * Reads competitor pages in worker threads (page-extract-thread.server.ts), so that no page, however
 * hostile, holds the event loop of the web process or the job worker: each read has a time limit and a
 * memory limit, and a thread that passes either is terminated and replaced. At most two threads read at
 * once (one per core); more reads wait their turn. Decision 0017.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ExtractResult } from "~/services/page-extract.server";
import { crawlErrors } from "./crawl-error.server";
import type { ExtractReply, ExtractRequest } from "./page-extract-thread.server";

/** A 2 MB shop page is read in well under a second; a read still going after this is not a shop page. */
export const EXTRACT_TIME_LIMIT_MS = 5_000;
/** The thread's JavaScript heap: a 50,000-element page needs about a third of it. */
export const EXTRACT_MEMORY_LIMIT_MB = 256;
const MAX_THREADS = 2;
/** An idle thread is kept this long for the next read (a daily run reads a hundred pages in a row). */
const IDLE_MS = 30_000;

/** The production build's thread (npm run build); elsewhere it is bundled from the source when first needed. */
const BUILT_THREAD = path.resolve("build/extract/thread.cjs");
const THREAD_SOURCE = path.resolve("app/services/page-extract-thread.server.ts");

type Script = { kind: "file"; path: string } | { kind: "code"; code: string };
let script: Promise<Script> | undefined;

/**
 * `npm run dev` and the tests run the sources, so the thread is bundled from them (esbuild, a dev
 * dependency) into a string; a deployment runs the file `npm run build` made.
 */
function threadScript(): Promise<Script> {
  script ??= (async (): Promise<Script> => {
    const fromSource = process.env.NODE_ENV === "development" || process.env.NODE_ENV === "test";
    if (!fromSource) {
      if (!existsSync(BUILT_THREAD)) throw new Error(`${BUILT_THREAD} puuttuu: aja npm run build`);
      return { kind: "file", path: BUILT_THREAD };
    }
    const { build } = await import("esbuild");
    const output = await build({ ...EXTRACT_THREAD_BUILD, entryPoints: [THREAD_SOURCE], write: false, logLevel: "silent" });
    return { kind: "code", code: output.outputFiles[0].text };
  })();
  script.catch(() => (script = undefined));
  return script;
}

/** How the thread is bundled, here and in package.json "build": self-contained, for `new Worker(…)`. */
export const EXTRACT_THREAD_BUILD = { bundle: true, platform: "node", format: "cjs", target: "node20" } as const;

type Task = { request: ExtractRequest; timeLimitMs: number; resolve: (result: ExtractResult) => void; reject: (error: unknown) => void };
type Thread = { worker: Worker; task: Task | null; timer: NodeJS.Timeout | null; idleTimer: NodeJS.Timeout | null };

const threads = new Set<Thread>();
const waiting: Task[] = [];
/** Threads being started (their script may still be bundling): counted against MAX_THREADS. */
let starting = 0;

/**
 * The price and text of `html` as extractPage reads them, read in a worker thread. Rejects with a
 * CrawlError ('too-complex', not retried) when the page has too many elements or its read passes the
 * time or memory limit.
 */
export function extractInThread(request: ExtractRequest, options: { timeLimitMs?: number } = {}): Promise<ExtractResult> {
  return new Promise((resolve, reject) => {
    waiting.push({ request, timeLimitMs: options.timeLimitMs ?? EXTRACT_TIME_LIMIT_MS, resolve, reject });
    void dispatch();
  });
}

async function dispatch(): Promise<void> {
  while (waiting.length > 0) {
    const idle = [...threads].find((thread) => thread.task === null);
    if (idle) {
      run(idle, waiting.shift()!);
      continue;
    }
    if (threads.size + starting >= MAX_THREADS) return;
    let thread: Thread;
    starting += 1;
    try {
      thread = await startThread();
    } catch (error) {
      for (const task of waiting.splice(0)) task.reject(error);
      return;
    } finally {
      starting -= 1;
    }
    const task = waiting.shift();
    if (task) run(thread, task);
    else park(thread);
  }
}

async function startThread(): Promise<Thread> {
  const source = await threadScript();
  const worker = new Worker(source.kind === "file" ? source.path : source.code, {
    eval: source.kind === "code",
    resourceLimits: { maxOldGenerationSizeMb: EXTRACT_MEMORY_LIMIT_MB, maxYoungGenerationSizeMb: 32 },
  });
  // An idle thread must not keep a process alive that is otherwise done.
  worker.unref();
  const thread: Thread = { worker, task: null, timer: null, idleTimer: null };
  threads.add(thread);
  worker.on("message", (reply: ExtractReply) => finish(thread, reply));
  worker.on("error", (error: Error & { code?: string }) => {
    const task = thread.task;
    discard(thread);
    task?.reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? crawlErrors.tooMuchMemory(EXTRACT_MEMORY_LIMIT_MB) : error);
  });
  worker.on("exit", () => {
    const task = thread.task;
    discard(thread);
    task?.reject(new Error("page-extract thread exited"));
  });
  return thread;
}

function run(thread: Thread, task: Task): void {
  if (thread.idleTimer) clearTimeout(thread.idleTimer);
  thread.idleTimer = null;
  thread.task = task;
  thread.timer = setTimeout(() => {
    // Terminating is the only way to stop code that never yields; the next read gets a new thread.
    discard(thread);
    task.reject(crawlErrors.tooSlowToRead(task.timeLimitMs));
  }, task.timeLimitMs);
  thread.timer.unref();
  thread.worker.postMessage(task.request);
}

function finish(thread: Thread, reply: ExtractReply): void {
  const task = thread.task;
  if (!task) return;
  if (thread.timer) clearTimeout(thread.timer);
  thread.task = null;
  thread.timer = null;
  if (reply.ok) task.resolve(reply.result);
  else if (reply.reason === "too-many-elements") task.reject(crawlErrors.tooManyElements(reply.maxElements));
  else task.reject(crawlErrors.readFailed(reply.message));
  park(thread);
  void dispatch();
}

function park(thread: Thread): void {
  thread.idleTimer = setTimeout(() => discard(thread), IDLE_MS);
  thread.idleTimer.unref();
}

function discard(thread: Thread): void {
  if (!threads.delete(thread)) return;
  if (thread.timer) clearTimeout(thread.timer);
  if (thread.idleTimer) clearTimeout(thread.idleTimer);
  thread.task = null;
  void thread.worker.terminate();
  void dispatch();
}

/** Stops every thread (shutdown, tests). */
export async function closeExtractThreads(): Promise<void> {
  const stopping = [...threads].map((thread) => thread.worker.terminate());
  for (const thread of threads) {
    if (thread.timer) clearTimeout(thread.timer);
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
  }
  threads.clear();
  await Promise.allSettled(stopping);
}
