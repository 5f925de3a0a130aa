const HELSINKI = "Europe/Helsinki";

/** '21.11.2026 klo 14.05' style timestamp in the shop's time zone. */
// Formatters are built once: constructing Intl objects costs more than formatting with them.
const dateTimeFormat = new Intl.DateTimeFormat("fi-FI", {
  timeZone: HELSINKI,
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dateFormat = new Intl.DateTimeFormat("fi-FI", { timeZone: HELSINKI, day: "numeric", month: "numeric", year: "numeric" });
const numericDateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: HELSINKI,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(typeof value === "string" ? new Date(value) : value);
}

/** A date in the Finnish format, e.g. '21.11.2026'. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(typeof value === "string" ? new Date(value) : value);
}

/** '05.03.2026 14:05': fixed two-digit parts in the shop's time zone (Intl's fi-FI drops the zeros and says 'klo'). */
export function formatDateTimeNumeric(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const parts = numericDateTimeFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}.${part("year")} ${part("hour")}:${part("minute")}`;
}

/** A calendar day 'YYYY-MM-DD' (already in Helsinki time) as '05.03.2026'; no time zone conversion. */
export function formatCalendarDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDay;
}

/** A number with a fixed count of decimals and the Finnish decimal comma, e.g. 7.5 → '7,5'. */
export function formatDecimal(value: number, decimals = 1): string {
  return new Intl.NumberFormat("fi-FI", { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}
