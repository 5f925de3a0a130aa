import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeleteDialog } from "~/components/ui/ConfirmDeleteDialog";
import { BlogDrawerError } from "~/features/blog/components/admin/BlogDrawerError";
import { BLOG_ADMIN_TEXTS as A } from "~/features/blog/texts";
import { BLOG_TEXTS as T } from "~/features/blog/rules";
import { removeArticle, requireArticle, tabUrl } from "~/features/blog/page.server";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.deleteHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const article = await requireArticle(params.id);
    return { title: article.title };
  });

/** POST: deletes the article and goes back to the tab with 'Artikkeli poistettu onnistuneesti'. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ request, params, form }) => {
    requireForm(form);
    return removeArticle(params.id, tabUrl(request));
  });

export default function DeleteArticle() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeleteDialog
      title={T.deleteHeading}
      closeTo={`/admin/blogi${useLocation().search}`}
      question={T.confirmDelete(title)}
      warning={A.confirmDeleteWarning}
      confirmLabel={T.deleteHeading}
      cancelLabel={T.buttons.cancel}
    />
  );
}

export function ErrorBoundary() {
  return <BlogDrawerError title={T.deleteHeading} message={T.deleteFailed} />;
}
