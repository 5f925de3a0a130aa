/**
 * The server's clock for what depends on "now" in the data: which blog articles are public (decision
 * 0021). It is the real time plus an offset that only the browser tests move (app/test-routes/e2e.kello.tsx,
 * which only the test build has), so a test sees a scheduled article appear without sleeping.
 * Kept on globalThis: `remix dev` re-imports the server build on every change.
 */
const holder = globalThis as typeof globalThis & { __rengasClockOffsetMs?: number };

/** The furthest the test clock may be moved either way: a year and a day. */
export const MAX_CLOCK_OFFSET_MINUTES = 366 * 24 * 60;

export function serverNow(): Date {
  return new Date(Date.now() + (holder.__rengasClockOffsetMs ?? 0));
}

/** Moves the clock `minutes` ahead of the real time (negative: back); 0 puts it right. Bounded. */
export function setClockOffsetMinutes(minutes: number): void {
  const bounded = Number.isFinite(minutes) ? Math.min(Math.max(Math.trunc(minutes), -MAX_CLOCK_OFFSET_MINUTES), MAX_CLOCK_OFFSET_MINUTES) : 0;
  holder.__rengasClockOffsetMs = bounded * 60_000;
}

export function clockOffsetMinutes(): number {
  return (holder.__rengasClockOffsetMs ?? 0) / 60_000;
}
