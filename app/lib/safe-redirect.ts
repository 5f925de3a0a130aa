/**
 * The one place that decides where a redirect taken from user input may go: a path on this site, after
 * the URL is parsed the way a browser would parse it. Anything else gets the fallback.
 */

const BASE = "http://redirect.invalid";
const MAX_LENGTH = 2048;

export type RedirectOptions = {
  /** Accept only paths inside this section, e.g. "/admin". */
  within?: string;
};

export function safeRedirectPath(target: unknown, fallback = "/", options: RedirectOptions = {}): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  // Browsers drop tabs and line breaks from URLs and read '\' as '/': '/\t/evil.example' is '//evil.example'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // Dot segments collapse while parsing: '/a/..//evil.example' becomes '//evil.example', another host.
  if (url.pathname.startsWith("//")) return fallback;
  if (options.within && url.pathname !== options.within && !url.pathname.startsWith(`${options.within}/`)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
