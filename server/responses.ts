import type { Request, Response } from "express";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An answer the HTTP layer gives by itself: a small Finnish page for a browser that navigated here (a
 * form posted without JavaScript), plain text for everything else.
 */
export function sendError(req: Request, res: Response, status: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set({ "Cache-Control": "no-store", ...headers });
  if (req.accepts(["text/plain", "text/html"]) === "text/html" && (req.headers.accept ?? "").includes("text/html")) {
    res
      .type("html")
      .send(
        `<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>${escapeHtml(message)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
          `<h1 style="font-size:1.5rem">${escapeHtml(message)}</h1><p><a href="/">Etusivulle</a></p></body></html>`,
      );
    return;
  }
  res.type("text/plain; charset=utf-8").send(message);
}
