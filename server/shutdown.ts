/**
 * Graceful exit on SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (answers
 * meanwhile close their connections), cut whatever is still open after `drainMs`, close the app's
 * resources (database pool, queues, jobs) and exit. Whatever happens, the process is gone after
 * `deadlineMs`, so an orchestrator's stop never hangs.
 */
import type { Server } from "node:http";

export type ShutdownOptions = {
  drainMs: number;
  deadlineMs: number;
  /** Closes the app's own resources once no request is running. */
  closeApp: () => Promise<void> | void;
  log?: (line: string) => void;
};

export function handleShutdownSignals(server: Server, options: ShutdownOptions): { isShuttingDown: () => boolean } {
  const log = options.log ?? ((line: string) => console.log(line));
  let shuttingDown = false;

  async function shutdown(signal: string): Promise<void> {
    if (shuttingDown) return;
    shuttingDown = true;
    log(`${signal}: palvelin sulkeutuu, keskeneräiset pyynnöt saatetaan loppuun.`);
    const deadline = setTimeout(() => {
      console.error(`Sulkeminen ei valmistunut ${options.deadlineMs} ms:ssa; lopetetaan.`);
      process.exit(1);
    }, options.deadlineMs);
    deadline.unref();

    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection whose request just finished is closed as soon as it falls idle.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), options.drainMs);
    cut.unref();
    await closed;
    clearInterval(idle);
    clearTimeout(cut);
    try {
      await options.closeApp();
    } catch (error) {
      console.error("Sovelluksen sulkeminen epäonnistui:", error);
    }
    log("Palvelin suljettu.");
    process.exit(0);
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutdown(signal));
  return { isShuttingDown: () => shuttingDown };
}
