export type ToastType = "success" | "error" | "info";
export type Toast = { type: ToastType; message: string };

/** Toasts close themselves after this long when JavaScript runs (spec: 3000 ms). */
export const TOAST_DURATION_MS = 3000;

export function isToast(value: unknown): value is Toast {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    (candidate.type === "success" || candidate.type === "error" || candidate.type === "info") &&
    typeof candidate.message === "string"
  );
}
