/**
 * The server's own pages, rendered in-process: server/index.ts registers its Remix request handler here,
 * and Kaartobotti's site index (features/chat/assistant/site-index.server.ts) reads the public pages
 * through it, as a visitor gets them, without a request over the network or the HTTP layer's limits.
 * The server bundle and the Remix build are separate module graphs, so the two meet on a global symbol.
 */

/** One public path's HTML as a visitor gets it, or null when the path is not a page (a redirect, a 404). */
export type PageRenderer = (path: string) => Promise<string | null>;

const RENDERER_KEY = Symbol.for("rengas-kaarto.page-renderer");
type RendererHolder = { [RENDERER_KEY]?: PageRenderer };

export function registerPageRenderer(render: PageRenderer | undefined): void {
  (globalThis as RendererHolder)[RENDERER_KEY] = render;
}

/** The registered renderer; undefined outside the web server (scripts, the worker, unit tests). */
export function pageRenderer(): PageRenderer | undefined {
  return (globalThis as RendererHolder)[RENDERER_KEY];
}
