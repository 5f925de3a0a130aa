import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { type NewsletterFormValues, canSend, formKey, keptSearch, parseSendTime, sendDateLocked, statusLabel, subjectCounterWarns } from "~/features/newsletters/rules";
import { newsletterFieldsSchema, newsletterFormSchema } from "~/features/newsletters/schema";
import { toHelsinkiWallTime } from "~/lib/helsinki-time";

const values = (overrides: Partial<NewsletterFormValues> = {}): NewsletterFormValues => ({
  subject: "Talvirenkaat",
  content: "Sisältö",
  heroImage: null,
  sendDate: "2026-12-01T09:00",
  testEmail: "",
  ...overrides,
});
const now = new Date("2026-11-23T10:00:00Z");

/** The form's messages for a button as the action reads them (Conform's parseWithZod): the first of each field, '' as `form`. */
function newsletterFormErrors(values: NewsletterFormValues, intent: string, options: { now: Date; sendDateLocked: boolean }): Record<string, string> {
  const form = new FormData();
  for (const name of ["subject", "content", "sendDate", "testEmail"] as const) form.set(name, values[name]);
  form.set("intent", intent);
  const submission = parseWithZod(form, { schema: newsletterFormSchema(intent, options) });
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(submission.reply().error ?? {})) if (messages?.length) errors[name === "" ? "form" : name] = messages[0];
  return errors;
}

describe("Helsinki wall-clock time", () => {
  it("reads a typed time as Finnish time in winter (UTC+2) and summer (UTC+3)", () => {
    expect(parseSendTime("2026-12-01T09:00")?.toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(parseSendTime("2026-06-01T09:00")?.toISOString()).toBe("2026-06-01T06:00:00.000Z");
    expect(toHelsinkiWallTime(new Date("2026-12-01T07:00:00Z"))).toBe("2026-12-01T09:00");
  });

  it("refuses what is not a time, and the hour skipped in spring", () => {
    for (const bad of ["", "huomenna", "2026-02-31T09:00", "2026-12-01T25:00", "2026-12-01 09:00", "2026-03-29T03:30"]) {
      expect(parseSendTime(bad), bad).toBeNull();
    }
  });
});

describe("the form's rules (spec section 5)", () => {
  it("a draft needs subject, content and a send date", () => {
    expect(newsletterFormErrors(values(), "draft", { now, sendDateLocked: false })).toEqual({});
    expect(newsletterFormErrors(values({ subject: "", content: "  ", sendDate: "" }), "draft", { now, sendDateLocked: false })).toEqual({
      subject: "Aihe on pakollinen",
      content: "Sisältö on pakollinen",
      sendDate: "Lähetysaika on pakollinen",
    });
  });

  it("scheduling needs a time in the future; a locked date is not checked", () => {
    const past = values({ sendDate: "2026-11-23T11:59" }); // 09:59 UTC, before `now`
    expect(newsletterFormErrors(past, "schedule", { now, sendDateLocked: false }).sendDate).toBe("Ajastetun lähetyksen ajan pitää olla tulevaisuudessa");
    expect(newsletterFormErrors(past, "draft", { now, sendDateLocked: false })).toEqual({});
    expect(newsletterFormErrors(values({ sendDate: "" }), "update", { now, sendDateLocked: true })).toEqual({});
  });

  it("a test send wants an address, then subject and content, with the spec's texts", () => {
    expect(newsletterFormErrors(values(), "test", { now, sendDateLocked: false })).toEqual({ testEmail: "Syötä testisähköpostiosoite" });
    expect(newsletterFormErrors(values({ testEmail: "ei-osoite" }), "test", { now, sendDateLocked: false }).testEmail).toBe("Syötä kelvollinen sähköpostiosoite");
    expect(newsletterFormErrors(values({ testEmail: "a@b.fi", content: "" }), "test", { now, sendDateLocked: false })).toEqual({
      form: "Syötä aihe ja sisältö ennen testilähetystä",
    });
  });

  it("sending to the chosen subscribers wants subject and content", () => {
    expect(newsletterFormErrors(values({ subject: "" }), "send-selected", { now, sendDateLocked: false }).form).toBe("Täytä aihe ja sisältö ennen lähettämistä");
  });

  it("reads every field as text without failing, and the limits are the fields' errors with the text kept", () => {
    const long = newsletterFieldsSchema.parse({ subject: "x".repeat(81), content: "y".repeat(50_001), sendDate: "", testEmail: "" });
    expect(long.subject).toHaveLength(81);
    expect(long.content).toHaveLength(50_001);
    const errors = newsletterFormErrors({ ...long, heroImage: null, sendDate: "2030-01-01T09:00" }, "draft", { now: new Date("2026-01-01"), sendDateLocked: false });
    expect(errors).toEqual({ subject: "Aihe saa olla enintään 80 merkkiä", content: "Sisältö saa olla enintään 50\u00a0000 merkkiä" });
    expect(newsletterFieldsSchema.parse({ subject: null, content: 5, sendDate: undefined, testEmail: {} })).toEqual({
      subject: "",
      content: "",
      sendDate: "",
      testEmail: "",
    });
  });
});

describe("statuses and the dialogs", () => {
  it("labels the spec's four states and 'Lähetetään'; anything else reads as a draft", () => {
    expect(["sent", "scheduled", "failed", "sending", "draft", "outo"].map(statusLabel)).toEqual([
      "Lähetetty",
      "Ajastettu",
      "Epäonnistunut",
      "Lähetetään",
      "Luonnos",
      "Luonnos",
    ]);
  });

  it("never offers to send a sent or sending newsletter, and locks the date once scheduled", () => {
    expect((["draft", "scheduled", "failed", "sending", "sent"] as const).map(canSend)).toEqual([true, true, true, false, false]);
    expect((["draft", "scheduled", "failed", "sending", "sent"] as const).map(sendDateLocked)).toEqual([false, true, false, true, true]);
  });

  it("warns above 50 characters", () => {
    expect(subjectCounterWarns(50)).toBe(false);
    expect(subjectCounterWarns(51)).toBe(true);
  });

  it("keeps the list's query when a dialog closes, without the selection or the picker's own", () => {
    expect(keptSearch("?haku=liisa&sivu=2&tilaaja=1&tilaaja=2&valinta=1&valitse-haku=x&valitse-sivu=3")).toBe("?haku=liisa&sivu=2");
    expect(keptSearch("")).toBe("");
  });

  it("gives a new answer a new form key, the same answer the same", () => {
    const answer = { view: "form", values: { subject: "a", content: "b" } };
    expect(formKey(answer)).toBe(formKey({ ...answer }));
    expect(formKey(answer)).not.toBe(formKey({ ...answer, values: { subject: "a", content: "c" } }));
    expect(formKey(undefined)).toBe("initial");
  });
});
