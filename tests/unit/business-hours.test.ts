import { describe, expect, it } from "vitest";
import {
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  groupHoursForFooter,
  hoursEqual,
  isDefaultHours,
  normaliseTime,
  weekdayInHelsinki,
} from "~/features/hours/rules";
import { businessHoursFormSchema } from "~/features/hours/schema";

const withDay = (hours: BusinessHours, day: string, change: Partial<BusinessHours[number]>): BusinessHours =>
  hours.map((entry) => (entry.day === day ? { ...entry, ...change } : entry));

describe("normaliseTime", () => {
  it.each([
    ["", "09:00"],
    ["   ", "09:00"],
    ["--:--", "09:00"],
    ["9", "09:00"],
    ["17", "17:00"],
    ["9.30", "09:30"],
    ["9,30", "09:30"],
    ["09.05", "09:05"],
    ["9:15", "09:15"],
    ["08:00", "08:00"],
    [" 10.00 ", "10:00"],
  ])("%j becomes %j", (input, expected) => {
    expect(normaliseTime(input)).toBe(expected);
  });

  it("leaves text it cannot read for validation to reject", () => {
    expect(normaliseTime("aamulla")).toBe("aamulla");
    expect(normaliseTime("9.3")).toBe("9.3");
  });
});

describe("groupHoursForFooter", () => {
  it("shows ma–pe as one line when the weekdays are equal, then an open Saturday; a closed Sunday is left out", () => {
    expect(groupHoursForFooter(DEFAULT_BUSINESS_HOURS)).toEqual([
      { label: "Ma–Pe", text: "09:00–17:00" },
      { label: "La", text: "10:00–13:00" },
    ]);
  });

  it("lists each weekday when one differs, with 'Suljettu' for a closed weekday", () => {
    const hours = withDay(withDay(DEFAULT_BUSINESS_HOURS, "pe", { close: "16:00" }), "ke", { isClosed: true });
    expect(groupHoursForFooter(hours)).toEqual([
      { label: "Ma", text: "09:00–17:00" },
      { label: "Ti", text: "09:00–17:00" },
      { label: "Ke", text: "Suljettu" },
      { label: "To", text: "09:00–17:00" },
      { label: "Pe", text: "09:00–16:00" },
      { label: "La", text: "10:00–13:00" },
    ]);
  });

  it("shows an open Sunday and hides a closed Saturday", () => {
    const hours = withDay(withDay(DEFAULT_BUSINESS_HOURS, "su", { isClosed: false, open: "12:00", close: "16:00" }), "la", {
      isClosed: true,
    });
    expect(groupHoursForFooter(hours)).toEqual([
      { label: "Ma–Pe", text: "09:00–17:00" },
      { label: "Su", text: "12:00–16:00" },
    ]);
  });

  it("groups five closed weekdays as 'Suljettu'", () => {
    const closed = DEFAULT_BUSINESS_HOURS.map((entry) => ({ ...entry, isClosed: true }));
    expect(groupHoursForFooter(closed)).toEqual([{ label: "Ma–Pe", text: "Suljettu" }]);
  });

  it("gives nothing when there are no hours", () => {
    expect(groupHoursForFooter([])).toEqual([]);
    expect(groupHoursForFooter(null)).toEqual([]);
  });
});

describe("defaults", () => {
  it("are ma–pe 9–17, la 10–13, su closed", () => {
    expect(DEFAULT_BUSINESS_HOURS.map((e) => [e.day, e.isClosed ? "closed" : `${e.open}-${e.close}`])).toEqual([
      ["ma", "09:00-17:00"],
      ["ti", "09:00-17:00"],
      ["ke", "09:00-17:00"],
      ["to", "09:00-17:00"],
      ["pe", "09:00-17:00"],
      ["la", "10:00-13:00"],
      ["su", "closed"],
    ]);
    expect(isDefaultHours(DEFAULT_BUSINESS_HOURS)).toBe(true);
  });

  it("ignore the remembered times of a closed day when comparing", () => {
    const sundayOtherTimes = withDay(DEFAULT_BUSINESS_HOURS, "su", { open: "11:00", close: "15:00" });
    expect(hoursEqual(sundayOtherTimes, DEFAULT_BUSINESS_HOURS)).toBe(true);
    expect(isDefaultHours(withDay(DEFAULT_BUSINESS_HOURS, "la", { close: "14:00" }))).toBe(false);
  });
});

describe("weekdayInHelsinki", () => {
  it("uses Helsinki time, not UTC", () => {
    // 2026-11-22 23:30 UTC is already Monday 01:30 in Helsinki.
    expect(weekdayInHelsinki(new Date("2026-11-22T23:30:00Z"))).toBe("ma");
    expect(weekdayInHelsinki(new Date("2026-11-21T10:00:00Z"))).toBe("la");
  });
});

describe("businessHoursFormSchema", () => {
  const form = (hours: { day: string; isClosed?: boolean; open?: string; close?: string }[]) => ({ hours });
  const defaults = DEFAULT_BUSINESS_HOURS.map((e) => ({ day: e.day, isClosed: e.isClosed, open: e.open, close: e.close }));

  it("normalises bare hours and dotted or comma times", () => {
    const input = form(defaults.map((e) => (e.day === "ma" ? { ...e, open: "8", close: "16.30" } : e.day === "ti" ? { ...e, open: "8,15" } : e)));
    const result = businessHoursFormSchema.parse(input);
    expect(result[0]).toEqual({ day: "ma", isClosed: false, open: "08:00", close: "16:30" });
    expect(result[1].open).toBe("08:15");
  });

  it("reads a blank or '--:--' time of an open day as 09:00 (the spec's normalisation, also on the server)", () => {
    const input = form(defaults.map((e) => (e.day === "ke" ? { ...e, open: undefined, close: "17" } : e.day === "to" ? { ...e, open: "--:--" } : e)));
    const result = businessHoursFormSchema.parse(input);
    expect(result[2]).toEqual({ day: "ke", isClosed: false, open: "09:00", close: "17:00" });
    expect(result[3].open).toBe("09:00");
    // A blank close is 09:00 too, which is not after the opening time.
    const blankClose = businessHoursFormSchema.safeParse(form(defaults.map((e) => (e.day === "ke" ? { ...e, close: "" } : e))));
    expect(blankClose.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["hours.2.close", "Sulkemisajan täytyy olla aukeamisajan jälkeen"],
    ]);
  });

  it("does not require times for a closed day", () => {
    const input = form(defaults.map((e) => (e.day === "su" ? { day: "su", isClosed: true } : e)));
    expect(businessHoursFormSchema.parse(input)[6]).toMatchObject({ day: "su", isClosed: true });
  });

  it("rejects an unreadable time and a close before open", () => {
    const input = form(defaults.map((e) => (e.day === "to" ? { ...e, open: "aamu" } : e.day === "pe" ? { ...e, open: "18", close: "17" } : e)));
    const result = businessHoursFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toContainEqual(["hours.3.open", "Anna aika muodossa HH:MM, esim. 09:00"]);
    expect(messages).toContainEqual(["hours.4.close", "Sulkemisajan täytyy olla aukeamisajan jälkeen"]);
  });
});
