/**
 * The admin's campaign JSON calls on a real database, called as Remix calls them: GET and POST
 * /api/campaigns, GET, PUT and DELETE /api/campaigns/:id, PUT …/deactivate and …/reactivate, with the
 * tab form's rules, and 401 JSON without a session (the public /api/campaigns/active stays open).
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import { listActiveCampaigns } from "~/features/campaigns/model.server";
import { saveImage } from "~/features/images/model.server";
import { action as apiItemAction, loader as apiItemLoader } from "~/routes/api.campaigns.$id";
import { action as apiDeactivate } from "~/routes/api.campaigns.$id.deactivate";
import { action as apiReactivate } from "~/routes/api.campaigns.$id.reactivate";
import { action as apiListAction, loader as apiListLoader } from "~/routes/api.campaigns._index";
import { loader as publicLoader } from "~/routes/api.campaigns.active";
import { ORIGIN, getRequest } from "../support/requests";
import { adminCookie, post, run } from "../support/tyre-admin";
import { helsinkiDay, nextDay } from "~/lib/helsinki-time";

type Json = { success: boolean; campaign?: Record<string, unknown>; campaigns?: Record<string, unknown>[]; error?: string; message?: string; errors?: Record<string, string> };

let cookie: string;
let libraryImage: string;
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence}-${Date.now().toString(36)}`;
const today = () => helsinkiDay(new Date());
const dayAfter = (day: string, n: number): string => (n === 0 ? day : dayAfter(nextDay(day), n - 1));

function jsonRequest(method: string, path: string, body?: unknown, options: { cookie?: string | null; origin?: string } = {}): Request {
  const headers: Record<string, string> = { Origin: options.origin ?? ORIGIN };
  const session = options.cookie === undefined ? cookie : options.cookie;
  if (session) headers.Cookie = session;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

beforeAll(async () => {
  await seedDatabase(db);
  cookie = await adminCookie("kampanja-api");
  const png = await sharp({ create: { width: 16, height: 8, channels: 3, background: "#aa3311" } }).png().toBuffer();
  const saved = await saveImage({ filename: "kirjasto.png", mime: "image/png", bytes: new Uint8Array(png), width: 16, height: 8, category: "general" });
  libraryImage = `/api/images/${saved.id}`;
});

describe("the JSON calls", () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: unique("API"),
    description: "JSONista",
    startDate: today(),
    endDate: dayAfter(today(), 7),
    discountType: "percentage",
    discountValue: 10,
    discountCode: "API10",
    imageUrl: libraryImage,
    ...overrides,
  });
  const json = async (result: unknown) => {
    const response = result as Response;
    return { status: response.status, body: (await response.json()) as Json };
  };

  it("answer 401 JSON without a session, every method", async () => {
    const calls: [typeof apiListAction, Request, Record<string, string>][] = [
      [apiListAction, jsonRequest("POST", "/api/campaigns", body(), { cookie: null }), {}],
      [apiItemAction, jsonRequest("PUT", "/api/campaigns/1", body(), { cookie: null }), { id: "1" }],
      [apiItemAction, jsonRequest("DELETE", "/api/campaigns/1", undefined, { cookie: null }), { id: "1" }],
      [apiDeactivate, jsonRequest("PUT", "/api/campaigns/1/deactivate", undefined, { cookie: null }), { id: "1" }],
      [apiReactivate, jsonRequest("PUT", "/api/campaigns/1/reactivate", undefined, { cookie: null }), { id: "1" }],
    ];
    for (const [handler, request, params] of calls) {
      const answer = await json(await run(handler, request, params));
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: "Kirjaudu sisään ylläpitäjänä." });
    }
    expect((await json(await run(apiListLoader, getRequest("/api/campaigns")))).status).toBe(401);
    expect((await json(await run(apiItemLoader, getRequest("/api/campaigns/1"), { id: "1" }))).status).toBe(401);
    // The public list stays public.
    expect((await publicLoader()).status).toBe(200);
  });

  it("refuse a cross-origin write even with a session", async () => {
    const answer = (await run(apiListAction, jsonRequest("POST", "/api/campaigns", body(), { origin: "https://evil.example" }))) as Response;
    expect(answer.status).toBe(403);
  });

  it("create with POST (201), read with GET, and share the form's rules", async () => {
    const created = await json(await run(apiListAction, jsonRequest("POST", "/api/campaigns", body({ name: "  JSON-kampanja  ", startDate: "2026-06-01", endDate: "2026-06-30" }))));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      campaign: {
        name: "JSON-kampanja",
        startDate: "2026-05-31T21:00:00.000Z",
        endDate: "2026-06-30T20:59:59.999Z",
        isActive: true,
        discountType: "percentage",
        discountValue: 10,
        discountCode: "API10",
        imageUrl: libraryImage,
      },
    });
    const id = created.body.campaign!._id as number;
    const one = await json(await run(apiItemLoader, jsonRequest("GET", `/api/campaigns/${id}`), { id: String(id) }));
    expect(one.body.campaign).toMatchObject({ _id: id, name: "JSON-kampanja" });
    const list = await json(await run(apiListLoader, jsonRequest("GET", "/api/campaigns")));
    expect(list.body.success).toBe(true);
    expect(list.body.campaigns!.map((c) => c._id)).toContain(id);

    const noImage = await json(await run(apiListAction, jsonRequest("POST", "/api/campaigns", body({ imageUrl: null }))));
    expect(noImage).toEqual({ status: 400, body: { success: false, error: "Kuva on pakollinen", message: "Kuva on pakollinen", errors: { imageUrl: "Kuva on pakollinen" } } });
    const backwards = await json(await run(apiListAction, jsonRequest("POST", "/api/campaigns", body({ startDate: "2026-06-10", endDate: "2026-06-01" }))));
    expect(backwards.body).toMatchObject({ success: false, message: "Päättymispäivä ei voi olla ennen alkamispäivää" });
    const missing = await json(await run(apiListAction, jsonRequest("POST", "/api/campaigns", { imageUrl: libraryImage })));
    expect(missing.body.errors).toEqual({
      name: "Nimi on pakollinen",
      startDate: "Alkamispäivä on pakollinen",
      endDate: "Päättymispäivä on pakollinen",
      discountType: "Valitse alennuksen tyyppi",
    });
    const negative = await json(await run(apiListAction, jsonRequest("POST", "/api/campaigns", body({ discountValue: -5 }))));
    expect(negative.body.message).toBe("Alennuksen arvo ei voi olla negatiivinen");
    const free = await json(await run(apiListAction, jsonRequest("POST", "/api/campaigns", body({ discountType: "free_shipping", discountValue: 30 }))));
    expect(free.body.campaign).toMatchObject({ discountType: "free_shipping", discountValue: null });
  });

  it("take ISO timestamps as Helsinki days and refuse bodies that are not a campaign object", async () => {
    const created = await json(await run(apiListAction, jsonRequest("POST", "/api/campaigns", body({ startDate: "2026-06-01T21:30:00.000Z", endDate: "2026-06-02T08:00:00.000Z" }))));
    expect(created.body.campaign).toMatchObject({ startDate: "2026-06-01T21:00:00.000Z", endDate: "2026-06-02T20:59:59.999Z" });
    for (const wrong of [[1, 2], "teksti", { name: { nested: true } }]) {
      const answer = await json(await run(apiListAction, jsonRequest("POST", "/api/campaigns", wrong)));
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const asForm = await json(await run(apiListAction, post("/api/campaigns", { name: "Lomake" }, cookie)));
    expect(asForm.status).toBe(400);
    const broken = new Request(`${ORIGIN}/api/campaigns`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" }, body: "{" });
    const brokenAnswer = await json(await run(apiListAction, broken));
    expect(brokenAnswer).toMatchObject({ status: 400, body: { ok: false, error: "Pyynnön sisältö ei ole kelvollista JSONia." } });
  });

  it("replace with PUT, deactivate and reactivate with PUT, delete with DELETE", async () => {
    const created = await json(await run(apiListAction, jsonRequest("POST", "/api/campaigns", body())));
    const id = String(created.body.campaign!._id);
    const put = await json(await run(apiItemAction, jsonRequest("PUT", `/api/campaigns/${id}`, body({ name: "Vaihdettu", imageUrl: null, discountType: "fixed_amount", discountValue: "25,5" })), { id }));
    expect(put).toMatchObject({ status: 200, body: { success: true, campaign: { name: "Vaihdettu", imageUrl: null, discountType: "fixed_amount", discountValue: 25.5 } } });
    const badPut = await json(await run(apiItemAction, jsonRequest("PUT", `/api/campaigns/${id}`, body({ name: "" })), { id }));
    expect(badPut).toMatchObject({ status: 400, body: { success: false, message: "Nimi on pakollinen" } });
    const unknownPut = await json(await run(apiItemAction, jsonRequest("PUT", "/api/campaigns/999999", body()), { id: "999999" }));
    expect(unknownPut).toEqual({ status: 404, body: { success: false, error: "Kampanjaa ei löytynyt", message: "Kampanjaa ei löytynyt" } });

    const off = await json(await run(apiDeactivate, jsonRequest("PUT", `/api/campaigns/${id}/deactivate`), { id }));
    expect(off).toMatchObject({ status: 200, body: { success: true, campaign: { isActive: false, status: "inactive" } } });
    expect((await listActiveCampaigns()).map((c) => String(c._id))).not.toContain(id);
    const on = await json(await run(apiReactivate, jsonRequest("PUT", `/api/campaigns/${id}/reactivate`), { id }));
    expect(on).toMatchObject({ status: 200, body: { success: true, campaign: { isActive: true, status: "active" } } });
    expect((await json(await run(apiReactivate, jsonRequest("POST", `/api/campaigns/${id}/reactivate`), { id }))).status).toBe(405);
    expect((await json(await run(apiDeactivate, jsonRequest("PUT", "/api/campaigns/999999/deactivate"), { id: "999999" }))).status).toBe(404);

    expect((await json(await run(apiItemAction, jsonRequest("POST", `/api/campaigns/${id}`, body()), { id }))).status).toBe(405);
    const deleted = await json(await run(apiItemAction, jsonRequest("DELETE", `/api/campaigns/${id}`), { id }));
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect((await json(await run(apiItemAction, jsonRequest("DELETE", `/api/campaigns/${id}`), { id }))).status).toBe(404);
  });
});
