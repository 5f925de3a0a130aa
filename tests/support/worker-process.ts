/**
 * The job worker as a real process for the tests that need one (worker crashes, a lost Redis): run from
 * source, so no build is needed (`npm run worker` runs the same code bundled). Not through tsx's CLI, which
 * runs the script in a child process and relays only the signals it can catch (a SIGKILL would kill the
 * wrapper and leave the worker running): with tsx as a loader the worker is the spawned process itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { collectOutput } from "./app-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type WorkerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** A worker with `env` on top of this process's environment (a variable given as undefined is left out). */
export function spawnWorker(env: Record<string, string | undefined>): WorkerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "jobs/worker.ts"], { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: collectOutput(child), exited };
}

/** SIGTERM, and SIGKILL if it has not exited 15 s later. */
export async function stopWorker(worker: WorkerProcess | undefined): Promise<void> {
  if (!worker || worker.child.exitCode !== null || worker.child.signalCode !== null) return;
  worker.child.kill("SIGTERM");
  const killer = setTimeout(() => worker.child.kill("SIGKILL"), 15_000);
  await worker.exited;
  clearTimeout(killer);
}

/** The first value `probe` returns that is not undefined, polled every 200 ms; fails after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
