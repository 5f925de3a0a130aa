import { describe, expect, it } from "vitest";
import { INPUT_TEXTS, checkFormFields, readForm, readJson } from "~/services/form.server";

const form = (body: string) => new URLSearchParams(body);
const toFormData = (body: string) => {
  const data = new FormData();
  for (const [name, value] of form(body)) data.append(name, value);
  return data;
};

async function refusal(run: () => unknown): Promise<{ status: number; text: string }> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text() };
    throw thrown;
  }
  throw new Error("not refused");
}

describe("checkFormFields", () => {
  it("refuses list indexes beyond the form's own, before anything is built from them", async () => {
    expect(await refusal(() => checkFormFields(toFormData("hours[7].open=1"), { maxIndex: 6 }))).toEqual({ status: 400, text: INPUT_TEXTS.tooManyFields });
    expect(await refusal(() => checkFormFields(toFormData("hours[99999999999999999999].open=1")))).toMatchObject({ status: 400 });
    expect(() => checkFormFields(toFormData("hours[6].open=1"), { maxIndex: 6 })).not.toThrow();
  });

  it("refuses more fields than the form has, and over-long names", async () => {
    const many = Array.from({ length: 11 }, (_, i) => `f${i}=1`).join("&");
    expect((await refusal(() => checkFormFields(toFormData(many), { maxFields: 10 }))).status).toBe(400);
    expect((await refusal(() => checkFormFields(toFormData(`${"n".repeat(201)}=1`)))).status).toBe(400);
  });

  it("refuses a Conform intent that is not one, which the form library would fail to parse", async () => {
    for (const intent of ["__proto__", "constructor", "{", "[]", "null", '{"payload":1}']) {
      const body = `__intent__=${encodeURIComponent(intent)}`;
      expect(await refusal(() => checkFormFields(toFormData(body))), intent).toEqual({ status: 400, text: INPUT_TEXTS.malformed });
    }
    expect(() => checkFormFields(toFormData(`__intent__=${encodeURIComponent('{"type":"insert","payload":{"name":"hours"}}')}`))).not.toThrow();
  });

  it("refuses a list field given as anything but a list", async () => {
    const lists = { lists: ["hours", "*.rows", "*.rows[].prices"] };
    for (const body of ["hours=x", "hours.open=x", "hours[x].open=1", "tyreFitting.rows=x", "balancing.rows.label=x", "repairs.rows[0].prices=1"]) {
      expect(await refusal(() => checkFormFields(toFormData(body), lists)), body).toEqual({ status: 400, text: INPUT_TEXTS.malformed });
    }
    for (const body of ["hours[0].open=08:00&hours[6].isClosed=on", "hoursNote=x", "tyreFitting.rows[1].prices[2]=1&balancing.rows[0].label=x&title=y"]) {
      expect(() => checkFormFields(toFormData(body), lists), body).not.toThrow();
    }
  });

  it("refuses NUL and other control characters but keeps tabs and line breaks", async () => {
    expect(await refusal(() => checkFormFields(toFormData("comment=a%00b")))).toEqual({ status: 400, text: INPUT_TEXTS.badCharacters });
    expect((await refusal(() => checkFormFields(toFormData("a%1B=1")))).status).toBe(400);
    expect(() => checkFormFields(toFormData("comment=rivi%0D%0Atoinen%09sarake"))).not.toThrow();
  });
});

describe("readForm and readJson", () => {
  const post = (type: string | null, body: string) =>
    new Request("http://localhost/x", { method: "POST", headers: type ? { "Content-Type": type } : {}, body });

  it("read a form, an empty body, and refuse what is neither", async () => {
    expect((await readForm(post("application/x-www-form-urlencoded", "a=%C3%A4"))).get("a")).toBe("ä");
    expect([...(await readForm(new Request("http://localhost/x", { method: "POST" })))]).toEqual([]);
    expect(await refusal(() => readForm(post("text/plain", "a=1")))).toEqual({ status: 400, text: INPUT_TEXTS.unsupported });
  });

  it("parse JSON and refuse broken JSON or control characters anywhere in it", async () => {
    expect(await readJson(post("application/json", '{"a":[1,"b"]}'))).toEqual({ a: [1, "b"] });
    expect((await refusal(() => readJson(post("application/json", '{"a":')))).text).toBe(INPUT_TEXTS.notJson);
    expect((await refusal(() => readJson(post("application/json", '{"a":{"b":["\\u0000"]}}')))).status).toBe(400);
  });
});
