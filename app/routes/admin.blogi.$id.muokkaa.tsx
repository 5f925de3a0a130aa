import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { ArticleEditor } from "~/features/blog/components/admin/ArticleEditor";
import { BlogDrawerError } from "~/features/blog/components/admin/BlogDrawerError";
import { BLOG_ADMIN_TEXTS as A } from "~/features/blog/texts";
import { freshDraft } from "~/features/blog/form";
import { BLOG_TEXTS as T } from "~/features/blog/rules";
import { articleImageChoices, formValuesOf, handleArticleEdit, requireArticle, tabUrl } from "~/features/blog/page.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: `${T.editHeading} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ params }) => {
    const article = await requireArticle(params.id);
    return { values: formValuesOf(article), status: article.status, imageChoices: await articleImageChoices() };
  });

/** 'Tallenna ja julkaise' updates the article ('Artikkeli päivitetty!'); 'Esikatselu' shows the content without JavaScript. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ request, params }) => handleArticleEdit(request, await requireArticle(params.id), tabUrl(request)));

export default function EditArticle() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const closeTo = `/admin/blogi${location.search}`;
  return (
    <AdminDrawer title={T.editHeading} closeTo={closeTo} keepSearch={false}>
      <ArticleEditor
        key={location.key}
        mode="edit"
        draft={answer ?? freshDraft(loaded.values)}
        imageChoices={loaded.imageChoices}
        closeTo={closeTo}
      />
    </AdminDrawer>
  );
}

export function ErrorBoundary() {
  return <BlogDrawerError title={T.editHeading} message={A.drawerFailed} />;
}
