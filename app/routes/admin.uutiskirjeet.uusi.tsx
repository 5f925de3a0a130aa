import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { NewsletterDrawerError } from "~/features/newsletters/components/NewsletterDrawerError";
import { NewsletterForm } from "~/features/newsletters/components/NewsletterForm";
import { NEWSLETTER_ADMIN_TEXTS as T, formKey, keptSearch } from "~/features/newsletters/rules";
import { adminAction, adminLoader } from "~/services/guard.server";
import { MAX_SELECTED, handleNewsletterForm } from "~/features/newsletters/page.server";
import { defaultSendDate, newsletterFormChoices } from "~/features/newsletters/drawer.server";
import { parseDatabaseIds } from "~/lib/database-id";

export const meta: MetaFunction = () => [{ title: `${T.createHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

/**
 * The create dialog. Subscribers chosen in the table arrive as `?tilaaja=1&tilaaja=2` ('Lähetä uutiskirje
 * valituille'); `valinta=1` with none chosen says the admin pressed that button without choosing.
 */
export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const selectedSubscribers = parseDatabaseIds(params.getAll("tilaaja"), MAX_SELECTED);
    const noneChosen = params.get("valinta") === "1" && selectedSubscribers.length === 0;
    return { ...(await newsletterFormChoices()), selectedSubscribers, noneChosen, sendDate: defaultSendDate() };
  });

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ request }) => handleNewsletterForm(request, null));

export default function CreateNewsletter() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const closeTo = `/admin/uutiskirjeet${keptSearch(useLocation().search)}`;
  const values = answer?.values ?? { subject: "", content: "", heroImage: null, sendDate: loaded.sendDate, testEmail: "" };
  const notice = answer?.notice ?? (loaded.noneChosen ? { type: "error" as const, message: T.errors.noneSelected } : null);
  return (
    <AdminDrawer title={T.createHeading} closeTo={closeTo} keepSearch={false}>
      <NewsletterForm
        key={formKey(answer)}
        mode="create"
        values={values}
        result={answer?.result ?? null}
        view={answer?.view ?? "form"}
        preview={answer?.preview ?? false}
        notice={notice}
        offerProducts={loaded.offerProducts}
        imageChoices={loaded.imageChoices}
        selectedSubscribers={loaded.selectedSubscribers}
        canSchedule
        sendDateLocked={false}
        closeTo={closeTo}
      />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <NewsletterDrawerError title={T.createHeading} />;
}
