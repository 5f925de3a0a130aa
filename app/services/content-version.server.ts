/*
 * The content version: a number that moves whenever something a public page's layout shows (opening
 * hours, homepage settings, campaigns…) is written, so caches of those reads (features/site/content-cache.server.ts)
 * know when to read again. The writers in app/models call contentChanged(); other web processes on the
 * same Postgres hear of it through NOTIFY. The catalogue has its own version, kept by database triggers
 * (decision 0008); this one needs no schema change. Decision 0024.
 */
import { listenToProcesses, notifyProcesses } from "#db/client";

const CHANNEL = "rengas_content_changed";
/** A process's own notification comes back to it too; it has already moved its version. */
const SENDER = `${process.pid}-${Math.random().toString(36).slice(2)}`;

let version = 0;
let listening: Promise<void> | undefined;

/** This process's current content version. Starts listening for other processes' changes on first use. */
export function contentVersion(): number {
  listening ??= listenToProcesses(
    CHANNEL,
    (sender) => {
      if (sender !== SENDER) version += 1;
    },
    // (Re)connected: a change may have been missed while the connection was down.
    () => {
      version += 1;
    },
  ).catch((error: unknown) => {
    console.error("Listening for content changes failed; cached content expires by age only", error);
  });
  return version;
}

/** Call after writing anything a public page shows from the content cache. */
export async function contentChanged(): Promise<void> {
  version += 1;
  await notifyProcesses(CHANNEL, SENDER).catch((error: unknown) => {
    console.error("Telling other processes about a content change failed", error);
  });
}

/** Resolves once this process hears other processes' changes (at once on PGlite). For tests and start-up. */
export async function listeningForContentChanges(): Promise<void> {
  contentVersion();
  await listening;
}
