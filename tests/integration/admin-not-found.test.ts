/** An unknown /admin/... address: the login page for anonymous visitors, an admin 404 for the admin. */
import { describe, expect, it } from "vitest";
import { loader as adminNotFoundLoader } from "~/routes/admin.$";
import { getRequest } from "../support/requests";
import { adminCookie, run } from "../support/tyre-admin";

describe("unknown admin addresses", () => {
  it("send an anonymous visitor to the login page and answer the admin 404 inside the admin", async () => {
    const anonymous = (await run(adminNotFoundLoader, getRequest("/admin/ei-ole"), { "*": "ei-ole" })) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/ei-ole")}`);

    const cookie = await adminCookie("eksynyt-admin");
    const admin = (await run(adminNotFoundLoader, getRequest("/admin/renkaat/ei/ole", { Cookie: cookie }), { "*": "renkaat/ei/ole" })) as Response;
    expect(admin.status).toBe(404);
  });
});
