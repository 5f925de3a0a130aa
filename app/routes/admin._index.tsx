import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { availableAdminTabs } from "~/components/layout/admin/tabs";
import { adminLoader } from "~/services/guard.server";

/** /admin opens the first tab that exists. */
export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, () => {
    throw redirect(availableAdminTabs()[0].to);
  });
