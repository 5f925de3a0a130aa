/**
 * The opening-hours form's action (admin 'Asetukset'): the spec's normalisation of times applies on the
 * server, so a blank time posted without JavaScript (or with Enter before the field lost focus) is 09:00.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_HOURS } from "~/features/hours/rules";
import { action as hoursAction } from "~/routes/admin.asetukset.aukioloajat";
import { adminCookie, asRedirect, asReply, post, run } from "../support/tyre-admin";
import { getBusinessSettings } from "~/features/hours/model.server";

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie("aukioloajat-admin");
});

/** The form as a browser posts it: every day with its times, a closed day's checkbox 'on'. */
const formFields = (change: (day: string) => { open?: string; close?: string } = () => ({})): [string, string][] =>
  DEFAULT_BUSINESS_HOURS.flatMap((entry, index) => {
    const { open = entry.open, close = entry.close } = change(entry.day);
    const fields: [string, string][] = [
      [`hours[${index}].day`, entry.day],
      [`hours[${index}].open`, open],
      [`hours[${index}].close`, close],
    ];
    if (entry.isClosed) fields.push([`hours[${index}].isClosed`, "on"]);
    return fields;
  });
const save = (fields: [string, string][]) => run(hoursAction, post("/admin/asetukset/aukioloajat", fields, cookie));

describe("opening hours without JavaScript", () => {
  it("saves a blank or '--:--' opening time as 09:00 and a bare hour as hh:00", async () => {
    const response = asRedirect(await save(formFields((day) => (day === "ke" ? { open: "", close: "18" } : day === "to" ? { open: "--:--", close: "16,30" } : {}))));
    expect(response.status).toBe(302);
    const { businessHours } = await getBusinessSettings();
    expect(businessHours[2]).toEqual({ day: "ke", open: "09:00", close: "18:00", isClosed: false });
    expect(businessHours[3]).toEqual({ day: "to", open: "09:00", close: "16:30", isClosed: false });
  });

  it("still refuses an unreadable time with a Finnish message", async () => {
    const reply = asReply(await save(formFields((day) => (day === "pe" ? { open: "aamulla" } : {}))));
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error?.["hours[4].open"]).toEqual(["Anna aika muodossa HH:MM, esim. 09:00"]);
  });
});
