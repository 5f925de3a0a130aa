import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { BlogTabError } from "~/components/admin/blog/BlogTabError";
import { BlogTabView } from "~/components/admin/blog/BlogTabView";
import { BLOG_TEXTS as T } from "~/lib/blog";
import { handleBlogTab, loadBlogTab } from "~/services/blog-form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => loadBlogTab(request));

/** 'Generoi' without JavaScript and the editor's buttons ('Tallenna ja julkaise', 'Esikatselu', 'Hylkää'). */
export const action = (args: ActionFunctionArgs) => adminAction(args, ({ request, form }) => handleBlogTab(request, form));

/** The tab 'Blogin hallinta': the generator and its editor, and 'Julkaistut artikkelit'. Edit and delete are nested routes. */
export default function BlogTab() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <BlogTabView {...loaded} answer={answer ?? null}>
      <Outlet />
    </BlogTabView>
  );
}

/** The articles could not be read: the spec's 'Error: {message}' and 'Yritä uudelleen'. */
export function ErrorBoundary() {
  return <BlogTabError />;
}
