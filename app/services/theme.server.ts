import { createCookie } from "@remix-run/node";
import { type Theme, isTheme } from "~/lib/theme";

/** The visitor's light/dark choice: a plain cookie so the server renders the right palette, JS or not. */
const themeCookie = createCookie("theme", {
  httpOnly: false,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
});

/** The stored choice, or null when the visitor has not chosen: then the OS preference decides (in CSS). */
export async function getTheme(request: Request): Promise<Theme | null> {
  const value = await themeCookie.parse(request.headers.get("cookie"));
  return isTheme(value) ? value : null;
}

export function serializeTheme(theme: Theme): Promise<string> {
  return themeCookie.serialize(theme);
}
