/**
 * The tab 'Kampanjat' and the admin's campaign JSON calls on a real database, called as Remix calls
 * them: the form's rules and messages (create and edit, an image uploaded or picked), activate /
 * deactivate, delete, and the status and the public list at the end of a Helsinki day (the clock
 * injected). The JSON calls are in campaigns-api.test.ts.
 */
import type { SubmissionResult } from "@conform-to/react";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { campaigns } from "#db/schema";
import { seedDatabase } from "#db/seed";
import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";
import { saveImage } from "~/features/images/model.server";
import { listActiveCampaigns } from "~/features/campaigns/model.server";
import { loader as runningLoader } from "~/routes/admin.campaigns.active";
import { action as activateAction, loader as activateLoader } from "~/routes/admin.kampanjat.$id.aktivoi";
import { action as editAction, loader as editLoader } from "~/routes/admin.kampanjat.$id.muokkaa";
import { action as deactivateAction } from "~/routes/admin.kampanjat.$id.poista-kaytosta";
import { action as deleteAction, loader as deleteLoader } from "~/routes/admin.kampanjat.$id.poista";
import { loader as tabLoader } from "~/routes/admin.kampanjat";
import { action as createAction, loader as createLoader } from "~/routes/admin.kampanjat.uusi";
import { loadCampaignTab } from "~/features/campaigns/page.server";
import { ORIGIN, getRequest } from "../support/requests";
import { adminCookie, asRedirect, post, run, toastOf } from "../support/tyre-admin";
import { endOfHelsinkiDay, helsinkiDay, nextDay, startOfHelsinkiDay } from "~/lib/helsinki-time";

type FormAnswer = { data: { result: SubmissionResult<string[]> }; init: { status: number } };

/** A refused form's messages, the first one of each field ('' the form's own). */
const errorsOf = (answer: FormAnswer): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(answer.data.result.error ?? {}).map(([field, messages]) => [field, messages?.[0]]));
/** What a refused form comes back with, as typed. */
const valuesOf = (answer: FormAnswer): Record<string, unknown> => answer.data.result.initialValue ?? {};

let cookie: string;
let libraryImage: string;
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence}-${Date.now().toString(36)}`;

const png = async (name = "kampanja.png") =>
  new File([(await sharp({ create: { width: 16, height: 8, channels: 3, background: "#aa3311" } }).png().toBuffer()) as BlobPart], name, { type: "image/png" });

/** The form as the browser sends it (multipart, for the image field). */
function formRequest(path: string, fields: Record<string, string | File>, options: { cookie?: string } = {}): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (options.cookie ?? cookie) headers.Cookie = options.cookie ?? cookie;
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}

const today = () => helsinkiDay(new Date());
const dayAfter = (day: string, n: number): string => (n === 0 ? day : dayAfter(nextDay(day), n - 1));

const fields = (overrides: Record<string, string | File> = {}): Record<string, string | File> => ({
  name: unique("Kampanja"),
  description: "Kaikki talvirenkaat edullisemmin.",
  startDate: today(),
  endDate: dayAfter(today(), 10),
  discountType: "percentage",
  discountValue: "15",
  discountCode: "TALVI15",
  imageUrl__pick: libraryImage,
  ...overrides,
});

const rowByName = async (name: string) => (await db.select().from(campaigns).where(eq(campaigns.name, name)))[0];

async function refused(result: unknown): Promise<FormAnswer> {
  expect(result).not.toBeInstanceOf(Response);
  return result as FormAnswer;
}

async function expectToast(result: unknown, message: string, type = "success", location = "/admin/kampanjat") {
  const response = asRedirect(result);
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
  expect(await toastOf(response)).toEqual({ type, message });
}

async function createThroughForm(overrides: Record<string, string | File> = {}) {
  const submitted = fields(overrides);
  await expectToast(await run(createAction, formRequest("/admin/kampanjat/uusi", submitted)), "Kampanja luotu onnistuneesti");
  return rowByName(String(submitted.name));
}

beforeAll(async () => {
  await seedDatabase(db);
  cookie = await adminCookie("kampanja-admin");
  const bytes = new Uint8Array(await (await png()).arrayBuffer());
  const saved = await saveImage({ filename: "kirjasto.png", mime: "image/png", bytes, width: 16, height: 8, category: "general" });
  libraryImage = `/api/images/${saved.id}`;
});

describe("the create form", () => {
  it("creates a switched-on campaign from Helsinki days, with an uploaded image, and says so", async () => {
    const name = unique("Ladattu kuva");
    const start = dayAfter(today(), 1);
    const end = dayAfter(today(), 5);
    const result = await run(
      createAction,
      formRequest("/admin/kampanjat/uusi?sivu=2", fields({ name, startDate: start, endDate: end, imageUrl__pick: "", imageUrl__upload: await png(), imageUrl__alt: "Talvirenkaita" })),
    );
    await expectToast(result, "Kampanja luotu onnistuneesti", "success", "/admin/kampanjat?sivu=2");
    const row = await rowByName(name);
    expect(row).toMatchObject({
      isActive: true,
      description: "Kaikki talvirenkaat edullisemmin.",
      discountType: "percentage",
      discountValue: "15.00",
      discountCode: "TALVI15",
      startDate: startOfHelsinkiDay(start),
      endDate: endOfHelsinkiDay(end),
    });
    expect(row.imageUrl).toMatch(/^\/api\/images\/\d+$/);
    expect(row.imageUrl).not.toBe(libraryImage);
  });

  it("takes an image picked from the library", async () => {
    const row = await createThroughForm();
    expect(row.imageUrl).toBe(libraryImage);
  });

  it("requires a name and both dates, and keeps everything typed", async () => {
    const answer = await refused(await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ name: "  ", startDate: "", endDate: "", description: "Jää talteen" }))));
    expect(answer.init.status).toBe(400);
    expect(errorsOf(answer)).toEqual({ name: "Nimi on pakollinen", startDate: "Alkamispäivä on pakollinen", endDate: "Päättymispäivä on pakollinen" });
    expect(valuesOf(answer)).toMatchObject({ description: "Jää talteen", discountValue: "15", discountCode: "TALVI15", imageUrl: libraryImage });
  });

  it("requires an image when creating: 'Kuva on pakollinen'", async () => {
    const name = unique("Ilman kuvaa");
    const answer = await refused(await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ name, imageUrl__pick: "" }))));
    expect(errorsOf(answer)).toEqual({ imageUrl: "Kuva on pakollinen" });
    expect(valuesOf(answer).name).toBe(name);
    expect(await rowByName(name)).toBeUndefined();
  });

  it("keeps an upload that was stored although another field was wrong, so it is not asked again", async () => {
    const answer = await refused(await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ name: "", imageUrl__pick: "", imageUrl__upload: await png("talteen.png") }))));
    expect(errorsOf(answer)).toEqual({ name: "Nimi on pakollinen" });
    expect(valuesOf(answer).imageUrl).toMatch(/^\/api\/images\/\d+$/);
  });

  it("says why an upload was refused", async () => {
    const notImage = new File(["ei kuva"], "kuva.png", { type: "image/png" });
    const answer = await refused(await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ imageUrl__pick: "", imageUrl__upload: notImage }))));
    expect(errorsOf(answer).imageUrl).toBe("File type not supported. Please upload JPEG, PNG or WebP");
  });

  it("refuses an end date before the start date", async () => {
    const answer = await refused(await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ startDate: "2026-12-10", endDate: "2026-12-09" }))));
    expect(errorsOf(answer)).toEqual({ endDate: "Päättymispäivä ei voi olla ennen alkamispäivää" });
    expect(valuesOf(answer)).toMatchObject({ startDate: "2026-12-10", endDate: "2026-12-09" });
  });

  it("refuses a negative discount value and a percentage over 100, and takes 0", async () => {
    const negative = await refused(await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ discountValue: "-1" }))));
    expect(errorsOf(negative)).toEqual({ discountValue: "Alennuksen arvo ei voi olla negatiivinen" });
    const tooBig = await refused(await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ discountValue: "120" }))));
    expect(errorsOf(tooBig)).toEqual({ discountValue: "Prosenttialennus voi olla enintään 100 %" });
    expect((await createThroughForm({ discountValue: "0", discountType: "fixed_amount" })).discountValue).toBe("0.00");
  });

  it("ignores and clears the value for free shipping (a value left in the field without JavaScript)", async () => {
    const row = await createThroughForm({ discountType: "free_shipping", discountValue: "25" });
    expect(row).toMatchObject({ discountType: "free_shipping", discountValue: null });
    // Shown back cleared after another error, too.
    const answer = await refused(await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ name: "", discountType: "free_shipping", discountValue: "-3" }))));
    expect(errorsOf(answer)).toEqual({ name: "Nimi on pakollinen" });
    // Dropped from what comes back: the form shows the field empty.
    expect(valuesOf(answer).discountValue ?? "").toBe("");
  });

  it("bounds the lengths and refuses what no form of ours sends", async () => {
    const answer = await refused(await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ name: "n".repeat(121), discountCode: "k".repeat(51) }))));
    expect(errorsOf(answer)).toEqual({ name: "Nimi saa olla enintään 120 merkkiä", discountCode: "Alennuskoodi saa olla enintään 50 merkkiä" });
    const huge = (await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ name: "n".repeat(5000) })))) as Response;
    expect(huge.status).toBe(400);
    const badType = await refused(await run(createAction, formRequest("/admin/kampanjat/uusi", fields({ discountType: "bogo" }))));
    expect(errorsOf(badType)).toEqual({ discountType: "Valitse alennuksen tyyppi" });
  });

  it("offers the library's images to pick without JavaScript", async () => {
    const { imageChoices } = (await run(createLoader, getRequest("/admin/kampanjat/uusi", { Cookie: cookie }))) as { imageChoices: { url: string }[] };
    expect(imageChoices.map((image) => image.url)).toContain(libraryImage);
  });
});

describe("the edit form", () => {
  it("shows the stored campaign as its Helsinki days and saves changes with 'Kampanja päivitetty onnistuneesti'", async () => {
    const row = await createThroughForm({ startDate: "2026-03-01", endDate: "2026-03-29" });
    const loaded = (await run(editLoader, getRequest(`/admin/kampanjat/${row.id}/muokkaa`, { Cookie: cookie }), { id: String(row.id) })) as {
      values: Record<string, unknown>;
    };
    expect(loaded.values).toMatchObject({ name: row.name, startDate: "2026-03-01", endDate: "2026-03-29", discountValue: "15", imageUrl: libraryImage });

    const name = unique("Muokattu");
    const edited = formRequest(`/admin/kampanjat/${row.id}/muokkaa`, fields({ name, imageUrl: libraryImage, imageUrl__pick: "", discountType: "fixed_amount", discountValue: "40", endDate: dayAfter(today(), 3) }));
    await expectToast(await run(editAction, edited, { id: String(row.id) }), "Kampanja päivitetty onnistuneesti");
    expect(await rowByName(name)).toMatchObject({ id: row.id, discountType: "fixed_amount", discountValue: "40.00", imageUrl: libraryImage });
  });

  it("does not require an image when editing (the image removed)", async () => {
    const row = await createThroughForm();
    const edited = formRequest(`/admin/kampanjat/${row.id}/muokkaa`, fields({ name: row.name, imageUrl: libraryImage, imageUrl__remove: libraryImage, imageUrl__pick: "" }));
    await expectToast(await run(editAction, edited, { id: String(row.id) }), "Kampanja päivitetty onnistuneesti");
    expect((await rowByName(row.name)).imageUrl).toBeNull();
  });

  it("refuses an end before the start when editing too, keeping the typed values", async () => {
    const row = await createThroughForm();
    const answer = await refused(await run(editAction, formRequest(`/admin/kampanjat/${row.id}/muokkaa`, fields({ name: "Uusi nimi", endDate: "2020-01-01" })), { id: String(row.id) }));
    expect(errorsOf(answer)).toEqual({ endDate: "Päättymispäivä ei voi olla ennen alkamispäivää" });
    expect(valuesOf(answer).name).toBe("Uusi nimi");
    expect((await rowByName(row.name)).name).toBe(row.name);
  });

  it("answers 404 for a campaign that does not exist", async () => {
    const missing = (await run(editLoader, getRequest("/admin/kampanjat/999999/muokkaa", { Cookie: cookie }), { id: "999999" })) as Response;
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Kampanjaa ei löytynyt");
    expect(((await run(deleteLoader, getRequest("/admin/kampanjat/abc/poista", { Cookie: cookie }), { id: "abc" })) as Response).status).toBe(404);
  });
});

describe("activate, deactivate and delete", () => {
  it("deactivates and activates with Finnish toasts; the site's list follows", async () => {
    const row = await createThroughForm();
    const params = { id: String(row.id) };
    await expectToast(await run(deactivateAction, post(`/admin/kampanjat/${row.id}/poista-kaytosta`, {}, cookie), params), "Kampanja poistettu käytöstä");
    expect((await rowByName(row.name)).isActive).toBe(false);
    expect((await listActiveCampaigns()).map((c) => c._id)).not.toContain(row.id);
    const tab = await loadCampaignTab();
    expect(tab.find((r) => r.id === row.id)).toMatchObject({ status: "inactive", note: "Poistettu käytöstä", isActive: false });

    await expectToast(await run(activateAction, post(`/admin/kampanjat/${row.id}/aktivoi`, {}, cookie), params), "Kampanja aktivoitu");
    expect((await rowByName(row.name)).isActive).toBe(true);
    expect((await listActiveCampaigns()).map((c) => c._id)).toContain(row.id);
  });

  it("says when an activated campaign has already ended, and when there is no such campaign", async () => {
    const row = await createThroughForm({ startDate: "2025-01-01", endDate: "2025-01-31" });
    await run(deactivateAction, post(`/admin/kampanjat/${row.id}/poista-kaytosta`, {}, cookie), { id: String(row.id) });
    await expectToast(await run(activateAction, post(`/admin/kampanjat/${row.id}/aktivoi`, {}, cookie), { id: String(row.id) }), T.toasts.activatedEnded, "info");
    await expectToast(await run(activateAction, post("/admin/kampanjat/999999/aktivoi", {}, cookie), { id: "999999" }), "Kampanjaa ei löytynyt", "error");
  });

  it("sends a GET of a row action to the tab", async () => {
    const answer = (await run(activateLoader, getRequest("/admin/kampanjat/1/aktivoi?sivu=1", { Cookie: cookie }), { id: "1" })) as Response;
    expect(answer.headers.get("Location")).toBe("/admin/kampanjat?sivu=1");
  });

  it("asks before deleting, then deletes with 'Kampanja poistettu'", async () => {
    const row = await createThroughForm();
    const dialog = (await run(deleteLoader, getRequest(`/admin/kampanjat/${row.id}/poista`, { Cookie: cookie }), { id: String(row.id) })) as { name: string };
    expect(dialog).toEqual({ name: row.name });
    await expectToast(await run(deleteAction, post(`/admin/kampanjat/${row.id}/poista`, {}, cookie), { id: String(row.id) }), "Kampanja poistettu");
    expect(await rowByName(row.name)).toBeUndefined();
    await expectToast(await run(deleteAction, post(`/admin/kampanjat/${row.id}/poista`, {}, cookie), { id: String(row.id) }), "Kampanjaa ei löytynyt", "error");
  });
});

describe("the status at the end of a Helsinki day (the clock injected)", () => {
  it("is 'Aktiivinen' and on the site until 23:59:59.999 of the end day, Helsinki time, and not a millisecond later", async () => {
    // The end day is in summer time; its start lies in winter time (the clocks moved on 29.3.2026).
    const row = await createThroughForm({ startDate: "2026-03-20", endDate: "2026-04-10" });
    const lastMoment = new Date("2026-04-10T20:59:59.999Z"); // 23:59:59.999 EEST
    const midnight = new Date("2026-04-10T21:00:00.000Z"); // 00:00 on 11.4. in Helsinki
    expect((await loadCampaignTab(lastMoment)).find((r) => r.id === row.id)).toMatchObject({ status: "active", note: null, endDate: "10.4.2026" });
    expect((await listActiveCampaigns(lastMoment)).map((c) => c._id)).toContain(row.id);
    expect((await loadCampaignTab(midnight)).find((r) => r.id === row.id)).toMatchObject({ status: "inactive", note: "Päättynyt" });
    expect((await listActiveCampaigns(midnight)).map((c) => c._id)).not.toContain(row.id);
  });

  it("shows a campaign from 00:00 Helsinki time of its first day; before that it is 'Aktiivinen' but waiting", async () => {
    const row = await createThroughForm({ startDate: "2026-11-02", endDate: "2026-11-03" });
    const before = new Date("2026-11-01T21:59:59.999Z");
    const first = new Date("2026-11-01T22:00:00.000Z"); // 00:00 EET on 2.11.
    expect((await listActiveCampaigns(before)).map((c) => c._id)).not.toContain(row.id);
    expect((await loadCampaignTab(before)).find((r) => r.id === row.id)).toMatchObject({ status: "active", note: "Näkyy sivustolla 2.11.2026 alkaen" });
    expect((await listActiveCampaigns(first)).map((c) => c._id)).toContain(row.id);
  });

  it("gives the public list the saved image, description and end day", async () => {
    const row = await createThroughForm({ description: "Näkyy ikkunassa" });
    const listed = (await listActiveCampaigns()).find((c) => c._id === row.id);
    expect(listed).toEqual({ _id: row.id, name: row.name, description: "Näkyy ikkunassa", imageUrl: libraryImage, endDate: endOfHelsinkiDay(dayAfter(today(), 10))!.toISOString() });
  });
});

describe("the tab and 'Aktiiviset kampanjat'", () => {
  it("lists every campaign with its Finnish dates and status; the seeded past one is 'Ei aktiivinen'", async () => {
    const { campaigns: rows } = (await run(tabLoader, getRequest("/admin/kampanjat", { Cookie: cookie }))) as { campaigns: { name: string; status: string; note: string | null }[] };
    expect(rows.find((r) => r.name === "Kesärenkaiden kevätale")).toMatchObject({ status: "inactive", note: "Päättynyt" });
    expect(rows.find((r) => r.name === "Talvirenkaiden asennus kaupan päälle")).toMatchObject({ status: "active", note: null });
  });

  it("lists only what the site shows now on /admin/campaigns/active", async () => {
    const { campaigns: running } = (await run(runningLoader, getRequest("/admin/campaigns/active", { Cookie: cookie }))) as { campaigns: { id: number; imageUrl: string | null }[] };
    expect(running.map((c) => c.id).sort()).toEqual((await listActiveCampaigns()).map((c) => c._id).sort());
  });
});

describe("an empty tab", () => {
  it("has no rows once every campaign is deleted (the view says 'Ei kampanjoita')", async () => {
    await db.delete(campaigns);
    const { campaigns: rows } = (await run(tabLoader, getRequest("/admin/kampanjat", { Cookie: cookie }))) as { campaigns: unknown[] };
    expect(rows).toEqual([]);
    expect(T.empty).toBe("Ei kampanjoita");
    expect(await listActiveCampaigns()).toEqual([]);
  });
});
