import { describe, expect, it } from "vitest";
import { SCHEDULES, nextPatternRun } from "#jobs/schedules";
import { COMPETITOR_TEXTS as T, cutText } from "~/features/competitors/rules";
import { EMPTY_COMPETITOR_FORM, competitorFormSchema, normaliseRetries, normaliseTimeout } from "~/features/competitors/schema";
import { buildDiffView, canShowDiff, textDiff } from "~/features/competitors/diff.rules";
import { chartGeometry, priceDifference, priceMove } from "~/features/competitors/prices.rules";

const form = (overrides: Partial<typeof EMPTY_COMPETITOR_FORM> = {}) => ({
  ...EMPTY_COMPETITOR_FORM,
  name: "Rengasmaailma",
  url: "https://kauppa.example.fi/renkaat/primacy-4",
  productName: "Michelin Primacy 4 205/55R16",
  ...overrides,
});

/** The schema's answer as { ok, input } or { ok, errors } with each field's first message ('form' above the fields). */
function validateCompetitorForm(values: typeof EMPTY_COMPETITOR_FORM, selectorValid?: (selector: string) => boolean) {
  const parsed = competitorFormSchema(selectorValid).safeParse(values);
  if (parsed.success) return { ok: true as const, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.length ? String(issue.path[0]) : "form"] ??= issue.message;
  return { ok: false as const, errors };
}

describe("the tracker form", () => {
  it("requires name, url and product name with the spec's message", () => {
    const result = validateCompetitorForm(form({ name: " ", productName: "" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.form).toBe("Täytä kaikki pakolliset kentät");
    expect(result.errors.name).toBe("Täytä kaikki pakolliset kentät");
    expect(result.errors.productName).toBe("Täytä kaikki pakolliset kentät");
    expect(result.errors.url).toBeUndefined();
  });

  it("takes only http and https addresses", () => {
    for (const url of ["ftp://kauppa.example.fi/", "javascript:alert(1)", "file:///etc/passwd", "kauppa.example.fi"]) {
      const result = validateCompetitorForm(form({ url }));
      expect(result.ok, url).toBe(false);
      if (!result.ok) expect(result.errors.url).toBe(T.errors.url);
    }
    expect(validateCompetitorForm(form({ url: "http://kauppa.example.fi/x" })).ok).toBe(true);
  });

  it("keeps timeout and retries in range, with the spec's fallbacks for non-numbers", () => {
    expect(normaliseTimeout("abc")).toBe(10000);
    expect(normaliseTimeout("")).toBe(10000);
    expect(normaliseTimeout("100")).toBe(5000);
    expect(normaliseTimeout("99999")).toBe(30000);
    expect(normaliseTimeout("12000")).toBe(12000);
    expect(normaliseRetries("x")).toBe(3);
    expect(normaliseRetries("0")).toBe(1);
    expect(normaliseRetries("9")).toBe(5);
    expect(normaliseRetries("2")).toBe(2);
    const result = validateCompetitorForm(form({ timeout: "nopea", retries: "paljon" }));
    expect(result.ok && [result.input.crawlTimeoutMs, result.input.retryAttempts]).toEqual([10000, 3]);
  });

  it("refuses a typed number out of the form's range, naming the range, instead of changing it", () => {
    for (const [timeout, retries] of [["3000", "9"], ["30001", "0"], ["-1", "-2"]]) {
      const result = validateCompetitorForm(form({ timeout, retries }));
      expect(result, `${timeout}/${retries}`).toEqual({
        ok: false,
        errors: { timeout: "Aikakatkaisun pitää olla 5000–30000 ms", retries: "Uudelleenyrityksiä voi olla 1–5" },
      });
    }
    const edges = validateCompetitorForm(form({ timeout: "5000", retries: "5" }));
    expect(edges.ok && [edges.input.crawlTimeoutMs, edges.input.retryAttempts]).toEqual([5000, 5]);
  });

  it("reads recipients from one field and refuses a bad address or notifications without one", () => {
    const ok = validateCompetitorForm(form({ notifyIncrease: true, recipients: "Myynti@Kaarto.fi, omistaja@kaarto.fi\nmyynti@kaarto.fi" }));
    expect(ok.ok && ok.input.emailRecipients).toEqual(["myynti@kaarto.fi", "omistaja@kaarto.fi"]);
    const bad = validateCompetitorForm(form({ recipients: "myynti@kaarto.fi, ei-osoite" }));
    expect(!bad.ok && bad.errors.recipients).toBe(T.errors.recipients("ei-osoite"));
    const none = validateCompetitorForm(form({ notifyDecrease: true, recipients: "" }));
    expect(!none.ok && none.errors.recipients).toBe(T.errors.recipientsNeeded);
  });

  it("asks the server whether a selector parses", () => {
    const result = validateCompetitorForm(form({ selector: "div[" }), (selector) => !selector.includes("["));
    expect(!result.ok && result.errors.selector).toBe(T.errors.selector);
  });
});

describe("the table", () => {
  it("cuts texts at 50 characters and says so", () => {
    const long = `https://kauppa.example.fi/${"a".repeat(60)}`;
    const { shown, cut } = cutText(long);
    expect(cut).toBe(true);
    expect(Array.from(shown)).toHaveLength(50);
    expect(shown.endsWith("…")).toBe(true);
    expect(cutText("lyhyt")).toEqual({ shown: "lyhyt", cut: false });
  });

  it("shows the diff button as the spec says", () => {
    expect(canShowDiff("full_page", { contentChanges: 0, prices: 5 })).toBe(false);
    expect(canShowDiff("full_page", { contentChanges: 1, prices: 0 })).toBe(true);
    expect(canShowDiff("individual_price", { contentChanges: 3, prices: 1 })).toBe(false);
    expect(canShowDiff("individual_price", { contentChanges: 0, prices: 2 })).toBe(true);
  });
});

describe("prices", () => {
  it("gives our difference in euros and percent of their price", () => {
    expect(priceDifference("139.90", "129.90")).toEqual({ euros: 10, percent: 7.7 });
    expect(priceDifference("119.90", "129.90")).toEqual({ euros: -10, percent: -7.7 });
    expect(priceDifference(null, "129.90")).toBeNull();
  });

  it("moves by the cent", () => {
    expect(priceMove("129.90", "129.91")).toBe("increase");
    expect(priceMove("129.90", "129.9")).toBeNull();
    expect(priceMove("129.90", "99")).toBe("decrease");
    expect(priceMove(null, "99")).toBeNull();
  });
});

describe("the diff modal", () => {
  const snap = (at: string, price: string | null, content: string | null) => ({ checkedAt: at, price, content, contentHash: content });

  it("has three states", () => {
    expect(buildDiffView(null, snap("2026-11-20T06:00:00Z", "129.90", "a")).state).toBe("only-one");
    expect(buildDiffView(snap("2026-11-20T06:00:00Z", "129.90", "a"), snap("2026-11-21T06:00:00Z", "129.90", "a")).state).toBe("no-change");
    const changed = buildDiffView(snap("2026-11-20T06:00:00Z", "129.90", "Hinta 129,90 €\nVarastossa"), snap("2026-11-21T06:00:00Z", "119.90", "Hinta 119,90 €\nVarastossa"));
    expect(changed.state).toBe("changed");
    if (changed.state !== "changed") return;
    expect(changed.lines).toEqual([
      { kind: "removed", text: "Hinta 129,90 €" },
      { kind: "added", text: "Hinta 119,90 €" },
      { kind: "same", text: "Varastossa" },
    ]);
    expect([changed.snippetBefore, changed.snippetAfter]).toEqual(["Hinta 129,90 €", "Hinta 119,90 €"]);
  });

  it("a price change alone is a change", () => {
    expect(buildDiffView(snap("2026-11-20T06:00:00Z", "129.90", "a"), snap("2026-11-21T06:00:00Z", "99.00", "a")).state).toBe("changed");
  });

  it("keeps only the changed lines and a little context of a long page", () => {
    const before = Array.from({ length: 100 }, (_, index) => `rivi ${index}`).join("\n");
    const after = before.replace("rivi 50", "rivi viisikymmentä");
    const lines = textDiff(before, after);
    expect(lines.map((line) => line.text)).toEqual(["rivi 48", "rivi 49", "rivi 50", "rivi viisikymmentä", "rivi 51", "rivi 52"]);
  });
});

describe("the price chart", () => {
  it("puts the oldest price left and the highest at the top", () => {
    const chart = chartGeometry(
      [
        { at: "2026-11-20T06:00:00Z", price: 100 },
        { at: "2026-11-22T06:00:00Z", price: 120 },
      ],
      200,
      50,
    );
    expect(chart?.coordinates).toEqual([
      { x: 4, y: 46 },
      { x: 196, y: 4 },
    ]);
    expect(chartGeometry([], 200, 50)).toBeNull();
  });
});

describe("the daily schedule", () => {
  const daily = SCHEDULES.find((schedule) => schedule.queue === "competitors")!;

  it("runs at 8.00 Finnish time in winter and in summer", () => {
    expect(nextPatternRun(daily.pattern!, daily.tz, new Date("2026-11-23T07:00:00Z")).toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(nextPatternRun(daily.pattern!, daily.tz, new Date("2026-06-01T04:59:00Z")).toISOString()).toBe("2026-06-01T05:00:00.000Z");
  });
});
