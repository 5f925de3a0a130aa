/**
 * The admin's confirmed delete (deleteAndReturn, shared by the blog, campaign, rim, competitor, quote
 * request and subscriber dialogs): back to the list with the right toast whether the row went, was not
 * there or the database refused.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { deleteAndReturn, takeToast } from "~/services/toast.server";
import { cookieHeader } from "../support/requests";

const TEXTS = { deleted: "Poistettu", notFound: "Ei löytynyt", failed: "Poisto epäonnistui", logMessage: "Poisto epäonnistui:" };
const BACK = "/admin/lista?sivu=2";

async function outcome(response: Response) {
  const setCookie = response.headers.get("Set-Cookie");
  const { toast } = await takeToast(new Request("http://x", { headers: { Cookie: setCookie ? cookieHeader(setCookie) : "" } }));
  return { status: response.status, location: response.headers.get("Location"), toast };
}

afterEach(() => vi.restoreAllMocks());

describe("deleteAndReturn", () => {
  it("deletes the id and returns to the list with the success toast", async () => {
    const remove = vi.fn(async (id: number) => id === 7);
    const result = await outcome(await deleteAndReturn(BACK, 7, remove, TEXTS));
    expect(remove).toHaveBeenCalledWith(7);
    expect(result).toEqual({ status: 302, location: BACK, toast: { type: "success", message: "Poistettu" } });
  });

  it("says not found for a row that is gone, and never calls the model for a malformed id", async () => {
    const remove = vi.fn(async () => false);
    expect((await outcome(await deleteAndReturn(BACK, 8, remove, TEXTS))).toast).toEqual({ type: "error", message: "Ei löytynyt" });
    expect((await outcome(await deleteAndReturn(BACK, null, remove, TEXTS))).toast).toEqual({ type: "error", message: "Ei löytynyt" });
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("logs a database error and returns with the failure toast, keeping a tab's own duration", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const remove = vi.fn(async () => {
      throw new Error("yhteys katkesi");
    });
    const result = await outcome(await deleteAndReturn(BACK, 9, remove, { ...TEXTS, durationMs: 5000 }));
    expect(result).toEqual({ status: 302, location: BACK, toast: { type: "error", message: "Poisto epäonnistui", durationMs: 5000 } });
    expect(log).toHaveBeenCalledWith("Poisto epäonnistui:", expect.any(Error));
  });
});
