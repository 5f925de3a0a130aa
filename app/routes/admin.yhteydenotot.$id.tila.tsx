import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { CONTACT_ADMIN_PATH } from "~/features/contact-requests/admin.rules";
import { switchContactRequest } from "~/features/contact-requests/admin.page.server";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

/** POST handled=1|0: marks the request handled or back to new, and returns to the list with a toast. */
export const action = (args: ActionFunctionArgs) => adminAction(args, ({ params, form }) => switchContactRequest(params.id, requireForm(form)));

/** A GET of this action-only URL (a reload after the post) lands on the list. */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => redirect(CONTACT_ADMIN_PATH));
