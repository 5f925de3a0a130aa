import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { NewsletterDrawerError } from "~/features/newsletters/components/NewsletterDrawerError";
import { NewsletterForm } from "~/features/newsletters/components/NewsletterForm";
import { NEWSLETTER_ADMIN_TEXTS as T, canEdit, formKey, keptSearch, sendDateLocked } from "~/features/newsletters/rules";
import { adminAction, adminLoader } from "~/services/guard.server";
import { handleNewsletterForm } from "~/features/newsletters/page.server";
import { formValuesOf, newsletterFormChoices, requireNewsletter } from "~/features/newsletters/drawer.server";

export const meta: MetaFunction = () => [{ title: `${T.editHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const newsletter = await requireNewsletter(params.id);
    return { status: newsletter.status, values: formValuesOf(newsletter), ...(await newsletterFormChoices()) };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ request, params }) => handleNewsletterForm(request, await requireNewsletter(params.id)));

/** The edit dialog; a newsletter that is being or has been sent is shown as locked, not as a form. */
export default function EditNewsletter() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const closeTo = `/admin/uutiskirjeet${keptSearch(useLocation().search)}`;
  if (!canEdit(loaded.status)) {
    return (
      <AdminDrawer title={T.editHeading} closeTo={closeTo} keepSearch={false}>
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {T.errors.locked}
        </p>
        <Link to={closeTo} className="btn-secondary mt-4 inline-block">
          {T.buttons.cancel}
        </Link>
      </AdminDrawer>
    );
  }
  return (
    <AdminDrawer title={T.editHeading} closeTo={closeTo} keepSearch={false}>
      <NewsletterForm
        key={formKey(answer)}
        mode="edit"
        values={answer?.values ?? loaded.values}
        result={answer?.result ?? null}
        view={answer?.view ?? "form"}
        preview={answer?.preview ?? false}
        notice={answer?.notice ?? null}
        offerProducts={loaded.offerProducts}
        imageChoices={loaded.imageChoices}
        selectedSubscribers={[]}
        canSchedule={loaded.status === "draft"}
        sendDateLocked={sendDateLocked(loaded.status)}
        closeTo={closeTo}
      />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <NewsletterDrawerError title={T.editHeading} />;
}
