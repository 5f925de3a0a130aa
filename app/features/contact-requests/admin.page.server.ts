/** What the 'Yhteydenotot' tab's routes do besides rendering: the list, the handled switch, the conversation and deleting. */
import { formatDateTime } from "~/lib/format";
import { parseDatabaseId } from "~/lib/database-id";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getTranscript } from "~/features/chat/model.server";
import {
  CONTACT_ADMIN_PATH,
  CONTACT_ADMIN_PER_PAGE,
  CONTACT_ADMIN_TEXTS as T,
  type ContactRequestView,
  parseContactAdminQuery,
} from "~/features/contact-requests/admin.rules";
import {
  type ContactRequestRow,
  deleteContactRequest,
  getContactRequest,
  listContactRequests,
  setContactRequestHandled,
} from "~/features/contact-requests/model.server";
import { deleteAndReturn, switchAndReturn } from "~/services/toast.server";

function toView(row: ContactRequestRow): ContactRequestView {
  return {
    id: row.id,
    receivedAt: formatDateTime(row.createdAt),
    name: row.name,
    phone: row.phone,
    email: row.email,
    message: row.message,
    conversationId: row.conversationId,
    handledAt: row.handledAt ? formatDateTime(row.handledAt) : null,
  };
}

export async function loadContactRequestTab(params: URLSearchParams) {
  const { status, page } = parseContactAdminQuery(params);
  const result = await listContactRequests(status, page, CONTACT_ADMIN_PER_PAGE);
  return { status, requests: result.rows.map(toView), counts: result.counts, page: result.page, pageCount: result.pageCount };
}

/** The list the form came from (kept within the tab), else the tab itself. */
function backTo(form: FormData): string {
  return safeRedirectPath(form.get("back"), CONTACT_ADMIN_PATH, { within: CONTACT_ADMIN_PATH });
}

export function switchContactRequest(idParam: string | undefined, form: FormData): Promise<Response> {
  return switchAndReturn(backTo(form), parseDatabaseId(idParam), form.get("handled") !== "0", setContactRequestHandled, {
    handled: T.toasts.handled,
    reopened: T.toasts.reopened,
    notFound: T.errors.notFound,
    failed: T.errors.update,
    logMessage: "Yhteydenottopyynnön tilan muutos epäonnistui:",
  });
}

/** The list a dialog over the tab returns to: the tab with the status and page it was opened from. */
export function contactTabUrl(request: Request): string {
  return `${CONTACT_ADMIN_PATH}${new URL(request.url).search}`;
}

const notFound = (message: string) => new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The name on the request of the route's `id`, or a 404 the dialog's error boundary shows. */
export async function requireContactRequestName(idParam: string | undefined): Promise<string> {
  const id = parseDatabaseId(idParam);
  const found = id === null ? null : await getContactRequest(id);
  if (!found) throw notFound(T.errors.notFound);
  return found.name;
}

/** The conversation attached to the request of the route's `id`, as the feedback tab's transcript shows it; else a 404. */
export async function loadContactConversation(idParam: string | undefined) {
  const id = parseDatabaseId(idParam);
  const found = id === null ? null : await getContactRequest(id);
  if (!found) throw notFound(T.errors.notFound);
  const transcript = found.conversationId ? await getTranscript(found.conversationId) : null;
  if (!transcript) throw notFound(T.errors.conversationNotFound);
  const { conversation, messages } = transcript;
  return {
    name: found.name,
    conversation: { ...conversation, startedAt: conversation.startedAt.toISOString() },
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}

export function removeContactRequest(idParam: string | undefined, back: string): Promise<Response> {
  return deleteAndReturn(back, parseDatabaseId(idParam), deleteContactRequest, {
    deleted: T.toasts.deleted,
    notFound: T.errors.notFound,
    failed: T.errors.delete,
    logMessage: "Yhteydenottopyynnön poisto epäonnistui:",
  });
}
