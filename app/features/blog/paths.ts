/**
 * An article's address on the public site. Its own module, without zod: the article page's meta function
 * runs in the browser too, and importing ~/lib/blog there would ship the form schema (zod's eval probe
 * trips the Content-Security-Policy).
 */
export function articlePath(slug: string): string {
  return `/artikkelit/${slug}`;
}
