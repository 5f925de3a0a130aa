import { describe, expect, it } from "vitest";
import {
  NO_MARKINGS,
  deliveryEstimateText,
  explainMarkings,
  formatMarkings,
  loadIndexKg,
  parseServiceDescription,
  speedRatingKmh,
} from "~/lib/tyre-markings";

describe("tyre markings", () => {
  it("knows the load index table's ends and the common car indexes", () => {
    expect(loadIndexKg(50)).toBe(190);
    expect(loadIndexKg(91)).toBe(615);
    expect(loadIndexKg(94)).toBe(670);
    expect(loadIndexKg(104)).toBe(900);
    expect(loadIndexKg(150)).toBe(3350);
    expect(loadIndexKg(49)).toBeNull();
    expect(loadIndexKg(151)).toBeNull();
    expect(loadIndexKg(91.5)).toBeNull();
  });

  it("knows the speed symbols in the standard's order (H between U and V)", () => {
    expect(speedRatingKmh("T")).toBe(190);
    expect(speedRatingKmh("H")).toBe(210);
    expect(speedRatingKmh("V")).toBe(240);
    expect(speedRatingKmh("Z")).toBeNull();
    expect(speedRatingKmh("constructor")).toBeNull();
  });

  it("writes the markings as shops print them", () => {
    expect(formatMarkings({ ...NO_MARKINGS, loadIndex: 91, speedRating: "H" })).toBe("91H");
    expect(formatMarkings({ ...NO_MARKINGS, loadIndex: 94, speedRating: "T", extraLoad: true })).toBe("94T XL");
    expect(formatMarkings({ ...NO_MARKINGS, loadIndex: 104, loadIndexDual: 102, speedRating: "T", commercial: true })).toBe("104/102T C");
    expect(formatMarkings({ ...NO_MARKINGS, runFlat: true })).toBe("Run Flat");
    expect(formatMarkings(NO_MARKINGS)).toBe("");
  });

  it("explains them in Finnish with kg and km/h", () => {
    const lines = explainMarkings({ ...NO_MARKINGS, loadIndex: 104, loadIndexDual: 102, speedRating: "T", commercial: true });
    expect(lines[0]).toBe("Kantavuusindeksi 104/102: enintään 900 kg renkaalle, paripyöränä 850 kg renkaalle.");
    expect(lines[1]).toBe("Nopeusluokka T: enintään 190 km/h.");
    expect(lines[2]).toMatch(/^C \(Commercial\)/);
  });

  it("reads what an admin types and refuses what is not a service description", () => {
    expect(parseServiceDescription("91H")).toEqual({ loadIndex: 91, loadIndexDual: null, speedRating: "H" });
    expect(parseServiceDescription(" 104 / 102 t ")).toEqual({ loadIndex: 104, loadIndexDual: 102, speedRating: "T" });
    expect(parseServiceDescription("91")).toEqual({ loadIndex: 91, loadIndexDual: null, speedRating: null });
    expect(parseServiceDescription("v")).toEqual({ loadIndex: null, loadIndexDual: null, speedRating: "V" });
    for (const bad of ["", "91Z", "99/101T", "200H", "91HH", "9".repeat(40), "91H\u0000"]) expect(parseServiceDescription(bad), bad).toBeNull();
  });

  it("says when more can be delivered", () => {
    expect(deliveryEstimateText(1, 3)).toBe("Toimitus 1–3 arkipäivää");
    expect(deliveryEstimateText(2, 2)).toBe("Toimitus 2 arkipäivässä");
    expect(deliveryEstimateText(0, 0)).toBe("Toimitus samana päivänä");
    expect(deliveryEstimateText(null, null)).toBeNull();
  });
});
