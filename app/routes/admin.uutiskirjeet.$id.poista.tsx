import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { NewsletterDrawerError } from "~/features/newsletters/components/NewsletterDrawerError";
import { NEWSLETTER_ADMIN_TEXTS as T, keptSearch } from "~/features/newsletters/rules";
import { parseDatabaseId } from "~/lib/database-id";
import { deleteNewsletter } from "~/features/newsletters/model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { requireNewsletter } from "~/features/newsletters/drawer.server";
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
    const id = parseDatabaseId(params.id);
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
  return (
    <ConfirmDeleteDialog
      title={T.deleteHeading}
      closeTo={`/admin/uutiskirjeet${keptSearch(useLocation().search)}`}
      question={T.confirmDelete(subject)}
      warning={T.deleteWarning}
      confirmLabel={T.buttons.confirmDelete}
      cancelLabel={T.buttons.cancel}
    />
  );
}

export function ErrorBoundary() {
  return <NewsletterDrawerError title={T.deleteHeading} />;
}
