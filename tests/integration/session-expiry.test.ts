/**
 * A form sent after the admin's session ended (decision 0027): the login page says so, the form's text is
 * kept for this browser (a random id in a short-lived httpOnly cookie), and after logging in the form's
 * page gets it back once. Never files, never JSON calls, never the login form, never oversized bodies.
 * Runs on the configured store: Redis when REDIS_URL is set, memory otherwise.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct, createSize } from "~/features/tyres/admin.model.server";
import { loader as adminLayoutLoader } from "~/routes/admin";
import { action as createCampaignAction } from "~/routes/admin.kampanjat.uusi";
import { loader as loginLoader } from "~/routes/admin_.login";
import { action as editProductAction } from "~/routes/admin.renkaat.tuotteet.$productId.muokkaa";
import { action as blogApiAction } from "~/routes/api.blog.articles._index";
import { PENDING_FORM_MAX_BYTES, keepExpiredSubmission } from "~/services/pending-form.server";
import { ORIGIN, cookieHeader, getRequest } from "../support/requests";
import { adminCookie, post, postMultipart, productInput, run } from "../support/tyre-admin";

let session: string;
let productId = 0;
beforeAll(async () => {
  session = await adminCookie("vanhentunut-admin");
  const size = await createSize({ width: 205, aspect: 55, diameter: 16, vehicleType: "henkilöauto" });
  if (!size.ok) throw new Error("size");
  const product = await createProduct(productInput({ sizeId: size.size.id, manufacturer: "Nokian", model: "Wetproof", price: 100, type: "summer", winterType: null }));
  if (!product.ok) throw new Error("product");
  productId = product.productId;
});

const editPath = () => `/admin/renkaat/tuotteet/${productId}/muokkaa`;
const pendingCookieOf = (response: Response) => {
  const cookie = response.headers.getSetCookie().find((value) => value.includes("admin_pending_form="));
  return cookie ? cookieHeader(cookie) : null;
};
/** The admin layout's loader for `path` with a session and the kept form's cookie. */
const restoredOn = async (path: string, pending: string) =>
  ((await run(adminLayoutLoader, getRequest(path, { Cookie: `${session}; ${pending}` }))) as { restoredForm: unknown }).restoredForm;

describe("a form sent after the session ended", () => {
  it("goes to the login page, which says the session expired and that the edits were kept", async () => {
    const fields: [string, string][] = [
      ["manufacturer", "Nokian"],
      ["model", "Wetproof 2"],
      ["price", "144"],
      ["features", "Hiljainen"],
      ["features", "Kestävä"],
    ];
    const request = postMultipart(`${editPath()}?haku=nokian`, fields);
    const response = (await run(editProductAction, request, { productId: String(productId) })) as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, ORIGIN);
    expect(location.pathname).toBe("/admin/login");
    expect(location.searchParams.get("redirectTo")).toBe(`${editPath()}?haku=nokian`);
    expect(location.searchParams.get("vanhentunut")).toBe("1");
    const setCookie = response.headers.getSetCookie().find((value) => value.includes("admin_pending_form="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=900/);
    const pending = pendingCookieOf(response)!;

    const login = (await run(loginLoader, getRequest("/admin/login?vanhentunut=1", { Cookie: pending }))) as { keptForm: boolean };
    expect(login.keptForm).toBe(true);

    // Another admin page first: the kept form waits for its own page.
    expect(await restoredOn("/admin/kampanjat", pending)).toBeNull();
    // Its own page gets it once, with repeated fields in order.
    expect(await restoredOn(editPath(), pending)).toEqual({ path: editPath(), fields, filesDropped: false });
    expect(await restoredOn(editPath(), pending)).toBeNull();
  });

  it("keeps the text of an upload form but never its files", async () => {
    const body = new FormData();
    body.append("model", "Kuvan kanssa");
    body.append("thumbnail__upload", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "kuva.png", { type: "image/png" }));
    const request = new Request(`${ORIGIN}${editPath()}`, { method: "POST", headers: { Origin: ORIGIN }, body });
    const response = (await run(editProductAction, request, { productId: String(productId) })) as Response;
    expect(await restoredOn(editPath(), pendingCookieOf(response)!)).toEqual({ path: editPath(), fields: [["model", "Kuvan kanssa"]], filesDropped: true });
  });

  it("works for another admin form too (a new campaign)", async () => {
    const response = (await run(createCampaignAction, post("/admin/kampanjat/uusi", { name: "Talvikampanja", description: "Renkaat -20 %" }))) as Response;
    expect(response.headers.get("Location")).toMatch(/^\/admin\/login\?.*vanhentunut=1/);
    const restored = (await restoredOn("/admin/kampanjat/uusi", pendingCookieOf(response)!)) as { fields: [string, string][] };
    expect(restored.fields).toEqual([
      ["name", "Talvikampanja"],
      ["description", "Renkaat -20 %"],
    ]);
  });

  it("keeps nothing for JSON calls, oversized forms, the login form, or a forged cookie", async () => {
    const json = new Request(`${ORIGIN}/api/blog/articles`, { method: "POST", headers: { Origin: ORIGIN, "Content-Type": "application/json" }, body: "{}" });
    const jsonResponse = (await run(blogApiAction, json)) as Response;
    expect(jsonResponse.status).toBe(401);
    expect(pendingCookieOf(jsonResponse)).toBeNull();

    const big = (await run(editProductAction, post(editPath(), { description: "x".repeat(PENDING_FORM_MAX_BYTES + 1) }), { productId: String(productId) })) as Response;
    expect(big.status).toBe(302);
    expect(pendingCookieOf(big)).toBeNull();

    expect(await keepExpiredSubmission(post("/admin/login", { username: "a", password: "salasana" }))).toBeNull();
    expect(await restoredOn(editPath(), "admin_pending_form=keksitty")).toBeNull();
  });
});
