export type ToastType = "success" | "error" | "info";
/** `durationMs`: how long this toast stays when it is not the default (the competitor tab's stay 5 s). */
export type Toast = { type: ToastType; message: string; durationMs?: number };

/** Toasts close themselves after this long when JavaScript runs (spec: 3000 ms). */
export const TOAST_DURATION_MS = 3000;

export function isToast(value: unknown): value is Toast {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const duration = candidate.durationMs;
  return (
    (candidate.type === "success" || candidate.type === "error" || candidate.type === "info") &&
    typeof candidate.message === "string" &&
    (duration === undefined || (typeof duration === "number" && Number.isFinite(duration) && duration > 0))
  );
}
