import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { tabPath } from "~/features/homepage/editor.rules";
import { adminLoader } from "~/services/guard.server";

/** The editor opens on its first tab. */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => redirect(tabPath("paaosio")));
