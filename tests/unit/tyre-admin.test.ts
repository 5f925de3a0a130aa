import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, TYRE_ADMIN_TEXTS as T, amountInputValue, comboboxEnter, defaultSaleDuration, drawerHref, filterManufacturers, financingFromPrice, financingInputFor, formatDiscountOneDecimal, hasAtMostTwoDecimals, isNewManufacturer, parseTyreAdminFilters, productTypeLabel, saleDiscount, saleValidityLabel, sizeTitle, splitCommaList, tyreAdminListSearch, tyreListHref } from "~/features/tyres/admin.rules";
import { clampPage, pageNumbers } from "~/lib/paging";
import { parseDatabaseId } from "~/lib/database-id";
import { parseTypedDecimal } from "~/lib/typed-number";

const params = (query: string) => new URLSearchParams(query);

describe("financing", () => {
  it.each([
    [89.9, 7.49],
    [120, 10],
    [100, 8.33],
    [0, 0],
    [0.06, 0.01], // 0.5 cent rounds up
    [1234.56, 102.88],
    [99.99, 8.33],
  ])("price %d gives %d a month (price / 12 rounded to 2 decimals)", (price, monthly) => {
    expect(financingFromPrice(price)).toBe(monthly);
  });

  it("fills the financing field from what is typed in the price field", () => {
    expect(financingInputFor("89.90")).toBe("7.49");
    expect(financingInputFor("89,90")).toBe("7.49");
    expect(financingInputFor("120")).toBe("10.00");
    expect(financingInputFor("")).toBe("");
    expect(financingInputFor("abc")).toBe("");
    expect(financingInputFor("-5")).toBe("");
  });
});

describe("money input", () => {
  it.each([
    ["89.90", 89.9],
    ["89,90", 89.9],
    [" 1 234,5 € ", 1234.5],
    ["0", 0],
    [".5", 0.5],
    ["-3", -3],
  ])("reads %j as %d", (text, amount) => {
    expect(parseTypedDecimal(text)).toBe(amount);
  });

  it.each(["", "  ", "abc", "1,2,3", "1.2.3", "12e3", null, undefined])("gives null for %j", (text) => {
    expect(parseTypedDecimal(text)).toBeNull();
  });

  it("knows the 0.01 step", () => {
    expect(hasAtMostTwoDecimals(89.9)).toBe(true);
    expect(hasAtMostTwoDecimals(0.07)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  });

  it("writes amounts as number-input values", () => {
    expect(amountInputValue("89.9")).toBe("89.90");
    expect(amountInputValue(10)).toBe("10.00");
    expect(amountInputValue(null)).toBe("");
    expect(amountInputValue("")).toBe("");
  });
});

describe("sale discount", () => {
  it("is 1 − sale price / price with one decimal", () => {
    expect(saleDiscount(120, 99)).toBe(17.5);
    expect(saleDiscount("89.90", "79.90")).toBe(11.1);
    expect(saleDiscount(100, 100)).toBe(0);
    expect(saleDiscount(100, 0)).toBe(100);
    expect(formatDiscountOneDecimal(17.5)).toBe("17,5 %");
    expect(formatDiscountOneDecimal(0)).toBe("0,0 %");
  });

  it("cannot be computed without a valid pair", () => {
    expect(saleDiscount(0, 0)).toBeNull();
    expect(saleDiscount(100, 120)).toBeNull();
    expect(saleDiscount(100, -1)).toBeNull();
    expect(saleDiscount("100", "")).toBeNull();
    expect(saleDiscount(null, 5)).toBeNull();
  });

  it("defaults the duration to 'stock' without an end date, otherwise 'date'", () => {
    expect(defaultSaleDuration(null)).toBe("stock");
    expect(defaultSaleDuration(undefined)).toBe("stock");
    expect(defaultSaleDuration("")).toBe("stock");
    expect(defaultSaleDuration("2026-12-31")).toBe("date");
  });

  it("says how long the sale is valid", () => {
    expect(saleValidityLabel("2026-12-05")).toBe("Voimassa: 05.12.2026");
    expect(saleValidityLabel(null)).toBe("Voimassa: niin kauan kuin tavaraa riittää");
  });
});

describe("comma lists", () => {
  it("trims, drops blanks and keeps each item once", () => {
    expect(splitCommaList(" Hiljainen , , Kestävä,")).toEqual(["Hiljainen", "Kestävä"]);
    expect(splitCommaList(["Hyvä pito", "", "  ", "Hiljainen, Kestävä", "Hyvä pito"])).toEqual(["Hyvä pito", "Hiljainen", "Kestävä"]);
    expect(splitCommaList([null, undefined])).toEqual([]);
    expect(splitCommaList(null)).toEqual([]);
    expect(splitCommaList("")).toEqual([]);
  });
});

describe("list filters in the URL", () => {
  it("shows every kind by default", () => {
    expect(parseTyreAdminFilters(params(""))).toEqual(DEFAULT_FILTERS);
    expect(parseTyreAdminFilters(params("haku=nokian&sivu=2"))).toEqual({ ...DEFAULT_FILTERS, search: "nokian", page: 2 });
  });

  it("reads a submitted filter form: a missing checkbox is unchecked", () => {
    expect(parseTyreAdminFilters(params("rajaus=1&kesa=1&haku=+205+"))).toEqual({
      summer: true,
      studded: false,
      friction: false,
      search: "205",
      page: 1,
    });
    expect(parseTyreAdminFilters(params("rajaus=1"))).toMatchObject({ summer: false, studded: false, friction: false });
  });

  it("takes a bad page as page 1", () => {
    for (const page of ["0", "-1", "kaksi", "1.5", ""]) expect(parseTyreAdminFilters(params(`sivu=${page}`)).page).toBe(1);
  });

  it("writes the canonical query and round-trips it", () => {
    expect(tyreAdminListSearch(DEFAULT_FILTERS)).toBe("");
    const filters = { summer: false, studded: true, friction: true, search: "205/55", page: 3 };
    const search = tyreAdminListSearch(filters);
    expect(search).toBe("?rajaus=1&nasta=1&kitka=1&haku=205%2F55&sivu=3");
    expect(parseTyreAdminFilters(params(search))).toEqual(filters);
    expect(tyreAdminListSearch(filters, 1)).toBe("?rajaus=1&nasta=1&kitka=1&haku=205%2F55");
  });

  it("takes drawers back to the list with the list's own parameters only", () => {
    expect(tyreListHref("?haku=nokian&koko=12&sivu=2")).toBe("/admin/renkaat?haku=nokian&sivu=2");
    expect(tyreListHref("", "#koko-3")).toBe("/admin/renkaat#koko-3");
    expect(drawerHref("tuotteet/uusi", "?haku=nokian&x=1", { koko: "5" })).toBe("/admin/renkaat/tuotteet/uusi?haku=nokian&koko=5");
    expect(drawerHref("koot/uusi", "")).toBe("/admin/renkaat/koot/uusi");
  });

  it("clamps the page to the pages there are", () => {
    expect(clampPage(1, 0, 10)).toEqual({ page: 1, pageCount: 1, total: 0 });
    expect(clampPage(5, 41, 10)).toEqual({ page: 5, pageCount: 5, total: 41 });
    expect(clampPage(9, 41, 10)).toEqual({ page: 5, pageCount: 5, total: 41 });
    expect(clampPage(2, 10, 10)).toEqual({ page: 1, pageCount: 1, total: 10 });
  });

  it("parses route ids", () => {
    expect(parseDatabaseId("12")).toBe(12);
    expect(parseDatabaseId("2147483647")).toBe(2147483647);
    for (const bad of [undefined, "", "0", "01", " 1", "-1", "1e3", "abc", "2147483648", "99999999999"]) expect(parseDatabaseId(bad)).toBeNull();
  });
});

describe("manufacturer combobox", () => {
  const names = ["Bridgestone", "Continental", "Goodyear", "Michelin", "Nokian Tyres", "Nokian Hakka"];

  it("filters ignoring case", () => {
    expect(filterManufacturers(names, "nok")).toEqual(["Nokian Tyres", "Nokian Hakka"]);
    expect(filterManufacturers(names, "")).toEqual(names);
    expect(filterManufacturers(names, "xyz")).toEqual([]);
  });

  it("Enter selects the single match, offers to create with none, waits with several", () => {
    expect(comboboxEnter(names, "mich")).toEqual({ kind: "select", name: "Michelin" });
    expect(comboboxEnter(names, "Hankook ")).toEqual({ kind: "create", name: "Hankook" });
    expect(comboboxEnter(names, "nokian")).toEqual({ kind: "none" });
    expect(comboboxEnter(names, "")).toEqual({ kind: "none" });
    expect(comboboxEnter(names, "nokian", "Nokian Hakka")).toEqual({ kind: "select", name: "Nokian Hakka" });
    expect(comboboxEnter(["Nokian", "Nokian Tyres"], "nokian")).toEqual({ kind: "select", name: "Nokian" });
  });

  it("tells when a typed manufacturer is new", () => {
    expect(isNewManufacturer(names, "michelin")).toBe(false);
    expect(isNewManufacturer(names, " Hankook ")).toBe(true);
    expect(isNewManufacturer(names, "  ")).toBe(false);
    expect(T.product.manufacturerNotice("Hankook")).toBe('Valmistaja "Hankook" lisätään automaattisesti');
    expect(T.product.createManufacturer("Hankook")).toBe('Luo uusi valmistaja "Hankook"');
  });
});

describe("labels and the spec's texts", () => {
  it("titles a size card 'size - vehicle type'", () => {
    expect(sizeTitle("205/55R16", "henkilöauto")).toBe("205/55R16 - Henkilöauto");
    expect(sizeTitle("235/65R17", "suv")).toBe("235/65R17 - SUV");
  });

  it("names the tyre types", () => {
    expect(productTypeLabel("summer", null)).toBe("Kesä");
    expect(productTypeLabel("winter", "studded")).toBe("Talvi (nasta)");
    expect(productTypeLabel("winter", "friction")).toBe("Talvi (kitka)");
  });

  it("keeps the spec's toasts exactly", () => {
    expect(T.toasts).toMatchObject({
      sizeCreated: "Uusi rengaskoko luotu onnistuneesti",
      sizeUpdated: "Rengaskoko päivitetty onnistuneesti",
      productCreated: "Rengastuote lisätty onnistuneesti",
      productUpdated: "Rengastuote päivitetty onnistuneesti",
      productCreateFailed: "Renkaan lisäys epäonnistui",
      productUpdateFailed: "Renkaan päivitys epäonnistui",
      saleCreated: "Tarjouksen luominen onnistui",
      saleCreateFailed: "Tarjouksen luominen epäonnistui",
      saleRemoved: "Tarjous poistettu",
      saleRemoveFailed: "Tarjouksen poistaminen epäonnistui",
    });
    expect(T.toasts.productDeleteFailed("syy")).toBe("Tuotteen poistaminen epäonnistui: syy");
    expect(T.toasts.sizeDeleteFailed("viesti")).toBe("Koon poistaminen epäonnistui: viesti");
    expect(T.errors.duplicateSize("205/55R16")).toBe("Rengaskoko 205/55R16 on jo olemassa.");
    expect(T.list.emptySize).toBe("Ei renkaita tässä koossa");
    expect(T.pager.page(2, 5)).toBe("Sivu 2 / 5");
    expect(T.product.limitedUse).toBe("Käytössä rajoitetusti");
    expect(T.errors.size).toBe("Valitse rengaskoko");
  });
});

describe("pageNumbers", () => {
  it("shows the first, the last and two either side of the current page, with gaps", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(10, 203)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 203]);
    // A gap of one page shows the page instead.
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 6, "gap", 10]);
    expect(pageNumbers(203, 203)).toEqual([1, "gap", 201, 202, 203]);
  });
});
