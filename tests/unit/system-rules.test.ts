/** The Järjestelmä view's pure rules: what a failed job's error may show, and the Finnish time texts. */
import { describe, expect, it } from "vitest";
import { ERROR_SHOWN_CHARS, ageText, intervalText, parseJobId, parseQueueName, shownError } from "~/features/system/rules";

describe("shownError", () => {
  it("masks e-mail addresses, flattens control characters and cuts the text", () => {
    expect(shownError("550 5.1.1 <matti.meikalainen@example.fi>: Recipient address rejected")).toBe(
      "550 5.1.1 <[sähköpostiosoite]>: Recipient address rejected",
    );
    expect(shownError("rivi 1\n\trivi 2\u0000")).toBe("rivi 1 rivi 2");
    const long = shownError("x".repeat(1000));
    expect(long.length).toBe(ERROR_SHOWN_CHARS);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("the view's texts and form values", () => {
  it("says how often and how long ago in Finnish", () => {
    expect(intervalText(60_000)).toBe("minuutin välein");
    expect(intervalText(60 * 60_000)).toBe("tunnin välein");
    expect(intervalText(24 * 60 * 60_000)).toBe("kerran vuorokaudessa");
    expect(ageText(12_400)).toBe("12 s");
    expect(ageText(3 * 60_000)).toBe("3 min");
    expect(ageText(2 * 3_600_000)).toBe("2 h");
  });

  it("takes only known queues and plain job ids from a form", () => {
    const queues = ["newsletters", "competitors"] as const;
    expect(parseQueueName("competitors", queues)).toBe("competitors");
    expect(parseQueueName("admin", queues)).toBeNull();
    expect(parseQueueName(null, queues)).toBeNull();
    expect(parseJobId("competitor-3-2026-11-28")).toBe("competitor-3-2026-11-28");
    expect(parseJobId("repeat:newsletters:1700000000000")).toBe("repeat:newsletters:1700000000000");
    expect(parseJobId("<script>")).toBeNull();
    expect(parseJobId("x".repeat(201))).toBeNull();
  });
});
