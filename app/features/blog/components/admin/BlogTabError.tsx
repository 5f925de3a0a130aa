import { BLOG_TEXTS as T } from "~/features/blog/rules";
import { BLOG_ADMIN_TEXTS as A } from "../../texts";
import { TabLoadError } from "~/components/ui/TabLoadError";

/**
 * The articles could not be read: the spec's 'Error: Failed to fetch articles' and 'Yritä uudelleen', a
 * plain link that loads the tab again, with or without JavaScript.
 */
export function BlogTabError() {
  return <TabLoadError title={T.title} message={T.listError(A.listFailed)} retryTo="/admin/blogi" testId="blog-error" retryText={T.buttons.retry} />;
}
