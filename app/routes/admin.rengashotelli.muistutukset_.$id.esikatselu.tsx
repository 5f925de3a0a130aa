import type { LoaderFunctionArgs } from "@remix-run/node";
import { REMINDER_TEXTS as T } from "~/features/tyre-hotel/reminders.rules";
import { adminLoader } from "~/services/guard.server";
import { roundPreview } from "~/features/tyre-hotel/reminders.page.server";

/**
 * The round's mail as one customer gets it (the first reminded, or who would be first), as a page of its
 * own: the mail is a whole HTML document. Its personal links are placeholders, not live credentials.
 */
export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const preview = await roundPreview(params.id);
    const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
    if (!preview) return new Response(`<!DOCTYPE html><html lang="fi"><meta charset="utf-8"><title>${T.previewHeading}</title><p>${T.previewNone}</p></html>`, { headers });
    return new Response(preview.html, { headers });
  });
