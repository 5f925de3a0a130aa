const HELSINKI = "Europe/Helsinki";

/** '21.11.2026 klo 14.05' style timestamp in the shop's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat("fi-FI", {
    timeZone: HELSINKI,
    day: "numeric",
    month: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}

/** A date in the Finnish format, e.g. '21.11.2026'. */
export function formatDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat("fi-FI", { timeZone: HELSINKI, day: "numeric", month: "numeric", year: "numeric" }).format(date);
}
