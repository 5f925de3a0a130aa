import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_HOURS } from "~/features/hours/rules";
import { loader as apiLoader } from "~/routes/api.business-settings";
import { getBusinessSettings, saveBusinessHours } from "~/features/hours/model.server";

describe("business settings", () => {
  it("are the defaults before anything is saved", async () => {
    expect(await getBusinessSettings()).toEqual({
      businessHours: DEFAULT_BUSINESS_HOURS,
      isModifiedFromDefault: false,
      lastModifiedDate: null,
    });
  });

  it("remember whether they differ from the defaults and when they were changed", async () => {
    const changed = DEFAULT_BUSINESS_HOURS.map((e) => (e.day === "la" ? { ...e, close: "15:00" } : e));
    await saveBusinessHours(changed);
    const saved = await getBusinessSettings();
    expect(saved.businessHours[5]).toEqual({ day: "la", open: "10:00", close: "15:00", isClosed: false });
    expect(saved.isModifiedFromDefault).toBe(true);
    expect(Date.now() - Date.parse(saved.lastModifiedDate!)).toBeLessThan(60_000);

    await saveBusinessHours(DEFAULT_BUSINESS_HOURS);
    expect((await getBusinessSettings()).isModifiedFromDefault).toBe(false);
  });

  it("refuse a document that is not seven valid days", async () => {
    await expect(saveBusinessHours(DEFAULT_BUSINESS_HOURS.slice(0, 6))).rejects.toThrow();
    await expect(saveBusinessHours(DEFAULT_BUSINESS_HOURS.map((e) => ({ ...e, open: "9" })))).rejects.toThrow();
  });

  it("are served by GET /api/business-settings in the spec's shape", async () => {
    const response = await apiLoader();
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["businessHours", "isModifiedFromDefault", "lastModifiedDate"]);
    expect(body.businessHours).toHaveLength(7);
    expect(body.businessHours[0]).toEqual({ day: "ma", open: "09:00", close: "17:00", isClosed: false });
  });
});
