import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { QUOTE_TEXTS as T, quoteHref, quoteProductLine, quoteProductParam } from "~/features/quotes/rules";
import { isEmailAddress, isPhoneNumber, quoteRequestSchema } from "~/features/quotes/schema";

type Fields = Record<string, string>;
const valid: Fields = { name: "Matti", phone: "040 123 4567", email: "", quantity: "4", message: "" };

/** The form as the browser posts it (a ticked checkbox sends its value), parsed as the action parses it. */
function validate(fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: quoteRequestSchema });
  if (submission.status === "success") return { ok: true, input: submission.value };
  // The first message of each field, as the form shows it.
  const errors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0]]));
  return { ok: false, errors };
}

describe("quote request form rules", () => {
  it("accepts a name with a phone or an e-mail, and trims", () => {
    expect(validate({ ...valid, name: "  Matti  ", message: "  hei  " })).toEqual({
      ok: true,
      input: { name: "Matti", phone: "040 123 4567", email: null, quantity: 4, fitting: false, message: "hei" },
    });
    expect(validate({ ...valid, phone: "", email: "m@example.fi", quantity: "8", fitting: "1" })).toMatchObject({
      ok: true,
      input: { phone: null, email: "m@example.fi", quantity: 8, fitting: true },
    });
  });

  it("needs a name and at least one way to answer", () => {
    expect(validate({ ...valid, name: " " })).toEqual({ ok: false, errors: { name: T.errors.nameRequired } });
    expect(validate({ ...valid, name: "" })).toEqual({ ok: false, errors: { name: T.errors.nameRequired } });
    expect(validate({ ...valid, phone: " ", email: "" })).toEqual({ ok: false, errors: { contact: T.errors.contactRequired } });
  });

  it("checks both contact formats when given, the quantity 1–8 and the message length", () => {
    expect(validate({ ...valid, email: "x@" })).toEqual({ ok: false, errors: { email: T.errors.emailInvalid } });
    expect(validate({ ...valid, phone: "12" })).toEqual({ ok: false, errors: { phone: T.errors.phoneInvalid } });
    for (const quantity of ["0", "9", "-1", "4.5", "1e1", "", "abc", "99999999999999999999"]) {
      expect(validate({ ...valid, quantity }), quantity).toEqual({ ok: false, errors: { quantity: T.errors.quantityInvalid } });
    }
    expect(validate({ ...valid, message: "x".repeat(2000) }).ok).toBe(true);
    expect(validate({ ...valid, message: "x".repeat(2001) })).toEqual({ ok: false, errors: { message: T.errors.messageTooLong(2000) } });
    expect(validate({ ...valid, name: "x".repeat(101) }).ok).toBe(false);
  });

  it("reads Finnish phone numbers and e-mail addresses", () => {
    for (const phone of ["040 123 4567", "+358 40 123 4567", "(09) 123 456", "019-356 2100", "0401234567"]) expect(isPhoneNumber(phone), phone).toBe(true);
    for (const phone of ["12345", "abc", "040 123 4567 ext", "+", "++358401234567", "1234567890123456"]) expect(isPhoneNumber(phone), phone).toBe(false);
    expect(isEmailAddress("liisa.laine@example.fi")).toBe(true);
    expect(isEmailAddress("liisa@")).toBe(false);
    expect(isEmailAddress(`${"a".repeat(250)}@example.fi`)).toBe(false);
  });
});

describe("quote links", () => {
  it("opens the form for a tyre or a rim and reads only positive ids", () => {
    expect(quoteHref({ kind: "tyre", id: 12 })).toBe("/kysy-tarjous?rengas=12");
    expect(quoteHref({ kind: "rim", id: 3 })).toBe("/kysy-tarjous?vanne=3");
    expect(quoteProductParam(new URLSearchParams("rengas=12"))).toEqual({ kind: "tyre", id: 12 });
    expect(quoteProductParam(new URLSearchParams("vanne= 3 "))).toEqual({ kind: "rim", id: 3 });
    for (const query of ["rengas=0", "rengas=-1", "rengas=1.5", "vanne=abc", "vanne=2147483648", "vanne=007", ""]) expect(quoteProductParam(new URLSearchParams(query)), query).toBeNull();
    expect(quoteProductLine({ kind: "rim", id: 1, name: "Rial Lugano", size: "17×7.5J", price: "189 €" })).toBe("Rial Lugano, 17×7.5J, 189 € / kpl");
    expect(quoteProductLine(null)).toBe("");
  });
});
