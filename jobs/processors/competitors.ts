import { z } from "zod";
import { activeCompetitorIds } from "~/features/competitors/model.server";
import { checkCompetitor } from "~/features/competitors/check.server";

export const competitorPayload = z.union([
  z.object({ task: z.literal("daily") }),
  z.object({ competitorId: z.number().int().positive() }),
]);
export type CompetitorPayload = z.infer<typeof competitorPayload>;

/** Hands out one check per tracker: BullMQ jobs with Redis, a bounded in-process pool without. */
export type CheckDispatcher = (competitorIds: number[]) => Promise<void>;

/** Checks running at once in one process (each host still gets at most 2 requests a second). */
export const CHECK_CONCURRENCY = 4;

/**
 * The `competitors` queue: the daily run (08:00 Helsinki) hands out a check of every tracker not
 * disabled; a check job checks one. A tracker whose check is already running is skipped, not queued.
 */
export async function processCompetitorJob(payload: CompetitorPayload, dispatchChecks: CheckDispatcher): Promise<void> {
  const parsed = competitorPayload.parse(payload);
  if ("competitorId" in parsed) {
    const result = await checkCompetitor(parsed.competitorId);
    // The tracker shows the error already; the job fails too, so the queue (Järjestelmä, /metrics) sees it.
    if (result.status === "failed") throw new CheckFailed(result.error);
    return;
  }
  await dispatchChecks(await activeCompetitorIds());
}

/** A check that could not read the competitor's page (its message is the tracker's own error text). */
export class CheckFailed extends Error {
  override name = "CheckFailed";
}

/** Runs `work` on every item, at most `concurrency` at a time; one failure does not stop the rest. */
export async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item).catch((error: unknown) => console.error("Taustatyö epäonnistui:", error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, runner));
}
