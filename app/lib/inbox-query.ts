/**
 * The addresses of an admin inbox of visitors' requests (Tarjouspyynnöt, Yhteydenotot): `?tila=kasitellyt`
 * shows the handled ones, anything else the new ones, `?sivu=n` the page; a request's own drawers
 * (delete, conversation) open over the list they came from and return there. Pure.
 */
import { parsePageNumber } from "~/lib/paging";

export type InboxStatus = "new" | "handled";

export const INBOX_STATUS_PARAM = "tila";
const STATUS_VALUES: Record<InboxStatus, string> = { new: "uudet", handled: "kasitellyt" };

export function parseInboxQuery(params: URLSearchParams): { status: InboxStatus; page: number } {
  const status: InboxStatus = params.get(INBOX_STATUS_PARAM) === STATUS_VALUES.handled ? "handled" : "new";
  return { status, page: parsePageNumber(params.get("sivu")) };
}

function listQuery(status: InboxStatus, page: number): string {
  const params = new URLSearchParams();
  if (status === "handled") params.set(INBOX_STATUS_PARAM, STATUS_VALUES.handled);
  if (page > 1) params.set("sivu", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The list at `path` and a request's drawer (`/:id/poista`, `/:id/keskustelu`) over it. */
export function inboxLinks(path: string) {
  return {
    list: (status: InboxStatus, page = 1) => `${path}${listQuery(status, page)}`,
    drawer: (id: number, drawer: string, status: InboxStatus, page = 1) => `${path}/${id}/${drawer}${listQuery(status, page)}`,
  };
}
