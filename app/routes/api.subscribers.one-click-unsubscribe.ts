import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { unsubscribeByToken } from "~/features/subscribers/model.server";
import { publicAction } from "~/services/guard.server";

/**
 * RFC 8058 one-click unsubscribe (ONE_CLICK_UNSUBSCRIBE_PATH): the `List-Unsubscribe` header of every
 * newsletter points here, and a mail provider POSTs `List-Unsubscribe=One-Click` with no page or cookie
 * and any Origin, or none. The personal token in the address is the only credential (244 random bits),
 * so the origin check does not apply (server/request-policy.ts). Mail providers post from a handful of
 * addresses for all their users, so the per-client limit is far looser than the page's form.
 */
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, handleOneClick, { rateLimit: { name: "one-click-unsubscribe", limit: 600, windowMs: 60_000 }, anyOrigin: true });

async function handleOneClick({ request, form }: ActionFunctionArgs & { form: FormData | null }) {
  if (form?.get("List-Unsubscribe") !== "One-Click") return text("Pyynnöstä puuttuu List-Unsubscribe=One-Click.", 400);
  const result = await unsubscribeByToken(new URL(request.url).searchParams.get("token"));
  switch (result.status) {
    case "unsubscribed":
    case "already_unsubscribed":
      return text("Uutiskirjeen tilaus on peruttu.", 200);
    default:
      return text("Peruutuslinkki on virheellinen tai vanhentunut.", 404);
  }
}

const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** A person who opens the address in a browser gets the page with the confirm button. */
export function loader({ request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return redirect(token ? `/peruuta-uutiskirje?token=${encodeURIComponent(token)}` : "/peruuta-uutiskirje");
}
