/** The plain-JavaScript Helsinki clock (no Intl on the public pages) against Intl's Europe/Helsinki. */
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDateTimeNumeric } from "~/lib/format";
import { formatFinnishDate } from "~/lib/price";
import { weekdayInHelsinki } from "~/features/hours/rules";
import { toHelsinkiWallTime, helsinkiDay, startOfHelsinkiDay, helsinkiOffsetHours, helsinkiWallClock } from "~/lib/helsinki-time";

const HOUR = 3_600_000;
const intlClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Helsinki",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  weekday: "short",
  hourCycle: "h23",
});
const WEEKDAY_NUMBER: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function intlWallClock(instant: Date) {
  const parts = intlClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)!.value;
  return {
    year: Number(part("year")),
    month: Number(part("month")),
    day: Number(part("day")),
    hour: Number(part("hour")),
    minute: Number(part("minute")),
    weekday: WEEKDAY_NUMBER[part("weekday")],
  };
}

/** Every clock change 2000–2040 with the minutes around it, and a walk over the years in uneven steps. */
function sampleInstants(): Date[] {
  const instants: Date[] = [];
  for (let year = 2000; year <= 2040; year++) {
    for (const month of [2, 9]) {
      const lastDay = new Date(Date.UTC(year, month + 1, 0));
      const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
      for (const delta of [-HOUR - 1, -60_001, -1, 0, 1, 60_000, HOUR, 2 * HOUR, 24 * HOUR]) instants.push(new Date(change + delta));
    }
  }
  // A prime number of minutes apart: every hour of the day and every weekday gets its turn.
  for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2041, 0, 1); time += 4_999 * 60_000) instants.push(new Date(time));
  return instants;
}

describe("helsinkiWallClock", () => {
  it("agrees with Intl's Europe/Helsinki at every clock change 2000–2040 and in between", () => {
    const differences = sampleInstants()
      .map((instant) => ({ instant: instant.toISOString(), ours: helsinkiWallClock(instant), intl: intlWallClock(instant) }))
      .filter((row) => JSON.stringify(row.ours) !== JSON.stringify(row.intl));
    expect(differences).toEqual([]);
  });

  it("is UTC+3 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October", () => {
    expect(helsinkiOffsetHours(new Date("2026-03-29T00:59:59.999Z"))).toBe(2);
    expect(helsinkiOffsetHours(new Date("2026-03-29T01:00:00Z"))).toBe(3);
    expect(helsinkiOffsetHours(new Date("2026-10-25T00:59:59.999Z"))).toBe(3);
    expect(helsinkiOffsetHours(new Date("2026-10-25T01:00:00Z"))).toBe(2);
  });

  it("refuses an invalid date as Intl does", () => {
    expect(() => helsinkiWallClock(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("the site's date formats match Intl's", () => {
  const fiDateTime = new Intl.DateTimeFormat("fi-FI", { timeZone: "Europe/Helsinki", day: "numeric", month: "numeric", year: "numeric", hour: "2-digit", minute: "2-digit" });
  const fiDate = new Intl.DateTimeFormat("fi-FI", { timeZone: "Europe/Helsinki", day: "numeric", month: "numeric", year: "numeric" });
  const fiDate2Digit = new Intl.DateTimeFormat("fi-FI", { timeZone: "Europe/Helsinki", day: "2-digit", month: "2-digit", year: "numeric" });
  const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki", day: "2-digit", month: "2-digit", year: "numeric" });
  const weekday = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Helsinki", weekday: "short" });
  const WEEKDAY_CODE: Record<string, string> = { Mon: "ma", Tue: "ti", Wed: "ke", Thu: "to", Fri: "pe", Sat: "la", Sun: "su" };

  it("formatDateTime, formatDate, formatFinnishDate, the ISO day and the weekday", () => {
    const differences: unknown[] = [];
    for (const instant of sampleInstants()) {
      const intl = intlWallClock(instant);
      const pad = (value: number) => String(value).padStart(2, "0");
      const checks: [string, string, string][] = [
        ["formatDateTime", formatDateTime(instant), fiDateTime.format(instant)],
        ["formatDate", formatDate(instant), fiDate.format(instant)],
        ["formatFinnishDate", formatFinnishDate(instant), fiDate2Digit.format(instant)],
        ["formatDateTimeNumeric", formatDateTimeNumeric(instant), `${pad(intl.day)}.${pad(intl.month)}.${intl.year} ${pad(intl.hour)}:${pad(intl.minute)}`],
        ["helsinkiDay", helsinkiDay(instant), isoDay.format(instant)],
        ["helsinkiDay", helsinkiDay(instant), isoDay.format(instant)],
        ["helsinkiDay", helsinkiDay(instant), isoDay.format(instant)],
        ["toHelsinkiWallTime", toHelsinkiWallTime(instant), `${isoDay.format(instant)}T${pad(intl.hour)}:${pad(intl.minute)}`],
        ["weekdayInHelsinki", weekdayInHelsinki(instant), WEEKDAY_CODE[weekday.format(instant)]],
      ];
      for (const [name, ours, expected] of checks) if (ours !== expected) differences.push({ name, instant: instant.toISOString(), ours, expected });
    }
    expect(differences).toEqual([]);
  });

  it("a calendar day's Helsinki midnight, in winter and summer time", () => {
    expect(startOfHelsinkiDay("2026-01-15")?.toISOString()).toBe("2026-01-14T22:00:00.000Z");
    expect(startOfHelsinkiDay("2026-07-15")?.toISOString()).toBe("2026-07-14T21:00:00.000Z");
    expect(startOfHelsinkiDay("2026-03-29")?.toISOString()).toBe("2026-03-28T22:00:00.000Z");
    expect(startOfHelsinkiDay("2026-10-25")?.toISOString()).toBe("2026-10-24T21:00:00.000Z");
  });
});
