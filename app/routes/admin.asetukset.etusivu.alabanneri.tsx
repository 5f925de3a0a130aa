import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BannerTab, keepFormAfterLinkSave } from "~/features/homepage/components/admin/BannerTab";
import { adminAction, adminLoader } from "~/services/guard.server";
import { loadEditorTab, saveBanner } from "~/features/homepage/page.server";

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => loadEditorTab("banner-bottom"));

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ request }) => saveBanner(request, "bottom"));

export const shouldRevalidate = keepFormAfterLinkSave;

/** 'Alabanneri': image, alt text, format, enabled, visible and link under the banner rules. */
export default function BottomBannerTab() {
  return <BannerTab position="bottom" />;
}
