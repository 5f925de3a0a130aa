/**
 * Uploaded images are stored as site paths and stay relative on pages, so they load from whatever host
 * name the visitor used (a www alias, an IP address) under the site's own CSP; absolute URLs pass
 * through (and the admin preview's `blob:` addresses of a file not sent yet). Mail and share tags make
 * them absolute themselves.
 */
export function resolveImageUrl(path: string): string {
  if (/^(https?:\/\/|blob:)/i.test(path)) return path;
  return path.startsWith("/") ? path : `/${path}`;
}

/** The current address without one query parameter: where a no-JS close link returns to. */
export function withoutParam(pathname: string, search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
