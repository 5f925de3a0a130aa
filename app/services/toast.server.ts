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

/** Reads (and so consumes) the pending toast; the returned header clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("flash=")) return { toast: null, setCookie: null };
  const session = await flashStorage.getSession(cookie);
  const value = session.get("toast");
  if (value === undefined) return { toast: null, setCookie: null };
  return { toast: isToast(value) ? value : null, setCookie: await flashStorage.commitSession(session) };
}
