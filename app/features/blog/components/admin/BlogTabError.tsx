import { BLOG_TEXTS as T } from "~/features/blog/rules";
import { BLOG_ADMIN_TEXTS as A } from "../../texts";

/**
 * The articles could not be read: the spec's 'Error: Failed to fetch articles' and 'Yritä uudelleen', a
 * plain link that loads the tab again, with or without JavaScript.
 */
export function BlogTabError() {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{T.title}</h2>
      <div role="alert" className="card space-y-4" data-testid="blog-error">
        <p className="font-medium text-red-800 dark:text-red-300">{T.listError(A.listFailed)}</p>
        <a href="/admin/blogi" className="btn-primary inline-block">
          {T.buttons.retry}
        </a>
      </div>
    </div>
  );
}
