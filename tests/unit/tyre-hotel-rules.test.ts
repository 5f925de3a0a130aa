/**
 * The tyre hotel's pure rules (app/features/tyre-hotel/rules.ts) and the register's form schemas: plates,
 * places, DOT weeks, a tyre's age around its anniversary, and the condition warnings at their limits.
 */
import { describe, expect, it } from "vitest";
import { conditionWarnings, normaliseLocation, normaliseRegistration, parseDot, recommendation, seasonKey, shelfOf, tyreAgeYears } from "~/features/tyre-hotel/rules";
import { customerFormSchema, setFormSchema, tyreRowsOf, vehicleFormSchema } from "~/features/tyre-hotel/schema";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const four = (treadMm: number | null, dot: string | null = null) => ["VE", "OE", "VT", "OT"].map((position) => ({ position, dot, treadMm }));

describe("registration numbers", () => {
  it("are kept upper case with one hyphen in a Finnish plate", () => {
    expect(normaliseRegistration("abc123")).toBe("ABC-123");
    expect(normaliseRegistration(" abc 123 ")).toBe("ABC-123");
    expect(normaliseRegistration("ABC-123")).toBe("ABC-123");
    expect(normaliseRegistration("äöå-1")).toBe("ÄÖÅ-1");
    expect(normaliseRegistration("CD--1234")).toBe("CD-1234");
  });

  it("refuse what cannot be a plate", () => {
    expect(normaliseRegistration("")).toBeNull();
    expect(normaliseRegistration("A")).toBeNull();
    expect(normaliseRegistration("ABC-")).toBeNull();
    expect(normaliseRegistration("-ABC")).toBeNull();
    expect(normaliseRegistration("ABC_123")).toBeNull();
    expect(normaliseRegistration("ABCDEFGHIJKLM")).toBeNull();
    expect(normaliseRegistration("AB\u0000C")).toBeNull();
  });
});

describe("storage places", () => {
  it("are 'hylly/paikka' in upper case", () => {
    expect(normaliseLocation("a3 / 12")).toBe("A3/12");
    expect(normaliseLocation("B/7")).toBe("B/7");
    expect(shelfOf("A3/12")).toBe("A3");
  });

  it("refuse a place without both parts", () => {
    expect(normaliseLocation("A3")).toBeNull();
    expect(normaliseLocation("A3/")).toBeNull();
    expect(normaliseLocation("/12")).toBeNull();
    expect(normaliseLocation("A3/12/1")).toBeNull();
    expect(normaliseLocation("ABCDEFGHI/1")).toBeNull();
  });
});

describe("DOT weeks", () => {
  it("read four digits, week then year, with a 'DOT' prefix or separators", () => {
    expect(parseDot("2321")).toEqual({ week: 23, year: 2021 });
    expect(parseDot("DOT 0120")).toEqual({ week: 1, year: 2020 });
    expect(parseDot("23/21")).toEqual({ week: 23, year: 2021 });
    expect(parseDot("5319")).toEqual({ week: 53, year: 2019 });
  });

  it("refuse a week that does not exist or anything but four digits", () => {
    expect(parseDot("0021")).toBeNull();
    expect(parseDot("5421")).toBeNull();
    expect(parseDot("321")).toBeNull();
    expect(parseDot("23210")).toBeNull();
    expect(parseDot("ab21")).toBeNull();
    expect(parseDot("")).toBeNull();
  });
});

describe("a tyre's age", () => {
  // Week 23 of 2020 starts on Monday 1 June 2020.
  it("turns a year older on the anniversary of its DOT week's Monday, not before", () => {
    expect(tyreAgeYears("2320", day("2026-05-31"))).toBe(5);
    expect(tyreAgeYears("2320", day("2026-06-01"))).toBe(6);
    expect(tyreAgeYears("2320", day("2026-06-02"))).toBe(6);
  });

  it("is 0 for a tyre made this year or a week in the future, null for a bad DOT", () => {
    expect(tyreAgeYears("0126", day("2026-03-01"))).toBe(0);
    expect(tyreAgeYears("5030", day("2026-03-01"))).toBe(0);
    expect(tyreAgeYears("9921", day("2026-03-01"))).toBeNull();
  });
});

describe("condition warnings", () => {
  const today = day("2026-09-01");

  it("warn of winter tread under 4 mm, not at 4.0", () => {
    const under = conditionWarnings({ season: "winter", tyres: four(3.9) }, today);
    expect(under).toHaveLength(4);
    expect(under[0]).toMatchObject({ kind: "tread", position: "VE" });
    expect(under[0].text).toBe("Vasen etu: urasyvyys 3,9 mm, alle suositellun 4 mm");
    expect(conditionWarnings({ season: "winter", tyres: four(4.0) }, today)).toEqual([]);
  });

  it("warn of summer tread under 3 mm, not at 3.0", () => {
    expect(conditionWarnings({ season: "summer", tyres: four(2.9) }, today).map((warning) => warning.kind)).toEqual(["tread", "tread", "tread", "tread"]);
    expect(conditionWarnings({ season: "summer", tyres: four(3.0) }, today)).toEqual([]);
    // 3.5 mm is fine for summer, under the winter limit.
    expect(conditionWarnings({ season: "summer", tyres: four(3.5) }, today)).toEqual([]);
    expect(conditionWarnings({ season: "winter", tyres: four(3.5) }, today)).toHaveLength(4);
  });

  it("warn of a tyre six years old or more, not of one a day younger", () => {
    // Week 36 of 2020 starts on Monday 31 August 2020: six years old on 31 August 2026.
    const aged = conditionWarnings({ season: "summer", tyres: [{ position: "VA", dot: "3620", treadMm: 7 }] }, today);
    expect(aged).toEqual([{ kind: "age", position: "VA", text: "Vararengas: rengas on 6 vuotta vanha (DOT 3620), suosittelemme uusia" }]);
    expect(conditionWarnings({ season: "summer", tyres: [{ position: "VA", dot: "3620", treadMm: 7 }] }, day("2026-08-30"))).toEqual([]);
  });

  it("say nothing of what was not measured, and recommend by the worst", () => {
    expect(conditionWarnings({ season: "winter", tyres: four(null) }, today)).toEqual([]);
    expect(recommendation([])).toMatch(/hyvässä kunnossa/);
    expect(recommendation(conditionWarnings({ season: "winter", tyres: four(2) }, today))).toMatch(/urasyvyys/);
    expect(recommendation(conditionWarnings({ season: "winter", tyres: four(8, "0110") }, today))).toMatch(/kuusi vuotta/);
    expect(seasonKey("winter", day("2026-09-15"))).toBe("2026-winter");
    // Helsinki's New Year: 31.12. 22.30 UTC is already 1.1. in Finland.
    expect(seasonKey("summer", new Date("2026-12-31T22:30:00Z"))).toBe("2027-summer");
  });
});

describe("the register's forms", () => {
  const tyreFields = (rows: { dot: string; tread: string }[]) => rows.map((row, index) => ({ position: ["VE", "OE", "VT", "OT", "VA", "LI"][index], ...row }));

  it("read a set: canonical size, place, DOT as WWYY, tread with a comma; extra rows only when filled", () => {
    const rows = tyreFields([
      { dot: "DOT 23 21", tread: "6,5" },
      { dot: "2321", tread: "6.4" },
      { dot: "", tread: "" },
      { dot: "0122", tread: "7" },
      { dot: "", tread: "" },
      { dot: "", tread: "3" },
    ]);
    const parsed = setFormSchema.parse({ season: "winter", size: "2055516", brandModel: "", withRims: "on", tyres: rows, location: "a3 / 12", notes: "" });
    expect(parsed).toMatchObject({ season: "winter", size: "205/55R16", brandModel: null, withRims: true, location: "A3/12", notes: null });
    expect(parsed.tyres).toEqual([
      { position: "VE", dot: "2321", treadMm: 6.5 },
      { position: "OE", dot: "2321", treadMm: 6.4 },
      { position: "VT", dot: null, treadMm: null },
      { position: "OT", dot: "0122", treadMm: 7 },
      { position: "LI", dot: null, treadMm: 3 },
    ]);
  });

  it("refuse a bad DOT, tread, size, place or season with Finnish messages", () => {
    const result = setFormSchema.safeParse({
      season: "spring",
      size: "huono",
      tyres: tyreFields([
        { dot: "5521", tread: "-1" },
        { dot: "", tread: "21" },
        { dot: "", tread: "6,55" },
        { dot: "", tread: "1e3" },
      ]),
      location: "A3",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(messages.season).toBe("Valitse kausi.");
    expect(messages.size).toBe("Rengaskoko muodossa 205/55R16.");
    expect(messages.location).toMatch(/hylly\/paikka/);
    expect(messages["tyres.0.dot"]).toMatch(/DOT/);
    expect(messages["tyres.0.tread"]).toMatch(/Urasyvyys/);
    expect(messages["tyres.1.tread"]).toMatch(/Urasyvyys/);
    expect(messages["tyres.2.tread"]).toMatch(/Urasyvyys/);
    expect(messages["tyres.3.tread"]).toMatch(/Urasyvyys/);
  });

  it("refuse reminders without an e-mail address and normalise a vehicle's plate", () => {
    const refused = customerFormSchema.safeParse({ name: "Maija", phone: "040 123 4567", email: "", reminderConsent: "on", notes: "" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ["email"] });
    expect(customerFormSchema.parse({ name: " Maija ", phone: "", email: "Maija@Esimerkki.fi", reminderConsent: "on", notes: "" })).toEqual({
      name: "Maija",
      phone: null,
      email: "maija@esimerkki.fi",
      reminderConsent: true,
      notes: null,
    });
    expect(customerFormSchema.safeParse({ name: "   ", phone: "abc" }).success).toBe(false);
    expect(vehicleFormSchema.parse({ registration: "abc 123", makeModel: "" })).toEqual({ registration: "ABC-123", makeModel: null });
    expect(vehicleFormSchema.safeParse({ registration: "A" }).success).toBe(false);
  });

  it("show stored readings back in the form's rows", () => {
    expect(tyreRowsOf([{ position: "OE", dot: "2321", treadMm: 6.5 }]).slice(0, 2)).toEqual([
      { position: "VE", dot: "", tread: "" },
      { position: "OE", dot: "2321", tread: "6,5" },
    ]);
  });
});
