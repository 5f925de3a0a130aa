/** What the 'Tarjouspyynnöt' tab's routes do besides rendering: the list and the handled switch. */
import { formatDateTime } from "~/lib/format";
import { QUOTE_ADMIN_PATH, QUOTE_ADMIN_PER_PAGE, QUOTE_ADMIN_TEXTS as T, type QuoteRequestView, parseQuoteAdminQuery } from "~/lib/quote-request-admin";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { parseIdParam } from "~/lib/tyre-admin";
import { type QuoteRequestRow, listQuoteRequests, setQuoteRequestHandled } from "~/models/quote-requests.server";
import { redirectWithToast } from "./toast.server";

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

export async function switchQuoteRequest(idParam: string | undefined, form: FormData): Promise<Response> {
  const back = backTo(form);
  const id = parseIdParam(idParam);
  const handled = form.get("handled") !== "0";
  try {
    const found = id !== null && (await setQuoteRequestHandled(id, handled));
    if (!found) return redirectWithToast(back, { type: "error", message: T.errors.notFound });
    return redirectWithToast(back, { type: "success", message: handled ? T.toasts.handled : T.toasts.reopened });
  } catch (error) {
    console.error("Tarjouspyynnön tilan muutos epäonnistui:", error);
    return redirectWithToast(back, { type: "error", message: T.errors.update });
  }
}
