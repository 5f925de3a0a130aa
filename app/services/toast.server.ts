import { redirect } from "@remix-run/node";
import { type Toast, isToast } from "~/lib/toast";
import { flashStorage } from "./session.server";

/** Post/Redirect/Get with a toast to show on the next page. */
export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const session = await flashStorage.getSession();
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashStorage.commitSession(session));
  return redirect(url, { ...init, headers });
}

/**
 * A delete an admin confirmed: removes the row the route's id names and returns to `back` with a toast,
 * `deleted` when it went, `notFound` when there was no such row (or the id was malformed), `failed` when
 * the database refused (logged with `logMessage`). `durationMs` as in a Toast, for tabs that show theirs longer.
 */
export async function deleteAndReturn(
  back: string,
  id: number | null,
  remove: (id: number) => Promise<boolean>,
  texts: { deleted: string; notFound: string; failed: string; logMessage: string; durationMs?: number },
): Promise<Response> {
  const { durationMs } = texts;
  try {
    const deleted = id !== null && (await remove(id));
    return redirectWithToast(back, deleted ? { type: "success", message: texts.deleted, durationMs } : { type: "error", message: texts.notFound, durationMs });
  } catch (error) {
    console.error(texts.logMessage, error);
    return redirectWithToast(back, { type: "error", message: texts.failed, durationMs });
  }
}

/**
 * A row's 'handled' switch (the request inboxes): sets it on the row the route's id names and returns to
 * `back` with `handled` or `reopened`, `notFound` when there was no such row, `failed` when the database
 * refused (logged with `logMessage`).
 */
export async function switchAndReturn(
  back: string,
  id: number | null,
  handled: boolean,
  setHandled: (id: number, handled: boolean) => Promise<boolean>,
  texts: { handled: string; reopened: string; notFound: string; failed: string; logMessage: string },
): Promise<Response> {
  try {
    const found = id !== null && (await setHandled(id, handled));
    if (!found) return redirectWithToast(back, { type: "error", message: texts.notFound });
    return redirectWithToast(back, { type: "success", message: handled ? texts.handled : texts.reopened });
  } catch (error) {
    console.error(texts.logMessage, error);
    return redirectWithToast(back, { type: "error", message: texts.failed });
  }
}

/** Reads (and so consumes) the pending toast; the returned header clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("flash=")) return { toast: null, setCookie: null };
  const session = await flashStorage.getSession(cookie);
  const value = session.get("toast");
  if (value === undefined) return { toast: null, setCookie: null };
  return { toast: isToast(value) ? value : null, setCookie: await flashStorage.commitSession(session) };
}
