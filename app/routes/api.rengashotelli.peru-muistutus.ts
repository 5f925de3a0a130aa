import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { REMINDER_UNSUBSCRIBE_PAGE_PATH } from "~/features/tyre-hotel/reminders.rules";
import { withdrawConsentByToken } from "~/features/tyre-hotel/customer.model.server";
import { publicAction } from "~/services/guard.server";

/**
 * RFC 8058 one-click unsubscribe of the tyre hotel's season reminder: every reminder's `List-Unsubscribe`
 * header points here, and a mail provider POSTs `List-Unsubscribe=One-Click` with no page or cookie. The
 * customer's token in the address (at least 244 random bits) is the only credential, so any origin may post (as
 * the newsletters' api.subscribers.one-click-unsubscribe.ts). Clears the customer's reminder consent.
 */
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, handleOneClick, { rateLimit: { name: "reminder-one-click", limit: 600, windowMs: 60_000 }, anyOrigin: true });

async function handleOneClick({ request, form }: ActionFunctionArgs & { form: FormData | null }) {
  if (form?.get("List-Unsubscribe") !== "One-Click") return text("Pyynnöstä puuttuu List-Unsubscribe=One-Click.", 400);
  const result = await withdrawConsentByToken(new URL(request.url).searchParams.get("token"));
  if (result.status === "invalid") return text("Peruutuslinkki on virheellinen.", 404);
  return text("Rengashotellin muistutukset on peruttu.", 200);
}

const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** A person who opens the address in a browser gets the page with the confirm button. */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return redirect(token ? `${REMINDER_UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token.slice(0, 100))}` : REMINDER_UNSUBSCRIBE_PAGE_PATH);
}
