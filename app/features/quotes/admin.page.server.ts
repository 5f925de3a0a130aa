/** What the 'Tarjouspyynnöt' tab's routes do besides rendering: the list, the handled switch and deleting. */
import { formatDateTime } from "~/lib/format";
import { QUOTE_ADMIN_PATH, QUOTE_ADMIN_PER_PAGE, QUOTE_ADMIN_TEXTS as T, type QuoteRequestView, parseQuoteAdminQuery } from "~/features/quotes/admin.rules";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { parseDatabaseId } from "~/lib/database-id";
import {
  type QuoteRequestRow,
  deleteQuoteRequest,
  getQuoteRequestName,
  listQuoteRequests,
  setQuoteRequestHandled,
} from "~/features/quotes/model.server";
import { deleteAndReturn, switchAndReturn } from "~/services/toast.server";

function toView(row: QuoteRequestRow): QuoteRequestView {
  return {
    id: row.id,
    receivedAt: formatDateTime(row.createdAt),
    name: row.name,
    phone: row.phone,
    email: row.email,
    quantity: row.quantity,
    fitting: row.fitting,
    message: row.message,
    product: row.productSummary,
    handledAt: row.handledAt ? formatDateTime(row.handledAt) : null,
  };
}

export async function loadQuoteRequestTab(params: URLSearchParams) {
  const { status, page } = parseQuoteAdminQuery(params);
  const result = await listQuoteRequests(status, page, QUOTE_ADMIN_PER_PAGE);
  return { status, requests: result.rows.map(toView), counts: result.counts, page: result.page, pageCount: result.pageCount };
}

/** The list the form came from (kept within the tab), else the tab itself. */
function backTo(form: FormData): string {
  const back = form.get("back");
  return safeRedirectPath(back, QUOTE_ADMIN_PATH, { within: QUOTE_ADMIN_PATH });
}

export function switchQuoteRequest(idParam: string | undefined, form: FormData): Promise<Response> {
  return switchAndReturn(backTo(form), parseDatabaseId(idParam), form.get("handled") !== "0", setQuoteRequestHandled, {
    handled: T.toasts.handled,
    reopened: T.toasts.reopened,
    notFound: T.errors.notFound,
    failed: T.errors.update,
    logMessage: "Tarjouspyynnön tilan muutos epäonnistui:",
  });
}

/** The list a dialog over the tab returns to: the tab with the status and page it was opened from. */
export function quoteTabUrl(request: Request): string {
  return `${QUOTE_ADMIN_PATH}${new URL(request.url).search}`;
}

/** The name on the request of the route's `id`, or a 404 the dialog's error boundary shows. */
export async function requireQuoteRequestName(idParam: string | undefined): Promise<string> {
  const id = parseDatabaseId(idParam);
  const name = id === null ? null : await getQuoteRequestName(id);
  if (name === null) throw new Response(T.errors.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return name;
}

export function removeQuoteRequest(idParam: string | undefined, back: string): Promise<Response> {
  return deleteAndReturn(back, parseDatabaseId(idParam), deleteQuoteRequest, {
    deleted: T.toasts.deleted,
    notFound: T.errors.notFound,
    failed: T.errors.delete,
    logMessage: "Tarjouspyynnön poisto epäonnistui:",
  });
}
