/**
 * For the image that is the page's largest paint (the hero, an article's picture): fetched first and
 * decoded without waiting. React 18 knows no `fetchPriority` prop, so the lowercase HTML attribute is
 * passed through as is.
 */
export const LARGEST_PAINT = { fetchpriority: "high", decoding: "async" } as Record<string, string>;
