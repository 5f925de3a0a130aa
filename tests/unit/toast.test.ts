import { describe, expect, it } from "vitest";
import { COMPETITOR_ADMIN_TEXTS as A } from "~/features/competitors/texts";
import { isToast } from "~/lib/toast";

describe("isToast", () => {
  it("accepts a toast with or without its own duration", () => {
    expect(isToast({ type: "success", message: "Tallennettu" })).toBe(true);
    expect(isToast({ type: "error", message: "Virhe", durationMs: 5000 })).toBe(true);
  });

  it.each([null, "x", { type: "warning", message: "x" }, { type: "info" }, { type: "info", message: "x", durationMs: "5000" }, { type: "info", message: "x", durationMs: 0 }, { type: "info", message: "x", durationMs: Number.POSITIVE_INFINITY }])(
    "refuses %j",
    (value) => expect(isToast(value)).toBe(false),
  );
});

describe("the competitor chart's accessible name", () => {
  it("says the count, the lowest, the highest and the latest price", () => {
    expect(A.chartLabel("Rengasmaailma", "119,9 €", "129,9 €", "119,9 €", 2)).toBe(
      "Rengasmaailma: hintahistoria, 2 hintaa, alin 119,9 €, ylin 129,9 €, viimeisin 119,9 €",
    );
    expect(A.chartLabel("A", "1 €", "1 €", "1 €", 1)).toContain("1 hinta,");
  });
});
