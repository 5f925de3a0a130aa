import { Link } from "@remix-run/react";
import { RequestInbox } from "~/components/layout/admin/RequestInbox";
import {
  CONTACT_ADMIN_PATH,
  CONTACT_ADMIN_TEXTS as T,
  type ContactRequestView,
  type ContactStatusKey,
  contactAdminHref,
  contactConversationHref,
  contactDeleteHref,
} from "~/features/contact-requests/admin.rules";

type Props = {
  status: ContactStatusKey;
  requests: ContactRequestView[];
  counts: Record<ContactStatusKey, number>;
  page: number;
  pageCount: number;
};

/** The tab 'Yhteydenotot': the request inbox, each request with its attached conversation behind a link that opens it in a drawer. */
export function ContactRequestList(props: Props) {
  return (
    <RequestInbox
      {...props}
      texts={T}
      intro={`${T.intro} ${T.retention}`}
      kind="contact"
      listHref={contactAdminHref}
      deleteHref={contactDeleteHref}
      statusAction={(id) => `${CONTACT_ADMIN_PATH}/${id}/tila`}
      details={(request, status, page) => (
        <>
          <dt className="font-medium">{T.conversation}</dt>
          <dd className="break-words" data-testid="contact-request-conversation">
            {request.conversationId ? (
              <Link to={contactConversationHref(request.id, status, page)} preventScrollReset className="underline" aria-label={`${T.showConversation}: ${request.name}`}>
                {T.showConversation}
              </Link>
            ) : (
              T.noConversation
            )}
          </dd>
        </>
      )}
    />
  );
}
