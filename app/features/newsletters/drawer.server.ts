/** What the newsletter dialogs' loaders share: the newsletter of the URL, and the form's choices. */
import { parseDatabaseId } from "~/lib/database-id";
import { toHelsinkiWallTime } from "~/lib/helsinki-time";
import { NEWSLETTER_ADMIN_TEXTS as T, type NewsletterFormValues } from "~/features/newsletters/rules";
import { loadImageChoices } from "~/features/images/model.server";
import { type NewsletterWithProgress, getNewsletter } from "~/features/newsletters/model.server";
import { listOfferProducts } from "./offer.server";

/** The newsletter named by the route's `id`, or a 404 the dialog's error boundary shows. */
export async function requireNewsletter(id: string | undefined): Promise<NewsletterWithProgress> {
  const parsed = parseDatabaseId(id);
  const newsletter = parsed === null ? null : await getNewsletter(parsed);
  if (!newsletter) throw new Response(T.errors.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return newsletter;
}

export async function newsletterFormChoices() {
  const [offerProducts, imageChoices] = await Promise.all([listOfferProducts(), loadImageChoices("newsletter")]);
  return { offerProducts, imageChoices };
}

export function formValuesOf(newsletter: { subject: string; content: string; heroImage: string | null; sendDate: Date | null }): NewsletterFormValues {
  return {
    subject: newsletter.subject,
    content: newsletter.content,
    heroImage: newsletter.heroImage,
    sendDate: newsletter.sendDate ? toHelsinkiWallTime(newsletter.sendDate) : "",
    testEmail: "",
  };
}

/** A new letter's suggested send time: tomorrow at 9 in Helsinki. */
export function defaultSendDate(now: Date = new Date()): string {
  const tomorrow = toHelsinkiWallTime(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  return `${tomorrow.slice(0, 10)}T09:00`;
}
