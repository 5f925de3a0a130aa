import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { AdminDrawer } from "~/components/admin/AdminDrawer";
import { NewsletterDrawerError } from "~/components/admin/newsletters/NewsletterDrawerError";
import { NEWSLETTER_ADMIN_TEXTS as T, keptSearch } from "~/lib/newsletter-admin";
import { parseIdParam } from "~/lib/tyre-admin";
import { deleteNewsletter } from "~/models/newsletters.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { requireNewsletter } from "~/services/newsletter-routes.server";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: `${T.deleteHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const newsletter = await requireNewsletter(params.id);
    return { subject: newsletter.subject };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ request, params }) => {
    const back = `/admin/uutiskirjeet${keptSearch(new URL(request.url).search)}`;
    const id = parseIdParam(params.id);
    try {
      const result = id === null ? ({ ok: false, error: "not_found" } as const) : await deleteNewsletter(id);
      if (result.ok) return redirectWithToast(back, { type: "success", message: T.toasts.deleted });
      return redirectWithToast(back, { type: "error", message: result.error === "sending" ? T.errors.deleteWhileSending : T.errors.notFound });
    } catch (error) {
      console.error("Uutiskirjeen poisto epäonnistui:", error);
      return redirectWithToast(back, { type: "error", message: T.errors.delete });
    }
  });

export default function DeleteNewsletter() {
  const { subject } = useLoaderData<typeof loader>();
  const closeTo = `/admin/uutiskirjeet${keptSearch(useLocation().search)}`;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminDrawer title={T.deleteHeading} closeTo={closeTo} keepSearch={false} variant="dialog">
      <p className="font-medium">{T.confirmDelete(subject)}</p>
      <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{T.deleteWarning}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {T.buttons.confirmDelete}
        </button>
        <Link to={closeTo} className="btn-secondary">
          {T.buttons.cancel}
        </Link>
      </Form>
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <NewsletterDrawerError title={T.deleteHeading} />;
}
