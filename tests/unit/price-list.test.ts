import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  EURO_INPUT_TEXTS,
  PRICE_LIST_LIMITS,
  centsToInput,
  defaultPriceList,
  fittingPriceCents,
  formatCents,
  formatServicePrice,
  lowestRimPrice,
  lowestServicePrice,
  parseEuroInput,
  samePriceList,
} from "~/features/price-list/rules";
import { PRICE_LIST_TEXTS, priceListFormSchema, priceListFormValue, priceListSchema } from "~/features/price-list/schema";

const NBSP = "\u00a0";

describe("a typed price", () => {
  it.each([
    ["12,50", 1250],
    ["12.50", 1250],
    ["12,5", 1250],
    ["12", 1200],
    ["0", 0],
    ["0,00", 0],
    [" 35 € ", 3500],
    ["35€", 3500],
    ["1 234,50", 123450],
    [`1${NBSP}234,5`, 123450],
    [",5", 50],
    ["5,", 500],
    ["100000", 10_000_000],
  ])("reads %j as %i cents", (typed, cents) => {
    expect(parseEuroInput(typed)).toEqual({ ok: true, cents });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    [null, "required"],
    ["abc", "number"],
    ["12,5o", "number"],
    ["1.234,50", "number"],
    ["12,,5", "number"],
    [",", "number"],
    ["-5", "negative"],
    ["-0,01", "negative"],
    ["12,505", "decimals"],
    ["12,500", "decimals"],
    ["100000,01", "tooLarge"],
    ["99999999999999", "tooLarge"],
  ] as const)("refuses %j: %s", (typed, error) => {
    expect(parseEuroInput(typed)).toEqual({ ok: false, error });
  });

  it("has a Finnish message for every refusal", () => {
    expect(EURO_INPUT_TEXTS).toEqual({
      required: "Hinta on pakollinen",
      number: "Hinnan täytyy olla numero, esim. 12,50",
      negative: "Hinta ei voi olla negatiivinen",
      decimals: "Enintään kaksi desimaalia (0,01 €)",
      tooLarge: "Hinta on liian suuri: enintään 100 000 €",
    });
  });

  it("goes back into the form with a decimal comma, and reads back the same", () => {
    for (const cents of [0, 5, 50, 1250, 3500, 123456, PRICE_LIST_LIMITS.maxCents]) {
      expect(parseEuroInput(centsToInput(cents))).toEqual({ ok: true, cents });
    }
    expect(centsToInput(1250)).toBe("12,50");
    expect(centsToInput(3500)).toBe("35");
    expect(centsToInput(5)).toBe("0,05");
  });
});

describe("showing prices", () => {
  it("writes whole euros without decimals and cents with two (fi-FI)", () => {
    expect(formatCents(3500)).toBe(`35${NBSP}€`);
    expect(formatCents(1250)).toBe(`12,50${NBSP}€`);
    expect(formatCents(0)).toBe(`0${NBSP}€`);
    expect(formatCents(123450).replace(/\s/g, " ")).toBe("1 234,50 €");
  });

  it("writes a service price with its unit and 'alk.', and zero as free", () => {
    expect(formatServicePrice({ price: 7900, unit: "/ kpl", from: true })).toBe(`alk. 79${NBSP}€ / kpl`);
    expect(formatServicePrice({ price: 2550, unit: "", from: false })).toBe(`25,50${NBSP}€`);
    expect(formatServicePrice({ price: 0, unit: "/ kpl", from: true })).toBe("Maksuton");
    expect(formatServicePrice({ price: 0, unit: "", from: false }, "maksuton")).toBe("maksuton");
  });

  it("finds the starting prices, ignoring free services", () => {
    const list = defaultPriceList();
    expect(lowestRimPrice(list.tyreChange)).toBe(3500);
    expect(lowestServicePrice(list.repairs)).toBe(600);
    expect(lowestServicePrice({ note: "", rows: [{ label: "Vastaanotto", price: 0, unit: "", from: false }] })).toBeNull();
    expect(lowestRimPrice({ note: "", rows: [] })).toBeNull();
  });
});

describe("the defaults", () => {
  it("are today's price list and a valid document", () => {
    const list = defaultPriceList();
    expect(list.tyreChange.rows[0]).toEqual({ label: "Henkilöauto", prices: [3500, 4000, 4900] });
    expect(list.repairs.rows[3]).toEqual({ label: "TPMS-anturin vaihto, sis. anturin ja ohjelmoinnin", price: 7900, unit: "/ kpl", from: true });
    expect(list.validText).toBe("Hinnat voimassa 1.1.2026 alkaen toistaiseksi.");
    expect(list.vatText).toBe("25,5 %");
    expect(priceListSchema.parse(list)).toEqual(list);
  });

  it("compare by content, not by key order", () => {
    const a = defaultPriceList();
    const { validText, ...rest } = defaultPriceList();
    expect(samePriceList(a, { ...rest, validText })).toBe(true);
    const changed = defaultPriceList();
    changed.balancing.rows[0].price = 4150;
    expect(samePriceList(a, changed)).toBe(false);
  });

  it("refuse a stored document out of bounds", () => {
    const list = defaultPriceList();
    expect(priceListSchema.safeParse({ ...list, tyreChange: { ...list.tyreChange, rows: [] } }).success).toBe(false);
    expect(priceListSchema.safeParse({ ...list, repairs: { ...list.repairs, rows: [{ ...list.repairs.rows[0], price: -1 }] } }).success).toBe(false);
    expect(priceListSchema.safeParse({ ...list, repairs: { ...list.repairs, rows: [{ ...list.repairs.rows[0], price: 12.5 }] } }).success).toBe(false);
  });
});

/** The form's fields as a browser posts them, from form values (checkboxes only when checked). */
function formData(values: ReturnType<typeof priceListFormValue>, change: (fields: Map<string, string>) => void = () => {}): FormData {
  const fields = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(`${prefix}[${index}]`, item));
    else if (typeof value === "object" && value !== null) for (const [key, inner] of Object.entries(value)) walk(prefix ? `${prefix}.${key}` : key, inner);
    else fields.set(prefix, String(value));
  };
  walk("", values);
  change(fields);
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("the admin's form", () => {
  it("reads the form of the defaults back as the defaults", () => {
    const submission = parseWithZod(formData(priceListFormValue(defaultPriceList())), { schema: priceListFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(samePriceList(submission.value, defaultPriceList())).toBe(true);
  });

  it("takes a comma or a dot, trims texts and reads the 'alk.' box", () => {
    const submission = parseWithZod(
      formData(priceListFormValue(defaultPriceList()), (fields) => {
        fields.set("balancing.rows[0].price", "41,50");
        fields.set("tyreHotel.rows[2].prices[1]", "80.5");
        fields.set("balancing.rows[0].label", "  Tasapainotus, henkilöauto (uusi)  ");
        fields.set("balancing.rows[1].from", "on");
        fields.delete("repairs.rows[3].from");
        fields.set("vatText", "24 %");
      }),
      { schema: priceListFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.balancing.rows[0]).toEqual({ label: "Tasapainotus, henkilöauto (uusi)", price: 4150, unit: "/ 4 pyörää", from: false });
    expect(submission.value.balancing.rows[1].from).toBe(true);
    expect(submission.value.repairs.rows[3].from).toBe(false);
    expect(submission.value.tyreHotel.rows[2].prices).toEqual([7500, 8050, 8900]);
    expect(submission.value.vatText).toBe("24 %");
  });

  it("gives Finnish messages on the right fields and keeps what was typed", () => {
    const submission = parseWithZod(
      formData(priceListFormValue(defaultPriceList()), (fields) => {
        fields.set("tyreChange.rows[0].prices[0]", "kolmekymmentä");
        fields.set("tyreChange.rows[1].prices[2]", "-5");
        fields.set("repairs.rows[1].price", "6,255");
        fields.set("disposal.rows[0].price", "");
        fields.set("balancing.rows[1].label", "Tasapainotus, HENKILÖAUTO");
        fields.set("tyreFitting.rows[2].label", " ");
        fields.set("validText", "");
      }),
      { schema: priceListFormSchema },
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toMatchObject({
      "tyreChange.rows[0].prices[0]": [EURO_INPUT_TEXTS.number],
      "tyreChange.rows[1].prices[2]": [EURO_INPUT_TEXTS.negative],
      "repairs.rows[1].price": [EURO_INPUT_TEXTS.decimals],
      "disposal.rows[0].price": [EURO_INPUT_TEXTS.required],
      "balancing.rows[1].label": [PRICE_LIST_TEXTS.duplicateLabel],
      "tyreFitting.rows[2].label": [PRICE_LIST_TEXTS.labelRequired],
      validText: [PRICE_LIST_TEXTS.validTextRequired],
    });
    const initial = reply.initialValue as { tyreChange: { rows: { prices: string[] }[] } };
    expect(initial.tyreChange.rows[0].prices[0]).toBe("kolmekymmentä");
  });

  it("needs one row in a table and allows at most the limit", () => {
    const none = parseWithZod(
      formData(priceListFormValue(defaultPriceList()), (fields) => {
        for (const name of [...fields.keys()]) if (name.startsWith("disposal.rows")) fields.delete(name);
      }),
      { schema: priceListFormSchema },
    );
    expect(none.reply().error).toMatchObject({ "disposal.rows": [PRICE_LIST_TEXTS.minRows] });

    const list = defaultPriceList();
    list.balancing.rows = Array.from({ length: PRICE_LIST_LIMITS.maxRows + 1 }, (_, index) => ({ label: `Rivi ${index}`, price: 100, unit: "", from: false }));
    const many = parseWithZod(formData(priceListFormValue(list)), { schema: priceListFormSchema });
    expect(many.reply().error).toMatchObject({ "balancing.rows": [PRICE_LIST_TEXTS.maxRows] });
  });
});

describe("the fitting price a tyre card adds", () => {
  it("takes the 'Rengastyö' row of the vehicle type and the rim size's column", () => {
    const list = defaultPriceList();
    expect(fittingPriceCents(list, "henkilöauto", 16)).toBe(7900);
    expect(fittingPriceCents(list, "henkilöauto", 17)).toBe(8900);
    expect(fittingPriceCents(list, "suv", 19)).toBe(12900);
    expect(fittingPriceCents(list, "pakettiauto", 15)).toBe(10500);
  });

  it("finds a renamed or moved row by its label, and gives no price when the list has no such row", () => {
    const list = defaultPriceList();
    const [car, suv, van] = list.tyreFitting.rows;
    const reordered = { tyreFitting: { ...list.tyreFitting, rows: [van, { ...suv, label: "Maastoautot" }, car] } };
    expect(fittingPriceCents(reordered, "suv", 17)).toBe(suv.prices[1]);
    expect(fittingPriceCents({ tyreFitting: { ...list.tyreFitting, rows: [car] } }, "pakettiauto", 16)).toBeNull();
    expect(fittingPriceCents(list, "traktori", 16)).toBeNull();
  });
});
