import { describe, expect, it } from "vitest";
import { campaignDayBounds, campaignStatus, hasCampaignEnded, hasCampaignStarted, isCampaignRunning } from "~/features/campaigns/dates.rules";
import { CAMPAIGN_TEXTS as T, type CampaignFormValues, describeDiscount, discountValueText, firstError } from "~/features/campaigns/rules";
import { campaignFormSchema } from "~/features/campaigns/schema";
import { endOfHelsinkiDay, helsinkiDay, isCalendarDay, nextDay, startOfHelsinkiDay, toCalendarDay } from "~/lib/helsinki-time";

const at = (iso: string) => new Date(iso);

describe("Helsinki calendar days", () => {
  it("starts a winter day at 22:00 UTC the day before and a summer day at 21:00 UTC", () => {
    expect(startOfHelsinkiDay("2026-01-15")?.toISOString()).toBe("2026-01-14T22:00:00.000Z");
    expect(startOfHelsinkiDay("2026-07-15")?.toISOString()).toBe("2026-07-14T21:00:00.000Z");
    expect(endOfHelsinkiDay("2026-01-15")?.toISOString()).toBe("2026-01-15T21:59:59.999Z");
    expect(endOfHelsinkiDay("2026-07-15")?.toISOString()).toBe("2026-07-15T20:59:59.999Z");
  });

  it("gives the spring-forward day 23 hours and the fall-back day 25", () => {
    // 29.3.2026: clocks go from 03:00 to 04:00; 25.10.2026: from 04:00 back to 03:00.
    const spring = endOfHelsinkiDay("2026-03-29")!.getTime() + 1 - startOfHelsinkiDay("2026-03-29")!.getTime();
    const autumn = endOfHelsinkiDay("2026-10-25")!.getTime() + 1 - startOfHelsinkiDay("2026-10-25")!.getTime();
    expect(spring).toBe(23 * 3_600_000);
    expect(autumn).toBe(25 * 3_600_000);
    expect(startOfHelsinkiDay("2026-03-29")?.toISOString()).toBe("2026-03-28T22:00:00.000Z");
    expect(endOfHelsinkiDay("2026-03-29")?.toISOString()).toBe("2026-03-29T20:59:59.999Z");
    expect(startOfHelsinkiDay("2026-10-25")?.toISOString()).toBe("2026-10-24T21:00:00.000Z");
    expect(endOfHelsinkiDay("2026-10-25")?.toISOString()).toBe("2026-10-25T21:59:59.999Z");
  });

  it("reads an instant's Helsinki day, across midnight and the year's end", () => {
    expect(helsinkiDay(at("2026-12-31T21:59:59.999Z"))).toBe("2026-12-31");
    expect(helsinkiDay(at("2026-12-31T22:00:00.000Z"))).toBe("2027-01-01");
    expect(helsinkiDay(at("2026-06-30T21:00:00.000Z"))).toBe("2026-07-01");
  });

  it("knows real days, the next day and a leap day", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("26-01-01")).toBe(false);
    expect(isCalendarDay("1999-12-31")).toBe(false);
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(startOfHelsinkiDay("2026-02-30")).toBeNull();
    expect(endOfHelsinkiDay("")).toBeNull();
  });

  it("takes a JSON client's ISO timestamp as its Helsinki day", () => {
    expect(toCalendarDay("2026-03-05")).toBe("2026-03-05");
    expect(toCalendarDay(" 2026-03-05 ")).toBe("2026-03-05");
    expect(toCalendarDay("2026-03-01T22:30:00.000Z")).toBe("2026-03-02");
    expect(toCalendarDay("2026-03-01T12:00:00+02:00")).toBe("2026-03-01");
    expect(toCalendarDay("2026-02-30")).toBe("");
    expect(toCalendarDay("5.3.2026")).toBe("");
    expect(toCalendarDay("huomenna")).toBe("");
  });
});

describe("when a campaign runs", () => {
  // A campaign entered for 1.3.–29.3.2026: the last day is the spring-forward day.
  const campaign = { isActive: true, startDate: startOfHelsinkiDay("2026-03-01")!, endDate: endOfHelsinkiDay("2026-03-29")! };

  it("runs from 00:00 Helsinki time of its first day", () => {
    expect(isCampaignRunning(campaign, at("2026-02-28T21:59:59.999Z"))).toBe(false);
    expect(isCampaignRunning(campaign, at("2026-02-28T22:00:00.000Z"))).toBe(true);
  });

  it("runs to the end of its last day, Helsinki summer time after the clocks moved", () => {
    expect(isCampaignRunning(campaign, at("2026-03-29T20:59:59.999Z"))).toBe(true);
    expect(isCampaignRunning(campaign, at("2026-03-29T21:00:00.000Z"))).toBe(false);
    expect(hasCampaignEnded(campaign, at("2026-03-29T21:00:00.000Z"))).toBe(true);
  });

  it("ends at Helsinki midnight on the autumn day the clocks go back", () => {
    const autumn = { isActive: true, startDate: startOfHelsinkiDay("2026-10-01")!, endDate: endOfHelsinkiDay("2026-10-25")! };
    expect(isCampaignRunning(autumn, at("2026-10-25T21:59:59.999Z"))).toBe(true);
    expect(isCampaignRunning(autumn, at("2026-10-25T22:00:00.000Z"))).toBe(false);
  });

  it("judges by Helsinki days even when the stored instants are not at midnight (old rows, the seed)", () => {
    const odd = { isActive: true, startDate: at("2026-05-10T15:00:00Z"), endDate: at("2026-05-20T06:00:00Z") };
    // Before 15:00 UTC on the first day: the day has come, so it shows.
    expect(isCampaignRunning(odd, at("2026-05-09T21:00:00Z"))).toBe(true);
    // After 06:00 UTC on its last day, until that Helsinki day ends.
    expect(isCampaignRunning(odd, at("2026-05-20T20:59:59.999Z"))).toBe(true);
    expect(isCampaignRunning(odd, at("2026-05-20T21:00:00.000Z"))).toBe(false);
  });

  it("is never running when switched off", () => {
    expect(isCampaignRunning({ ...campaign, isActive: false }, at("2026-03-10T10:00:00Z"))).toBe(false);
  });

  it("gives the admin 'Aktiivinen' for a switched-on campaign that has not ended, also one still to come", () => {
    expect(campaignStatus(campaign, at("2026-03-10T10:00:00Z"))).toBe("active");
    expect(campaignStatus(campaign, at("2026-02-01T10:00:00Z"))).toBe("active");
    expect(hasCampaignStarted(campaign, at("2026-02-01T10:00:00Z"))).toBe(false);
    expect(campaignStatus(campaign, at("2026-03-29T21:00:00Z"))).toBe("inactive");
    expect(campaignStatus({ ...campaign, isActive: false }, at("2026-03-10T10:00:00Z"))).toBe("inactive");
    expect(campaignStatus({ isActive: true, endDate: campaign.endDate.toISOString() }, at("2026-03-29T20:00:00Z"))).toBe("active");
  });

  it("has today's bounds for the SQL", () => {
    const { dayStart, dayEnd } = campaignDayBounds(at("2026-03-29T12:00:00Z"));
    expect(dayStart.toISOString()).toBe("2026-03-28T22:00:00.000Z");
    expect(dayEnd.toISOString()).toBe("2026-03-29T20:59:59.999Z");
  });
});

const values = (overrides: Partial<CampaignFormValues> = {}): CampaignFormValues => ({
  name: "Talviale",
  description: "Kuvaus",
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  discountType: "percentage",
  discountValue: "15",
  discountCode: "TALVI15",
  imageUrl: "/api/images/1",
  ...overrides,
});

/** The schema's answer as { ok, input } or { ok, errors } with each field's first message. */
function validateCampaign(values: CampaignFormValues, options: { requireImage: boolean }) {
  const parsed = campaignFormSchema(options).safeParse(values);
  if (parsed.success) return { ok: true as const, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.length ? String(issue.path[0]) : "form"] ??= issue.message;
  return { ok: false as const, errors };
}

describe("the campaign form's rules", () => {
  it("stores the days as Helsinki instants and the discount as numeric text", () => {
    const result = validateCampaign(values({ name: "  Talviale ", discountValue: "12,5" }), { requireImage: true });
    expect(result).toEqual({
      ok: true,
      input: {
        name: "Talviale",
        description: "Kuvaus",
        imageUrl: "/api/images/1",
        startDate: at("2026-10-31T22:00:00.000Z"),
        endDate: at("2026-11-30T21:59:59.999Z"),
        discountType: "percentage",
        discountValue: "12.50",
        discountCode: "TALVI15",
      },
    });
  });

  it("requires a name, both dates, and an image only when asked", () => {
    const result = validateCampaign(values({ name: " ", startDate: "", endDate: "", imageUrl: null }), { requireImage: true });
    expect(result).toEqual({
      ok: false,
      errors: { name: T.errors.nameRequired, startDate: T.errors.startRequired, endDate: T.errors.endRequired, imageUrl: "Kuva on pakollinen" },
    });
    expect(validateCampaign(values({ imageUrl: null }), { requireImage: false }).ok).toBe(true);
  });

  it("refuses an end before the start, but takes one day", () => {
    expect(validateCampaign(values({ endDate: "2026-10-31" }), { requireImage: false })).toEqual({
      ok: false,
      errors: { endDate: "Päättymispäivä ei voi olla ennen alkamispäivää" },
    });
    expect(validateCampaign(values({ endDate: "2026-11-01" }), { requireImage: false }).ok).toBe(true);
    expect(validateCampaign(values({ startDate: "2026-02-30" }), { requireImage: false })).toMatchObject({ errors: { startDate: T.errors.startInvalid } });
  });

  it("checks the discount value: a number, at least 0, at most 100 %", () => {
    const error = (discountValue: string, discountType = "percentage") =>
      (validateCampaign(values({ discountValue, discountType }), { requireImage: false }) as { errors?: Record<string, string> }).errors?.discountValue;
    expect(error("-1")).toBe("Alennuksen arvo ei voi olla negatiivinen");
    expect(error("kymmenen")).toBe(T.errors.discountValueInvalid);
    expect(error("100.01")).toBe(T.errors.percentTooBig);
    expect(error("100")).toBeUndefined();
    expect(error("0")).toBeUndefined();
    expect(error("")).toBeUndefined();
    expect(error("250", "fixed_amount")).toBeUndefined();
    expect(error("100001", "fixed_amount")).toBe(T.errors.amountTooBig);
  });

  it("ignores and clears the value for free shipping, whatever was left in the field", () => {
    const result = validateCampaign(values({ discountType: "free_shipping", discountValue: "-5" }), { requireImage: false });
    expect(result).toMatchObject({ ok: true, input: { discountType: "free_shipping", discountValue: null } });
  });

  it("refuses an unknown discount type and over-long texts", () => {
    const result = validateCampaign(
      values({ discountType: "bogo", name: "x".repeat(121), description: "y".repeat(2001), discountCode: "z".repeat(51) }),
      { requireImage: false },
    );
    expect(result).toEqual({
      ok: false,
      errors: { discountType: T.errors.discountType, name: T.errors.nameTooLong, description: T.errors.descriptionTooLong, discountCode: T.errors.codeTooLong },
    });
    expect(firstError((result as { errors: Record<string, string> }).errors)).toBe(T.errors.nameTooLong);
  });

  it("refuses an image address that is not one", () => {
    expect(validateCampaign(values({ imageUrl: "javascript:alert(1)" }), { requireImage: true })).toMatchObject({ errors: { imageUrl: T.errors.imageInvalid } });
  });
});

describe("how a discount reads", () => {
  it("says the percentage, the euros or free shipping in Finnish", () => {
    expect(describeDiscount("percentage", "20.00")).toBe("20 %");
    expect(describeDiscount("percentage", "12.50")).toBe("12,5 %");
    expect(describeDiscount("fixed_amount", "40.00")).toBe("40 €");
    expect(describeDiscount("free_shipping", null)).toBe("Ilmainen toimitus");
    expect(describeDiscount(null, null)).toBe("Ei alennusta");
    expect(describeDiscount("percentage", null)).toBe("Ei alennusta");
    expect(discountValueText("40.00")).toBe("40");
    expect(discountValueText(null)).toBe("");
  });
});
