/**
 * Uploaded images are stored as site paths; absolute URLs pass through (and the admin preview's `blob:`
 * addresses of a file not sent yet), anything else gets the site origin.
 */
export function resolveImageUrl(path: string, origin: string): string {
  if (/^(https?:\/\/|blob:)/i.test(path)) return path;
  return `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The current address without one query parameter: where a no-JS close link returns to. */
export function withoutParam(pathname: string, search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
