import { useEffect, useState } from "react";
import { TOAST_DURATION_MS, type Toast as ToastData } from "~/lib/toast";

const STYLES: Record<ToastData["type"], string> = {
  success: "border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100",
  error: "border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
  info: "border-sky-600 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
};

/**
 * A flash message in the top-right corner. With JavaScript it closes itself after 3 s (or the toast's
 * own `durationMs`). Its close
 * control is a checkbox that hides the toast through CSS, so it closes without JavaScript too and
 * never stays over a link underneath.
 */
export function Toast({ toast }: { toast: ToastData }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    const timer = window.setTimeout(() => setOpen(false), toast.durationMs ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  if (!open) return null;
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-testid="toast"
      data-type={toast.type}
      className={`fixed right-4 top-4 z-50 flex max-w-sm items-start gap-3 rounded-md border-l-4 px-4 py-3 shadow-lg has-[input:checked]:hidden ${STYLES[toast.type]}`}
    >
      <p className="text-sm font-medium">{toast.message}</p>
      <input
        type="checkbox"
        onChange={() => setOpen(false)}
        aria-label="Sulje ilmoitus"
        className="ml-auto h-5 w-5 shrink-0 cursor-pointer appearance-none rounded text-lg leading-none before:block before:text-center before:leading-5 before:content-['×'] focus-visible:outline focus-visible:outline-2 focus-visible:outline-current"
      />
    </div>
  );
}
