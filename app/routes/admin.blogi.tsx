import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { BlogTabError } from "~/features/blog/components/admin/BlogTabError";
import { BlogTabView } from "~/features/blog/components/admin/BlogTabView";
import { BLOG_TEXTS as T } from "~/features/blog/rules";
import { handleBlogTab, loadBlogTab } from "~/features/blog/page.server";
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
