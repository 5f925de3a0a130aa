import { describe, expect, it } from "vitest";
import {
  FEEDBACK_ADMIN_TEXTS,
  ROLE_LABELS,
  SOURCE_LABELS,
  barPercent,
  feedbackRowTone,
  pageSearch,
  pageWindow,
  ratingBadgeTone,
} from "~/features/feedback/rules";
import { formatCalendarDay, formatDateTimeNumeric, formatDecimal } from "~/lib/format";
import { parsePageNumber } from "~/lib/paging";

describe("rating colours", () => {
  it("badge: green at 8 or above, yellow at 5 or above, red below 5", () => {
    const tones = Array.from({ length: 11 }, (_, rating) => ratingBadgeTone(rating));
    expect(tones).toEqual(["poor", "poor", "poor", "poor", "poor", "fair", "fair", "fair", "good", "good", "good"]);
  });

  it("feedback row: red at 3 or below, green at 8 or above, plain between and without a rating", () => {
    const tones = Array.from({ length: 11 }, (_, rating) => feedbackRowTone(rating));
    expect(tones).toEqual(["poor", "poor", "poor", "poor", "neutral", "neutral", "neutral", "neutral", "good", "good", "good"]);
    expect(feedbackRowTone(null)).toBe("neutral");
  });
});

describe("labels", () => {
  it("name the sources and roles as the spec does", () => {
    expect(SOURCE_LABELS).toEqual({ feedback_form: "Lomake", chat_thumbs: "Peukut" });
    expect(ROLE_LABELS).toEqual({ user: "Asiakas", assistant: "Kaartobotti", tool: "Työkalu" });
    expect(FEEDBACK_ADMIN_TEXTS.noConversations).toBe("Ei keskustelutietoja saatavilla.");
    expect(FEEDBACK_ADMIN_TEXTS.noDailyStats).toBe("Ei päivittäisiä keskustelutilastoja saatavilla.");
    expect(FEEDBACK_ADMIN_TEXTS.noComment).toBe("Ei kommenttia");
  });
});

describe("conversation pager", () => {
  it("reads ?sivu as a positive whole number, anything else as page 1", () => {
    expect(parsePageNumber(null)).toBe(1);
    expect(parsePageNumber("3")).toBe(3);
    expect(parsePageNumber(" 2 ")).toBe(2);
    for (const bad of ["", "0", "-2", "1.5", "abc", "1e3", "9999999"]) expect(parsePageNumber(bad)).toBe(1);
  });

  it("gives the 1-based range of a page for 'Näytetään a - b / total keskustelua'", () => {
    expect(pageWindow(1, 23)).toEqual({ page: 1, pageCount: 3, from: 1, to: 10, total: 23 });
    expect(pageWindow(2, 23)).toEqual({ page: 2, pageCount: 3, from: 11, to: 20, total: 23 });
    expect(pageWindow(3, 23)).toEqual({ page: 3, pageCount: 3, from: 21, to: 23, total: 23 });
    expect(pageWindow(1, 10)).toEqual({ page: 1, pageCount: 1, from: 1, to: 10, total: 10 });
    expect(FEEDBACK_ADMIN_TEXTS.showing(11, 20, 23)).toBe("Näytetään 11 - 20 / 23 keskustelua");
  });

  it("shows the last page for a page past the end, and 0 - 0 when there is nothing", () => {
    expect(pageWindow(9, 23)).toMatchObject({ page: 3, from: 21, to: 23 });
    expect(pageWindow(4, 0)).toEqual({ page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });

  it("links to another page keeping the other query parameters", () => {
    expect(pageSearch("", 2)).toBe("?sivu=2");
    expect(pageSearch("?sivu=3&x=a+b", 2)).toBe("?sivu=2&x=a+b");
    expect(pageSearch("?x=1", 1)).toBe("?x=1&sivu=1");
  });
});

describe("bars", () => {
  it("are a share of the largest value, a non-zero value always visible", () => {
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(10, 10)).toBe(100);
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(3, 0)).toBe(0);
  });
});

describe("Finnish formatting for the tab", () => {
  it("dd.MM.yyyy HH:mm in Helsinki time, summer and winter", () => {
    expect(formatDateTimeNumeric("2026-01-05T07:04:00Z")).toBe("05.01.2026 09:04"); // UTC+2
    expect(formatDateTimeNumeric(new Date("2026-07-15T21:30:00Z"))).toBe("16.07.2026 00:30"); // UTC+3, next day
    expect(formatDateTimeNumeric("2026-03-29T00:59:00Z")).toBe("29.03.2026 02:59"); // just before the DST switch
    expect(formatDateTimeNumeric("2026-03-29T01:00:00Z")).toBe("29.03.2026 04:00");
  });

  it("a calendar day without moving it across time zones", () => {
    expect(formatCalendarDay("2026-03-05")).toBe("05.03.2026");
    expect(formatCalendarDay("2026-12-31")).toBe("31.12.2026");
  });

  it("one decimal with the decimal comma", () => {
    expect(formatDecimal(7.5)).toBe("7,5");
    expect(formatDecimal(10)).toBe("10,0");
    expect(formatDecimal(6.666)).toBe("6,7");
    expect(formatDecimal(0)).toBe("0,0");
  });
});
