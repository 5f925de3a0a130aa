import { describe, expect, it } from "vitest";
import { boltPatternParam, formatBoltPattern, formatRimSize, parseBoltPattern, parseRimFilters, rimListSearch, rimStockText, rimView } from "~/features/rims/rules";
import { EMPTY_RIM_FORM, type RimFormValues, rimFormSchema } from "~/features/rims/schema";

describe("rim sizes and bolt patterns", () => {
  it("read the way the trade writes them", () => {
    expect(formatRimSize(17, "7.5")).toBe("17×7,5J");
    expect(formatRimSize(16, "7.0")).toBe("16×7J");
    expect(formatBoltPattern(5, "112.0")).toBe("5×112");
    expect(formatBoltPattern(5, "114.3")).toBe("5×114,3");
    expect(boltPatternParam(5, "114.3")).toBe("5x114.3");
  });

  it("parse a typed pattern and refuse nonsense", () => {
    expect(parseBoltPattern("5x112")).toEqual({ count: 5, circle: 112 });
    expect(parseBoltPattern("5×114,3")).toEqual({ count: 5, circle: 114.3 });
    expect(parseBoltPattern(" 4 X 100 ")).toEqual({ count: 4, circle: 100 });
    for (const text of ["", "5x", "x112", "99x112", "5x9999", "5x112x3", "\u0000"]) expect(parseBoltPattern(text), text).toBeNull();
  });

  it("filters from the query, odd values ignored, and back to a query", () => {
    const filters = parseRimFilters(new URLSearchParams("halkaisija=17&pulttijako=5x112&sivu=2"));
    expect(filters).toEqual({ diameter: 17, boltPattern: { count: 5, circle: 112 }, page: 2 });
    expect(rimListSearch(filters)).toBe("?halkaisija=17&pulttijako=5x112&sivu=2");
    expect(rimListSearch(filters, 1)).toBe("?halkaisija=17&pulttijako=5x112");
    expect(parseRimFilters(new URLSearchParams("halkaisija=99&pulttijako=abc&sivu=-1"))).toEqual({ diameter: null, boltPattern: null, page: 1 });
    expect(rimListSearch({ diameter: null, boltPattern: null, page: 1 })).toBe("");
  });

  it("shows stock honestly", () => {
    expect(rimStockText(null)).toBe("Kysy saatavuutta");
    expect(rimStockText(0)).toBe("Tilapäisesti loppu");
    expect(rimStockText(4)).toBe("Varastossa 4 kpl");
    const view = rimView({ id: 1, brand: "Rial", model: "X", diameter: 17, width: "7.5", boltCount: 5, boltCircle: "112.0", offset: 45, centreBore: "57.1", price: "189.00", stock: null, image: null });
    expect(view).toMatchObject({ name: "Rial X", size: "17×7,5J", boltPattern: "5×112", offset: "ET 45", centreBore: "57,1 mm" });
    expect(view.price).toMatch(/^189\s€$/);
  });
});

describe("rim form rules", () => {
  /** The schema's answer as { ok, input } or { ok, errors } with each field's first message. */
  const validateRim = (values: RimFormValues) => {
    const parsed = rimFormSchema.safeParse(values);
    if (parsed.success) return { ok: true, input: parsed.data };
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, errors };
  };
  const valid = { ...EMPTY_RIM_FORM, brand: "Rial", model: "Lugano", diameter: "17", width: "7,5", boltCircle: "112", offset: "45", price: "189,90" };

  it("accepts comma decimals and optional fields left empty", () => {
    expect(validateRim(valid)).toEqual({
      ok: true,
      input: { brand: "Rial", model: "Lugano", diameter: 17, width: "7.5", boltCount: 5, boltCircle: "112.0", offset: 45, centreBore: null, price: "189.90", stock: null, image: null },
    });
    expect(validateRim({ ...valid, centreBore: "57,1", stock: "0", offset: "-20" })).toMatchObject({ ok: true, input: { centreBore: "57.1", stock: 0, offset: -20 } });
  });

  it("names each field's problem in Finnish", () => {
    const result = validateRim({ ...valid, brand: "", width: "7.55", boltCount: "2", offset: "1e9", price: "-1", stock: "1.5", centreBore: "abc" });
    expect(result).toEqual({
      ok: false,
      errors: {
        brand: "Merkki on pakollinen.",
        width: "Leveys: luku 3–13.",
        boltCount: "Pulttien määrä: kokonaisluku 3–10.",
        offset: "Offset: kokonaisluku -80–120.",
        price: "Hinta: luku 0–100000.",
        stock: "Varastosaldo: kokonaisluku 0–100000.",
        centreBore: "Keskiöreikä: luku 40–180.",
      },
    });
    expect(validateRim({ ...valid, diameter: "" })).toEqual({ ok: false, errors: { diameter: "Halkaisija on pakollinen." } });
    expect(validateRim({ ...valid, price: "99999999999999999999" }).ok).toBe(false);
  });
});
