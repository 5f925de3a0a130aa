/**
 * Rims on the real database: the admin's create / edit / delete actions (with a library image picked
 * without JavaScript), refusals that keep what was typed, and the public listing's filters on /vanteet.
 */
import type { SubmissionResult } from "@conform-to/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { rims } from "#db/schema";
import { RIM_TEXTS } from "~/features/rims/rules";
import { createAdmin } from "~/services/admins.server";
import { imageUsage, saveImage, imageUrl } from "~/features/images/model.server";
import { loader as publicLoader } from "~/routes/_site.vanteet";
import { loader as tabLoader } from "~/routes/admin.vanteet";
import { action as createAction } from "~/routes/admin.vanteet.uusi";
import { action as editAction, loader as editLoader } from "~/routes/admin.vanteet.$id.muokkaa";
import { action as deleteAction, loader as deleteLoader } from "~/routes/admin.vanteet.$id.poista";
import { startAdminSession } from "~/services/session.server";
import { takeToast } from "~/services/toast.server";
import { cookieHeader, getRequest, postForm, routeArgs, settle } from "../support/requests";

let cookie: string;
const asAdmin = () => ({ headers: { Cookie: cookie } });
const FORM = { brand: "Rial", model: "Lugano", diameter: "17", width: "7,5", boltCount: "5", boltCircle: "112", offset: "45", centreBore: "57,1", price: "189", stock: "" };

/** A refused form's messages, the first one of each field ('' the form's own). */
const errorsOf = (result: SubmissionResult<string[]>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(result.error ?? {}).map(([field, messages]) => [field, messages?.[0]]));

async function toastOf(response: Response) {
  const setCookie = response.headers.get("Set-Cookie");
  return (await takeToast(new Request("http://x", { headers: { Cookie: setCookie ? cookieHeader(setCookie) : "" } }))).toast;
}

beforeAll(async () => {
  const admin = await createAdmin("vanteet", "oikea-salasana-123");
  cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
});
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("rims admin", () => {
  it("creates a rim with a library image, edits it and deletes it after the confirmation page", async () => {
    const image = await saveImage({
      filename: "vanne.png",
      mime: "image/png",
      bytes: new Uint8Array([1, 2, 3]),
      width: 10,
      height: 10,
      alt: "Vanne",
      category: "product",
    });
    const url = imageUrl(image.id);
    const created = (await createAction(routeArgs(postForm("/admin/vanteet/uusi", { ...FORM, image__pick: url }, asAdmin())))) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/vanteet");
    expect(await toastOf(created)).toMatchObject({ type: "success", message: RIM_TEXTS.admin.toasts.created });

    const [row] = await db.select().from(rims);
    expect(row).toMatchObject({ brand: "Rial", model: "Lugano", diameter: 17, width: "7.5", boltCount: 5, boltCircle: "112.0", offset: 45, centreBore: "57.1", price: "189.00", stock: null, image: url });
    expect(await imageUsage(image.id)).toBe(1);

    const tab = (await tabLoader(routeArgs(getRequest("/admin/vanteet", { Cookie: cookie })))) as Awaited<ReturnType<typeof tabLoader>>;
    expect(tab.rims).toEqual([expect.objectContaining({ id: row.id, name: "Rial Lugano", size: "17×7,5J", boltPattern: "5×112", offset: "ET 45", centreBore: "57,1 mm" })]);

    const params = { id: String(row.id) };
    const form = (await editLoader(routeArgs(getRequest(`/admin/vanteet/${row.id}/muokkaa`, { Cookie: cookie }), params))) as Awaited<ReturnType<typeof editLoader>>;
    expect(form.values).toMatchObject({ width: "7.5", boltCircle: "112", centreBore: "57.1", price: "189", stock: "", image: url });

    const edited = (await editAction(
      routeArgs(postForm(`/admin/vanteet/${row.id}/muokkaa`, { ...FORM, model: "Lugano Black", stock: "8", offset: "-10", image: url }, asAdmin()), params),
    )) as Response;
    expect(await toastOf(edited)).toMatchObject({ message: RIM_TEXTS.admin.toasts.updated });
    const [after] = await db.select().from(rims);
    expect(after).toMatchObject({ model: "Lugano Black", stock: 8, offset: -10, image: url });

    const confirm = (await deleteLoader(routeArgs(getRequest(`/admin/vanteet/${row.id}/poista`, { Cookie: cookie }), params))) as { name: string };
    expect(confirm.name).toBe("Rial Lugano Black");
    const deleted = (await deleteAction(routeArgs(postForm(`/admin/vanteet/${row.id}/poista`, {}, asAdmin()), params))) as Response;
    expect(await toastOf(deleted)).toMatchObject({ type: "success", message: RIM_TEXTS.admin.toasts.deleted });
    expect(await db.select().from(rims)).toEqual([]);

    const again = (await deleteAction(routeArgs(postForm(`/admin/vanteet/${row.id}/poista`, {}, asAdmin()), params))) as Response;
    expect(await toastOf(again)).toMatchObject({ type: "error", message: RIM_TEXTS.admin.errors.notFound });
    const gone = await settle(() => editLoader(routeArgs(getRequest(`/admin/vanteet/${row.id}/muokkaa`, { Cookie: cookie }), params)));
    expect((gone as Response).status).toBe(404);
  });

  it("refuses bad values with a message per field and keeps everything typed", async () => {
    const typed = { ...FORM, brand: " ", diameter: "99", width: "7,55", boltCircle: "x", offset: "1e9", price: "-1", stock: "2.5", centreBore: "999" };
    const answer = (await createAction(routeArgs(postForm("/admin/vanteet/uusi", typed, asAdmin())))) as unknown as {
      data: { result: SubmissionResult<string[]> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.initialValue).toMatchObject({ brand: " ", diameter: "99", width: "7,55", offset: "1e9", price: "-1" });
    expect(Object.keys(errorsOf(answer.data.result)).sort()).toEqual(["boltCircle", "brand", "centreBore", "diameter", "offset", "price", "stock", "width"]);
    expect(errorsOf(answer.data.result).diameter).toBe("Halkaisija: kokonaisluku 12–24.");
    expect(await db.select().from(rims)).toEqual([]);
  });
});

describe("the public listing on /vanteet", () => {
  beforeAll(async () => {
    await db.delete(rims);
    const base = { model: "M", width: "7.0", offset: 40, centreBore: null, price: "150.00", stock: null };
    await db.insert(rims).values([
      { ...base, brand: "A", diameter: 16, boltCount: 5, boltCircle: "112.0" },
      { ...base, brand: "B", diameter: 17, boltCount: 5, boltCircle: "112.0" },
      { ...base, brand: "C", diameter: 17, boltCount: 5, boltCircle: "114.3" },
      { ...base, brand: "D", diameter: 18, boltCount: 4, boltCircle: "100.0" },
    ]);
  });
  const listing = async (query: string) => publicLoader(routeArgs(getRequest(`/vanteet${query}`)));

  it("lists every rim with the filter choices that exist", async () => {
    const all = await listing("");
    expect(all.rims.map((r) => r.name)).toEqual(["A M", "B M", "C M", "D M"]);
    expect(all.options).toEqual({
      diameters: [16, 17, 18],
      boltPatterns: [
        { value: "4x100", label: "4×100" },
        { value: "5x112", label: "5×112" },
        { value: "5x114.3", label: "5×114,3" },
      ],
    });
  });

  it("filters by diameter and bolt pattern; odd values are no filter, and nothing matching is an empty list", async () => {
    expect((await listing("?halkaisija=17")).rims.map((r) => r.name)).toEqual(["B M", "C M"]);
    expect((await listing("?halkaisija=17&pulttijako=5x114.3")).rims.map((r) => r.name)).toEqual(["C M"]);
    expect((await listing("?pulttijako=5%C3%97112")).rims.map((r) => r.name)).toEqual(["A M", "B M"]);
    expect((await listing("?halkaisija=abc&pulttijako=%00&sivu=99999999")).rims).toHaveLength(4);
    const none = await listing("?halkaisija=18&pulttijako=5x112");
    expect(none.rims).toEqual([]);
    expect(none.total).toBe(0);
  });
});
